import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '@common/contracts/capacity';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { employees } from '../../db/schema/accounts';
import { cleaningEvents } from '../../db/schema/events';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// POST /assignments/suggest weighs each person's day (docs/decisions/0047-planning-day-fit-and-office-told.md):
// the day's load against her hours, every job inside her working day, and the unconfirmed periods named.
// The week of Friday 2027-04-02 to Thursday 2027-04-08; 2027-04-04 is a Sunday, 2027-04-05 a Monday.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana Mora');
const pia = await staffMember(app, admin.auth, 'employee', 'Pía Vargas');
const client = await createClient(db, 'Day Fit Stays');

const everyDay = (start: string, end: string): AvailabilitySlot[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
// Ana works full days, 08:00-17:00; Pía is a part-timer, 08:00-14:00.
await db
  .update(employees)
  .set({ availability: everyDay('08:00', '17:00') })
  .where(eq(employees.id, ana.employee.id));
await db
  .update(employees)
  .set({ availability: everyDay('08:00', '14:00') })
  .where(eq(employees.id, pia.employee.id));

const post = (url: string, payload: object, language = 'en') =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: { ...admin.auth, 'accept-language': language }, payload });
const house = async (name: string, overrides: Record<string, unknown>) => {
  const res = await post('/houses/', propertyBody(client.id, { name, ...overrides }));
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const cleaning = async (propertyId: number, date: string) => {
  const res = await post('/cleaning_events/create', {
    property_id: propertyId,
    service_date: date,
    event_summary: 'Turnover',
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const assign = async (id: number, employeeId: number) =>
  expect((await post('/assignments/', { cleaning_event_id: id, employee_id: employeeId })).statusCode).toBe(200);
const suggest = async (language = 'en') => {
  const res = await post('/assignments/suggest', { week_start: '2027-04-02' }, language);
  expect(res.statusCode).toBe(200);
  return res.json() as SuggestResponse;
};

// Two Sunday cleanings whose preferred housekeeper is Pía, the part-timer.
const sol = await house('Casa Sol', { region: 'Nosara', cleaning_minutes: 60, preferred_employee_id: pia.employee.id });
const luna = await house('Casa Luna', {
  region: 'Nosara',
  cleaning_minutes: 60,
  preferred_employee_id: pia.employee.id,
});
const sundaySol = await cleaning(sol, '2027-04-04');
const sundayLuna = await cleaning(luna, '2027-04-04');
// Monday: both already have a 2 h cleaning from 11:00 (Pía in Nosara); one more of 90 min in Nosara comes.
// Pía has the minutes (3 h 30 min of her 6 h) but would end at 14:30, after her day: Ana takes it.
const long = await house('Casa Larga', { region: 'Nosara', cleaning_minutes: 120 });
const far = await house('Casa Lejana', { region: 'Sámara', cleaning_minutes: 120 });
await assign(await cleaning(long, '2027-04-05'), pia.employee.id);
await assign(await cleaning(far, '2027-04-05'), ana.employee.id);
const brisa = await house('Casa Brisa', { region: 'Nosara', cleaning_minutes: 90 });
const mondayBrisa = await cleaning(brisa, '2027-04-05');
// Tuesday: an unconfirmed Booking.com period.
const unconfirmed = await cleaning(brisa, '2027-04-06');
await db.update(cleaningEvents).set({ unconfirmed: true }).where(eq(cleaningEvents.id, unconfirmed));

describe('POST /assignments/suggest weighs her day', () => {
  it('gives a free full-timer the second Sunday cleaning rather than the part-timer both, and says why', async () => {
    const byId = new Map((await suggest()).suggestions.map((s) => [s.cleaning_event_id, s]));
    expect(byId.get(sundaySol)).toEqual({
      cleaning_event_id: sundaySol,
      employee_id: pia.employee.id,
      reasons: ['Preferred housekeeper for Casa Sol', 'Available 08:00-14:00 on Sun, Apr 4, 2027'],
    });
    expect(byId.get(sundayLuna)).toEqual({
      cleaning_event_id: sundayLuna,
      employee_id: ana.employee.id,
      reasons: [
        'Pía Vargas (preferred) already has work that day, and Ana Mora has none',
        'No other cleaning that day yet',
        'Available 08:00-17:00 on Sun, Apr 4, 2027',
      ],
    });
  });

  it('never gives someone two jobs she cannot finish by the end of her day', async () => {
    const { suggestions } = await suggest();
    expect(suggestions.find((s) => s.cleaning_event_id === mondayBrisa)).toEqual({
      cleaning_event_id: mondayBrisa,
      employee_id: ana.employee.id,
      reasons: ['Her day so far: 2 h of 9 h', 'Available 08:00-17:00 on Mon, Apr 5, 2027'],
    });
  });

  it('names the unconfirmed Booking.com periods it leaves out, in the caller’s language', async () => {
    const en = await suggest();
    expect(en.suggestions.map((s) => s.cleaning_event_id)).not.toContain(unconfirmed);
    expect(en.skipped).toEqual([
      {
        cleaning_event_id: unconfirmed,
        reason: 'Not confirmed yet (a Booking.com closed period): confirm it in the calendar to plan it',
      },
    ]);
    const es = await suggest('es');
    expect(es.skipped[0]?.reason).toBe(
      'Sin confirmar (un periodo cerrado de Booking.com): confírmalo en el calendario para planificarlo',
    );
  });
});
