import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { createClient, login, PASSWORD, propertyBody, signedIn, uniqueEmail } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });

const staffBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'María Pérez',
  email: uniqueEmail('maria'),
  phone: '+506 8712 3456',
  password: PASSWORD,
  role: 'employee',
  ...overrides,
});

const countUsersWith = async (email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  ).length;

describe('/employee/', () => {
  it('registers a user and an employee together, and the new person can sign in', async () => {
    const body = staffBody({ role: 'supervisor' });
    const res = await req('POST', '/api/employee/register-user-employee', body);
    expect(res.statusCode).toBe(201);
    const { user, employee } = res.json();
    expect(user).toMatchObject({ email: body.email, role: 'supervisor', name: 'María Pérez' });
    expect(employee).toMatchObject({
      user_id: user.id,
      phone: '+50687123456',
      role: 'supervisor',
      active_status: true,
    });
    expect(res.body).not.toMatch(/argon|password/i);
    expect(await login(app, body.email)).toBeTruthy();
    const list = (await req('GET', '/api/employee/')).json();
    expect(list.find((e: { id: number }) => e.id === employee.id)).toMatchObject({ name: 'María Pérez' });
  });

  it.each([
    [{ phone: undefined }, 'phone'],
    [{ phone: 'no phone' }, 'phone'],
    [{ role: 'admin' }, 'role'],
    [{ password: 'weakpass' }, 'password'],
    [{ email: 'nope' }, 'email'],
  ])('refuses %o', async (override, field) => {
    const res = await req('POST', '/api/employee/register-user-employee', staffBody(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 409 for a taken e-mail and creates no employee', async () => {
    const body = staffBody();
    await req('POST', '/api/employee/register-user-employee', body);
    const before = (await db.select().from(employees)).length;
    const again = await req('POST', '/api/employee/register-user-employee', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect((await db.select().from(employees)).length).toBe(before);
  });

  it('leaves nothing behind when the employee half fails', async () => {
    // A real database failure on the second insert, after the user row was written.
    await db.execute(
      sql`create or replace function refuse_employee() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_employee before insert on employees for each row execute function refuse_employee()`,
    );
    const body = staffBody();
    try {
      const res = await req('POST', '/api/employee/register-user-employee', body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await db.execute(sql`drop trigger refuse_employee on employees`);
    }
    expect(await countUsersWith(body.email)).toBe(0);
  });

  it('updates the employee and their user together', async () => {
    const { employee, user } = (await req('POST', '/api/employee/register-user-employee', staffBody())).json();
    const email = uniqueEmail('renamed');
    const res = await req('PUT', `/api/employee/${employee.id}`, {
      name: 'Ana Mora',
      email,
      phone: '8888 7777',
      role: 'supervisor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ana Mora', email, phone: '+50688887777', role: 'supervisor' });
    const users = (await req('GET', '/api/auth/users')).json();
    expect(users.find((u: { id: number }) => u.id === user.id)).toMatchObject({
      name: 'Ana Mora',
      email,
      role: 'supervisor',
    });
    expect((await req('PUT', '/api/employee/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it('changes only the role when only the role is sent, ending the old sessions; an empty update is 422', async () => {
    const member = await req('POST', '/api/employee/register-user-employee', staffBody());
    const { user, employee } = member.json();
    const token = await login(app, user.email);
    const roleOnly = await req('PUT', `/api/employee/${employee.id}`, { role: 'supervisor' });
    expect(roleOnly.statusCode).toBe(200);
    expect(roleOnly.json()).toMatchObject({ id: employee.id, role: 'supervisor', name: 'María Pérez' });
    const old = await app.inject({
      method: 'GET',
      url: '/api/cleaning_events/my-week',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    const empty = await req('PUT', `/api/employee/${employee.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      detail: 'Invalid body: Nothing to change: send at least one field.',
      errors: [{ field: 'body', message: 'Nothing to change: send at least one field.' }],
    });
  });

  it('refuses an e-mail taken by another user and changes nothing', async () => {
    const a = (await req('POST', '/api/employee/register-user-employee', staffBody())).json();
    const b = (await req('POST', '/api/employee/register-user-employee', staffBody())).json();
    const res = await req('PUT', `/api/employee/${a.employee.id}`, { name: 'Changed', email: b.user.email });
    expect(res.statusCode).toBe(409);
    const listed = (await req('GET', '/api/employee/')).json().find((e: { id: number }) => e.id === a.employee.id);
    expect(listed.name).toBe('María Pérez');
  });

  it('delete keeps history, stops the login at once and frees future work', async () => {
    const body = staffBody();
    const { employee } = (await req('POST', '/api/employee/register-user-employee', body)).json();
    const token = await login(app, body.email);
    const client = await createClient(db);
    const house = (await req('POST', '/api/houses/', propertyBody(client.id))).json();
    const today = todayIso();
    const [future, past] = await db
      .insert(cleaningEvents)
      .values([
        { propertyId: house.id, serviceDate: '2999-01-01', status: 'assigned', eventSummary: 'Future' },
        { propertyId: house.id, serviceDate: '2000-01-01', status: 'completed', eventSummary: 'Past' },
      ])
      .returning();
    await db.insert(assignments).values([
      { cleaningEventId: future!.id, employeeId: employee.id },
      { cleaningEventId: past!.id, employeeId: employee.id },
    ]);
    expect(today < '2999-01-01').toBe(true);

    const res = await req('DELETE', `/api/employee/${employee.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: employee.id, active_status: false, outcome: 'deactivated', unassigned_events: 1 });

    const listed = (await req('GET', '/api/employee/')).json().find((e: { id: number }) => e.id === employee.id);
    expect(listed).toMatchObject({ active_status: false, name: 'María Pérez' });
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/auth/users/1/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(stale.statusCode).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);

    const events = await db.query.cleaningEvents.findMany({
      where: (e, { inArray }) => inArray(e.id, [future!.id, past!.id]),
    });
    expect(events.find((e) => e.id === future!.id)?.status).toBe('unassigned');
    expect(events.find((e) => e.id === past!.id)?.status).toBe('completed');
    const kept = await db.query.assignments.findMany({ where: (a, { eq }) => eq(a.employeeId, employee.id) });
    expect(kept.map((a) => a.cleaningEventId)).toEqual([past!.id]);
    const history = await db.query.eventHistory.findMany({ where: (h, { eq }) => eq(h.eventId, future!.id) });
    expect(history.slice(-2)).toMatchObject([
      { field: 'housekeeper', before: 'María Pérez', after: null, actorId: admin.user.id },
      { field: 'status', before: 'assigned', after: 'unassigned', actorId: admin.user.id },
    ]);
  });

  it('delete of a staff member without history removes the record and the login', async () => {
    const body = staffBody();
    const { employee, user } = (await req('POST', '/api/employee/register-user-employee', body)).json();
    const token = await login(app, body.email);
    const res = await req('DELETE', `/api/employee/${employee.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: employee.id, active_status: false, outcome: 'removed', unassigned_events: 0 });
    expect((await req('GET', '/api/employee/')).json().some((e: { id: number }) => e.id === employee.id)).toBe(false);
    expect((await req('GET', '/api/auth/users')).json().some((u: { id: number }) => u.id === user.id)).toBe(false);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/cleaning_events/my-week',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await req('DELETE', `/api/employee/${employee.id}`)).statusCode).toBe(404);
  });

  it('an employee made inactive by update cannot sign in; reactivated they can', async () => {
    const body = staffBody();
    const { employee } = (await req('POST', '/api/employee/register-user-employee', body)).json();
    await req('PUT', `/api/employee/${employee.id}`, { active_status: false });
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: PASSWORD } });
    expect((await attempt()).statusCode).toBe(401);
    await req('PUT', `/api/employee/${employee.id}`, { active_status: true });
    expect((await attempt()).statusCode).toBe(200);
  });
});

describe('deactivation asks first, reactivation gives back (decision 0029)', () => {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') =>
    app.inject({ method, url, payload, headers: { ...admin.auth, 'accept-language': language } });

  it('previews the upcoming cleanings, releases them on deactivation, and gives back those still free', async () => {
    const { user, employee } = (await req('POST', '/api/employee/register-user-employee', staffBody())).json();
    const other = (
      await req('POST', '/api/employee/register-user-employee', staffBody({ name: 'Carmen Solís' }))
    ).json();
    const client = await createClient(db);
    const house = (await req('POST', '/api/houses/', propertyBody(client.id, { name: 'Casa Azul' }))).json();
    const events = await db
      .insert(cleaningEvents)
      .values([
        { propertyId: house.id, serviceDate: '2998-03-02', status: 'assigned', eventSummary: 'Second' },
        { propertyId: house.id, serviceDate: '2998-03-01', status: 'assigned', eventSummary: 'First' },
        { propertyId: house.id, serviceDate: '2000-01-01', status: 'completed', eventSummary: 'Past' },
      ])
      .returning();
    const [second, first, past] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
    await db.insert(assignments).values(events.map((e) => ({ cleaningEventId: e.id, employeeId: employee.id })));

    const preview = await inject('GET', `/api/auth/users/${user.id}/upcoming`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      cleanings: [
        {
          id: first.id,
          service_date: '2998-03-01',
          property_id: house.id,
          property_name: 'Casa Azul',
          status: 'assigned',
          housekeeper_name: 'María Pérez',
        },
        expect.objectContaining({ id: second.id, service_date: '2998-03-02' }),
      ],
    });
    expect((await inject('GET', `/api/auth/users/${admin.user.id}/upcoming`)).json()).toEqual({ cleanings: [] });
    expect((await inject('GET', '/api/auth/users/999999/upcoming')).statusCode).toBe(404);
    // Looking changes nothing.
    expect((await inject('GET', `/api/auth/users/${user.id}/released`)).json()).toEqual({ free: [], taken: [] });

    expect((await inject('PUT', `/api/auth/users/${user.id}`, { is_active: false })).statusCode).toBe(200);
    const released = (await inject('GET', `/api/auth/users/${user.id}/released`)).json();
    expect(released.free.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(released.free[0]).toMatchObject({ status: 'unassigned', housekeeper_name: null });
    expect(released.taken).toEqual([]);

    // Inactive: nothing can be given back yet, in the reader's language.
    const early = await inject('POST', `/api/auth/users/${user.id}/give-back`, undefined, 'es');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'Reactiva a María Pérez antes de devolverle limpiezas.' });

    // Meanwhile the second cleaning went to Carmen.
    const moved = await req('POST', '/api/assignments/', {
      cleaning_event_id: second.id,
      employee_id: other.employee.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await inject('PUT', `/api/auth/users/${user.id}`, { is_active: true })).statusCode).toBe(200);
    const offer = (await inject('GET', `/api/auth/users/${user.id}/released`)).json();
    expect(offer.free.map((c: { id: number }) => c.id)).toEqual([first.id]);
    expect(offer.taken).toEqual([
      expect.objectContaining({ id: second.id, status: 'assigned', housekeeper_name: 'Carmen Solís' }),
    ]);

    const given = await inject('POST', `/api/auth/users/${user.id}/give-back`);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      given_back: [expect.objectContaining({ id: first.id, status: 'assigned', housekeeper_name: 'María Pérez' })],
      taken: [expect.objectContaining({ id: second.id, housekeeper_name: 'Carmen Solís' })],
    });
    const now = await db.query.assignments.findMany({
      where: (a, { inArray }) => inArray(a.cleaningEventId, [first.id, second.id, past.id]),
    });
    expect(Object.fromEntries(now.map((a) => [a.cleaningEventId, a.employeeId]))).toEqual({
      [first.id]: employee.id,
      [second.id]: other.employee.id,
      [past.id]: employee.id,
    });
    const history = await db.query.eventHistory.findMany({ where: (h, { eq }) => eq(h.eventId, first.id) });
    expect(history.slice(-2)).toMatchObject([
      { field: 'housekeeper', before: null, after: 'María Pérez', actorId: admin.user.id },
      { field: 'status', before: 'unassigned', after: 'assigned', actorId: admin.user.id },
    ]);
    // Given back once: the offer is spent.
    expect((await inject('GET', `/api/auth/users/${user.id}/released`)).json()).toEqual({ free: [], taken: [] });
    expect((await inject('POST', `/api/auth/users/${user.id}/give-back`)).json()).toEqual({
      given_back: [],
      taken: [],
    });
  });

  it('remembers what the /staff delete released, and a user without a staff record has nothing to give back', async () => {
    const { user, employee } = (await req('POST', '/api/employee/register-user-employee', staffBody())).json();
    const client = await createClient(db);
    const house = (await req('POST', '/api/houses/', propertyBody(client.id))).json();
    const [event] = await db
      .insert(cleaningEvents)
      .values({ propertyId: house.id, serviceDate: '2998-05-05', status: 'assigned' })
      .returning();
    await db.insert(assignments).values({ cleaningEventId: event!.id, employeeId: employee.id });
    expect((await req('DELETE', `/api/employee/${employee.id}`)).json()).toMatchObject({ unassigned_events: 1 });
    await req('PUT', `/api/employee/${employee.id}`, { active_status: true });
    const given = (await inject('POST', `/api/auth/users/${user.id}/give-back`)).json();
    expect(given.given_back.map((c: { id: number }) => c.id)).toEqual([event!.id]);

    const notStaff = await inject('POST', `/api/auth/users/${admin.user.id}/give-back`);
    expect(notStaff.statusCode).toBe(409);
    expect(notStaff.json().detail).toMatch(/not a housekeeper or supervisor/);
  });
});
