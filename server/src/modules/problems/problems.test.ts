import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images', name));
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Problem Stays');
const newHouse = async (name: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/houses/',
      headers: admin.auth,
      payload: propertyBody(client.id, { name }),
    })
  ).json() as { id: number };
const sol = await newHouse('Casa Sol');
const luna = await newHouse('Casa Luna');

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });
async function eventOf(houseId: number, employeeId: number) {
  const event = (
    await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: houseId,
      service_date: '2026-11-21',
      event_summary: 'Turnover',
    })
  ).json();
  expect(
    (await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: event.id, employee_id: employeeId }))
      .statusCode,
  ).toBe(200);
  return event.id as number;
}
const report = (who: Who, eventId: number, kind: string, note: string) =>
  call(who, 'POST', '/api/problems', { event_id: eventId, kind, note });
const photo = (who: Who, problemId: number, content: Buffer) => {
  const body = multipart({}, { name: 'p.jpg', content, type: 'image/jpeg', field: 'photo' });
  return app.inject({
    method: 'POST',
    url: `/api/problems/${problemId}/photos`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers },
  });
};
const close = (who: Who, id: number, note: string) => call(who, 'PATCH', `/api/problems/${id}/close`, { note });
const list = async (query: string, who: Who = admin) => {
  const res = await call(who, 'GET', `/api/problems?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    problems: { id: number; kind: string; status: string; property_id: number }[];
    next_before: number | null;
  };
};

describe('problem reports', () => {
  it('lifecycle: her report with a photo, listed open, closed with a note, closing twice refused', async () => {
    const eventId = await eventOf(sol.id, ana.employee.id);
    const before = (await call(admin, 'GET', '/api/problems/open-count')).json().open as number;
    const res = await report(ana, eventId, 'damage', 'Broken lamp in the living room');
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      event_id: eventId,
      service_date: '2026-11-21',
      property_id: sol.id,
      property_name: 'Casa Sol',
      kind: 'damage',
      note: 'Broken lamp in the living room',
      status: 'open',
      reported_by: { id: ana.user.id, name: 'Ana' },
      closed_by: null,
      closed_at: null,
      close_note: null,
      photos: [],
    });
    const withPhoto = await photo(ana, created.id, fixture('house-1.jpg'));
    expect(withPhoto.statusCode).toBe(201);
    expect(withPhoto.json().photos).toEqual([
      { id: expect.any(Number), url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/) },
    ]);
    expect((await photo(ana, created.id, fixture('house-1.jpg'))).json().photos).toHaveLength(1);
    expect((await call(supervisor, 'GET', '/api/problems/open-count')).json().open).toBe(before + 1);

    const open = await list('status=open');
    expect(open.problems.map((p) => p.id)).toContain(created.id);
    expect((await call(ana, 'GET', `/api/cleaning_events/${eventId}/problems`)).json()).toEqual([withPhoto.json()]);

    expect((await close(supervisor, created.id, '  ')).statusCode).toBe(422);
    const closed = await close(supervisor, created.id, 'Lamp replaced');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      close_note: 'Lamp replaced',
      closed_by: { name: 'Sofía' },
      closed_at: expect.any(String),
    });
    const twice = await close(admin, created.id, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already closed/);
    expect((await photo(ana, created.id, fixture('house-2.jpg'))).statusCode).toBe(409);
    expect((await call(admin, 'GET', '/api/problems/open-count')).json().open).toBe(before);
    expect((await list('status=closed')).problems.map((p) => p.id)).toContain(created.id);
    expect((await list('status=open')).problems.map((p) => p.id)).not.toContain(created.id);
  });

  it('filters by kind and property, in bounded pages', async () => {
    const onSol = await eventOf(sol.id, ana.employee.id);
    const onLuna = await eventOf(luna.id, beto.employee.id);
    for (let i = 0; i < 3; i++)
      expect((await report(admin, onLuna, 'missing_supplies', `No towels ${i}`)).statusCode).toBe(201);
    await report(supervisor, onSol, 'maintenance', 'Leaking tap');
    const luna1 = await list(`property_id=${luna.id}&limit=2`);
    expect(luna1.problems).toHaveLength(2);
    expect(luna1.problems.every((p) => p.property_id === luna.id)).toBe(true);
    expect(luna1.next_before).toBe(luna1.problems[1]!.id);
    const luna2 = await list(`property_id=${luna.id}&limit=2&before=${luna1.next_before}`);
    expect(luna2.problems).toHaveLength(1);
    expect(luna2.next_before).toBeNull();
    const maintenance = await list('kind=maintenance');
    expect(maintenance.problems.length).toBeGreaterThan(0);
    expect(maintenance.problems.every((p) => p.kind === 'maintenance')).toBe(true);
    expect((await call(admin, 'GET', '/api/problems?limit=1000')).statusCode).toBe(422);
    expect((await call(admin, 'GET', '/api/problems?kind=fire')).statusCode).toBe(422);
  });

  it('permissions: a housekeeper reports only on her own cleanings and neither lists nor closes', async () => {
    const anas = await eventOf(sol.id, ana.employee.id);
    const refused = await report(beto, anas, 'other', 'Not mine');
    expect(refused.statusCode).toBe(403);
    expect((await call(beto, 'GET', `/api/cleaning_events/${anas}/problems`)).statusCode).toBe(403);
    const created = (await report(ana, anas, 'other', 'Gate stuck')).json();
    expect((await photo(beto, created.id, fixture('house-1.jpg'))).statusCode).toBe(403);
    expect((await call(ana, 'GET', '/api/problems')).statusCode).toBe(403);
    expect((await call(ana, 'GET', '/api/problems/open-count')).statusCode).toBe(403);
    expect((await close(ana, created.id, 'Fixed it')).statusCode).toBe(403);
    expect((await report(admin, 99_999_999, 'other', 'x')).statusCode).toBe(404);
    expect((await close(admin, 99_999_999, 'x')).statusCode).toBe(404);
    expect((await report(ana, anas, 'flood', 'x')).statusCode).toBe(422);
    expect((await report(ana, anas, 'damage', '')).statusCode).toBe(422);
  });

  it('stays in the property history after its event is deleted; a text file is not a photo', async () => {
    const eventId = await eventOf(luna.id, ana.employee.id);
    const created = (await report(ana, eventId, 'damage', 'Cracked window')).json();
    const fake = await photo(ana, created.id, Buffer.from('hello, I am text'));
    expect(fake.statusCode).toBe(415);
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${eventId}`)).statusCode).toBeLessThan(300);
    const history = await list(`property_id=${luna.id}`);
    const kept = history.problems.find((p) => p.id === created.id);
    expect(kept).toMatchObject({ event_id: null, property_id: luna.id, status: 'open' });
  });
});
