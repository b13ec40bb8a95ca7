// Decision 0026: a housekeeper's answers carry no client price and no one else's pay. Every route an
// employee may call that answers event or property data is called as her, and no key of her answer, at
// any depth, names a client price, a client or a supervisor's pay. The same calls as a supervisor and an
// admin show those keys are really there to leak.
import { describe, expect, it } from 'vitest';
import { businessWeek } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(db, 'Coastal Stays');

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}
/** Keys that name a client's price or name, or pay that is not the housekeeper's own. */
const HIDDEN = [
  'client_price',
  'supervisor_payment',
  'client_name',
  'client_currency',
  'clientPrice',
  'supervisorPayment',
];
const hiddenKeysIn = (body: unknown) => HIDDEN.filter((key) => keysOf(body).has(key));

const today = todayIso();
const week = businessWeek(today);
const house = await call(
  admin,
  'POST',
  '/api/houses/',
  propertyBody(client.id, { name: 'Casa Luna', client_price: 95, worker_payment: 15000, supervisor_payment: 4000 }),
);
expect(house.statusCode).toBe(201);
const propertyId = (house.json() as { id: number }).id;

async function assignedEvent(date: string) {
  const created = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: propertyId,
    service_date: date,
    event_summary: 'Turnover',
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: number }).id;
  const assigned = await call(admin, 'POST', '/api/assignments/', {
    cleaning_event_id: id,
    employee_id: ana.employee.id,
  });
  expect(assigned.statusCode).toBe(200);
  return id;
}
await assignedEvent(today); // her cleaning of today: in this month and in her week
const [year, month] = today.split('-').map(Number) as [number, number];
const monthUrl = `/api/cleaning_events/by-month?year=${year}&month=${month}`;

describe("a housekeeper's answers", () => {
  it('by-month (full, lean and mine) and my-week: her cleaning with its property, without prices or others’ pay', async () => {
    for (const url of [monthUrl, `${monthUrl}&lean=true`, `${monthUrl}&mine=true`, '/api/cleaning_events/my-week']) {
      const res = await call(ana, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      // Her cleaning is there with what she needs of the house (her own pay included) ...
      expect(res.body, url).toContain('Casa Luna');
      expect(keysOf(res.json()), url).toContain('worker_payment');
      // ... and nothing else.
      expect(hiddenKeysIn(res.json()), url).toEqual([]);
    }
    // The same view as a supervisor carries the supervisor's pay, and as an admin the client's price.
    const forSupervisor = await call(supervisor, 'GET', monthUrl);
    expect(hiddenKeysIn(forSupervisor.json())).toEqual(['supervisor_payment']);
    const forAdmin = await call(admin, 'GET', `${monthUrl}&lean=true`);
    expect(hiddenKeysIn(forAdmin.json())).toEqual([
      'client_price',
      'supervisor_payment',
      'client_name',
      'client_currency',
    ]);
  });

  it('the event answers of her changes (note, serviced), its history, photos and problems', async () => {
    const id = await assignedEvent(week.start);
    const answers = [
      await call(ana, 'PATCH', `/api/cleaning_events/${id}/note`, { note: 'Towels on the bed' }),
      await call(ana, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { property: { name: string } }).property.name).toBe('Casa Luna');
      expect(hiddenKeysIn(res.json())).toEqual([]);
    }
    const problem = await call(ana, 'POST', '/api/problems', { event_id: id, kind: 'damage', note: 'A broken lamp' });
    expect(problem.statusCode, problem.body).toBe(201);
    for (const url of [
      `/api/cleaning_events/${id}/history`,
      `/api/cleaning_events/${id}/photos`,
      `/api/cleaning_events/${id}/problems`,
    ]) {
      const res = await call(ana, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(hiddenKeysIn(res.json()), url).toEqual([]);
    }
    expect(hiddenKeysIn(problem.json())).toEqual([]);
  });

  it('her pay statement: her own cleanings and pay, nobody else’s', async () => {
    const id = await assignedEvent(week.start);
    expect((await call(ana, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode).toBe(
      200,
    );
    const completed = await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    const res = await call(ana, 'GET', `/api/payroll/weekly?week_start=${week.start}`);
    expect(res.statusCode, res.body).toBe(200);
    const payroll = res.json() as { staff: { employee_id: number; events: { id: number; amount: number }[] }[] };
    expect(payroll.staff.map((s) => s.employee_id)).toEqual([ana.employee.id]);
    expect(payroll.staff[0]?.events).toContainEqual(expect.objectContaining({ id, amount: 15000 }));
    expect(hiddenKeysIn(payroll)).toEqual([]);
  });
});

describe("a supervisor's answers", () => {
  it('carry the supervisor’s own pay, never the housekeeper’s (decision 0031)', async () => {
    const id = await assignedEvent(week.start);
    expect((await call(ana, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode).toBe(
      200,
    );
    const answers = [
      await call(supervisor, 'GET', monthUrl),
      await call(supervisor, 'GET', `${monthUrl}&lean=true`),
      await call(supervisor, 'GET', '/api/cleaning_events/in-review'),
      await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('Casa Luna');
      expect(keysOf(res.json())).toContain('supervisor_payment');
      expect(keysOf(res.json())).not.toContain('worker_payment');
    }
    // The admin still reads both.
    const forAdmin = keysOf((await call(admin, 'GET', monthUrl)).json());
    expect(['worker_payment', 'supervisor_payment'].filter((key) => forAdmin.has(key))).toHaveLength(2);
  });
});
