import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { cleaningEvents } from '../../db/schema/events';
import { calendarFeeds } from '../../db/schema/feeds';
import { clients, properties } from '../../db/schema/properties';
import { airbnbCalendar, startFeedServer, type Stay } from '../../../test/feed-server';
import { openTestDatabase } from '../../../test/test-db';
import { syncFeed, type FeedDeps } from './feed-sync.service';
import * as q from './feeds.queries';
import { createFeedFetcher } from '../../net/safe-fetch';

// Two syncs of one feed never interleave (docs/decisions/0041): the second waits for the first to fetch,
// apply and record its calendar, so each counts its miss, also when they run in two processes.
const TODAY = '2027-03-01';
const database = await openTestDatabase();
// A second process on the same PostgreSQL database: its own connections (on PGlite there is one process).
const other: Database | null = database.url ? await openPostgres(database.url, { warn: () => undefined }) : null;
const fetcher = createFeedFetcher({ allowPrivateHosts: true, timeoutMs: 5_000 });
const server = await startFeedServer();
afterAll(async () => {
  await server.close();
  await fetcher.close();
  await other?.close();
  await database.close();
});

const STAYS: Stay[] = [
  { uid: 'leaves', start: '2027-03-02', end: '2027-03-04' },
  { uid: 'stays-1', start: '2027-03-05', end: '2027-03-07' },
  { uid: 'stays-2', start: '2027-03-08', end: '2027-03-10' },
  { uid: 'stays-3', start: '2027-03-11', end: '2027-03-13' },
];
const WITH = airbnbCalendar(STAYS);
const WITHOUT = airbnbCalendar(STAYS.slice(1));
const send = (res: ServerResponse, calendar: string) =>
  void res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const processes: [string, Database][] = [['in one process', database]];
if (other) processes.push(['in two processes on one PostgreSQL', other]);

describe.each(processes)('two syncs of one feed close together, %s', (where, second) => {
  it('never interleave: the one that fetched first applies first, and a stay missing from the two later fetches is cancelled', async () => {
    const [client] = await database.db
      .insert(clients)
      .values({ name: `Race Client ${where}` })
      .returning();
    const [house] = await database.db
      .insert(properties)
      .values({ clientId: client!.id, name: 'Race House' })
      .returning();
    const path = `/race-${house!.id}.ics`;
    const url = server.serve(path, { calendar: WITH });
    const [feed] = await database.db.insert(calendarFeeds).values({ propertyId: house!.id, icalUrl: url }).returning();
    const deps = (db: Database, waiting?: () => void): FeedDeps => ({
      db: db.db,
      fetcher,
      today: () => TODAY,
      log: { warn: () => undefined, info: (obj) => (obj as { feedId?: number }).feedId === feed!.id && waiting?.() },
    });
    expect(await syncFeed(deps(database), feed!)).toMatchObject({ result: 'ok', created: 4 });
    const leaving = () =>
      database.db
        .select({ missing: cleaningEvents.feedMissingCount })
        .from(cleaningEvents)
        .where(and(eq(cleaningEvents.feedId, feed!.id), eq(cleaningEvents.externalUid, 'leaves@airbnb.com')));

    // The first sync's fetch still lists the stay but its answer comes late; every later fetch lacks it.
    let firstAnswer: ServerResponse | undefined;
    const firstAsked = deferred();
    server.serve(path, {
      handle: (res) => {
        if (firstAnswer) return send(res, WITHOUT);
        firstAnswer = res;
        firstAsked.resolve();
      },
    });
    const secondWaits = deferred();
    const first = syncFeed(deps(database), (await q.feedRow(database.db, feed!.id))!);
    await firstAsked.promise;
    const secondSync = syncFeed(deps(second, secondWaits.resolve), (await q.feedRow(second.db, feed!.id))!);
    // The late answer goes out once the second sync has finished (had it fetched meanwhile, it applied
    // first and the late calendar undid its miss) or says it waits for the first.
    await Promise.race([secondSync, secondWaits.promise]);
    send(firstAnswer!, WITH);
    expect(await first).toMatchObject({ result: 'ok', cancelled: 0 });
    expect(await secondSync).toMatchObject({ result: 'ok', cancelled: 0 });
    expect(await leaving()).toEqual([{ missing: 1 }]);

    // The next sync is its second miss in a row: cancelled (unassigned, so removed).
    expect(await syncFeed(deps(database), (await q.feedRow(database.db, feed!.id))!)).toMatchObject({
      result: 'ok',
      removed: 1,
    });
    expect(await leaving()).toEqual([]);
  });
});
