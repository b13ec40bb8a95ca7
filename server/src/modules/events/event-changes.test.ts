import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { feedDismissals } from '../../db/schema/feeds';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// PUT and DELETE /cleaning_events/{id}, the event history, and the feed marks an admin clears.
const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const beto = await staffMember(app, admin.auth, 'employee', 'Beto');
const client = await createClient(db, 'Coastal Stays');
const newHouse = async (name: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/houses/',
      headers: admin.auth,
      payload: propertyBody(client.id, { name }),
    })
  ).json() as { id: number };
const casaSol = await newHouse('Casa Sol');
const villaMar = await newHouse('Villa Mar');

type Who = { auth: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });
async function newEvent(extra: object = {}) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: casaSol.id,
    service_date: '2027-04-10',
    event_summary: 'Turnover',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const edit = (id: number, body: object, who: Who = admin) => call(who, 'PUT', `/api/cleaning_events/${id}`, body);
const assign = (id: number, employeeId: number) =>
  call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: employeeId });
type Line = {
  action: string;
  field: string | null;
  before: string | null;
  after: string | null;
  source: string;
  actor: { id: number; name: string } | null;
};
const history = async (id: number, who: Who = admin) =>
  (await call(who, 'GET', `/api/cleaning_events/${id}/history`)).json() as { deleted: unknown; entries: Line[] };
const monthEvents = async (who: Who = admin) =>
  (await call(who, 'GET', '/api/cleaning_events/by-month?year=2027&month=4')).json() as { id: number }[];

