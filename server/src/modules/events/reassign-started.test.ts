import { describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Reassigning a cleaning its housekeeper already started (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md):
// 409 `confirm_started` saying what was done unless the admin confirms; confirmed, the new housekeeper starts
// fresh and the first one's start, note and answers stay in the history.
const { app, database } = await createTestApp();
const admin = await signedIn(app, database.db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(database.db, 'Handed Over');
const house = (
  await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
).json<{ id: number }>();
await app.inject({
  method: 'PUT',
  url: '/api/checklist/template',
  headers: admin.auth,
  payload: { sections: [{ title: 'Kitchen', items: [{ id: 'oven', label: 'Oven cleaned', kind: 'check' }] }] },
});
type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, language = 'en') =>
  app.inject({ method, url: `/api${url}`, headers: { ...who.auth, 'accept-language': language }, payload });
const assign = (id: number, employee: { employee: { id: number } }, more: object = {}, language = 'en') =>
  call(
    admin,
    'POST',
    '/assignments/',
    { cleaning_event_id: id, employee_id: employee.employee.id, force: true, ...more },
    language,
  );

async function startedByAna() {
  const id = (
    await call(admin, 'POST', '/cleaning_events/create', {
      property_id: house.id,
      service_date: todayIso(),
      event_summary: 'Turnover',
    })
  ).json<{ id: number }>().id;
  expect((await assign(id, ana)).statusCode).toBe(200);
  expect((await call(ana, 'POST', `/cleaning_events/${id}/start`, {})).statusCode).toBe(200);
  expect((await call(ana, 'PATCH', `/cleaning_events/${id}/note`, { note: 'Broken lamp' })).statusCode).toBe(200);
  expect((await call(ana, 'PUT', `/cleaning_events/${id}/checklist/oven`, { checked: true })).statusCode).toBe(200);
  return id;
}
const eventOf = async (id: number) => {
  const [year, month] = todayIso().split('-').map(Number);
  const list = (await call(admin, 'GET', `/cleaning_events/by-month?year=${year}&month=${month}`)).json<
    { id: number; started_at: string | null; note: string | null; assignedEmployeeName: string | null }[]
  >();
  return list.find((e) => e.id === id)!;
};

describe('reassigning a started cleaning', () => {
  it('asks first: 409 confirm_started saying what was done, in the admin’s language, and nothing changes', async () => {
    const id = await startedByAna();
    const refused = await assign(id, beto, {}, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('confirm_started');
    expect(refused.json().detail).toMatch(
      /^Ana ya trabajó en esta limpieza: empezó el .+ a las \d\d:\d\d, respuestas de la lista de verificación: 1, nota/,
    );
    expect(refused.json().detail).toContain('nota «Broken lamp»');
    expect(refused.json().detail).not.toMatch(/\d{4}-\d\d-\d\d/);
    const event = await eventOf(id);
    expect(event).toMatchObject({ assignedEmployeeName: 'Ana', note: 'Broken lamp' });
    expect(event.started_at).not.toBeNull();
  });

  it('confirmed, the new housekeeper starts fresh and the first one’s start, note and answers are in the history', async () => {
    const id = await startedByAna();
    const startedAt = (await eventOf(id)).started_at!;
    expect((await assign(id, beto, { confirm_started: true })).statusCode).toBe(200);
    expect(await eventOf(id)).toMatchObject({ assignedEmployeeName: 'Beto', started_at: null, note: null });
    const checklist = (await call(beto, 'GET', `/cleaning_events/${id}/checklist`)).json<{ done: number }>();
    expect(checklist.done).toBe(0);
    const { entries } = (await call(admin, 'GET', `/cleaning_events/${id}/history`)).json<{
      entries: { field: string | null; before: string | null; after: string | null }[];
    }>();
    const kept = entries.filter((e) => ['started_at', 'note', 'checklist'].includes(e.field ?? '') && e.after === null);
    expect(kept).toEqual([
      expect.objectContaining({ field: 'started_at', before: startedAt, after: null }),
      expect.objectContaining({ field: 'note', before: 'Broken lamp', after: null }),
      expect.objectContaining({ field: 'checklist', before: 'Oven cleaned: yes', after: null }),
    ]);
    expect(entries.some((e) => e.field === 'housekeeper' && e.before === 'Ana' && e.after === 'Beto')).toBe(true);
  });

  it('unassigning a started cleaning asks first too; confirmed, it goes back unassigned and fresh', async () => {
    const id = await startedByAna();
    const refused = await app.inject({ method: 'DELETE', url: `/api/assignments/by-event/${id}`, headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'confirm_started',
      detail: expect.stringMatching(/^Ana already worked/),
    });
    expect((await eventOf(id)).assignedEmployeeName).toBe('Ana');
    const done = await app.inject({
      method: 'DELETE',
      url: `/api/assignments/by-event/${id}?confirm_started=true`,
      headers: admin.auth,
    });
    expect(done.statusCode).toBe(200);
    expect(await eventOf(id)).toMatchObject({ assignedEmployeeName: null, started_at: null, note: null });
  });

  it('a cleaning nobody started is reassigned without asking', async () => {
    const id = (
      await call(admin, 'POST', '/cleaning_events/create', {
        property_id: house.id,
        service_date: todayIso(),
        event_summary: 'Turnover',
      })
    ).json<{ id: number }>().id;
    expect((await assign(id, ana)).statusCode).toBe(200);
    expect((await assign(id, beto)).statusCode).toBe(200);
  });
});
