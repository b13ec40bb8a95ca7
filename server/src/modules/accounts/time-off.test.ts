import { describe, expect, it } from 'vitest';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Time off and weekly availability (decision 0035): who may add, list, approve and remove time off, and
// how assigning refuses someone off or not working during a cleaning's window (409 unless force).
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db);
// Check-out 11:00, check-in 15:00 (the company's): a same-day turnover's window is 11:00-15:00.
const house = (
  await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, { name: 'Casa Luna', check_out_time: '11:00', check_in_time: '15:00' }),
  })
).json() as { id: number };

type Who = { auth: Record<string, string> };
type Staff = Awaited<ReturnType<typeof staffMember>>;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });
const timeOffUrl = (s: Staff) => `/api/employee/${s.employee.id}/time-off`;
const addOff = (who: Who, s: Staff, start_date: string, end_date: string, note = '') =>
  call(who, 'POST', timeOffUrl(s), { start_date, end_date, note });
const listOff = async (s: Staff, who: Who = admin) => (await call(who, 'GET', timeOffUrl(s))).json() as Off[];
type Off = {
  id: number;
  employee_id: number;
  start_date: string;
  end_date: string;
  status: string;
  note: string;
  assigned_cleanings: { id: number; service_date: string; property_name: string }[];
};
async function cleaning(date: string, sameDay = true) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: house.id,
    service_date: date,
    ...(sameDay && { arrival_date: date }),
    event_summary: 'Turnover',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const assign = (eventId: number, s: Staff, force?: boolean) =>
  call(admin, 'POST', '/api/assignments/', {
    cleaning_event_id: eventId,
    employee_id: s.employee.id,
    ...(force !== undefined && { force }),
  });
const setWeek = (s: Staff, availability: object[] | null) =>
  call(admin, 'PUT', `/api/employee/${s.employee.id}`, { availability });