describe('PUT /cleaning_events/{id}', () => {
  it('changes the fields sent and records each one (who, what, before, after)', async () => {
    const e = await newEvent({ note: 'Gate sticks' });
    const res = await edit(e.id, {
      property_id: villaMar.id,
      service_date: '2027-04-12',
      arrival_date: '2027-04-12',
      event_summary: 'Late check-out',
      note: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: e.id,
      property_id: villaMar.id,
      house: { name: 'Villa Mar' },
      service_date: '2027-04-12',
      arrival_date: '2027-04-12',
      event_summary: 'Late check-out',
      note: null,
      same_day_turnover: true,
    });
    const { entries } = await history(e.id);
    expect(entries[0]).toMatchObject({
      action: 'created',
      source: 'user',
      actor: { id: admin.user.id, name: 'Test admin' },
    });
    expect(entries.slice(1).map((l) => [l.field, l.before, l.after])).toEqual([
      ['property', 'Casa Sol', 'Villa Mar'],
      ['service_date', '2027-04-10', '2027-04-12'],
      ['arrival_date', null, '2027-04-12'],
      ['event_summary', 'Turnover', 'Late check-out'],
      ['note', 'Gate sticks', null],
    ]);
  });

  it('moves an assigned event with its housekeeper', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    const moved = await edit(e.id, { service_date: '2027-04-11' });
    expect(moved.json()).toMatchObject({
      service_date: '2027-04-11',
      status: 'assigned',
      assignedEmployeeId: ana.employee.id,
      assignedEmployeeName: 'Ana',
    });
    const forAna = (await call(ana, 'GET', '/api/cleaning_events/by-month?year=2027&month=4')).json() as {
      id: number;
      service_date: string;
    }[];
    expect(forAna.find((x) => x.id === e.id)?.service_date).toBe('2027-04-11');
  });

  it('validates like Create and changes nothing on a bad body', async () => {
    const e = await newEvent();
    for (const [body, field, message] of [
      [{ service_date: '2027-02-30' }, 'service_date', 'Service date is required.'],
      [{ event_summary: '   ' }, 'event_summary', 'Event summary is required.'],
      [{ property_id: 'x' }, 'property_id', 'Please select a property.'],
      [{ arrival_date: 'soon' }, 'arrival_date', 'Invalid date (YYYY-MM-DD)'],
    ] as const) {
      const res = await edit(e.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await edit(e.id, {})).statusCode).toBe(422);
    const unknown = await edit(e.id, { property_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe('The chosen property does not exist.');
    expect((await history(e.id)).entries).toHaveLength(1);
    expect((await edit(999999, { note: 'x' })).statusCode).toBe(404);
    expect((await edit(e.id, { note: 'x' }, supervisor)).statusCode).toBe(403);
  });

  it('keeps the property and date of a completed cleaning, but lets the note change', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/status`, { status: 'completed' });
    const moved = await edit(e.id, { service_date: '2027-04-20' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().detail).toBe('This cleaning is completed: its property and date can no longer change.');
    expect((await edit(e.id, { note: 'Invoice sent' })).json()).toMatchObject({
      note: 'Invoice sent',
      service_date: '2027-04-10',
    });
  });

  it('an edit that changes nothing records nothing', async () => {
    const e = await newEvent();
    expect((await edit(e.id, { service_date: '2027-04-10', event_summary: 'Turnover' })).statusCode).toBe(200);
    expect((await history(e.id)).entries).toHaveLength(1);
  });

  it('remembers the fields an admin set on a feed event, so a feed leaves them', async () => {
    const [row] = await db
      .insert(cleaningEvents)
      .values({
        propertyId: casaSol.id,
        serviceDate: '2027-04-15',
        eventSummary: 'Reserved',
        externalUid: 'x@airbnb.com',
        reservationKey: 'uid:x@airbnb.com',
      })
      .returning();
    await edit(row!.id, { service_date: '2027-04-16', note: 'Owner asked for the next day' });
    const [stored] = await db.select().from(cleaningEvents).where(eq(cleaningEvents.id, row!.id));
    expect(stored?.manualFields).toEqual(['service_date']);
  });
});

describe('DELETE /cleaning_events/{id}', () => {
  it('removes the event and its assignment; its history stays readable for admins', async () => {
    const e = await newEvent();
    await assign(e.id, beto.employee.id);
    const res = await call(admin, 'DELETE', `/api/cleaning_events/${e.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await monthEvents()).map((x) => x.id)).not.toContain(e.id);
    const assignments = (await call(admin, 'GET', '/api/assignments/')).json() as { cleaning_event_id: number }[];
    expect(assignments.map((a) => a.cleaning_event_id)).not.toContain(e.id);

    const after = await history(e.id);
    expect(after.deleted).toMatchObject({
      id: e.id,
      property_name: 'Casa Sol',
      service_date: '2027-04-10',
      status: 'assigned',
      housekeeper_name: 'Beto',
      deleted_by_name: 'Test admin',
    });
    expect(after.entries.map((l) => [l.action, l.field])).toEqual([
      ['created', null],
      ['changed', 'housekeeper'],
      ['changed', 'status'],
      ['deleted', null],
    ]);
    const deleted = (await call(admin, 'GET', '/api/cleaning_events/deleted?year=2027&month=4')).json() as {
      id: number;
    }[];
    expect(deleted.map((d) => d.id)).toContain(e.id);

    expect((await call(supervisor, 'GET', `/api/cleaning_events/${e.id}/history`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${e.id}`)).statusCode).toBe(404);
    expect((await call(supervisor, 'GET', '/api/cleaning_events/deleted?year=2027&month=4')).statusCode).toBe(403);
  });

  it('refuses a completed cleaning (409) and non-admins (403)', async () => {
    const e = await newEvent();
    expect((await call(supervisor, 'DELETE', `/api/cleaning_events/${e.id}`)).statusCode).toBe(403);
    await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/status`, { status: 'completed' });
    const res = await call(admin, 'DELETE', `/api/cleaning_events/${e.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A completed cleaning cannot be deleted.');
    expect((await monthEvents()).map((x) => x.id)).toContain(e.id);
  });

  it('remembers a deleted feed reservation, so no feed brings it back', async () => {
    const [row] = await db
      .insert(cleaningEvents)
      .values({
        propertyId: villaMar.id,
        serviceDate: '2027-04-18',
        checkOutDate: '2027-04-18',
        eventSummary: 'Reserved',
        externalUid: 'gone@airbnb.com',
        reservationKey: 'uid:gone@airbnb.com',
      })
      .returning();
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${row!.id}`)).statusCode).toBe(204);
    const dismissed = await db.select().from(feedDismissals).where(eq(feedDismissals.propertyId, villaMar.id));
    expect(dismissed).toMatchObject([
      { reservationKey: 'uid:gone@airbnb.com', checkOutDate: '2027-04-18', dismissedBy: admin.user.id },
    ]);
  });
});

