// The lean month form (GET /cleaning_events/by-month?lean=true): each property once per
// answer, the same events and access rules as the spec's full form, cached apart from it.
import { describe, expect, it } from 'vitest';
import type { CleaningEvent, LeanMonth } from '@common/contracts/events';
import { statusLabel } from '@common/domain/event-status';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Coastal Stays');
const photos = [1, 2, 3].map((n) => ({ url: `https://img.example.com/p${n}.jpg` }));

type Who = { auth: Record<string, string> };
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { ...who.auth, ...headers } });

async function newHouse(name: string, cabinet: string) {
  const res = await call(
    admin,
    'POST',
    '/api/houses/',
    propertyBody(client.id, { name, cabinet_code: cabinet, client_price: 80, images: photos }),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function newEvent(propertyId: number, date: string, extra: object = {}) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: propertyId,
    service_date: date,
    event_summary: 'Turnover',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const assign = (eventId: number, employeeId: number) =>
  call(admin, 'POST', '/api/assignments/', { cleaning_event_id: eventId, employee_id: employeeId });
const monthUrl = (month: number, query = '') => `/api/cleaning_events/by-month?year=2028&month=${month}${query}`;
const full = async (who: Who, month: number, query = '') =>
  (await call(who, 'GET', monthUrl(month, query))).json() as CleaningEvent[];
const lean = async (who: Who, month: number, query = '') =>
  (await call(who, 'GET', monthUrl(month, `&lean=true${query}`))).json() as LeanMonth;

/** The full events a lean answer stands for (what the web app rebuilds). */
function rebuild({ events, properties }: LeanMonth): CleaningEvent[] {
  return events.map((event) => {
    const property = properties[event.property_id];
    if (!property) throw new Error(`property ${event.property_id} missing from the lean answer`);
    const { name, state, city, street_address, region } = property;
    return {
      ...event,
      property,
      house: { name, state, city, street_address, region },
      clientName: 'client_name' in property ? property.client_name : null,
      displayStatus: statusLabel(event.status),
      isAssigned: event.assignedEmployeeId !== null,
      same_day_turnover: event.arrival_date !== null && event.arrival_date === event.service_date,
    };
  });
}
/** The same event with its keys in the spec's order, for a deep comparison. */
const sameOrder = (events: CleaningEvent[]) =>
  events.map((e) => JSON.parse(JSON.stringify(e, Object.keys(e).sort())) as object);

const sol = await newHouse('Casa Sol', 'SOL-4321');
const mar = await newHouse('Casa Mar', 'MAR-8765');
const march = [
  await newEvent(sol.id, '2028-03-02'),
  await newEvent(mar.id, '2028-03-03'),
  await newEvent(sol.id, '2028-03-09'),
  await newEvent(sol.id, '2028-03-16', { arrival_date: '2028-03-16' }),
  await newEvent(mar.id, '2028-03-17'),
];
await assign(march[0]!.id, ana.employee.id);
await assign(march[1]!.id, beto.employee.id);
await assign(march[2]!.id, supervisor.employee.id);

describe('by-month?lean=true', () => {
  it('sends each property once, and the same events as the full form', async () => {
    const res = await call(admin, 'GET', monthUrl(3, '&lean=true'));
    expect(res.statusCode).toBe(200);
    const answer = res.json() as LeanMonth;
    expect(Object.keys(answer.properties).sort()).toEqual([String(sol.id), String(mar.id)].sort());
    expect(answer.events.map((e) => e.id)).toEqual(march.map((e) => e.id));
    for (const event of answer.events) {
      for (const field of ['property', 'house', 'clientName', 'displayStatus', 'isAssigned', 'same_day_turnover'])
        expect(event).not.toHaveProperty(field);
    }
    // Each property's record (photos included) appears once in the body, not once per event.
    expect(res.body.split('SOL-4321')).toHaveLength(2);
    expect(res.body.split('https://img.example.com/p1.jpg')).toHaveLength(3);
    expect(answer.properties[sol.id]).toMatchObject({
      name: 'Casa Sol',
      client_name: 'Coastal Stays',
      client_price: 80,
      images: photos,
    });
    const fullMonth = await full(admin, 3);
    expect(fullMonth.filter((e) => e.same_day_turnover)).toHaveLength(1);
    expect(sameOrder(rebuild(answer))).toEqual(sameOrder(fullMonth));
  });

  it('keeps the access rules: employees their own events and properties, staff no client fields', async () => {
    const forAna = await call(ana, 'GET', monthUrl(3, '&lean=true'));
    const anaMonth = forAna.json() as LeanMonth;
    expect(anaMonth.events.map((e) => e.id)).toEqual([march[0]!.id]);
    expect(Object.keys(anaMonth.properties)).toEqual([String(sol.id)]);
    expect(forAna.body).not.toContain('MAR-8765');
    expect(sameOrder(rebuild(anaMonth))).toEqual(sameOrder(await full(ana, 3)));

    const forSupervisor = await call(supervisor, 'GET', monthUrl(3, '&lean=true'));
    expect((forSupervisor.json() as LeanMonth).events).toHaveLength(5);
    expect(forSupervisor.body).not.toContain('client_price');
    expect(forSupervisor.body).not.toContain('Coastal Stays');
    expect(sameOrder(rebuild(forSupervisor.json()))).toEqual(sameOrder(await full(supervisor, 3)));

    const mine = await lean(supervisor, 3, '&mine=true');
    expect(mine.events.map((e) => e.id)).toEqual([march[2]!.id]);
    expect(Object.keys(mine.properties)).toEqual([String(sol.id)]);

    expect((await call(admin, 'GET', monthUrl(3, '&lean=maybe'))).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: monthUrl(3, '&lean=true') })).statusCode).toBe(401);
  });

  it('answers an empty month as no events and no properties', async () => {
    expect(await lean(admin, 8)).toEqual({ events: [], properties: {} });
    expect(await full(admin, 8)).toEqual([]);
  });

  it('caches the two forms apart, each with its own ETag, and reads both again after a change', async () => {
    await newEvent(sol.id, '2028-05-04');
    // Full first, then lean, on the same data version: each answer keeps its own shape.
    const fullRes = await call(admin, 'GET', monthUrl(5));
    const leanRes = await call(admin, 'GET', monthUrl(5, '&lean=true'));
    expect(Array.isArray(fullRes.json())).toBe(true);
    expect(leanRes.json()).toHaveProperty('properties');
    expect(leanRes.headers.etag).not.toBe(fullRes.headers.etag);
    expect(
      (
        await call(admin, 'GET', monthUrl(5, '&lean=true'), undefined, {
          'if-none-match': leanRes.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);
    expect(
      (await call(admin, 'GET', monthUrl(5), undefined, { 'if-none-match': leanRes.headers.etag as string }))
        .statusCode,
    ).toBe(200);

    // Gzip of the lean body is the lean body.
    const gz = await call(admin, 'GET', monthUrl(5, '&lean=true'), undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(leanRes.json());

    // A property edit reaches the lean form's one copy; an event's note reaches its event.
    const renamed = await call(
      admin,
      'PUT',
      `/api/houses/${sol.id}`,
      propertyBody(client.id, { name: 'Casa Sol Nueva', cabinet_code: 'SOL-4321', client_price: 80 }),
    );
    expect(renamed.statusCode).toBe(200);
    const afterRename = await call(admin, 'GET', monthUrl(5, '&lean=true'), undefined, {
      'if-none-match': leanRes.headers.etag as string,
    });
    expect(afterRename.statusCode).toBe(200);
    expect((afterRename.json() as LeanMonth).properties[sol.id]?.name).toBe('Casa Sol Nueva');
    const [event] = (afterRename.json() as LeanMonth).events;
    expect(
      (await call(admin, 'PATCH', `/api/cleaning_events/${event!.id}/note`, { note: 'Keys at the desk' })).statusCode,
    ).toBe(200);
    expect((await lean(admin, 5)).events[0]?.note).toBe('Keys at the desk');
    expect((await full(admin, 5))[0]).toMatchObject({ note: 'Keys at the desk', house: { name: 'Casa Sol Nueva' } });
  });
});

describe('OpenAPI', () => {
  it('documents the lean query parameter and both answer forms', async () => {
    type Operation = {
      description?: string;
      parameters: { name: string; in: string; description?: string }[];
      responses: Record<string, { content?: Record<string, { schema: { anyOf?: unknown[] } }> }>;
    };
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: Operation }>;
    };
    const op = doc.paths['/api/cleaning_events/by-month']!.get;
    expect(op.parameters.find((p) => p.name === 'lean')).toMatchObject({
      in: 'query',
      description: expect.stringContaining('each property once'),
    });
    expect(op.description).toContain('lean=true');
    expect(op.responses['200']?.content?.['application/json']?.schema.anyOf).toHaveLength(2);
  });
});
