import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AcceptResponse, SuggestResponse } from '@common/contracts/capacity';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { employees, timeOff } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// POST /assignments/suggest and POST /assignments/accept (decision 0035).
// The week of Friday 2027-03-05 to Thursday 2027-03-11; accepting plays in the next one.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana Mora');
const bea = await staffMember(app, admin.auth, 'employee', 'Bea Solís');
const carmen = await staffMember(app, admin.auth, 'employee', 'Carmen Rojas');
const client = await createClient(db, 'Suggested Stays');

const weekdays = (days: number[], start: string, end: string): AvailabilitySlot[] =>
  days.map((weekday) => ({ weekday, start, end }));
const setAvailability = (employeeId: number, availability: AvailabilitySlot[] | null) =>
  db.update(employees).set({ availability }).where(eq(employees.id, employeeId));
// Ana works Monday to Saturday 08:00-17:00, Carmen part-time Monday to Friday 13:00-17:00, Bea every day 08:00-18:00.
await setAvailability(ana.employee.id, weekdays([1, 2, 3, 4, 5, 6], '08:00', '17:00'));
await setAvailability(carmen.employee.id, weekdays([1, 2, 3, 4, 5], '13:00', '17:00'));
await setAvailability(bea.employee.id, weekdays([0, 1, 2, 3, 4, 5, 6], '08:00', '18:00'));
const dayOff = (employeeId: number, date: string, note = '') =>
  db.insert(timeOff).values({ employeeId, startDate: date, endDate: date, note });
await dayOff(ana.employee.id, '2027-03-06', 'Dentist');
await dayOff(ana.employee.id, '2027-03-10');
await dayOff(bea.employee.id, '2027-03-10');

