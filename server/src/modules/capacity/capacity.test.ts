import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CapacityDay, CapacityResponse } from '@common/contracts/capacity';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { employees, timeOff } from '../../db/schema/accounts';
import { cleaningEvents } from '../../db/schema/events';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// GET /capacity (decision 0035). 2027-03-01 is a Monday.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana Mora');
const bea = await staffMember(app, admin.auth, 'employee', 'Bea Solís');
const gone = await staffMember(app, admin.auth, 'employee', 'Carla Gone');
const client = await createClient(db, 'Capacity Stays');

const weekdays = (days: number[], start: string, end: string): AvailabilitySlot[] =>
  days.map((weekday) => ({ weekday, start, end }));
// Ana works Monday to Friday 08:00-17:00 (540 min); Bea never set hers (every day 08:00-18:00, 600 min).
await db
  .update(employees)
  .set({ availability: weekdays([1, 2, 3, 4, 5], '08:00', '17:00') })
  .where(eq(employees.id, ana.employee.id));
await db.update(employees).set({ activeStatus: false }).where(eq(employees.id, gone.employee.id));
await db.insert(timeOff).values([
  { employeeId: ana.employee.id, startDate: '2027-03-03', endDate: '2027-03-03', note: 'Dentist' },
  { employeeId: bea.employee.id, startDate: '2027-03-03', endDate: '2027-03-04', status: 'requested' },
]);

type Who = { auth: Record<string, string> };
const read = (who: Who, query: string) =>
  app.inject({ method: 'GET', url: `/api/capacity?${query}`, headers: who.auth });
