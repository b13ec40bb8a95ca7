import { describe, expect, it } from 'vitest';
import { addDays, businessWeek } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Coastal Stays');
const house = (
  await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: admin.auth,
    payload: propertyBody(client.id, { name: 'Casa Sol', cabinet_code: '4321', client_price: 80 }),
  })
).json();

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });

async function newEvent(date = '2026-11-20', extra: object = {}) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: house.id,
    service_date: date,
    event_summary: 'Turnover',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; status: string };
}
const assign = (eventId: number, employeeId: number | null) =>
  call(admin, 'POST', '/api/assignments/', { cleaning_event_id: eventId, employee_id: employeeId });
const setStatus = (who: Who, id: number, status: string) =>
  call(who, 'PATCH', `/api/cleaning_events/${id}/status`, { status });
type Line = {
  action: string;
  field: string | null;
  before: string | null;
  after: string | null;
  actor: { id: number; name: string } | null;
  at: string;
};
const historyOf = async (id: number, who: Who = admin) =>
  (await call(who, 'GET', `/api/cleaning_events/${id}/history`)).json().entries as Line[];
const statusLines = async (id: number) =>
  (await historyOf(id)).filter((l) => l.action === 'created' || l.field === 'status');

describe('creating events', () => {
  it('starts unassigned and pending, with every read-side field', async () => {
    const res = await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: house.id,
      service_date: '2026-11-20',
      check_out_date: '2026-11-20',
      arrival_date: '2026-11-20',
      event_summary: 'Reservation HM123',
      note: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      property_id: house.id,
      house: { name: 'Casa Sol', state: 'Guanacaste', city: 'Tamarindo', street_address: '200 m norte de la playa' },
      service_date: '2026-11-20',
      status: 'unassigned',
      displayStatus: 'Unassigned',
      payment_employee_status: 'pending',
      payment_client_status: 'pending',
      assignedEmployeeId: null,
      assignedEmployeeName: null,
      isAssigned: false,
      clientName: 'Coastal Stays',
      same_day_turnover: true,
      note: null,
      source: 'manual',
      property: { name: 'Casa Sol', client_price: 80, cabinet_code: '4321' },
    });
  });

  it.each([
    [{ property_id: undefined }, 'property_id', 'Please select a property.'],
    [{ service_date: undefined }, 'service_date', 'Service date is required.'],
    [{ service_date: '2026-02-30' }, 'service_date', 'Service date is required.'],
    [{ event_summary: '  ' }, 'event_summary', 'Event summary is required.'],
    [{ status: 'completed' }, 'status', 'New events start unassigned.'],
  ])('refuses %o', async (override, field, message) => {
    const res = await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: house.id,
      service_date: '2026-11-20',
      event_summary: 'X',
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses an unknown property and non-admins', async () => {
    const res = await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: 999999,
      service_date: '2026-11-20',
      event_summary: 'X',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The chosen property does not exist.');
    expect(
      (
        await call(supervisor, 'POST', '/api/cleaning_events/create', {
          property_id: house.id,
          service_date: '2026-11-20',
          event_summary: 'X',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('by-month', () => {
  it('returns the month by calendar date, refusing impossible months', async () => {
    const first = await newEvent('2027-03-01');
    const last = await newEvent('2027-03-31');
    await newEvent('2027-04-01');
    await newEvent('2027-02-28');
    const res = await call(admin, 'GET', '/api/cleaning_events/by-month?year=2027&month=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { id: number }) => e.id)).toEqual([first.id, last.id]);
    for (const q of ['year=2027&month=13', 'year=2027&month=0', 'year=abc&month=1', 'month=3']) {
      expect((await call(admin, 'GET', `/api/cleaning_events/by-month?${q}`)).statusCode).toBe(422);
    }
  });

  it('gives employees only their own events, and supervisors no client price or name', async () => {
    const mine = await newEvent('2027-05-10');
    const theirs = await newEvent('2027-05-11');
    await assign(mine.id, ana.employee.id);
    await assign(theirs.id, beto.employee.id);
    const forAna = (await call(ana, 'GET', '/api/cleaning_events/by-month?year=2027&month=5')).json();
    expect(forAna.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    expect(forAna[0]).toMatchObject({
      assignedEmployeeName: 'Ana',
      isAssigned: true,
      clientName: null,
      property: { cabinet_code: '4321' },
    });
    expect(forAna[0].property).not.toHaveProperty('client_price');
    const forSupervisor = await call(supervisor, 'GET', '/api/cleaning_events/by-month?year=2027&month=5');
    expect(forSupervisor.json()).toHaveLength(2);
    expect(forSupervisor.body).not.toContain('Coastal Stays');
    expect(forSupervisor.body).not.toContain('client_price');
  });
});

describe('by-month mine=true', () => {
  it("narrows a supervisor's month to their own assigned events", async () => {
    const theirs = await newEvent('2027-07-02');
    const other = await newEvent('2027-07-03');
    await assign(theirs.id, supervisor.employee.id);
    await assign(other.id, beto.employee.id);
    const all = (await call(supervisor, 'GET', '/api/cleaning_events/by-month?year=2027&month=7')).json();
    expect(all.map((e: { id: number }) => e.id)).toEqual([theirs.id, other.id]);
    const mine = (await call(supervisor, 'GET', '/api/cleaning_events/by-month?year=2027&month=7&mine=true')).json();
    expect(mine.map((e: { id: number }) => e.id)).toEqual([theirs.id]);
    expect(
      (await call(supervisor, 'GET', '/api/cleaning_events/by-month?year=2027&month=7&mine=maybe')).statusCode,
    ).toBe(422);
  });
});

describe('my-week', () => {
  it("answers this Friday-Thursday week's own events", async () => {
    const today = todayIso();
    const { start, end } = businessWeek(today);
    const inWeek = await newEvent(start);
    const nextWeek = await newEvent(addDays(end, 1));
    const lastDay = await newEvent(end);
    for (const e of [inWeek, nextWeek, lastDay]) await assign(e.id, beto.employee.id);
    const res = await call(beto, 'GET', '/api/cleaning_events/my-week');
    expect(res.json()).toMatchObject({ week_start: start, week_end: end });
    expect(res.json().events.map((e: { id: number }) => e.id)).toEqual([inWeek.id, lastDay.id]);
    const adminWeek = (await call(admin, 'GET', '/api/cleaning_events/my-week')).json();
    expect(adminWeek.events).toEqual([]);
  });
});

describe('assignments', () => {
  it('assigning makes an event assigned, moving keeps it assigned, unassigning returns it', async () => {
    const e = await newEvent();
    expect((await assign(e.id, ana.employee.id)).json()).toEqual({
      cleaning_event_id: e.id,
      employee_id: ana.employee.id,
      status: 'assigned',
    });
    expect((await assign(e.id, beto.employee.id)).statusCode).toBe(200);
    const list = (await call(admin, 'GET', '/api/assignments/')).json();
    expect(list.filter((a: { cleaning_event_id: number }) => a.cleaning_event_id === e.id)).toEqual([
      { cleaning_event_id: e.id, employee_id: beto.employee.id },
    ]);
    const del = await call(admin, 'DELETE', `/api/assignments/by-event/${e.id}`);
    expect(del.json()).toMatchObject({ status: 'unassigned', employee_id: null });
    await assign(e.id, ana.employee.id);
    expect((await assign(e.id, null)).json()).toMatchObject({ status: 'unassigned' });
    expect((await statusLines(e.id)).map((h) => `${h.before}->${h.after}`)).toEqual([
      'null->null',
      'unassigned->assigned',
      'assigned->unassigned',
      'unassigned->assigned',
      'assigned->unassigned',
    ]);
  });

  it('lists the assignments of events serviced in ?from=&to= only, either end open; the spec form lists them all', async () => {
    const [early, mid, late] = [
      await newEvent('2031-03-01'),
      await newEvent('2031-03-15'),
      await newEvent('2031-04-02'),
    ];
    for (const e of [early, mid, late]) expect((await assign(e.id, ana.employee.id)).statusCode).toBe(200);
    const list = async (query: string) => {
      const res = await call(admin, 'GET', `/api/assignments/${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { cleaning_event_id: number; employee_id: number }[]).map((a) => a.cleaning_event_id);
    };
    // No other test services anything in 2031: a range holds exactly its own events.
    expect(await list('?from=2031-03-01&to=2031-03-31')).toEqual([early.id, mid.id]);
    expect(await list('?from=2031-03-15&to=2031-03-15')).toEqual([mid.id]);
    expect(await list('?from=2031-03-02')).toEqual([mid.id, late.id]);
    expect((await list('?to=2031-03-14')).filter((id) => id >= early.id)).toEqual([early.id]);
    const all = await list('');
    expect(all).toEqual(expect.arrayContaining([early.id, mid.id, late.id]));
    expect(all.length).toBeGreaterThan(3);
    expect(await list('?from=&to=')).toEqual(all);
  });

  it('refuses a range that is not one', async () => {
    for (const query of ['?from=2031-02-30', '?to=tomorrow', '?from=2031-04-01&to=2031-03-01']) {
      const res = await call(admin, 'GET', `/api/assignments/${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await call(supervisor, 'GET', '/api/assignments/?from=2031-03-01&to=2031-03-31')).statusCode).toBe(403);
  });

  it('refuses unknown events and employees, inactive staff and serviced events', async () => {
    const e = await newEvent();
    expect((await assign(999999, ana.employee.id)).statusCode).toBe(404);
    expect((await assign(e.id, 999999)).statusCode).toBe(422);
    const leaver = await staffMember(app, admin.auth, 'employee', 'Leaver');
    const upcoming = await newEvent('2099-01-10');
    expect((await assign(upcoming.id, leaver.employee.id)).statusCode).toBe(200);
    // Sign-in turned off on the accounts screen: the staff record follows (not assignable, upcoming work released).
    expect((await call(admin, 'PUT', `/api/auth/users/${leaver.user.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await assign(e.id, leaver.employee.id)).statusCode).toBe(409);
    expect((await statusLines(upcoming.id)).at(-1)).toMatchObject({
      before: 'assigned',
      after: 'unassigned',
      actor: { id: admin.user.id },
    });
    await assign(e.id, ana.employee.id);
    await setStatus(ana, e.id, 'in_review');
    expect((await assign(e.id, beto.employee.id)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/assignments/by-event/${e.id}`)).statusCode).toBe(409);
  });
});

describe('status workflow', () => {
  it('housekeeper services, supervisor completes, with history of who and when', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    const serviced = await setStatus(ana, e.id, 'In_Review');
    expect(serviced.statusCode).toBe(200);
    expect(serviced.json().status).toBe('in_review');
    const done = await setStatus(supervisor, e.id, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', assignedEmployeeName: 'Ana' });
    const history = await statusLines(e.id);
    expect(history.slice(-2)).toMatchObject([
      { before: 'assigned', after: 'in_review', actor: { id: ana.user.id, name: 'Ana' } },
      { before: 'in_review', after: 'completed', actor: { id: supervisor.user.id, name: 'Sofía Supervisor' } },
    ]);
    expect(Date.parse(history.at(-1)!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists every event waiting for review, whatever its month, oldest first', async () => {
    const october = await newEvent('2026-10-30');
    const november = await newEvent('2026-11-21');
    const stillAssigned = await newEvent('2026-10-29');
    for (const e of [october, november, stillAssigned]) await assign(e.id, ana.employee.id);
    await setStatus(ana, november.id, 'in_review');
    await setStatus(ana, october.id, 'in_review');
    const res = await call(supervisor, 'GET', '/api/cleaning_events/in-review');
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number; status: string }[]).map((e) => e.id);
    expect(ids.indexOf(october.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(october.id)).toBeLessThan(ids.indexOf(november.id));
    expect(ids).not.toContain(stillAssigned.id);
    expect((res.json() as { status: string }[]).every((e) => e.status === 'in_review')).toBe(true);
    expect((await call(ana, 'GET', '/api/cleaning_events/in-review')).statusCode).toBe(403);
    // A page at a time: `limit` after `offset`, in the same order; no answer holds more than 500.
    const page = async (query: string) =>
      ((await call(supervisor, 'GET', `/api/cleaning_events/in-review?${query}`)).json() as { id: number }[]).map(
        (e) => e.id,
      );
    expect(await page('limit=1')).toEqual([ids[0]]);
    expect(await page('limit=1&offset=1')).toEqual([ids[1]]);
    expect([...(await page('limit=1&offset=0')), ...(await page(`limit=500&offset=1`))]).toEqual(ids);
    expect((await call(supervisor, 'GET', '/api/cleaning_events/in-review?limit=501')).statusCode).toBe(422);
  });

  it('a supervisor sends an event back with a reason the housekeeper sees, cleared when she sends it again', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    await setStatus(ana, e.id, 'in_review');
    const back = await call(supervisor, 'PATCH', `/api/cleaning_events/${e.id}/status`, {
      status: 'assigned',
      reason: '  Bathroom mirror still streaked  ',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'assigned',
      assignedEmployeeId: ana.employee.id,
      sent_back_reason: 'Bathroom mirror still streaked',
    });
    expect(Date.parse(back.json().sent_back_at)).toBeGreaterThan(Date.now() - 60_000);
    const seen = (await call(ana, 'GET', '/api/cleaning_events/by-month?year=2026&month=11'))
      .json()
      .find((x: { id: number }) => x.id === e.id);
    expect(seen).toMatchObject({ status: 'assigned', sent_back_reason: 'Bathroom mirror still streaked' });
    const again = await setStatus(ana, e.id, 'in_review');
    expect(again.json()).toMatchObject({ status: 'in_review', sent_back_reason: null, sent_back_at: null });
    // Who sent it back and why stays in the history.
    expect((await historyOf(e.id)).filter((l) => l.field === 'sent_back_reason')).toMatchObject([
      {
        action: 'changed',
        before: null,
        after: 'Bathroom mirror still streaked',
        actor: { id: supervisor.user.id, name: 'Sofía Supervisor' },
      },
    ]);
  });

  it("refuses to send back without a reason, in the reader's language, changing nothing", async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    await setStatus(ana, e.id, 'in_review');
    const bare = await setStatus(supervisor, e.id, 'assigned');
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({
      detail: 'Say why the cleaning goes back to the housekeeper.',
      errors: [{ field: 'reason' }],
    });
    const blank = await app.inject({
      method: 'PATCH',
      url: `/api/cleaning_events/${e.id}/status`,
      payload: { status: 'assigned', reason: '   ' },
      headers: { ...admin.auth, 'accept-language': 'es-CR,es;q=0.9' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('Indica por qué la limpieza vuelve a la camarera.');
    const tooLong = await call(supervisor, 'PATCH', `/api/cleaning_events/${e.id}/status`, {
      status: 'assigned',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    const unchanged = (await call(admin, 'GET', '/api/cleaning_events/by-month?year=2026&month=11'))
      .json()
      .find((x: { id: number }) => x.id === e.id);
    expect(unchanged).toMatchObject({ status: 'in_review', sent_back_reason: null });
    // Other moves keep working without a reason (backwards compatible body).
    expect((await setStatus(supervisor, e.id, 'completed')).statusCode).toBe(200);
  });

  it.each([
    ['employee completes', 'employee', 'assigned', 'completed', 403],
    ['supervisor completes an assigned event', 'supervisor', 'assigned', 'completed', 409],
    ['supervisor unassigns', 'supervisor', 'in_review', 'unassigned', 403],
    ['supervisor marks serviced', 'supervisor', 'assigned', 'in_review', 403],
  ] as const)('refuses: %s', async (_what, role, from, to, code) => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    if (from === 'in_review') await setStatus(ana, e.id, 'in_review');
    const who = role === 'employee' ? ana : supervisor;
    const res = await setStatus(who, e.id, to);
    expect(res.statusCode).toBe(code);
    expect(res.json().detail).toBeTruthy();
    const status = (await call(admin, 'GET', '/api/cleaning_events/by-month?year=2026&month=11'))
      .json()
      .find((x: { id: number }) => x.id === e.id).status;
    expect(status).toBe(from);
  });

  it("keeps an employee out of another's event entirely", async () => {
    const e = await newEvent();
    await assign(e.id, beto.employee.id);
    expect((await setStatus(ana, e.id, 'in_review')).statusCode).toBe(403);
    expect((await call(ana, 'PATCH', `/api/cleaning_events/${e.id}/note`, { note: 'mine?' })).statusCode).toBe(403);
    const visible = (await call(ana, 'GET', '/api/cleaning_events/by-month?year=2026&month=11')).json();
    expect(visible.map((x: { id: number }) => x.id)).not.toContain(e.id);
  });

  it('lets an admin set any value; setting unassigned drops the housekeeper', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    expect((await setStatus(admin, e.id, 'completed')).json().status).toBe('completed');
    const back = await setStatus(admin, e.id, 'unassigned');
    expect(back.json()).toMatchObject({ status: 'unassigned', isAssigned: false });
    expect((await setStatus(admin, e.id, 'finished')).statusCode).toBe(422);
  });
});

describe('notes and payments', () => {
  it('lets the housekeeper note their own event and clears a blank note', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    expect(
      (await call(ana, 'PATCH', `/api/cleaning_events/${e.id}/note`, { note: '  Falta jabón ' })).json().note,
    ).toBe('Falta jabón');
    expect((await call(supervisor, 'PATCH', `/api/cleaning_events/${e.id}/note`, { note: '' })).json().note).toBeNull();
  });

  it('sets payments (admin only) to pending or paid', async () => {
    const e = await newEvent();
    const paid = await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/payment-client`, {
      payment_client_status: 'paid',
    });
    expect(paid.json().payment_client_status).toBe('paid');
    const emp = await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/payment-employee`, {
      payment_employee_status: 'paid',
    });
    expect(emp.json()).toMatchObject({ payment_employee_status: 'paid', payment_client_status: 'paid' });
    expect(
      (await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/payment-client`, { payment_client_status: 'later' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call(supervisor, 'PATCH', `/api/cleaning_events/${e.id}/payment-client`, {
          payment_client_status: 'paid',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PATCH', '/api/cleaning_events/999999/payment-client', { payment_client_status: 'paid' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('undo of a completion', () => {
  it('the supervisor who completed it moves it back to in review; another supervisor may not', async () => {
    const e = await newEvent('2026-11-24');
    await assign(e.id, ana.employee.id);
    expect((await setStatus(ana, e.id, 'in_review')).statusCode).toBe(200);
    expect((await setStatus(supervisor, e.id, 'completed')).statusCode).toBe(200);
    const other = await staffMember(app, admin.auth, 'supervisor', 'Otro Supervisor');
    expect((await setStatus(other, e.id, 'in_review')).statusCode).toBe(403);
    const undone = await setStatus(supervisor, e.id, 'in_review');
    expect(undone.statusCode).toBe(200);
    expect(undone.json().status).toBe('in_review');
    expect((await setStatus(supervisor, e.id, 'completed')).statusCode).toBe(200);
  });
});
