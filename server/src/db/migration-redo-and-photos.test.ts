import { afterAll, describe, expect, it } from 'vitest';
import { migrationFiles, migrationSql, rawDatabase } from '../../test/raw-database';

// Migration 0030 (docs/decisions/0050-a-redo-counts-its-own-time.md) on what the earlier rules left: redos measured
// from the first Start, and one photo row answering two items or an item and the cleaning.
const files = migrationFiles();
const mine = files.find((f) => f.startsWith('0030'))!;
const db = await rawDatabase();
afterAll(() => db.close());
for (const file of files.filter((f) => f < mine)) await db.exec(migrationSql(file));
await db.exec(`
  INSERT INTO users (id, name, email, password_hash, role) VALUES (1, 'Ana', 'ana@example.com', 'x', 'employee');
  INSERT INTO clients (id, name) VALUES (1, 'Sunset Rentals');
  INSERT INTO properties (id, client_id, name) VALUES (1, 1, 'Casa Sol');
  INSERT INTO cleaning_events (id, property_id, service_date, status, started_at, finished_at) VALUES
    (10, 1, '2027-03-05', 'completed', '2027-03-05T08:00:00Z', '2027-03-08T11:34:00Z'),
    (11, 1, '2027-03-06', 'assigned', '2027-03-06T08:00:00Z', '2027-03-06T10:00:00Z'),
    (12, 1, '2027-03-07', 'completed', '2027-03-07T08:00:00Z', '2027-03-07T10:00:00Z');
  INSERT INTO event_history (event_id, at, source, action, field, before, after) VALUES
    (10, '2027-03-05T12:00:00Z', 'user', 'changed', 'status', 'in_review', 'assigned'),
    (11, '2027-03-06T12:00:00Z', 'user', 'changed', 'status', 'in_review', 'assigned'),
    (12, '2027-03-07T07:00:00Z', 'user', 'changed', 'status', 'in_review', 'assigned');
  INSERT INTO event_photos (id, event_id, media_name, uploaded_by, checklist_item_id) VALUES
    (100, 12, 'a.jpg', 1, 'oven'), (101, 12, 'b.jpg', 1, NULL);
  INSERT INTO checklist_answers (event_id, item_id, section, label, kind, photo_id) VALUES
    (12, 'oven', 'Kitchen', 'Oven', 'photo', 100),
    (12, 'sink', 'Kitchen', 'Sink', 'photo', 100),
    (12, 'mirror', 'Bathroom', 'Mirror', 'photo', 101);
`);
await db.exec(migrationSql(mine));

describe('migration 0030', () => {
  it('a cleaning sent back after its Start: that Start (and an open redo’s first Done) goes to the history', async () => {
    const rows = await db.rows<{ id: number; started_at: Date | string | null; finished_at: Date | string | null }>(
      'SELECT id, started_at, finished_at FROM cleaning_events ORDER BY id',
    );
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    expect(rows.map((r) => [r.id, iso(r.started_at), iso(r.finished_at)])).toEqual([
      [10, null, '2027-03-08T11:34:00.000Z'],
      [11, null, null],
      [12, '2027-03-07T08:00:00.000Z', '2027-03-07T10:00:00.000Z'],
    ]);
    const kept = await db.rows(
      "SELECT event_id, source, field, before, after FROM event_history WHERE field <> 'status' ORDER BY event_id, field DESC",
    );
    expect(kept).toEqual([
      { event_id: 10, source: 'system', field: 'started_at', before: '2027-03-05T08:00:00.000Z', after: null },
      { event_id: 11, source: 'system', field: 'started_at', before: '2027-03-06T08:00:00.000Z', after: null },
      { event_id: 11, source: 'system', field: 'finished_at', before: '2027-03-06T10:00:00.000Z', after: null },
    ]);
  });

  it('an answer sharing a photo gets one of its own; the first owner and the cleaning’s photo keep theirs', async () => {
    const answers = await db.rows<{ item_id: string; photo_id: number; media_name: string; checklist_item_id: string }>(
      `SELECT a.item_id, a.photo_id, p.media_name, p.checklist_item_id
       FROM checklist_answers a JOIN event_photos p ON p.id = a.photo_id ORDER BY a.item_id`,
    );
    expect(answers).toEqual([
      { item_id: 'mirror', photo_id: expect.any(Number), media_name: 'b.jpg', checklist_item_id: 'mirror' },
      { item_id: 'oven', photo_id: 100, media_name: 'a.jpg', checklist_item_id: 'oven' },
      { item_id: 'sink', photo_id: expect.any(Number), media_name: 'a.jpg', checklist_item_id: 'sink' },
    ]);
    expect(new Set(answers.map((a) => a.photo_id)).size).toBe(3);
    expect(await db.rows('SELECT id FROM event_photos WHERE checklist_item_id IS NULL')).toEqual([{ id: 101 }]);
    await expect(
      db.exec("INSERT INTO event_photos (event_id, media_name, checklist_item_id) VALUES (12, 'b.jpg', NULL)"),
    ).rejects.toThrow();
  });
});
