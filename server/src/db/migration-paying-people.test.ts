import { afterAll, describe, expect, it } from 'vitest';
import { migrationFiles, migrationSql as sqlOf, rawDatabase } from '../../test/raw-database';

// The paying_people migration (decision 0031) on cleanings paid under the one shared staff status.
const files = migrationFiles();
const mine = files.find((f) => f.includes('paying_people'))!;

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