describe('time off', () => {
  it("an admin's is approved at once and lists her assigned, not yet serviced cleanings in the period", async () => {
    const inside = await cleaning('2027-04-06');
    const serviced = await cleaning('2027-04-07');
    const outside = await cleaning('2027-04-12');
    for (const e of [inside, serviced, outside]) expect((await assign(e.id, ana)).statusCode).toBe(200);
    expect(
      (await call(ana, 'PATCH', `/api/cleaning_events/${serviced.id}/status`, { status: 'in_review' })).statusCode,
    ).toBe(200);

    const res = await addOff(admin, ana, '2027-04-05', '2027-04-08', 'Dentist');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      employee_id: ana.employee.id,
      start_date: '2027-04-05',
      end_date: '2027-04-08',
      note: 'Dentist',
      status: 'approved',
      created_at: expect.any(String),
      assigned_cleanings: [{ id: inside.id, service_date: '2027-04-06', property_name: 'Casa Luna' }],
    });
    const later = (await addOff(admin, ana, '2027-05-01', '2027-05-02')).json() as Off;
    const listed = await listOff(ana);
    expect(listed.map((t) => t.id).slice(0, 2)).toEqual([later.id, res.json().id]);
    expect(listed[1]?.assigned_cleanings.map((c) => c.id)).toEqual([inside.id]);
  });

  it('a housekeeper asks for her own (requested) and reads her own; anyone else is refused, nothing written', async () => {
    // Her phone finds her staff id in who she is.
    const me = (await call(ana, 'GET', '/api/auth/me')).json();
    expect(me.employee_id).toBe(ana.employee.id);
    expect((await call(admin, 'GET', '/api/auth/me')).json().employee_id).toBeNull();
    const mine = await addOff(ana, ana, '2027-06-01', '2027-06-03', 'Family');
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ status: 'requested', note: 'Family' });
    const own = await call(ana, 'GET', timeOffUrl(ana));
    expect(own.statusCode).toBe(200);
    expect(own.json().map((t: Off) => t.id)).toContain(mine.json().id);

    const before = await listOff(beto);
    const forBeto = await addOff(ana, beto, '2027-06-01', '2027-06-03');
    expect(forBeto.statusCode).toBe(403);
    expect(forBeto.json().detail).toBe('You may only see and ask for your own time off.');
    expect((await call(ana, 'GET', timeOffUrl(beto))).statusCode).toBe(403);
    expect((await addOff(supervisor, ana, '2027-06-01', '2027-06-03')).statusCode).toBe(403);
    expect((await call(supervisor, 'GET', timeOffUrl(ana))).statusCode).toBe(403);
    expect((await addOff(supervisor, supervisor, '2027-06-01', '2027-06-03')).statusCode).toBe(403);
    expect(await listOff(beto)).toEqual(before);
  });

  it("says a refusal in the reader's language", async () => {
    const res = await app.inject({
      method: 'POST',
      url: timeOffUrl(beto),
      payload: { start_date: '2027-06-01', end_date: '2027-06-02' },
      headers: { ...ana.auth, 'accept-language': 'es-CR,es;q=0.9' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Solo puedes ver y pedir tus propios días libres.');
  });

  it.each([
    [{ start_date: '2027-06-05', end_date: '2027-06-01' }, 'end_date'],
    [{ start_date: '2027-02-30', end_date: '2027-03-01' }, 'start_date'],
    [{ end_date: '2027-03-01' }, 'start_date'],
    [{ start_date: '2027-01-01', end_date: '2028-06-01' }, 'end_date'],
  ])('refuses %o with 422 on %s and writes nothing', async (body, field) => {
    const before = await listOff(beto);
    const res = await call(admin, 'POST', timeOffUrl(beto), body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBeTruthy();
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await listOff(beto)).toEqual(before);
  });

  it('answers 404 for an unknown housekeeper or time off', async () => {
    expect((await call(admin, 'GET', '/api/employee/999999/time-off')).statusCode).toBe(404);
    expect((await addOff(admin, { employee: { id: 999999 } } as Staff, '2027-06-01', '2027-06-02')).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'DELETE', `${timeOffUrl(ana)}/999999`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `${timeOffUrl(ana)}/999999/approve`)).statusCode).toBe(404);
    // Beto's time off under Ana's id is not found either.
    const his = (await addOff(admin, beto, '2027-07-01', '2027-07-01')).json() as Off;
    expect((await call(admin, 'DELETE', `${timeOffUrl(ana)}/${his.id}`)).statusCode).toBe(404);
  });

  it("requests wait in the admins' list until approved; approving twice changes nothing", async () => {
    const asked = (await addOff(beto, beto, '2027-08-10', '2027-08-12', 'Wedding')).json() as Off;
    const byAdmin = (await addOff(admin, beto, '2027-08-20', '2027-08-20')).json() as Off;
    const requests = await call(admin, 'GET', '/api/time-off/requests');
    expect(requests.statusCode).toBe(200);
    const listed = requests.json() as (Off & { employee_name: string })[];
    expect(listed.find((r) => r.id === asked.id)).toMatchObject({
      employee_name: 'Beto',
      status: 'requested',
      note: 'Wedding',
    });
    expect(listed.map((r) => r.id)).not.toContain(byAdmin.id);
    expect(listed.every((r) => r.status === 'requested')).toBe(true);
    expect((await call(beto, 'GET', '/api/time-off/requests')).statusCode).toBe(403);
    expect((await call(supervisor, 'GET', '/api/time-off/requests')).statusCode).toBe(403);

    expect((await call(beto, 'POST', `${timeOffUrl(beto)}/${asked.id}/approve`)).statusCode).toBe(403);
    const approved = await call(admin, 'POST', `${timeOffUrl(beto)}/${asked.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: asked.id, status: 'approved' });
    const again = await call(admin, 'POST', `${timeOffUrl(beto)}/${asked.id}/approve`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: asked.id, status: 'approved' });
    const after = (await call(admin, 'GET', '/api/time-off/requests')).json() as Off[];
    expect(after.map((r) => r.id)).not.toContain(asked.id);
  });

  it('she withdraws her own request but not approved time off; an admin removes any', async () => {
    const asked = (await addOff(ana, ana, '2027-09-01', '2027-09-02')).json() as Off;
    const approved = (await addOff(admin, ana, '2027-09-10', '2027-09-11')).json() as Off;
    expect((await call(ana, 'DELETE', `${timeOffUrl(ana)}/${asked.id}`)).statusCode).toBe(204);
    const refused = await call(ana, 'DELETE', `${timeOffUrl(ana)}/${approved.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This time off was already approved: only an admin can remove it.');
    let ids = (await listOff(ana)).map((t) => t.id);
    expect(ids).not.toContain(asked.id);
    expect(ids).toContain(approved.id);

    const betoAsked = (await addOff(beto, beto, '2027-09-20', '2027-09-21')).json() as Off;
    expect((await call(ana, 'DELETE', `${timeOffUrl(beto)}/${betoAsked.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `${timeOffUrl(ana)}/${approved.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `${timeOffUrl(beto)}/${betoAsked.id}`)).statusCode).toBe(204);
    ids = [...(await listOff(ana)), ...(await listOff(beto))].map((t) => t.id);
    expect(ids).not.toContain(approved.id);
    expect(ids).not.toContain(betoAsked.id);
  });
});

describe('availability on PUT /employee/{id}', () => {
  it('is stored, answered in order and listed; null clears it', async () => {
    const carla = await staffMember(app, admin.auth, 'employee', 'Carla');
    const res = await setWeek(carla, [
      { weekday: 3, start: '13:00', end: '17:00' },
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 3, start: '07:00', end: '12:00' },
    ]);
    expect(res.statusCode).toBe(200);
    const week = [
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 3, start: '07:00', end: '12:00' },
      { weekday: 3, start: '13:00', end: '17:00' },
    ];
    expect(res.json().availability).toEqual(week);
    const list = (await call(admin, 'GET', '/api/employee/')).json() as { id: number; availability: unknown }[];
    expect(list.find((e) => e.id === carla.employee.id)?.availability).toEqual(week);

    const cleared = await setWeek(carla, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().availability).toBeNull();
  });

  it.each([
    [
      [
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '14:00' },
      ],
      'Slots of one day must not overlap',
    ],
    [[{ weekday: 7, start: '08:00', end: '12:00' }], 'Weekday must be 0 (Sunday) to 6 (Saturday)'],
    [[{ weekday: 1, start: '12:00', end: '08:00' }], 'The end must be after the start'],
    [[{ weekday: 1, start: '8am', end: '12:00' }], 'Time must be HH:MM (00:00-23:59)'],
  ])('refuses %o with 422 and keeps her week', async (availability, message) => {
    const dora = await staffMember(app, admin.auth, 'employee', 'Dora');
    await setWeek(dora, [{ weekday: 5, start: '09:00', end: '17:00' }]);
    const res = await setWeek(dora, availability);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    const list = (await call(admin, 'GET', '/api/employee/')).json() as { id: number; availability: unknown }[];
    expect(list.find((e) => e.id === dora.employee.id)?.availability).toEqual([
      { weekday: 5, start: '09:00', end: '17:00' },
    ]);
  });
});

