import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CANCELLED_NOTE } from '../../db/event-history';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { feedDismissals } from '../../db/schema/feeds';
import { airbnbCalendar, startFeedServer, type Stay } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// GET /cleaning_events/removed and POST /cleaning_events/{id}/restore (decision 0028).
const TODAY = '2027-03-01';
const { app, database } = await createTestApp({ feeds: { today: () => TODAY, timeoutMs: 500 } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Supervisor');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(db, 'Removed Stays');
const server = await startFeedServer();
afterAll(() => server.close());

type Who = { auth: Record<string, string> };
type Removed = {
  id: number;
  property_id: number;
  property_name: string;
  service_date: string;
  reason: string;
  removed_at: string;
  removed_by: { id: number | null; name: string } | null;
  status: string;
  housekeeper_name: string | null;
  event_summary: string;
  dismissed: boolean;
};
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language?: string) =>
  app.inject({ method, url, payload, headers: { ...who.auth, ...(language && { 'accept-language': language }) } });
const removed = async (start: string, end: string) => {
  const res = await call(admin, 'GET', `/api/cleaning_events/removed?start=${start}&end=${end}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Removed[];
};
const restore = (id: number, language?: string) =>
  call(admin, 'POST', `/api/cleaning_events/${id}/restore`, undefined, language);
const newHouse = async (name: string) =>
  (await call(admin, 'POST', '/api/houses/', propertyBody(client.id, { name }))).json() as { id: number };
async function newEvent(propertyId: number, serviceDate: string, extra: object = {}) {
  const res = await call(admin, 'POST', '/api/cleaning_events/create', {
    property_id: propertyId,
    service_date: serviceDate,
    event_summary: 'Turnover',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const assign = (id: number) =>
  call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: ana.employee.id });
const history = async (id: number) =>
  (
    (await call(admin, 'GET', `/api/cleaning_events/${id}/history`)).json() as {
      entries: { action: string; field: string | null; before: string | null; source: string; actor: unknown }[];
    }
  ).entries;
const stored = async (id: number) => (await db.select().from(cleaningEvents).where(eq(cleaningEvents.id, id)))[0];

describe('a cleaning an admin deleted', () => {
  it('is listed for its week with who removed it, and comes back unassigned with its data and history', async () => {
    const house = await newHouse('Casa Restore');
    const e = await newEvent(house.id, '2027-04-07', {
      note: 'Gate sticks',
      check_out_date: '2027-04-07',
      arrival_date: '2027-04-09',
    });
    expect((await assign(e.id)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${e.id}`)).statusCode).toBe(204);

    const week = await removed('2027-04-05', '2027-04-11');
    expect(week.find((r) => r.id === e.id)).toMatchObject({
      property_id: house.id,
      property_name: 'Casa Restore',
      service_date: '2027-04-07',
      reason: 'deleted',
      removed_by: { id: admin.user.id, name: admin.user.name },
      status: 'assigned',
      housekeeper_name: 'Ana',
      event_summary: 'Turnover',
    });
    // The date filter: the week before and the week after do not have it.
    expect((await removed('2027-03-29', '2027-04-04')).some((r) => r.id === e.id)).toBe(false);
    expect((await removed('2027-04-08', '2027-04-14')).some((r) => r.id === e.id)).toBe(false);

    const res = await restore(e.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: e.id,
      status: 'unassigned',
      isAssigned: false,
      note: 'Gate sticks',
      check_out_date: '2027-04-07',
      arrival_date: '2027-04-09',
      service_date: '2027-04-07',
    });
    // The screens see it at once: the month view, the removed list and the month's deleted list moved.
    const month = (await call(admin, 'GET', '/api/cleaning_events/by-month?year=2027&month=4')).json() as {
      id: number;
      status: string;
    }[];
    expect(month.find((m) => m.id === e.id)?.status).toBe('unassigned');
    expect((await removed('2027-04-05', '2027-04-11')).some((r) => r.id === e.id)).toBe(false);
    const deleted = (await call(admin, 'GET', '/api/cleaning_events/deleted?year=2027&month=4')).json() as {
      id: number;
    }[];
    expect(deleted.some((d) => d.id === e.id)).toBe(false);
    const lines = await history(e.id);
    expect(lines.slice(-2)).toMatchObject([
      { action: 'restored', source: 'user', actor: { id: admin.user.id, name: admin.user.name }, before: 'deleted' },
      { action: 'changed', field: 'status', before: 'assigned' },
    ]);
    expect(lines.some((l) => l.action === 'deleted')).toBe(true);

    // Already back: a second restore is a conflict.
    expect((await restore(e.id)).statusCode).toBe(409);
  });

  it('answers 409 when the property already has a live cleaning that day, 404 for an unknown id', async () => {
    const house = await newHouse('Casa Twin');
    const first = await newEvent(house.id, '2027-04-14');
    expect((await call(admin, 'DELETE', `/api/cleaning_events/${first.id}`)).statusCode).toBe(204);
    const second = await newEvent(house.id, '2027-04-14');
    const res = await restore(first.id, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: `Esta propiedad ya tiene una limpieza en esta fecha (limpieza n.º ${second.id}).`,
    });
    expect((await removed('2027-04-14', '2027-04-14')).some((r) => r.id === first.id)).toBe(true);
    expect((await restore(999_999)).statusCode).toBe(404);
  });
});

