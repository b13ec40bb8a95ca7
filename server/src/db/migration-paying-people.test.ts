import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/test-db';

// The paying_people migration (decision 0031) on cleanings paid under the one shared staff status.
const folder = new URL('./migrations/', import.meta.url);
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const mine = files.find((f) => f.includes('paying_people'))!;
const sqlOf = (file: string) => readFileSync(new URL(file, folder), 'utf8');

async function rawDatabase() {
  if (testDbKind === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (sql: string) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `migration_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    exec: async (sql: string) => void (await db.query(sql)),
    rows: async <T>(sql: string) => (await db.query(sql)).rows as T[],
    close: async () => {
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const db = await rawDatabase();
afterAll(() => db.close());
for (const file of files.filter((f) => f < mine)) await db.exec(sqlOf(file));
await db.exec(`
  INSERT INTO clients (id, name) VALUES (1, 'Sunset Rentals');
  INSERT INTO properties (id, client_id, name) VALUES (1, 1, 'Casa Sol');
  INSERT INTO cleaning_events (id, property_id, service_date, status, payment_employee_status) VALUES
    (20, 1, '2026-09-25', 'completed', 'paid'),
    (21, 1, '2026-09-26', 'completed', 'paid'),
    (22, 1, '2026-10-02', 'completed', 'pending');
  INSERT INTO event_history (event_id, at, source, action, field, before, after) VALUES
    (20, '2026-09-30T10:00:00Z', 'user', 'changed', 'payment_employee_status', 'pending', 'paid'),
    (20, '2026-10-01T10:00:00Z', 'user', 'changed', 'payment_employee_status', 'pending', 'paid');
`);
await db.exec(sqlOf(mine));

describe('migration paying_people', () => {
  it('keeps settled cleanings settled for the supervisor too, paid when the history says', async () => {
    const rows = await db.rows<{
      id: number;
      payment_supervisor_status: string;
      employee_paid_at: Date | string | null;
      supervisor_paid_at: Date | string | null;
    }>('SELECT id, payment_supervisor_status, employee_paid_at, supervisor_paid_at FROM cleaning_events ORDER BY id');
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    expect(
      rows.map((r) => [r.id, r.payment_supervisor_status, iso(r.employee_paid_at), iso(r.supervisor_paid_at)]),
    ).toEqual([
      [20, 'paid', '2026-10-01T10:00:00.000Z', '2026-10-01T10:00:00.000Z'],
      [21, 'paid', null, null],
      [22, 'pending', null, null],
    ]);
  });
});
