// Benchmark: GET /cleaning_events/by-month with 200 properties and 3,000 events in one month, on the
// embedded database (PGlite on disk), 20 concurrent clients. The server runs in its own process
// (as `npm start` does) so the load generator does not share its event loop.
// Also prints the bytes of the spec's full answer and of the lean one (?lean=true, each property once).
// Run: npm run bench:by-month (`-- --sizes` prints the bytes only)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../server/test/server-process';
import { EVENTS, PROPERTIES, writeBusyMonth } from './busy-month';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));

// The server process opens the database once it is written and closed.
await writeBusyMonth(dataDir, '2026-11', ['unassigned', 'assigned']);

const server = await startServer({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@bench.example',
  ADMIN_PASSWORD: 'Bench!Pass1',
  LOG_LEVEL: 'warn',
});
const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@bench.example', password: 'Bench!Pass1' }),
});
const { access_token: token } = (await login.json()) as { access_token: string };
const url = `${server.url}/api/cleaning_events/by-month?year=2026&month=11`;

// The spec's full form, and the lean form the web app asks for (each property once).
const sizes: number[] = [];
for (const form of ['full', 'lean'] as const) {
  const res = await fetch(form === 'lean' ? `${url}&lean=true` : url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const parsed = JSON.parse(body.toString()) as unknown[] | { events: unknown[] };
  const count = Array.isArray(parsed) ? parsed.length : parsed.events.length;
  sizes.push(body.length);
  console.log(
    `${form}: ${res.status}, ${count} events, ${body.length.toLocaleString('en')} bytes (${(body.length / 1024).toFixed(0)} KB), ${(gzipSync(body).length / 1024).toFixed(1)} KB gzipped`,
  );
}
console.log(`lean / full: ${((sizes[1]! / sizes[0]!) * 100).toFixed(1)} % of the bytes`);
if (process.argv.includes('--sizes')) {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// As a browser asks (gzip), then without compression; then the lean form as the web app asks for it.
for (const [form, encoding] of [
  ['full', 'gzip'],
  ['full', 'identity'],
  ['lean', 'gzip'],
] as const) {
  const result = await autocannon({
    url: form === 'lean' ? `${url}&lean=true` : url,
    connections: 20,
    duration: 15,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
  });
  const l = result.latency;
  console.log(`by-month ${form} (${encoding}), ${PROPERTIES} properties, ${EVENTS} events, 20 connections, 15 s:`);
  console.log(
    `  requests: ${result.requests.total} (${result.non2xx} non-2xx), ${result.requests.average.toFixed(0)} req/s`,
  );
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p97.5 ${l.p97_5}, p99 ${l.p99}, max ${l.max}`);
}

server.child.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
