// Benchmark: every screen's calls with 3 years of history (bench/history-data.ts: 300 properties, 40
// housekeepers, about 250,000 cleanings), 20 concurrent clients, on PGlite (on disk) and on
// PostgreSQL (BENCH_DATABASE_URL; its database is DROPPED and created again, so never point it at
// real data). The app runs in this process (benchApp + listen), as does a bare node:http server
// sending the month view's exact bytes, so both share the same event loop and machine.
// Targets: every call < 100 ms p95 on PGlite, < 50 ms on PostgreSQL; month view within 2x bare.
// Run: npm run bench:history (`-- --pglite` or `-- --postgres` for one database)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { request } from 'undici';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { benchApp, freshPostgres } from './bench-app';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import {
  ADMIN_EMAIL,
  CLEANINGS,
  HOUSEKEEPER_EMAIL,
  HOUSEKEEPERS,
  PASSWORD,
  PROPERTIES,
  writeHistory,
} from './history-data';

const CONCURRENCY = 20;
const REQUESTS = 300; // per call at most, after a warm-up of CONCURRENCY,
const SECONDS = 15; // or as many as come in this time (at least CONCURRENCY)
const TARGET_MS = { pglite: 100, postgres: 50 };
const BROWSER_ENCODING = 'br, gzip, deflate';

type Sample = { name: string; p50: number; p95: number; max: number; bytes: number; status: number; count: number };

/** p50/p95/max of REQUESTS requests of `url` (fewer when SECONDS run out), CONCURRENCY at a time. */
async function measure(name: string, url: string, headers: Record<string, string>): Promise<Sample> {
  let status = 0;
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const res = await request(url, { headers });
    const body = Buffer.from(await res.body.arrayBuffer());
    status = res.statusCode;
    bytes = body.length;
    return performance.now() - started;
  };
  const loop = async (count: number, into: number[], until = Infinity) => {
    for (let i = 0; i < count && (i === 0 || performance.now() < until); i++) into.push(await once());
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(1, [])));
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(REQUESTS / CONCURRENCY, times, until)));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { name, p50: at(0.5), p95: at(0.95), max: times.at(-1)!, bytes, status, count: times.length };
}