describe('a Booking.com period an admin dismissed', () => {
  it('is listed as deleted and dismissed; restored, it is a confirmed cleaning its feed may list again', async () => {
    const house = await newHouse('Loft Dismissed');
    const [row] = await db
      .insert(cleaningEvents)
      .values({
        propertyId: house.id,
        serviceDate: '2027-04-21',
        checkOutDate: '2027-04-21',
        eventSummary: 'CLOSED - Not available',
        externalUid: 'closed-9@booking.com',
        reservationKey: 'uid:closed-9@booking.com',
        unconfirmed: true,
      })
      .returning();
    expect((await call(admin, 'POST', `/api/cleaning_events/${row!.id}/dismiss`)).statusCode).toBe(204);
    expect((await removed('2027-04-19', '2027-04-25')).find((r) => r.id === row!.id)).toMatchObject({
      reason: 'deleted',
      dismissed: true,
      removed_by: { id: admin.user.id },
    });
    expect((await restore(row!.id)).json()).toMatchObject({ id: row!.id, unconfirmed: false, source: 'feed' });
    expect(await stored(row!.id)).toMatchObject({ reservationKey: 'uid:closed-9@booking.com', feedId: null });
    expect(await db.select().from(feedDismissals).where(eq(feedDismissals.propertyId, house.id))).toEqual([]);
  });
});

