import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { multipart } from '../../test/factories';
import { startServer } from '../../test/server-process';
import { scratchPostgres } from '../../test/test-db';

// PostgreSQL only: connections are cut under the server's feet, mid-transaction, while
// notes are written and spreadsheets imported. Each request either succeeds or fails with 503,
// an import is all or nothing, the process lives on and serves normally afterwards.
const { url, name, admin } = await scratchPostgres('cut');

const ROWS = 1500;
function sheet(): Buffer {
  const rows = Array.from({ length: ROWS }, (_, i) => [`Casa ${i}`, 100, 15000, 'Guanacaste', `Calle ${i}`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['name', 'client_price', 'worker_payment', 'state', 'street_address'], ...rows]),
    'Sheet1',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

// Eight seconds of cut connections, then the checks, on a real PostgreSQL: minutes on the busy machine.
describe('connections lost mid-transaction', { timeout: 180_000 }, () => {
  it('fail only the requests using them (503, nothing half-written); the server keeps serving', async () => {
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pg-')),
      ADMIN_EMAIL: 'a@example.com',
      ADMIN_PASSWORD: 'Adm1n!Pass',
    });
    onTestFinished(() => void server.child.kill('SIGKILL')); // a no-op once it stopped; kills it if the test failed halfway
    const call = async (
      method: string,
      route: string,
      body?: unknown,
      extra: { headers?: Record<string, string>; raw?: Buffer } = {},
    ) => {
      const res = await fetch(`${server.url}${route}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...extra.headers,
        },
        body: extra.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    let token = '';
    token = (await call('POST', '/api/auth/login', { email: 'a@example.com', password: 'Adm1n!Pass' })).body
      .access_token as string;
    const owner = (await call('POST', '/api/clients/', { name: 'Owner' })).body.id as number;
    const house = (
      await call('POST', '/api/houses/', {
        client_id: owner,
        name: 'Casa',
        client_price: 1,
        worker_payment: 1,
        state: 'G',
      })
    ).body.id as number;
    const events: number[] = [];
    for (let i = 0; i < 4; i++)
      events.push(
        (
          await call('POST', '/api/cleaning_events/create', {
            property_id: house,
            event_summary: 'T',
            service_date: '2027-06-01',
          })
        ).body.id as number,
      );
    const importClients: number[] = [];
    for (let i = 0; i < 12; i++)
      importClients.push((await call('POST', '/api/clients/', { name: `Import ${i}` })).body.id as number);
    const file = sheet();

    // The cutter: every backend of the app's database, every few milliseconds, for a while.
    const statuses: Record<string, number> = {};
    const count = (what: string, status: number) =>
      (statuses[`${what} ${status}`] = (statuses[`${what} ${status}`] ?? 0) + 1);
    let cutting = true;
    let cuts = 0;
    const cutter = (async () => {
      const until = Date.now() + 8_000;
      while (Date.now() < until) {
        const res = await admin.query(
          'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        cuts += Number(res.rows[0].n);
        // Cut every 15 ms for 8 s: the race is a connection dying mid-transaction, at any point of it.
        await new Promise((r) => setTimeout(r, 15));
      }
      cutting = false;
    })();
    const notes = (async () => {
      for (let i = 0; cutting; i++) {
        const res = await call('PATCH', `/api/cleaning_events/${events[i % events.length]}/note`, {
          note: `note ${i}`,
        });
        count('note', res.status);
      }
    })();
    const imports = (async () => {
      for (const client of importClients) {
        if (!cutting) break;
        const form = multipart({ client_id: String(client) }, { name: 'p.xlsx', content: file });
        const res = await call('POST', '/api/houses/import_excel', undefined, {
          headers: form.headers,
          raw: form.payload,
        });
        count('import', res.status);
        if (res.status === 200) expect(res.body.created).toBe(ROWS);
      }
    })();
    await Promise.all([cutter, notes, imports]);
    const check = new pg.Client({ connectionString: url });
    await check.connect();

    expect(cuts).toBeGreaterThan(10);
    expect(Object.keys(statuses).every((key) => / (200|503)$/.test(key))).toBe(true);
    expect(statuses['note 503'] ?? 0).toBeGreaterThan(0); // the cuts did land on requests
    // All or nothing: every imported client has every row or none.
    const counts = await check.query(
      'SELECT client_id, count(*)::int AS n FROM properties WHERE client_id = ANY($1) GROUP BY client_id',
      [importClients],
    );
    for (const row of counts.rows as { n: number }[]) expect(row.n).toBe(ROWS);
    await check.end();

    // The process is alive and serves normally.
    expect(server.child.exitCode).toBeNull();
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect((await call('PATCH', `/api/cleaning_events/${events[0]}/note`, { note: 'after' })).status).toBe(200);
    const spare = (await call('POST', '/api/clients/', { name: 'After' })).body.id as number;
    const form = multipart({ client_id: String(spare) }, { name: 'p.xlsx', content: file });
    const after = await call('POST', '/api/houses/import_excel', undefined, {
      headers: form.headers,
      raw: form.payload,
    });
    expect(after).toMatchObject({ status: 200, body: { created: ROWS } });
    expect(server.output()).toMatch(/PostgreSQL connection lost/);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