describe('GET /cleaning_events/{id}/history', () => {
  it('shows supervisors any event and housekeepers their own, without payment lines', async () => {
    const e = await newEvent();
    await assign(e.id, ana.employee.id);
    await call(admin, 'PATCH', `/api/cleaning_events/${e.id}/payment-client`, { payment_client_status: 'paid' });
    await call(ana, 'PATCH', `/api/cleaning_events/${e.id}/note`, { note: 'Falta jabón' });
    const forAdmin = (await history(e.id)).entries.map((l) => l.field);
    expect(forAdmin).toEqual([null, 'housekeeper', 'status', 'payment_client_status', 'note']);
    const forSupervisor = (await history(e.id, supervisor)).entries.map((l) => l.field);
    expect(forSupervisor).toEqual([null, 'housekeeper', 'status', 'note']);
    const forAna = await history(e.id, ana);
    expect(forAna.entries.at(-1)).toMatchObject({
      field: 'note',
      before: null,
      after: 'Falta jabón',
      actor: { name: 'Ana' },
    });
    expect((await call(beto, 'GET', `/api/cleaning_events/${e.id}/history`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/cleaning_events/999999/history')).statusCode).toBe(404);
  });
});

describe('feed marks and unconfirmed cleanings', () => {
  async function feedEvent(fields: Partial<typeof cleaningEvents.$inferInsert>) {
    const [row] = await db
      .insert(cleaningEvents)
      .values({ propertyId: casaSol.id, serviceDate: '2027-04-22', eventSummary: 'CLOSED - Not available', ...fields })
      .returning();
    return row!;
  }

  it('an admin acknowledges a feed change mark; it is cleared and recorded', async () => {
    const row = await feedEvent({
      feedChange: 'moved',
      feedChangeAt: new Date('2027-04-01T10:00:00Z'),
      feedChangeFrom: '2027-04-21',
    });
    const before = (await monthEvents()).find((x) => x.id === row.id);
    expect(before).toMatchObject({
      feed_change: { kind: 'moved', at: '2027-04-01T10:00:00.000Z', from_date: '2027-04-21' },
    });
    const res = await call(admin, 'POST', `/api/cleaning_events/${row.id}/acknowledge`);
    expect(res.json()).toMatchObject({ id: row.id, feed_change: null });
    expect((await history(row.id)).entries).toMatchObject([
      { action: 'acknowledged', before: 'moved', actor: { id: admin.user.id } },
    ]);
    // Again: nothing left to acknowledge, nothing recorded.
    expect((await call(admin, 'POST', `/api/cleaning_events/${row.id}/acknowledge`)).statusCode).toBe(200);
    expect((await history(row.id)).entries).toHaveLength(1);
    expect((await call(supervisor, 'POST', `/api/cleaning_events/${row.id}/acknowledge`)).statusCode).toBe(403);
  });

  it('confirms an unconfirmed cleaning, or dismisses it for good', async () => {
    const kept = await feedEvent({ unconfirmed: true, reservationKey: 'uid:closed-1@booking.com' });
    expect((await call(admin, 'POST', `/api/cleaning_events/${kept.id}/confirm`)).json()).toMatchObject({
      id: kept.id,
      unconfirmed: false,
    });
    expect((await call(admin, 'POST', `/api/cleaning_events/${kept.id}/dismiss`)).statusCode).toBe(409);

    const dropped = await feedEvent({
      unconfirmed: true,
      reservationKey: 'uid:closed-2@booking.com',
      checkOutDate: '2027-04-22',
    });
    expect((await call(admin, 'POST', `/api/cleaning_events/${dropped.id}/dismiss`)).statusCode).toBe(204);
    expect((await monthEvents()).map((x) => x.id)).not.toContain(dropped.id);
    expect((await history(dropped.id)).entries.map((l) => l.action)).toEqual(['dismissed']);
    const dismissed = await db
      .select()
      .from(feedDismissals)
      .where(eq(feedDismissals.reservationKey, 'uid:closed-2@booking.com'));
    expect(dismissed).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every new call with its request and answer schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const calls: [string, string, string][] = [
      ['/api/cleaning_events/{id}', 'put', '200'],
      ['/api/cleaning_events/{id}', 'delete', '204'],
      ['/api/cleaning_events/{id}/history', 'get', '200'],
      ['/api/cleaning_events/deleted', 'get', '200'],
      ['/api/cleaning_events/{id}/acknowledge', 'post', '200'],
      ['/api/cleaning_events/{id}/confirm', 'post', '200'],
      ['/api/cleaning_events/{id}/dismiss', 'post', '204'],
      ['/api/airbn_url/{id}/activity', 'get', '200'],
      ['/api/airbn_url/alerts', 'get', '200'],
      ['/api/airbn_url/{id}/hold/confirm', 'post', '200'],
      ['/api/airbn_url/{id}/hold/discard', 'post', '200'],
      ['/api/houses/import_excel', 'post', '200'],
    ];
    for (const [path, method, status] of calls)
      expect(doc.paths[path]?.[method]?.responses[status], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/cleaning_events/{id}']?.put?.requestBody).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/cleaning_events/{id}/history']?.get?.responses['200'])).toContain('entries');
    expect(JSON.stringify(doc.paths['/api/houses/import_excel']?.post?.responses['200'])).toContain('to_update');
  });
});