describe('assigning someone off or not working (409 unless force)', () => {
  // 2027-03-10 is a Wednesday (weekday 3); its window is 11:00-15:00.
  const WEDNESDAY = '2027-03-10';

  it('refuses someone on approved time off, saying why; force assigns', async () => {
    const eva = await staffMember(app, admin.auth, 'employee', 'Eva');
    await addOff(admin, eva, '2027-03-09', '2027-03-11', 'Vacation');
    const event = await cleaning(WEDNESDAY);
    const res = await assign(event.id, eva);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Eva is off on Mar 10, 2027 (Vacation).');
    const forced = await assign(event.id, eva, true);
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({
      cleaning_event_id: event.id,
      employee_id: eva.employee.id,
      status: 'assigned',
    });
  });

  it('a requested time off does not refuse; once approved it does', async () => {
    const fia = await staffMember(app, admin.auth, 'employee', 'Fia');
    const asked = (await addOff(fia, fia, WEDNESDAY, WEDNESDAY)).json() as Off;
    const first = await cleaning(WEDNESDAY);
    expect((await assign(first.id, fia)).statusCode).toBe(200);
    await call(admin, 'POST', `${timeOffUrl(fia)}/${asked.id}/approve`);
    const second = await cleaning(WEDNESDAY);
    const res = await assign(second.id, fia);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Fia is off on Mar 10, 2027.');
  });

  it("refuses someone who does not work that weekday, in the reader's language", async () => {
    const gaby = await staffMember(app, admin.auth, 'employee', 'Gaby');
    await setWeek(gaby, [{ weekday: 1, start: '08:00', end: '18:00' }]);
    const event = await cleaning(WEDNESDAY);
    const res = await assign(event.id, gaby);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Gaby does not work on Mar 10, 2027.');
    const es = await app.inject({
      method: 'POST',
      url: '/api/assignments/',
      payload: { cleaning_event_id: event.id, employee_id: gaby.employee.id },
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(es.json().detail).toBe('Gaby no trabaja el 10 mar 2027.');
    expect((await assign(event.id, gaby, true)).statusCode).toBe(200);
  });

  it('refuses someone who works that day only outside the window; inside it she is assigned', async () => {
    const hilda = await staffMember(app, admin.auth, 'employee', 'Hilda');
    await setWeek(hilda, [
      { weekday: 3, start: '06:00', end: '10:00' },
      { weekday: 3, start: '16:00', end: '20:00' },
    ]);
    const event = await cleaning(WEDNESDAY);
    const res = await assign(event.id, hilda);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      "Hilda works 06:00-10:00, 16:00-20:00 on Mar 10, 2027, outside this cleaning's window.",
    );
    const month = (await call(admin, 'GET', '/api/cleaning_events/by-month?year=2027&month=3')).json() as {
      id: number;
      isAssigned: boolean;
    }[];
    expect(month.find((e) => e.id === event.id)?.isAssigned).toBe(false);

    await setWeek(hilda, [{ weekday: 3, start: '14:00', end: '20:00' }]);
    expect((await assign(event.id, hilda)).statusCode).toBe(200);
  });
});
