// Benchmark: /api/health and /robots.txt latency while calendars sync (other requests answer in under
// 1 s while any feed syncs: docs/decisions/0025 and 0041). The app listens in this process and a
// loopback HTTP server serves the calendars; the periodic sync (`syncAllFeeds`, in this process as in the
// server) runs while /api/health and /robots.txt are each asked every 50 ms over HTTP from worker threads
// (their clocks keep running while the main thread is stalled). Two scenarios:
// - hostile: the feed corpus's hostile files beside ordinary Airbnb calendars;
// - rotating: one feed of 1,500 and one of 4,999 stays (the limit is 5,000) whose UIDs all change
//   between two fetches, a third of them with new dates too (Vrbo gives a booking a new UID when its
//   dates change): the first sync creates the cleanings, the second moves every one of them.
// Prints the latencies idle and during each sync, and the event loop's longest stall.
// Runs on PGlite (on disk) and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/t_feed_health_bench; that database is DROPPED, created and dropped
// again, so never point it at real data).
// Run: npm run bench:feed-health (`-- --pglite` or `-- --postgres` for one database)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { addDays } from '../common/domain/calendar';
import { benchApp, benchDatabases, withBenchDatabase, type BenchDatabase } from './bench-app';
import { latency, measure } from './latency';
import type { Database } from '../server/src/db/client';
import { calendarFeeds, feedSyncLog } from '../server/src/db/schema/feeds';
import { clients, properties } from '../server/src/db/schema/properties';
import { syncAllFeeds } from '../server/src/modules/feeds/feeds.service';
import { createFeedFetcher } from '../server/src/net/safe-fetch';
import { airbnbCalendar, type Stay } from '../server/test/feed-server';

const TODAY = '2027-03-01';
const HOSTILE = [
  'hostile-minutely-zone.ics',
  'slow-daily-zone.ics',
  'hostile-deep-nesting.ics',
  'hostile-too-many-events.ics.gz',
  'hostile-long-fields.ics',
];
const ORDINARY = 20;
const ROTATING = [1_500, 4_999];
const fixture = (name: string) => readFileSync(new URL(`../server/test/fixtures/ical/${name}`, import.meta.url));

/** `n` back-to-back two-night stays from tomorrow on; `rotated` gives every one a new UID and a third new dates. */
function rotatingCalendar(n: number, rotated: boolean): string {
  const stays: Stay[] = [];
  for (let i = 0; i < n; i++) {
    const start = addDays(TODAY, 1 + 2 * i);
    const end = addDays(start, 2);
    if (!rotated) stays.push({ uid: `first-${i}`, start, end });
    // Same dates; one night shorter (same arrival day); arriving a day later (paired by overlap).
    else if (i % 3 === 0) stays.push({ uid: `second-${i}`, start, end });
    else if (i % 3 === 1) stays.push({ uid: `second-${i}`, start, end: addDays(end, -1) });
    else stays.push({ uid: `second-${i}`, start: addDays(start, 1), end });
  }
  return airbnbCalendar(stays);
}

// What the loopback server answers at /<n>.ics: set before each sync.
const served = new Map<number, Buffer | string>();
const feedServer = createServer((req, res) => {
  const body = served.get(Number(req.url?.slice(1).split('.')[0]));
  if (body === undefined) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
const fetcher = createFeedFetcher({ allowPrivateHosts: true });

/** Properties with one feed each, served at /<first>.ics, /<first + 1>.ics... */
async function addFeeds(database: Database, first: number, count: number) {
  const [client] = await database.db
    .insert(clients)
    .values({ name: `Bench Client ${first}` })
    .returning();
  const houses = await database.db
    .insert(properties)
    .values(Array.from({ length: count }, (_, i) => ({ clientId: client!.id, name: `House ${first + i}` })))
    .returning({ id: properties.id });
  await database.db
    .insert(calendarFeeds)
    .values(houses.map((h, i) => ({ propertyId: h.id, icalUrl: `${feedBase}/${first + i}.ics` })));
}

async function hostile(kind: BenchDatabase) {
  await withBenchDatabase(kind, 'feed_health', async (database, dataDir) => {
    const bodies = [...HOSTILE.map(fixture), ...Array.from({ length: ORDINARY }, () => fixture('airbnb.ics'))];
    served.clear();
    bodies.forEach((body, i) => served.set(i, body));
    await addFeeds(database, 0, bodies.length);
    const app = await benchApp(database, dataDir, { icalAllowPrivateHosts: true });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\n## ${kind}, hostile: ${HOSTILE.length} hostile feeds + ${ORDINARY} Airbnb feeds`);
    for (let i = 0; i < 5; i++) await latency(`${base}/api/health`); // warm up
    await measure(base, 'idle, 2 s', () => new Promise((resolve) => setTimeout(resolve, 2_000)));
    const result = await measure(base, 'during the sync', () =>
      syncAllFeeds({ db: database.db, fetcher, today: () => TODAY }),
    );
    console.log(`sync of ${result.feeds} feeds, ${result.failed} failed (the refused ones)`);
    const errors = await database.db
      .select({ url: calendarFeeds.icalUrl, error: calendarFeeds.lastError })
      .from(calendarFeeds);
    for (const [i, name] of HOSTILE.entries()) {
      const stored = errors.find((e) => e.url.endsWith(`/${i}.ics`))?.error ?? null;
      console.log(`  ${name}: ${stored ? (JSON.parse(stored) as { key: string }).key : 'ok'}`);
    }
    await app.close();
  });
}

async function rotating(kind: BenchDatabase, n: number) {
  await withBenchDatabase(kind, 'feed_health', async (database, dataDir) => {
    served.clear();
    served.set(0, rotatingCalendar(n, false));
    await addFeeds(database, 0, 1);
    const app = await benchApp(database, dataDir, { icalAllowPrivateHosts: true });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\n## ${kind}, rotating UIDs: one feed of ${n} stays`);
    for (let i = 0; i < 5; i++) await latency(`${base}/api/health`); // warm up
    const sync = () => syncAllFeeds({ db: database.db, fetcher, today: () => TODAY });
    await measure(base, `first sync (creates ${n})`, sync);
    served.set(0, rotatingCalendar(n, true));
    await measure(base, `second sync (every UID new, ${Math.floor((2 * n) / 3)} with new dates)`, sync);
    const log = await database.db.select().from(feedSyncLog).orderBy(asc(feedSyncLog.id));
    for (const line of log)
      console.log(
        `  sync: ${line.result}, created ${line.created}, updated ${line.updated}, cancelled ${line.cancelled}${line.error ? ` ${line.error}` : ''}`,
      );
    await app.close();
  });
}

for (const kind of benchDatabases()) {
  await hostile(kind);
  for (const n of ROTATING) await rotating(kind, n);
}
await fetcher.close();
feedServer.close();