const house = async (overrides: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const cleaning = async (propertyId: number, date: string, arrival: string | null = null) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cleaning_events/create',
    headers: admin.auth,
    payload: { property_id: propertyId, service_date: date, event_summary: 'Turnover', arrival_date: arrival },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

// Monday: Mar Azul (own estimate 120, own times 10:00-16:00), Casa Grande (4 bedrooms, 3 bathrooms: 225 by
// default) and Casa Justa (300 minutes in the company's 11:00-15:00 window: tight), all with guests that day.
const marAzul = await house({
  name: 'Mar Azul',
  cleaning_minutes: 120,
  check_out_time: '10:00',
  check_in_time: '16:00',
});
const grande = await house({ name: 'Casa Grande', bedrooms: 4, bathrooms: 3 });
const justa = await house({ name: 'Casa Justa', cleaning_minutes: 300 });
const monday = await cleaning(marAzul.id, '2027-03-01', '2027-03-01');
await cleaning(grande.id, '2027-03-01', '2027-03-01');
await cleaning(justa.id, '2027-03-01', '2027-03-01');
const cancelled = await cleaning(grande.id, '2027-03-01');
const unconfirmed = await cleaning(justa.id, '2027-03-01');
await db.update(cleaningEvents).set({ cancelledAt: new Date() }).where(eq(cleaningEvents.id, cancelled.id));
await db.update(cleaningEvents).set({ unconfirmed: true }).where(eq(cleaningEvents.id, unconfirmed.id));
const assigned = await app.inject({
  method: 'POST',
  url: '/api/assignments/',
  headers: admin.auth,
  payload: { cleaning_event_id: monday.id, employee_id: ana.employee.id },
});
expect(assigned.statusCode).toBe(200);
// Wednesday (Ana off, Bea's request not approved): three long cleanings, 900 minutes for Bea's 600.
for (let i = 0; i < 3; i++) await cleaning(justa.id, '2027-03-03');

const capacityOf = async (query: string) => {
  const res = await read(admin, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as CapacityResponse).days;
};
const staffOf = (day: CapacityDay) => Object.fromEntries(day.staff.map((s) => [s.name, s]));

describe('GET /capacity', () => {
  it("sums a day's live cleanings against the active housekeepers' hours", async () => {
    const days = await capacityOf('start=2027-03-01&days=7');
    expect(days.map((d) => d.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    // The cancelled cleaning is not demand; the unconfirmed Booking.com period is, marked as such.
    expect(days[0]).toMatchObject({
      demand_minutes: 120 + 225 + 300 + 300,
      available_minutes: 540 + 600,
      cleanings: 4,
      tight: 1,
      unassigned: 3,
      unconfirmed: 1,
      over: false,
    });
    // Active housekeepers only, by name: not the supervisor, not Carla who was deactivated.
    expect(days[0]!.staff.map((s) => s.name)).toEqual(['Ana Mora', 'Bea Solís']);
    expect(staffOf(days[0]!)).toEqual({
      'Ana Mora': {
        employee_id: ana.employee.id,
        name: 'Ana Mora',
        assigned_minutes: 120,
        available_minutes: 540,
        off: false,
        off_day_cleanings: [],
      },
      'Bea Solís': {
        employee_id: bea.employee.id,
        name: 'Bea Solís',
        assigned_minutes: 0,
        available_minutes: 600,
        off: false,
        off_day_cleanings: [],
      },
    });
    expect(days[1]).toMatchObject({ demand_minutes: 0, available_minutes: 1140, cleanings: 0, over: false });
  });

  it('counts approved time off (not a request) and days she does not work', async () => {
    const days = await capacityOf('start=2027-03-03&days=4');
    expect(days[0]).toMatchObject({ date: '2027-03-03', demand_minutes: 900, available_minutes: 600, over: true });
    expect(staffOf(days[0]!)['Ana Mora']).toMatchObject({ available_minutes: 0, off: true });
    expect(staffOf(days[0]!)['Bea Solís']).toMatchObject({ available_minutes: 600, off: false });
    // Saturday: Ana does not work, but she is not off.
    expect(days[3]).toMatchObject({ date: '2027-03-06', available_minutes: 600 });
    expect(staffOf(days[3]!)['Ana Mora']).toMatchObject({ available_minutes: 0, off: false });
  });

  it('shows a change of hours, time off or estimate at the next read', async () => {
    const before = await capacityOf('start=2027-03-09&days=1');
    expect(before[0]).toMatchObject({ demand_minutes: 0, available_minutes: 1140 });
    await db
      .update(employees)
      .set({ availability: weekdays([2], '09:00', '12:00') })
      .where(eq(employees.id, bea.employee.id));
    await db.insert(timeOff).values({ employeeId: ana.employee.id, startDate: '2027-03-09', endDate: '2027-03-09' });
    const nueva = await house({ name: 'Casa Nueva', cleaning_minutes: 120 });
    await cleaning(nueva.id, '2027-03-09');
    expect((await capacityOf('start=2027-03-09&days=1'))[0]).toMatchObject({
      demand_minutes: 120,
      available_minutes: 180,
      unassigned: 1,
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/houses/${nueva.id}`,
      headers: admin.auth,
      payload: propertyBody(client.id, { name: 'Casa Nueva', cleaning_minutes: 90 }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await capacityOf('start=2027-03-09&days=1'))[0]).toMatchObject({ demand_minutes: 90 });
    // Bea back to her default week, for the other tests.
    await db.update(employees).set({ availability: null }).where(eq(employees.id, bea.employee.id));
  });

  it("names each cleaning she has on a day she is off, does not work, or outside her hours (the admin's to fix)", async () => {
    // Ana (Monday to Friday 08:00-17:00) is given a Saturday cleaning, a Friday one whose guests leave at 18:00,
    // and one on time off; her Thursday cleaning is inside her day.
    const late = await house({ name: 'Casa Tarde', cleaning_minutes: 60, check_out_time: '18:00' });
    const sat = await cleaning(grande.id, '2027-03-20');
    const fri = await cleaning(late.id, '2027-03-19', '2027-03-19');
    const wed = await cleaning(marAzul.id, '2027-03-17');
    const thu = await cleaning(marAzul.id, '2027-03-18');
    await db.insert(timeOff).values({ employeeId: ana.employee.id, startDate: '2027-03-17', endDate: '2027-03-17' });
    for (const id of [sat.id, fri.id, wed.id, thu.id]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/assignments/',
        headers: admin.auth,
        payload: { cleaning_event_id: id, employee_id: ana.employee.id, force: true },
      });
      expect(res.statusCode).toBe(200);
    }
    const days = await capacityOf('start=2027-03-17&days=4');
    expect(days.map((d) => staffOf(d)['Ana Mora']!.off_day_cleanings)).toEqual([
      [{ cleaning_event_id: wed.id, property_name: 'Mar Azul', reason: 'time_off' }],
      [],
      [{ cleaning_event_id: fri.id, property_name: 'Casa Tarde', reason: 'outside_hours' }],
      [{ cleaning_event_id: sat.id, property_name: 'Casa Grande', reason: 'day_off' }],
    ]);
    expect(days.map((d) => staffOf(d)['Bea Solís']!.off_day_cleanings)).toEqual([[], [], [], []]);
  });

  it('answers 14 days by default', async () => {
    expect(await capacityOf('start=2027-03-01')).toHaveLength(14);
  });

  it('is for admins and supervisors; a housekeeper is refused', async () => {
    expect((await read(supervisor, 'start=2027-03-01&days=2')).statusCode).toBe(200);
    const refused = await read(ana, 'start=2027-03-01&days=2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty('detail');
  });

  it('refuses a bad start or number of days with 422', async () => {
    for (const query of ['start=2027-02-30', 'start=2027-03-01&days=0', 'start=2027-03-01&days=63', 'days=3']) {
      const res = await read(admin, query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('detail');
    }
  });
});
