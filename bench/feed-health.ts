// Benchmark: /api/health latency while hostile calendars sync (decisions.md 7: it answers in under
// 1 s while any feed syncs; docs/decisions/0025). The app listens in this process on an embedded
// database (PGlite on disk), a loopback HTTP server serves the feed corpus's hostile files beside
// ordinary Airbnb calendars, and the periodic sync (`syncAllFeeds`, in this process as in the server)
// runs while /api/health is asked every 50 ms over HTTP. Prints the latencies idle and during the sync.
// Run: npm run bench:feed-health
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { benchApp } from './bench-app';
import { openPglite } from '../server/src/db/client';
import { calendarFeeds } from '../server/src/db/schema/feeds';
import { clients, properties } from '../server/src/db/schema/properties';
import { syncAllFeeds } from '../server/src/modules/feeds/feeds.service';
import { createFeedFetcher } from '../server/src/modules/feeds/safe-fetch';

const HOSTILE = [
  'hostile-minutely-zone.ics',
  'slow-daily-zone.ics',
  'hostile-deep-nesting.ics',
  'hostile-too-many-events.ics.gz',
  'hostile-long-fields.ics',
];
const ORDINARY = 20;
const fixture = (name: string) => readFileSync(new URL(`../server/test/fixtures/ical/${name}`, import.meta.url));
const bodies = [...HOSTILE.map(fixture), ...Array.from({ length: ORDINARY }, () => fixture('airbnb.ics'))];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feed-health-'));
const server = createServer((req, res) => {
  const body = bodies[Number(req.url?.slice(1).split('.')[0])];
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;
const [client] = await db.insert(clients).values({ name: 'Bench Client' }).returning();
const houses = await db
  .insert(properties)
  .values(bodies.map((_, i) => ({ clientId: client!.id, name: `House ${i}` })))
  .returning({ id: properties.id });
await db.insert(calendarFeeds).values(houses.map((h, i) => ({ propertyId: h.id, icalUrl: `${feedBase}/${i}.ics` })));

const app = await benchApp(database, dataDir, { icalAllowPrivateHosts: true });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const fetcher = createFeedFetcher({ allowPrivateHosts: true });

async function healthLatency(): Promise<number> {
  const started = performance.now();
  const res = await request(`${base}/api/health`);
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`/api/health answered ${res.statusCode}`);
  return performance.now() - started;
}

// Asks /api/health every 50 ms until `until` settles; answers the latencies in ms.
async function poll(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    latencies.push(await healthLatency());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

function report(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(
    `${label}: ${ms.length} answers, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}

console.log(`${HOSTILE.length} hostile feeds (${HOSTILE.join(', ')}) + ${ORDINARY} Airbnb feeds, PGlite on disk`);
for (let i = 0; i < 5; i++) await healthLatency(); // warm up
report('idle                 ', await poll(new Promise((resolve) => setTimeout(resolve, 2_000))));
const started = performance.now();
const sync = syncAllFeeds({ db, fetcher, today: () => '2027-03-01' });
const during = await poll(sync);
const result = await sync;
report('during the sync      ', during);
console.log(
  `sync of ${result.feeds} feeds: ${((performance.now() - started) / 1000).toFixed(1)} s, ${result.failed} failed (the refused ones)`,
);
const errors = await db.select({ url: calendarFeeds.icalUrl, error: calendarFeeds.lastError }).from(calendarFeeds);
for (const [i, name] of HOSTILE.entries()) {
  const stored = errors.find((e) => e.url.endsWith(`/${i}.ics`))?.error ?? null;
  const said = stored ? (JSON.parse(stored) as { key: string }).key : 'ok';
  console.log(`  ${name}: ${said}`);
}

await app.close();
await fetcher.close();
await database.close();
server.close();
rmSync(dataDir, { recursive: true, force: true });