/** A bare node:http server answering every request with these bytes and headers. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server };
}

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  let database: Database;
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/t_h15_bench';
    await freshPostgres(url);
    database = await openPostgres(url, { warn: () => undefined });
  } else {
    database = await openPglite(path.join(dataDir, 'db'));
  }
  const today = todayIso();
  const filling = performance.now();
  const counts = await writeHistory(database.db, today);
  console.log(
    `\n## ${kind}: data set written in ${((performance.now() - filling) / 1000).toFixed(1)} s: ${PROPERTIES} properties, ${HOUSEKEEPERS} housekeepers, ${JSON.stringify(counts)}`,
  );

  const app = await benchApp(database, dataDir);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = async (email: string) => {
    const res = await request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await res.body.json()) as { access_token: string }).access_token;
  };
  const admin = { authorization: `Bearer ${await signIn(ADMIN_EMAIL)}`, 'accept-encoding': BROWSER_ENCODING };
  const keeper = { authorization: `Bearer ${await signIn(HOUSEKEEPER_EMAIL)}`, 'accept-encoding': BROWSER_ENCODING };
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const ids = await pickIds(database);
  // The pay week runs Friday to Thursday: the last Friday on or before today.
  const friday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 2) % 7));
  const first = `${today.slice(0, 8)}01`;

  const calls: [string, string, Record<string, string>][] = [
    ['dashboard: month view (spec form)', `/api/cleaning_events/by-month?year=${year}&month=${month}`, admin],
    ['dashboard: month view (lean)', `/api/cleaning_events/by-month?year=${year}&month=${month}&lean=true`, admin],
    ['dashboard: feed alerts', '/api/airbn_url/alerts', admin],
    ['assign week: staff', '/api/employee/', admin],
    ['assign week / properties: properties', '/api/houses/', admin],
    ['properties: of one client', `/api/houses/client/${ids.client}`, admin],
    ['properties: price history', `/api/houses/${ids.property}/price-history`, admin],
    ['clients', '/api/clients/', admin],
    ['admins: users', '/api/auth/users', admin],
    ['completed services: month', `/api/cleaning_events/completed?year=${year}&month=${month}`, admin],
    ['history: event history', `/api/cleaning_events/${ids.event}/history`, admin],
    ['history: deleted events', `/api/cleaning_events/deleted?year=${year}&month=${month}`, admin],
    ['payroll: week', `/api/payroll/weekly?week_start=${friday}`, admin],
    ['reports: history page', '/api/reports/?limit=50', admin],
    [
      'reports: stats of a year',
      `/api/reports/stats?client_id=${ids.client}&start_date=${addDays(first, -365)}&end_date=${today}`,
      admin,
    ],
    ['feeds: list', '/api/airbn_url/', admin],
    ['feeds: activity of one', `/api/airbn_url/${ids.feed}/activity`, admin],
    ['housekeeper: my week', '/api/cleaning_events/my-week', keeper],
    [
      'housekeeper: my month (lean)',
      `/api/cleaning_events/by-month?year=${year}&month=${month}&mine=true&lean=true`,
      keeper,
    ],
    ['health', '/api/health', {}],
  ];
  const target = TARGET_MS[kind];
  console.log(
    `${CONCURRENCY} concurrent clients, up to ${REQUESTS} requests or ${SECONDS} s per call, browser encoding (${BROWSER_ENCODING}); target p95 < ${target} ms`,
  );
  console.log('| call | status | bytes | requests | p50 ms | p95 ms | max ms | |');
  console.log('|---|---|---|---|---|---|---|---|');
  const results: Sample[] = [];
  const print = (r: Sample) => {
    results.push(r);
    const verdict = r.name.startsWith('bare') ? '' : r.p95 < target && r.status === 200 ? 'ok' : 'MISSES';
    console.log(
      `| ${r.name} | ${r.status} | ${r.bytes.toLocaleString('en')} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${verdict} |`,
    );
  };
  for (const [name, url, headers] of calls) print(await measure(name, `${base}${url}`, headers));

  // The same bytes from a bare node:http server: what sending the month view costs at the least.
  const monthUrl = (form: 'spec form' | 'lean') =>
    `${base}/api/cleaning_events/by-month?year=${year}&month=${month}${form === 'lean' ? '&lean=true' : ''}`;
  const bareMonth = async (form: 'spec form' | 'lean') => {
    const res = await request(monthUrl(form), { headers: admin });
    const body = Buffer.from(await res.body.arrayBuffer());
    const headers: Record<string, string> = { 'content-type': String(res.headers['content-type']) };
    if (res.headers['content-encoding']) headers['content-encoding'] = String(res.headers['content-encoding']);
    return bareServer(body, headers);
  };
  for (const form of ['spec form', 'lean'] as const) {
    const bare = await bareMonth(form);
    print(await measure(`bare node:http, month view bytes (${form})`, bare.url, {}));
    bare.server.close();
  }

  const p95 = (name: string) => results.find((r) => r.name === name)!.p95;
  for (const form of ['spec form', 'lean']) {
    const ratio = p95(`dashboard: month view (${form})`) / p95(`bare node:http, month view bytes (${form})`);
    console.log(`month view (${form}) p95 / bare p95: ${ratio.toFixed(2)}x (target <= 2x)`);
  }

  // The month view was measured first, right after the data set was written (garbage collection, the
  // JIT and the database's own work after a bulk load fall on it) and minutes before the bare server.
  // Again here, each form right before the bare server sending its bytes, in a warm process.
  console.log('\nMonth view again, each form right before the bare server sending its bytes (warm process):');
  console.log('| call | status | bytes | requests | p50 ms | p95 ms | max ms | |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const form of ['spec form', 'lean'] as const) {
    const served = await measure(`dashboard: month view (${form}), again`, monthUrl(form), admin);
    print(served);
    const bare = await bareMonth(form);
    const limit = await measure(`bare node:http, month view bytes (${form}), again`, bare.url, {});
    bare.server.close();
    print(limit);
    console.log(
      `month view (${form}) p95 / bare p95, side by side: ${(served.p95 / limit.p95).toFixed(2)}x (target <= 2x)`,
    );
  }

  // The figures above are answers from the response cache. What one request costs right after a write
  // (every data version moved, so the answer is built again): one request at a time, no concurrency.
  console.log('\nOne request each right after a write moved every data version (the answer built again, alone):');
  console.log('| call | ms |');
  console.log('|---|---|');
  for (const [name, url, headers] of calls) {
    await database.db.execute(sql.raw('update data_versions set version = version + 1'));
    const started = performance.now();
    const res = await request(`${base}${url}`, { headers });
    await res.body.arrayBuffer();
    console.log(`| ${name} | ${(performance.now() - started).toFixed(1)} |`);
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Ids the screens would ask about: the first client and property, a completed event, a feed. */
async function pickIds(database: Database) {
  const row = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  return {
    client: await row('select min(id) as id from clients'),
    property: await row('select min(id) as id from properties'),
    event: await row(`select max(id) as id from cleaning_events where status = 'completed'`),
    feed: await row('select min(id) as id from calendar_feeds'),
  };
}

const only = process.argv.find((a) => a === '--pglite' || a === '--postgres')?.slice(2) as
  'pglite' | 'postgres' | undefined;
console.log(`bench:history, ${CLEANINGS.toLocaleString('en')} cleanings over 3 years, ${new Date().toISOString()}`);
for (const kind of only ? [only] : (['pglite', 'postgres'] as const)) await runOn(kind);
