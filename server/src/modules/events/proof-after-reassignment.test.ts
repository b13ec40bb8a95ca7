import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// What her phone still sends for a cleaning taken from her (docs/decisions/0051-proof-sent-after-a-reassignment.md):
// photos, checklist answers and the note reach the office as history lines under her name (202), the cleaning and
// its new housekeeper's proof stay as they are, and what only its housekeeper may do (Start, Done) is still refused.
const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const carla = await staffMember(app, admin.auth, 'employee', 'Carla');
const client = await createClient(database.db, 'Late Proof');
const house = (
  await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
).json<{ id: number }>();
await app.inject({
  method: 'PUT',
  url: '/api/checklist/template',
  headers: admin.auth,
  payload: {
    sections: [
      {
        title: 'Kitchen',
        items: [
          { id: 'oven', label: 'Oven cleaned', label_es: 'Horno limpio', kind: 'check' },
          { id: 'kitchen', label: 'Photo of the kitchen', label_es: 'Foto de la cocina', kind: 'photo' },
        ],
      },
    ],
  },
});
const photo = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images/house-1.jpg'));

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, language = 'en') =>
  app.inject({ method, url: `/api${url}`, headers: { ...who.auth, 'accept-language': language }, payload });
const upload = (who: Who, id: number, fields: Record<string, string> = {}, key?: string) => {
  const body = multipart(fields, { name: 'kitchen.jpg', content: photo, type: 'image/jpeg', field: 'photo' });
  return app.inject({
    method: 'POST',
    url: `/api/cleaning_events/${id}/photos`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers, ...(key && { 'idempotency-key': key }) },
  });
};
const assign = (id: number, to: { employee: { id: number } } | null) =>
  call(admin, 'POST', '/assignments/', { cleaning_event_id: id, employee_id: to && to.employee.id, force: true });
async function cleaningOfAna() {
  const { id } = (
    await call(admin, 'POST', '/cleaning_events/create', {
      property_id: house.id,
      service_date: todayIso(),
      event_summary: 'Turnover',
    })
  ).json<{ id: number }>();
  expect((await assign(id, ana)).statusCode).toBe(200);
  return id;
}
type Line = { field: string | null; before: string | null; after: string | null; actor: { name: string } | null };
const history = async (id: number) =>
  (await call(admin, 'GET', `/cleaning_events/${id}/history`)).json<{ entries: Line[] }>().entries;
const late = async (id: number) => (await history(id)).filter((line) => line.field?.startsWith('late_'));

describe('proof sent after a reassignment', () => {
  it('keeps her photos, answers and note for the office when the cleaning went to someone else, in her language', async () => {
    const id = await cleaningOfAna();
    expect((await assign(id, beto)).statusCode).toBe(200);

    const kitchen = await upload(ana, id, { item_id: 'kitchen' });
    expect(kitchen.statusCode).toBe(202);
    expect(kitchen.json()).toEqual({
      kept_for_office: true,
      detail: 'This cleaning went to someone else; the office has what you sent.',
    });
    expect((await upload(ana, id)).statusCode).toBe(202);
    const answer = await call(ana, 'PUT', `/cleaning_events/${id}/checklist/oven`, { checked: true }, 'es');
    expect(answer.statusCode).toBe(202);
    expect(answer.json().detail).toBe('Esta limpieza pasó a otra persona; la oficina tiene lo que enviaste.');
    expect((await call(ana, 'PATCH', `/cleaning_events/${id}/note`, { note: 'Broken lamp' })).statusCode).toBe(202);

    const lines = await late(id);
    expect(lines.map(({ field, before, actor }) => ({ field, before, by: actor?.name }))).toEqual([
      { field: 'late_photo', before: '{"label":"Photo of the kitchen","label_es":"Foto de la cocina"}', by: 'Ana' },
      { field: 'late_photo', before: null, by: 'Ana' },
      { field: 'late_answer', before: '{"label":"Oven cleaned","label_es":"Horno limpio"}', by: 'Ana' },
      { field: 'late_note', before: null, by: 'Ana' },
    ]);
    expect(lines[0]!.after).toMatch(/^\/media\/.+/);
    expect(JSON.parse(lines[2]!.after!)).toEqual({ checked: true });
    expect(lines[3]!.after).toBe('Broken lamp');
    // The picture itself is there for the office to open.
    const picture = await app.inject({ method: 'GET', url: lines[0]!.after!, headers: admin.auth });
    expect(picture.statusCode).toBe(200);

    // Beto's cleaning is untouched: no photo, no answer, no note of hers.
    expect((await call(beto, 'GET', `/cleaning_events/${id}/photos`)).json()).toEqual([]);
    const checklist = (await call(beto, 'GET', `/cleaning_events/${id}/checklist`)).json<{ done: number }>();
    expect(checklist.done).toBe(0);
    const [year, month] = todayIso().split('-').map(Number);
    const month_ = (await call(admin, 'GET', `/cleaning_events/by-month?year=${year}&month=${month}`)).json<
      { id: number; note: string | null }[]
    >();
    expect(month_.find((e) => e.id === id)?.note).toBeNull();
  });

  it('still refuses her Start and Done, and whoever never had the cleaning', async () => {
    const id = await cleaningOfAna();
    expect((await assign(id, null)).statusCode).toBe(200);
    expect((await call(ana, 'POST', `/cleaning_events/${id}/start`, {})).statusCode).toBe(403);
    const done = await call(ana, 'PATCH', `/cleaning_events/${id}/status`, { status: 'in_review' });
    expect(done.statusCode).toBe(403);
    // Back to unassigned, what she sends still reaches the office.
    expect((await call(ana, 'PATCH', `/cleaning_events/${id}/note`, { note: 'Keys under the mat' })).statusCode).toBe(
      202,
    );
    // Carla never had it: refused, and nothing is recorded for her.
    expect((await upload(carla, id)).statusCode).toBe(403);
    expect((await call(carla, 'PATCH', `/cleaning_events/${id}/note`, { note: 'x' })).statusCode).toBe(403);
    expect((await late(id)).map((line) => line.actor?.name)).toEqual(['Ana']);
  });

  it('is hers again as usual once the cleaning comes back to her, and a replayed upload is kept once', async () => {
    const id = await cleaningOfAna();
    expect((await assign(id, beto)).statusCode).toBe(200);
    const first = await upload(ana, id, {}, 'late-photo-key');
    const replay = await upload(ana, id, {}, 'late-photo-key');
    expect([first.statusCode, replay.statusCode]).toEqual([202, 202]);
    expect(replay.json()).toEqual(first.json());
    expect(await late(id)).toHaveLength(1);

    expect((await assign(id, ana)).statusCode).toBe(200);
    expect((await upload(ana, id)).statusCode).toBe(201);
    expect((await call(ana, 'PUT', `/cleaning_events/${id}/checklist/oven`, { checked: true })).statusCode).toBe(200);
    expect(await late(id)).toHaveLength(1);
  });
});
