// Benchmark: the periodic sync of 200 calendar feeds of 50 reservations each, served by a loopback
// HTTP server, into the embedded database (PGlite on disk). First sync (creates 10,000 events),
// then a second sync of unchanged feeds twice: with ETags (304 answers) and without (full compare).
// Run: npm run bench:feeds
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openPglite } from '../server/src/db/client';
import { cleaningEvents } from '../server/src/db/schema/events';
import { calendarFeeds } from '../server/src/db/schema/feeds';
import { clients, properties } from '../server/src/db/schema/properties';
import { syncAllFeeds } from '../server/src/modules/feeds/feeds.service';
import { createFeedFetcher } from '../server/src/net/safe-fetch';

const FEEDS = 200;
const STAYS = 50;
const TODAY = '2027-01-01';
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feeds-'));

const iso = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10).replaceAll('-', '');
function calendar(feed: number): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
  for (let i = 0; i < STAYS; i++) {
    const code = `HM${String(feed).padStart(4, '0')}${String(i).padStart(4, '0')}`;
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${iso(i * 7)}`,
      `DTEND;VALUE=DATE:${iso(i * 7 + 4)}`,
      'SUMMARY:Reserved',
      `UID:${feed}-${i}@airbnb.com`,
    );
    lines.push(
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d',
      ` etails/${code}\\nPhone Number (Last 4 Digits): 4821`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const bodies = Array.from({ length: FEEDS }, (_, i) => calendar(i));
let useEtags = false;
const server = createServer((req, res) => {
  const i = Number(req.url?.slice(1).split('.')[0]);
  const etag = `"feed-${i}"`;
  if (useEtags && req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
  res.writeHead(200, { 'content-type': 'text/calendar', ...(useEtags ? { etag } : {}) }).end(bodies[i]);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;
const [client] = await db.insert(clients).values({ name: 'Bench Client' }).returning();
const houses = await db
  .insert(properties)
  .values(Array.from({ length: FEEDS }, (_, i) => ({ clientId: client!.id, name: `House ${i}` })))
  .returning({ id: properties.id });
await db.insert(calendarFeeds).values(houses.map((h, i) => ({ propertyId: h.id, icalUrl: `${base}/${i}.ics` })));
const fetcher = createFeedFetcher({ allowPrivateHosts: true });
const deps = { db, fetcher, today: () => TODAY };

// Wall time, and this process's CPU time (the honest figure when other work shares the cores).
async function timed(label: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await syncAllFeeds(deps);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const [events] = await db.select({ n: count() }).from(cleaningEvents);
  console.log(
    `${label}: ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s), ${result.feeds} feeds, ${result.failed} failed, ${events?.n} events in the database`,
  );
}

console.log(`${FEEDS} feeds x ${STAYS} reservations, embedded database on disk, 8 feeds at a time`);
await timed('first sync (creates the events)          ');
await timed('second sync, unchanged, no validators     ');
useEtags = true;
await timed('third sync, unchanged, server sends ETags ');
await timed('fourth sync, unchanged, 304 Not Modified  ');

await fetcher.close();
await database.close();
server.close();
rmSync(dataDir, { recursive: true, force: true });