describe('cleanings cancelled by their calendar feed', () => {
  const STAYS: Stay[] = [
    { uid: 'r1', start: '2027-03-03', end: '2027-03-05', code: 'HMGONE0001' },
    { uid: 'r2', start: '2027-03-06', end: '2027-03-08', code: 'HMGONE0002' },
    { uid: 'r3', start: '2027-03-09', end: '2027-03-11', code: 'HMBACK0001' },
    { uid: 'r4', start: '2027-03-12', end: '2027-03-14', code: 'HMKEEP0001' },
    { uid: 'r5', start: '2027-03-15', end: '2027-03-17', code: 'HMKEEP0002' },
    { uid: 'r6', start: '2027-03-18', end: '2027-03-20', code: 'HMKEEP0003' },
    { uid: 'r7', start: '2027-03-21', end: '2027-03-23', code: 'HMKEEP0004' },
  ];
  const KEPT = STAYS.filter((s) => s.code?.startsWith('HMKEEP'));
  const byCode = async (feedId: number) => {
    const rows = await db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feedId));
    return new Map(rows.map((r) => [r.reservationCode, r]));
  };

  it('are listed, restored unassigned and detached, and the next syncs leave them alone', async () => {
    const house = await newHouse('Villa Feed');
    const path = `/removed-${house.id}.ics`;
    const url = server.serve(path, { calendar: airbnbCalendar(STAYS) });
    const feed = (await call(admin, 'POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json() as {
      id: number;
    };
    const sync = async () => {
      const res = await call(admin, 'POST', `/api/airbn_url/${feed.id}/sync`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { sync: { result: string; held: boolean } }).sync;
    };
    const made = await byCode(feed.id);
    const unassigned = made.get('HMGONE0001')!;
    const assigned = made.get('HMGONE0002')!;
    const comesBack = made.get('HMBACK0001')!;
    expect((await assign(assigned.id)).statusCode).toBe(200);

    server.serve(path, { calendar: airbnbCalendar(KEPT) });
    await sync();
    expect(await sync()).toMatchObject({ result: 'ok', held: false });

    const list = await removed('2027-03-01', '2027-03-14');
    const of = (id: number) => list.find((r) => r.id === id);
    expect(of(unassigned.id)).toMatchObject({ reason: 'feed_cancelled', removed_by: null, status: 'unassigned' });
    expect(of(assigned.id)).toMatchObject({
      reason: 'feed_cancelled',
      removed_by: null,
      status: 'assigned',
      housekeeper_name: 'Ana',
    });
    expect(of(comesBack.id)).toMatchObject({ reason: 'feed_cancelled', service_date: '2027-03-11' });

    // Restored: back unassigned, belonging to no feed, the cancellation mark and note line gone.
    const one = await restore(unassigned.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: 'unassigned', cancelled: false, service_date: '2027-03-05' });
    const two = await restore(assigned.id);
    expect(two.statusCode).toBe(200);
    expect(two.json()).toMatchObject({ status: 'unassigned', isAssigned: false, cancelled: false, feed_change: null });
    expect((await stored(assigned.id))?.note ?? '').not.toContain(CANCELLED_NOTE);
    expect(await db.select().from(assignments).where(eq(assignments.cleaningEventId, assigned.id))).toEqual([]);
    expect((await history(assigned.id)).filter((l) => l.source === 'user').map((l) => l.action)).toEqual([
      'changed', // assigned to Ana
      'changed', // status assigned
      'restored',
      'changed', // housekeeper Ana -> nobody
      'changed', // status unassigned
    ]);

    // The stay of r3 came back in the feed meanwhile: its cleaning is live again, the old one cannot return.
    server.serve(path, { calendar: airbnbCalendar([STAYS[2]!, ...KEPT]) });
    await sync();
    const back = (await byCode(feed.id)).get('HMBACK0001')!;
    expect(back.id).not.toBe(comesBack.id);
    const conflict = await restore(comesBack.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      detail: `This reservation is on the schedule again (cleaning #${back.id}): the calendar feed brought it back.`,
    });

    // Two more syncs without r1 and r2: the restored cleanings stay, not cancelled again.
    await sync();
    await sync();
    for (const id of [unassigned.id, assigned.id]) {
      const row = await stored(id);
      expect(row).toMatchObject({ cancelledAt: null, feedId: null, status: 'unassigned' });
    }
    expect((await removed('2027-03-01', '2027-03-14')).map((r) => r.id)).not.toContain(unassigned.id);

    // The stay of r1 listed again: the feed adopts the restored cleaning, no second one.
    server.serve(path, { calendar: airbnbCalendar([STAYS[0]!, STAYS[2]!, ...KEPT]) });
    await sync();
    const r1 = await db.select().from(cleaningEvents).where(eq(cleaningEvents.reservationCode, 'HMGONE0001'));
    expect(r1.map((r) => ({ id: r.id, feedId: r.feedId }))).toEqual([{ id: unassigned.id, feedId: feed.id }]);
  });
});

describe('who may and bad periods', () => {
  it('answers 403 to supervisors and housekeepers', async () => {
    for (const who of [supervisor, ana]) {
      expect((await call(who, 'GET', '/api/cleaning_events/removed?start=2027-03-01&end=2027-03-07')).statusCode).toBe(
        403,
      );
      expect((await call(who, 'POST', '/api/cleaning_events/1/restore')).statusCode).toBe(403);
    }
  });

  it.each([
    ['', 'Indica las dos fechas del periodo: inicio y fin (AAAA-MM-DD).'],
    ['?start=2027-03-01', 'Indica las dos fechas del periodo: inicio y fin (AAAA-MM-DD).'],
    ['?start=2027-02-30&end=2027-03-07', 'El inicio y el fin deben ser fechas (AAAA-MM-DD).'],
    ['?start=2027-03-01&end=2027-03-07&start=2027-03-02', 'El inicio y el fin deben ser fechas (AAAA-MM-DD).'],
    ['?start=2027-03-07&end=2027-03-01', 'La fecha de fin es anterior a la de inicio.'],
    ['?start=2027-03-01&end=2027-05-02', 'El periodo es demasiado largo: como máximo 62 días.'],
  ])('answers 400 to %s in the reader language', async (query, detail) => {
    const res = await call(admin, 'GET', `/api/cleaning_events/removed${query}`, undefined, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('answers 400 in English too, and takes 62 days', async () => {
    const res = await call(admin, 'GET', '/api/cleaning_events/removed?start=2027-03-07&end=2027-03-01');
    expect(res.json()).toEqual({ detail: 'The end date comes before the start date.' });
    expect((await call(admin, 'GET', '/api/cleaning_events/removed?start=2027-03-01&end=2027-05-02')).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'GET', '/api/cleaning_events/removed?start=2027-03-01&end=2027-05-01')).statusCode).toBe(
      200,
    );
  });
});
