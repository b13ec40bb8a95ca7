import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/feeds';
import { clients, properties } from '../../db/schema/properties';
import { jobLocks } from '../../db/schema/system';
import { fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { openTestDatabase } from '../../../test/test-db';
import { createFeedFetcher } from '../../net/safe-fetch';
import { runScheduledSync, startFeedScheduler } from './scheduler';

// The periodic job on a real database: a lease in job_locks makes it run once across processes.
const database = await openTestDatabase();
const db = database.db;
const fetcher = createFeedFetcher({ allowPrivateHosts: true, timeoutMs: 2_000 });
const server = await startFeedServer();
afterAll(async () => {
  await server.close();
  await fetcher.close();
  await database.close();
});

const [client] = await db.insert(clients).values({ name: 'Lease Client' }).returning();
const [house] = await db.insert(properties).values({ clientId: client!.id, name: 'Lease House' }).returning();
const url = server.serve('/lease.ics', { calendar: fixtureCalendar('airbnb') });
await db.insert(calendarFeeds).values({ propertyId: house!.id, icalUrl: url });
const deps = { db, fetcher, today: () => '2027-03-01' };
const fetches = () => server.requests.filter((r) => r.path === '/lease.ics').length;

// Each test starts with the job free, as on a fresh database.
beforeEach(async () => {
  await db.delete(jobLocks);
});

describe('the periodic sync', () => {
  it('runs once when two processes try at the same time, and not again until it is due', async () => {
    const before = fetches();
    const runs = await Promise.all([
      runScheduledSync(deps, { owner: 'process-a', intervalMs: 60_000 }),
      runScheduledSync(deps, { owner: 'process-b', intervalMs: 60_000 }),
    ]);
    expect(runs.filter((r) => r.ran)).toEqual([{ ran: true, feeds: 1, failed: 0 }]);
    expect(fetches()).toBe(before + 1);
    // Another process whose timer fires within the same period skips it.
    expect(await runScheduledSync(deps, { owner: 'process-c', intervalMs: 60_000 })).toEqual({ ran: false });
    expect(fetches()).toBe(before + 1);
  });

  it('is free again once its period is over', async () => {
    expect((await runScheduledSync(deps, { owner: 'process-a', intervalMs: 1 })).ran).toBe(true);
    // The 1 ms lease is timed by the database's clock, which a fake clock here cannot move: wait it out.
    await new Promise((r) => setTimeout(r, 20));
    expect((await runScheduledSync(deps, { owner: 'process-b', intervalMs: 1 })).ran).toBe(true);
  });

  it('starts, syncs every interval without overlapping itself, and stops', async () => {
    const before = fetches();
    const scheduler = startFeedScheduler(deps, { intervalMs: 150, firstRunMs: 0, owner: 'scheduler' });
    // Real timers: each run is database and HTTP work. Poll every 20 ms (at most 10 s) for two runs.
    const deadline = Date.now() + 10_000;
    while (fetches() < before + 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await scheduler.stop();
    const stopped = fetches();
    expect(stopped).toBeGreaterThanOrEqual(before + 2);
    // Nothing to wait for when nothing happens: give a stopped 150 ms timer more than two periods to misfire.
    await new Promise((r) => setTimeout(r, 400));
    expect(fetches()).toBe(stopped);
  });

  it('skips the feeds of archived properties', async () => {
    await db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, house!.id));
    expect(await runScheduledSync(deps, { owner: 'process-a', intervalMs: 1 })).toEqual({
      ran: true,
      feeds: 0,
      failed: 0,
    });
    await db.update(properties).set({ archivedAt: null }).where(eq(properties.id, house!.id));
  });

  it('does nothing when the interval is 0 (ICAL_SYNC_MINUTES=0)', async () => {
    const before = fetches();
    const scheduler = startFeedScheduler(deps, { intervalMs: 0, firstRunMs: 0 });
    // Nothing to wait for when nothing happens: a first run at 0 ms would have started within 100 ms.
    await new Promise((r) => setTimeout(r, 100));
    await scheduler.stop();
    expect(fetches()).toBe(before);
  });
});