type Who = { auth: Record<string, string> };
const post = (who: Who, url: string, payload: object, language = 'en') =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: { ...who.auth, 'accept-language': language }, payload });
const house = async (name: string, overrides: Record<string, unknown>) => {
  const res = await post(admin, '/houses/', propertyBody(client.id, { name, ...overrides }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const cleaning = async (propertyId: number, date: string, arrival: string | null = null) => {
  const res = await post(admin, '/cleaning_events/create', {
    property_id: propertyId,
    service_date: date,
    event_summary: 'Turnover',
    arrival_date: arrival,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const assign = async (id: number, employeeId: number) =>
  expect((await post(admin, '/assignments/', { cleaning_event_id: id, employee_id: employeeId })).statusCode).toBe(200);
const suggest = async (weekStart: string, language = 'en') => {
  const res = await post(admin, '/assignments/suggest', { week_start: weekStart }, language);
  expect(res.statusCode).toBe(200);
  return res.json() as SuggestResponse;
};

const north = { region: 'Pacífico Norte' };
const villaMarea = await house('Villa Marea', {
  ...north,
  cleaning_minutes: 120,
  preferred_employee_id: ana.employee.id,
});
const pelicano = await house('Casa Pelícano', {
  ...north,
  cleaning_minutes: 90,
  preferred_employee_id: ana.employee.id,
  backup_employee_id: bea.employee.id,
});
const surf = await house('Surf Shack', { ...north, cleaning_minutes: 60, preferred_employee_id: ana.employee.id });
// Cleaned between an 08:00 check-out and a 12:00 check-in: Carmen, its preferred, works only afternoons.
const early = await house('Cabina Temprana', {
  region: 'Zona Norte',
  cleaning_minutes: 60,
  check_out_time: '08:00',
  check_in_time: '12:00',
  preferred_employee_id: carmen.employee.id,
});
const lago = await house('Casa del Lago', { region: 'Zona Norte', cleaning_minutes: 60 });
const coco = await house('Condo Coco', { ...north, cleaning_minutes: 60 });
const loft = await house('Loft Escalante', { region: 'Valle Central', cleaning_minutes: 180 });
const volcan = await house('Cabina Volcán', { region: 'Zona Norte', cleaning_minutes: 120 });
const lodge = await house('Lodge Grande', { region: 'Zona Norte', cleaning_minutes: 660 });

const friday = await cleaning(villaMarea.id, '2027-03-05');
const saturday = await cleaning(pelicano.id, '2027-03-06');
const sunday = await cleaning(surf.id, '2027-03-07');
// Tuesday: Ana has 3 h, Bea 1 h (Pacífico Norte), Carmen 2 h (Zona Norte); two more come unassigned.
await assign(await cleaning(loft.id, '2027-03-09'), ana.employee.id);
await assign(await cleaning(coco.id, '2027-03-09'), bea.employee.id);
await assign(await cleaning(volcan.id, '2027-03-09'), carmen.employee.id);
const tuesdayCoco = await cleaning(coco.id, '2027-03-09');
const tuesdayLago = await cleaning(lago.id, '2027-03-09');
// Wednesday: Ana and Bea are off, Carmen does not work in the morning window.
const wednesday = await cleaning(early.id, '2027-03-10', '2027-03-10');
// Thursday: an 11-hour cleaning nobody has the hours for.
const thursday = await cleaning(lodge.id, '2027-03-11');
// Not this week's, or no longer on the schedule.
await cleaning(coco.id, '2027-03-04');
await cleaning(coco.id, '2027-03-12');
const cancelled = await cleaning(coco.id, '2027-03-08');
await db.update(cleaningEvents).set({ cancelledAt: new Date() }).where(eq(cleaningEvents.id, cancelled));

const stored = () =>
  db
    .select({ id: assignments.cleaningEventId, employeeId: assignments.employeeId })
    .from(assignments)
    .orderBy(assignments.cleaningEventId);

describe('POST /assignments/suggest', () => {
  it("suggests one housekeeper or none for each of the week's unassigned cleanings, with why, and writes nothing", async () => {
    const before = { assignments: await stored(), events: await db.select().from(cleaningEvents) };
    const { week_start, suggestions, skipped } = await suggest('2027-03-05');
    expect(week_start).toBe('2027-03-05');
    expect(skipped).toEqual([]);
    const byId = new Map(suggestions.map((s) => [s.cleaning_event_id, s]));
    // By date, then window start, then id; the cancelled one and those of other weeks are not there.
    expect(suggestions.map((s) => s.cleaning_event_id)).toEqual([
      friday,
      saturday,
      sunday,
      tuesdayCoco,
      tuesdayLago,
      wednesday,
      thursday,
    ]);

    // The property's preferred housekeeper first.
    expect(byId.get(friday)).toEqual({
      cleaning_event_id: friday,
      employee_id: ana.employee.id,
      reasons: ['Preferred housekeeper for Villa Marea', 'Available 08:00-17:00 on Fri, Mar 5, 2027'],
    });
    // Her backup when she is off.
    expect(byId.get(saturday)).toEqual({
      cleaning_event_id: saturday,
      employee_id: bea.employee.id,
      reasons: [
        'Backup housekeeper for Casa Pelícano',
        'Ana Mora (preferred) is off',
        'Available 08:00-18:00 on Sat, Mar 6, 2027',
      ],
    });
    // Never someone who does not work that day: on Sunday only Bea works.
    expect(byId.get(sunday)).toEqual({
      cleaning_event_id: sunday,
      employee_id: bea.employee.id,
      reasons: [
        'Ana Mora (preferred) does not work that day',
        'No other cleaning that day yet',
        'Available 08:00-18:00 on Sun, Mar 7, 2027',
      ],
    });
    // Everyone has work on Tuesday: someone already in the cleaning's region first (Bea in Pacífico Norte,
    // Carmen in Zona Norte), each inside her day, counting this run's suggestions.
    expect(byId.get(tuesdayCoco)).toMatchObject({
      employee_id: bea.employee.id,
      reasons: [
        'Her day so far: 1 h of 10 h',
        'Same region as her other cleanings that day (Pacífico Norte)',
        'Available 08:00-18:00 on Tue, Mar 9, 2027',
      ],
    });
    expect(byId.get(tuesdayLago)).toMatchObject({
      employee_id: carmen.employee.id,
      reasons: [
        'Her day so far: 2 h of 4 h',
        'Same region as her other cleanings that day (Zona Norte)',
        'Available 13:00-17:00 on Tue, Mar 9, 2027',
      ],
    });
    // Nobody, and why.
    expect(byId.get(wednesday)).toEqual({
      cleaning_event_id: wednesday,
      employee_id: null,
      reasons: [
        'Nobody is available in this window',
        'Carmen Rojas (preferred) works 13:00-17:00, outside this window',
      ],
    });
    // Nobody has 11 hours: whoever has the most hours left, saying she would work over them.
    expect(byId.get(thursday)).toMatchObject({
      employee_id: bea.employee.id,
      reasons: [
        'No other cleaning that day yet',
        'Over her hours that day: 11 h with this cleaning, 10 h available',
        'Available 08:00-18:00 on Thu, Mar 11, 2027',
      ],
    });

    expect(await stored()).toEqual(before.assignments);
    expect(await db.select().from(cleaningEvents)).toEqual(before.events);
  });

  it("writes the reasons in the caller's language", async () => {
    const { suggestions } = await suggest('2027-03-05', 'es');
    const byId = new Map(suggestions.map((s) => [s.cleaning_event_id, s.reasons]));
    expect(byId.get(saturday)).toEqual([
      'Camarera de respaldo de Casa Pelícano',
      'Ana Mora (preferida) está libre',
      'Disponible 08:00-18:00 el sáb 6 mar 2027',
    ]);
    expect(byId.get(wednesday)).toEqual([
      'Nadie está disponible en este horario',
      'Carmen Rojas (preferida) trabaja 13:00-17:00, fuera de este horario',
    ]);
  });

  it('is for admins; a bad week answers 422', async () => {
    expect((await post(ana, '/assignments/suggest', { week_start: '2027-03-05' })).statusCode).toBe(403);
    const bad = await post(admin, '/assignments/suggest', { week_start: '2027-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('detail');
  });
});

describe('POST /assignments/accept', () => {
  it('assigns the accepted suggestions and skips, with why, one taken meanwhile, one gone and one now off', async () => {
    const monday = await cleaning(villaMarea.id, '2027-03-15');
    const taken = await cleaning(coco.id, '2027-03-15');
    const tuesday = await cleaning(surf.id, '2027-03-16');
    const { suggestions } = await suggest('2027-03-12');
    const accepted = suggestions.flatMap((s) =>
      s.employee_id === null || ![monday, taken, tuesday].includes(s.cleaning_event_id)
        ? []
        : [{ cleaning_event_id: s.cleaning_event_id, employee_id: s.employee_id }],
    );
    expect(accepted).toEqual([
      { cleaning_event_id: monday, employee_id: ana.employee.id },
      { cleaning_event_id: taken, employee_id: bea.employee.id },
      { cleaning_event_id: tuesday, employee_id: ana.employee.id },
    ]);
    // Meanwhile: Bea takes one by hand, and Ana is given Tuesday off.
    await assign(taken, bea.employee.id);
    await dayOff(ana.employee.id, '2027-03-16', 'Family');

    const res = await post(admin, '/assignments/accept', {
      assignments: [...accepted, { cleaning_event_id: 99_999_999, employee_id: ana.employee.id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assigned: [{ cleaning_event_id: monday, employee_id: ana.employee.id, status: 'assigned' }],
      skipped: [
        {
          cleaning_event_id: taken,
          detail: 'The cleaning at Condo Coco on Mar 15, 2027 is no longer unassigned (Bea Solís has it).',
        },
        { cleaning_event_id: tuesday, detail: 'Ana Mora is off on Mar 16, 2027 (Family).' },
        { cleaning_event_id: 99_999_999, detail: 'Cleaning event not found.' },
      ],
    } satisfies AcceptResponse);
    const now = new Map((await stored()).map((a) => [a.id, a.employeeId]));
    expect(now.get(monday)).toBe(ana.employee.id);
    expect(now.get(taken)).toBe(bea.employee.id);
    expect(now.has(tuesday)).toBe(false);
    const [event] = await db.select().from(cleaningEvents).where(eq(cleaningEvents.id, monday));
    expect(event?.status).toBe('assigned');
  });

  it('assigns a cleaning accepted twice at once only once; the other answer says who has it', async () => {
    const contested = await cleaning(lago.id, '2027-03-17');
    const acceptFor = (employeeId: number) =>
      post(admin, '/assignments/accept', { assignments: [{ cleaning_event_id: contested, employee_id: employeeId }] });
    const answers = (await Promise.all([acceptFor(ana.employee.id), acceptFor(bea.employee.id)])).map(
      (res) => res.json() as AcceptResponse,
    );
    const winner = answers.flatMap((a) => a.assigned);
    expect(winner).toHaveLength(1);
    const name = winner[0]!.employee_id === ana.employee.id ? 'Ana Mora' : 'Bea Solís';
    expect(answers.flatMap((a) => a.skipped)).toEqual([
      {
        cleaning_event_id: contested,
        detail: `The cleaning at Casa del Lago on Mar 17, 2027 is no longer unassigned (${name} has it).`,
      },
    ]);
    const now = (await stored()).filter((a) => a.id === contested);
    expect(now).toEqual([{ id: contested, employeeId: winner[0]!.employee_id }]);
  });

  it("says why in the caller's language", async () => {
    const gone = await post(
      admin,
      '/assignments/accept',
      { assignments: [{ cleaning_event_id: 99_999_998, employee_id: ana.employee.id }] },
      'es',
    );
    expect(gone.json()).toEqual({
      assigned: [],
      skipped: [{ cleaning_event_id: 99_999_998, detail: 'Limpieza no encontrada.' }],
    });
  });

  it('is for admins; an empty or malformed list answers 422 and changes nothing', async () => {
    const target = await cleaning(coco.id, '2027-03-17');
    const item = { cleaning_event_id: target, employee_id: bea.employee.id };
    expect((await post(ana, '/assignments/accept', { assignments: [item] })).statusCode).toBe(403);
    for (const body of [{}, { assignments: [] }, { assignments: [item, { cleaning_event_id: 'x', employee_id: 1 }] }]) {
      const res = await post(admin, '/assignments/accept', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('detail');
    }
    expect((await stored()).some((a) => a.id === target)).toBe(false);
  });
});
