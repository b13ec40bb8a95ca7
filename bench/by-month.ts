// Benchmark: GET /cleaning_events/by-month with 200 properties and 3,000 events in one month, on the
// embedded database (PGlite on disk), 20 concurrent clients. The server runs in its own process
// (as `npm start` does) so the load generator does not share its event loop.
// Run: npm run bench:by-month
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { openPglite } from '../server/src/db/client';
import { assignments, cleaningEvents, clients, employees, properties, propertyImages } from '../server/src/db/schema';
import { startServer } from '../server/test/server-process';

const PROPERTIES = 200;
const EVENTS = 3000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));

// Fill the embedded database, then close it so the server process can open it.
const database = await openPglite(path.join(dataDir, 'db'));
const db = database.db;
const [client] = await db.insert(clients).values({ name: 'Bench Client' }).returning();
const houses = await db
  .insert(properties)
  .values(Array.from({ length: PROPERTIES }, (_, i) => ({ clientId: client!.id, name: `House ${i}`, state: 'Guanacaste', city: 'Tamarindo', streetAddress: `Street ${i}`, region: `Region ${i % 5}`, clientPrice: 100, workerPayment: 15000, details: 'Reponer café y revisar toallas. '.repeat(5) })))
  .returning({ id: properties.id });
await db.insert(propertyImages).values(houses.flatMap((h) => [0, 1, 2].map((position) => ({ propertyId: h.id, position, url: `/media/${h.id}-${position}.jpg` }))));
const staff = await db.insert(employees).values(Array.from({ length: 10 }, (_, i) => ({ name: `Housekeeper ${i}`, email: `hk${i}@bench.example`, phone: '+506 8000 0000' }))).returning({ id: employees.id });
const events = await db
  .insert(cleaningEvents)
  .values(Array.from({ length: EVENTS }, (_, i) => ({ propertyId: houses[i % PROPERTIES]!.id, serviceDate: `2026-11-${String((i % 30) + 1).padStart(2, '0')}`, eventSummary: `Turnover ${i}`, status: i % 2 ? ('assigned' as const) : ('unassigned' as const) })))
  .returning({ id: cleaningEvents.id });
await db.insert(assignments).values(events.filter((_, i) => i % 2).map((e, i) => ({ cleaningEventId: e.id, employeeId: staff[i % staff.length]!.id })));
await database.close();

const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@bench.example', ADMIN_PASSWORD: 'Bench!Pass1', LOG_LEVEL: 'warn' });
const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.example', password: 'Bench!Pass1' }) });
const { access_token: token } = (await login.json()) as { access_token: string };
const url = `${server.url}/api/cleaning_events/by-month?year=2026&month=11`;

const first = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
const body = await first.text();
console.log(`response: ${first.status}, ${(JSON.parse(body) as unknown[]).length} events, ${(body.length / 1024 / 1024).toFixed(2)} MB, ${(gzipSync(body).length / 1024).toFixed(0)} KB gzipped`);

// As a browser asks (gzip), then without compression.
for (const encoding of ['gzip', 'identity']) {
  const result = await autocannon({ url, connections: 20, duration: 15, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
  const l = result.latency;
  console.log(`by-month (${encoding}), ${PROPERTIES} properties, ${EVENTS} events, 20 connections, 15 s:`);
  console.log(`  requests: ${result.requests.total} (${result.non2xx} non-2xx), ${result.requests.average.toFixed(0)} req/s`);
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p97.5 ${l.p97_5}, p99 ${l.p99}, max ${l.max}`);
}

server.child.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
