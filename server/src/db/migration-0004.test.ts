import { afterAll, describe, expect, it } from 'vitest';
import { migrationFiles, migrationSql as sqlOf, rawDatabase } from '../../test/raw-database';

// Migration 0004 on a database that already holds what the first release allowed: a feed registered
// twice, two events for one reservation, two active clients with one name, status history.
const migrations = migrationFiles();

const db = await rawDatabase();
afterAll(() => db.close());
for (const file of migrations.filter((f) => f < '0004')) await db.exec(sqlOf(file));
await db.exec(`
  INSERT INTO users (id, name, email, password_hash, role) VALUES (1, 'Olga Admin', 'olga@example.com', 'x', 'admin');
  INSERT INTO employees (id, user_id, name, email) VALUES (1, NULL, 'Ana', 'ana@example.com');
  INSERT INTO clients (id, name, active_status) VALUES (1, '  Sunset   Rentals ', true), (2, 'sunset rentals', true), (3, 'Sunset Rentals', false);
  INSERT INTO properties (id, client_id, name) VALUES (1, 1, 'Casa Sol');
  INSERT INTO calendar_feeds (id, property_id, ical_url) VALUES (1, 1, 'https://www.airbnb.com/calendar/ical/1.ics'), (2, 1, 'https://www.airbnb.com/calendar/ical/1.ics');
  INSERT INTO cleaning_events (id, property_id, service_date, event_summary, status, feed_id, external_uid, reservation_code) VALUES
    (10, 1, '2027-03-05', 'HM1 · Reserved', 'unassigned', 1, 'a@airbnb.com', 'HMDUPE0001'),
    (11, 1, '2027-03-05', 'HM1 · Reserved', 'assigned', 2, 'a2@airbnb.com', 'HMDUPE0001'),
    (12, 1, '2027-03-09', 'HM2 · Reserved', 'assigned', 1, 'b@airbnb.com', 'HMDUPE0002'),
    (13, 1, '2027-03-09', 'HM2 · Reserved', 'completed', 2, 'b2@airbnb.com', 'HMDUPE0002'),
    (14, 1, '2027-03-12', 'Deep clean', 'unassigned', NULL, NULL, NULL);
  INSERT INTO assignments (cleaning_event_id, employee_id) VALUES (11, 1), (12, 1), (13, 1);
  INSERT INTO event_status_history (cleaning_event_id, from_status, to_status, changed_by) VALUES (11, NULL, 'unassigned', NULL), (11, 'unassigned', 'assigned', 1), (14, NULL, 'unassigned', 1);
`);
await db.exec(sqlOf(migrations.find((f) => f.startsWith('0004'))!));

describe('migration 0004', () => {
  it('keeps one feed per property and URL, its events moved to it', async () => {
    expect(await db.rows('SELECT id FROM calendar_feeds')).toEqual([{ id: 1 }]);
  });

  it('keeps one event per reservation: the unassigned duplicate is deleted (kept for audit), the assigned one detached with a note', async () => {
    const events = await db.rows<{
      id: number;
      feed_id: number | null;
      reservation_key: string | null;
      note: string | null;
    }>('SELECT id, feed_id, reservation_key, note FROM cleaning_events ORDER BY id');
    expect(events).toEqual([
      { id: 11, feed_id: 1, reservation_key: 'code:HMDUPE0001', note: null },
      {
        id: 12,
        feed_id: null,
        reservation_key: null,
        note: 'Possible duplicate of cleaning #13 (same reservation): check both and delete one.',
      },
      { id: 13, feed_id: 1, reservation_key: 'code:HMDUPE0002', note: null },
      { id: 14, feed_id: null, reservation_key: null, note: null },
    ]);
    expect(await db.rows('SELECT id, property_name, status, deleted_by_name FROM deleted_events')).toEqual([
      { id: 10, property_name: 'Casa Sol', status: 'unassigned', deleted_by_name: 'system' },
    ]);
    await expect(
      db.exec(
        "INSERT INTO cleaning_events (property_id, service_date, reservation_key) VALUES (1, '2027-03-05', 'code:HMDUPE0001')",
      ),
    ).rejects.toThrow();
  });

  it('turns the status history into event history, with who, and records what it did to duplicates', async () => {
    const lines = await db.rows<{
      event_id: number;
      source: string;
      action: string;
      field: string | null;
      before: string | null;
      after: string | null;
      actor_name: string | null;
    }>('SELECT event_id, source, action, field, before, after, actor_name FROM event_history ORDER BY id');
    expect(lines).toEqual([
      { event_id: 11, source: 'feed', action: 'created', field: null, before: null, after: null, actor_name: null },
      {
        event_id: 11,
        source: 'user',
        action: 'changed',
        field: 'status',
        before: 'unassigned',
        after: 'assigned',
        actor_name: 'Olga Admin',
      },
      {
        event_id: 14,
        source: 'user',
        action: 'created',
        field: null,
        before: null,
        after: null,
        actor_name: 'Olga Admin',
      },
      {
        event_id: 10,
        source: 'system',
        action: 'deleted',
        field: null,
        before: 'Duplicate of cleaning #11',
        after: null,
        actor_name: null,
      },
      {
        event_id: 12,
        source: 'system',
        action: 'changed',
        field: 'note',
        before: null,
        after: 'Possible duplicate of cleaning #13 (same reservation): check both and delete one.',
        actor_name: null,
      },
    ]);
    expect(await db.rows("SELECT to_regclass('event_status_history') AS t")).toEqual([{ t: null }]);
  });

  it('tidies client names and keeps two active clients from sharing one', async () => {
    expect(await db.rows('SELECT id, name FROM clients ORDER BY id')).toEqual([
      { id: 1, name: 'Sunset Rentals' },
      { id: 2, name: 'sunset rentals (2)' },
      { id: 3, name: 'Sunset Rentals' },
    ]);
    await expect(db.exec("INSERT INTO clients (name) VALUES ('SUNSET RENTALS')")).rejects.toThrow();
  });
});
