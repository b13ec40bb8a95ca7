import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/accounts';
import { cleaningEvents } from '../../db/schema/events';
import { calendarFeeds } from '../../db/schema/feeds';
import { mailOutbox } from '../../db/schema/mail';
import { airbnbCalendar, startFeedServer, type Stay } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// What a sync does to events already planned: moves keep the housekeeper, changes to assigned events
// are marked and mailed, a 304 counts as a fetch, a calendar that loses its stays is held.
const { app, database } = await createTestApp({ feeds: { today: () => '2027-03-01', timeZone: 'America/Costa_Rica' } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(db);
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const sync = async (id: number) => (await req('POST', `/api/airbn_url/${id}/sync`)).json();
const rows = (feedId: number) =>
  db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feedId)).orderBy(asc(cleaningEvents.serviceDate));
const mailsAbout = (text: string) => db.select().from(mailOutbox).where(eq(mailOutbox.subject, text));
type MonthEvent = {
  id: number;
  service_date: string;
  status: string;
  assignedEmployeeName: string | null;
  feed_change: { kind: string; from_date: string | null } | null;
  cancelled: boolean;
  unconfirmed: boolean;
};
const month = async (who = admin) =>
  (
    await app.inject({ method: 'GET', url: '/api/cleaning_events/by-month?year=2027&month=3', headers: who.auth })
  ).json() as MonthEvent[];

let n = 0;
async function register(calendar: string, answer: { etag?: string } = {}) {
  const house = (await req('POST', '/api/houses/', propertyBody(client.id, { name: `Casa Cambio ${++n}` }))).json() as {
    id: number;
    name: string;
  };
  const path = `/changes-${house.id}.ics`;
  const url = server.serve(path, { calendar, ...answer });
  const feed = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json() as {
    id: number;
    sync: object;
  };
  return { house, path, feed };
}
const stays = (count: number, from = 2): Stay[] =>
  Array.from({ length: count }, (_, i) => ({
    uid: `s${i}`,
    start: `2027-03-${String(from + i * 3).padStart(2, '0')}`,
    end: `2027-03-${String(from + i * 3 + 2).padStart(2, '0')}`,
  }));

describe('a feed that moves or cancels an assigned cleaning', () => {
  it('moves it with its housekeeper, marks it until an admin acknowledges it, and mails her and the admins', async () => {
    const STAYS = stays(4);
    const { house, path, feed } = await register(airbnbCalendar(STAYS));
    const [first] = await rows(feed.id);
    await req('POST', '/api/assignments/', { cleaning_event_id: first!.id, employee_id: ana.employee.id });
    server.serve(path, { calendar: airbnbCalendar([{ ...STAYS[0]!, end: '2027-03-05' }, ...STAYS.slice(1)]) });

    expect((await sync(feed.id)).sync).toMatchObject({ result: 'ok', updated: 1, created: 0 });
    const moved = (await month()).find((e) => e.id === first!.id);
    expect(moved).toMatchObject({
      service_date: '2027-03-05',
      status: 'assigned',
      assignedEmployeeName: 'Ana',
      feed_change: { kind: 'moved', from_date: '2027-03-04' },
    });
    // The housekeeper's own screens show the mark too.
    expect((await month(ana)).find((e) => e.id === first!.id)?.feed_change).toMatchObject({ kind: 'moved' });

    // Ana has chosen no language yet: English, with English dates.
    const mails = await mailsAbout(`Cleaning moved: Casa Cambio ${n}, Mar 4, 2027 → Mar 5, 2027`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([admin.user.email, ana.user.email].sort());
    expect(mails[0]?.body).toContain('Assigned housekeeper: Ana.');

    const history = (await req('GET', `/api/cleaning_events/${first!.id}/history`)).json().entries as {
      source: string;
      field: string | null;
      before: string;
      after: string;
    }[];
    expect(history.filter((l) => l.source === 'feed' && l.field === 'service_date')).toMatchObject([
      { before: '2027-03-04', after: '2027-03-05' },
    ]);

    // The calendar's banner names it, so it can link to it.
    const alertEvents = async () => (await req('GET', '/api/airbn_url/alerts')).json().events as { id: number }[];
    expect((await alertEvents()).find((e) => e.id === first!.id)).toEqual({
      id: first!.id,
      property_name: house.name,
      service_date: '2027-03-05',
      feed_change: 'moved',
      unconfirmed: false,
    });

    expect((await req('POST', `/api/cleaning_events/${first!.id}/acknowledge`)).json().feed_change).toBeNull();
    expect((await alertEvents()).some((e) => e.id === first!.id)).toBe(false);
  });

  it('mails a Spanish housekeeper in Spanish with Spanish dates, and each admin in their own language', async () => {
    const lucia = await staffMember(app, admin.auth, 'employee', 'Lucía');
    const setLanguage = await req('PUT', `/api/auth/users/${lucia.user.id}`, { language: 'es' });
    expect(setLanguage.json()).toMatchObject({ id: lucia.user.id, language: 'es' });
    const STAYS = stays(3);
    const { path, feed } = await register(airbnbCalendar(STAYS));
    const [first] = await rows(feed.id);
    await req('POST', '/api/assignments/', { cleaning_event_id: first!.id, employee_id: lucia.employee.id });
    server.serve(path, { calendar: airbnbCalendar([{ ...STAYS[0]!, end: '2027-03-05' }, ...STAYS.slice(1)]) });
    await sync(feed.id);

    const [toLucia] = await mailsAbout(`Limpieza movida: Casa Cambio ${n}, 4 mar 2027 → 5 mar 2027`);
    expect(toLucia?.toAddress).toBe(lucia.user.email);
    expect(toLucia?.body).toBe(
      `El calendario de reservas de Casa Cambio ${n} cambió: la limpieza del 4 mar 2027 ahora es el 5 mar 2027.\n` +
        'Camarera asignada: Lucía.\n\nUn administrador confirmará el cambio en el calendario.',
    );
    const [toAdmin] = await mailsAbout(`Cleaning moved: Casa Cambio ${n}, Mar 4, 2027 → Mar 5, 2027`);
    expect(toAdmin?.toAddress).toBe(admin.user.email);
  });

  it('says so when the move puts the cleaning on a day its housekeeper does not work, to her and the admins', async () => {
    const bea = await staffMember(app, admin.auth, 'employee', 'Bea');
    // Bea works Monday to Thursday: the cleaning moves from Thursday 4 March to Friday 5 March 2027.
    const days = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }));
    await db.update(employees).set({ availability: days }).where(eq(employees.id, bea.employee.id));
    const STAYS = stays(3);
    const { path, feed } = await register(airbnbCalendar(STAYS));
    const [first] = await rows(feed.id);
    await req('POST', '/api/assignments/', { cleaning_event_id: first!.id, employee_id: bea.employee.id });
    server.serve(path, { calendar: airbnbCalendar([{ ...STAYS[0]!, end: '2027-03-05' }, ...STAYS.slice(1)]) });
    await sync(feed.id);

    const mails = await mailsAbout(`Cleaning moved: Casa Cambio ${n}, Mar 4, 2027 → Mar 5, 2027`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([admin.user.email, bea.user.email].sort());
    for (const mail of mails)
      expect(mail.body).toMatch(
        /\n\nBea does not work on Mar 5, 2027: an admin will give the cleaning to someone else or confirm it with her\.$/,
      );
  });

  it('an unassigned event moves quietly: no mark, no mail', async () => {
    const STAYS = stays(3);
    const { path, feed } = await register(airbnbCalendar(STAYS));
    const before = (await db.select().from(mailOutbox)).length;
    server.serve(path, { calendar: airbnbCalendar([{ ...STAYS[0]!, end: '2027-03-05' }, ...STAYS.slice(1)]) });
    await sync(feed.id);
    expect((await rows(feed.id))[0]).toMatchObject({ serviceDate: '2027-03-05', feedChange: null });
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it('a Vrbo booking that comes back under a new UID with new dates is the same cleaning, housekeeper kept', async () => {
    const STAYS = stays(3);
    const { path, feed } = await register(airbnbCalendar(STAYS));
    const [first] = await rows(feed.id);
    await req('POST', '/api/assignments/', { cleaning_event_id: first!.id, employee_id: ana.employee.id });
    server.serve(path, {
      calendar: airbnbCalendar([{ uid: 'vrbo-new-uid', start: STAYS[0]!.start, end: '2027-03-06' }, ...STAYS.slice(1)]),
    });
    expect((await sync(feed.id)).sync).toMatchObject({ created: 0, updated: 1, cancelled: 0 });
    const after = await rows(feed.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      id: first!.id,
      externalUid: 'vrbo-new-uid@airbnb.com',
      serviceDate: '2027-03-06',
      feedChange: 'moved',
    });
  });
});

describe('a 304 is a successful fetch of the calendar read before', () => {
  it('counts toward cancelling a reservation that disappeared: 200 without it, then 304, cancels it', async () => {
    const STAYS = stays(4);
    const { path, feed } = await register(airbnbCalendar(STAYS), { etag: '"v1"' });
    const gone = (await rows(feed.id)).find((e) => e.externalUid === 's3@airbnb.com')!;
    server.serve(path, { calendar: airbnbCalendar(STAYS.slice(0, 3)), etag: '"v2"' });
    expect((await sync(feed.id)).sync).toMatchObject({ result: 'ok', cancelled: 0 });
    expect((await rows(feed.id)).find((e) => e.id === gone.id)?.feedMissingCount).toBe(1);

    const answer = await sync(feed.id);
    expect(server.requests.filter((r) => r.path === path).at(-1)?.headers['if-none-match']).toBe('"v2"');
    expect(answer).toMatchObject({
      last_result: 'not_modified',
      sync: { result: 'not_modified', removed: 1, cancelled: 1 },
    });
    expect((await rows(feed.id)).map((e) => e.id)).not.toContain(gone.id);
    // Its history stays readable, as a deleted event's.
    const history = (await req('GET', `/api/cleaning_events/${gone.id}/history`)).json();
    expect(history.entries.map((l: { action: string }) => l.action)).toEqual(['created', 'cancelled', 'deleted']);
    expect(history.deleted).toMatchObject({ id: gone.id, deleted_by_name: null });
  });
});

describe('a calendar that suddenly loses its stays', () => {
  it('is held: nothing is cancelled until an admin confirms; the feed and the alerts say so', async () => {
    const STAYS = stays(4);
    const { path, feed } = await register(airbnbCalendar(STAYS));
    const events = await rows(feed.id);
    await req('POST', '/api/assignments/', { cleaning_event_id: events[1]!.id, employee_id: ana.employee.id });
    server.serve(path, { calendar: airbnbCalendar([]) });
    for (let i = 0; i < 3; i++)
      expect((await sync(feed.id)).sync).toMatchObject({ result: 'ok', held: true, cancelled: 0 });
    expect((await rows(feed.id)).every((e) => e.feedMissingCount === 0 && e.cancelledAt === null)).toBe(true);

    const listed = ((await req('GET', '/api/airbn_url/')).json() as { id: number; hold: unknown }[]).find(
      (f) => f.id === feed.id,
    );
    expect(listed?.hold).toMatchObject({ reason: 'empty', events: 4 });
    expect((await req('GET', '/api/airbn_url/alerts')).json().held).toEqual([
      expect.objectContaining({ id: feed.id, reason: 'empty', events: 4 }),
    ]);

    const confirmed = await req('POST', `/api/airbn_url/${feed.id}/hold/confirm`);
    expect(confirmed.json()).toMatchObject({ hold: null, sync: { removed: 3, flagged: 1, cancelled: 4 } });
    const left = await rows(feed.id);
    expect(left.map((e) => [e.id, e.feedChange])).toEqual([[events[1]!.id, 'cancelled']]);
    expect((await req('POST', `/api/airbn_url/${feed.id}/hold/confirm`)).statusCode).toBe(409);
  });

  it('a discarded hold keeps every cleaning', async () => {
    const { path, feed } = await register(airbnbCalendar(stays(5)));
    server.serve(path, { calendar: airbnbCalendar(stays(1)) });
    expect((await sync(feed.id)).sync).toMatchObject({ held: true });
    expect((await req('POST', `/api/airbn_url/${feed.id}/hold/discard`)).json()).toMatchObject({
      hold: null,
      sync: { cancelled: 0 },
    });
    expect(await rows(feed.id)).toHaveLength(5);
    // The calendar comes back whole: nothing held any more.
    server.serve(path, { calendar: airbnbCalendar(stays(5)) });
    expect((await sync(feed.id)).sync).toMatchObject({ held: false, cancelled: 0 });
  });
});

describe('activity log and failing feeds', () => {
  it('keeps the last 20 syncs, newest first, with their counts and errors', async () => {
    const { path, feed } = await register(airbnbCalendar(stays(2)));
    server.serve(path, { status: 500, body: 'oops' });
    await sync(feed.id);
    server.serve(path, { calendar: airbnbCalendar(stays(3)) });
    // Registration, the failure, then 19 more: the registration is the one that falls out.
    for (let i = 0; i < 19; i++) await sync(feed.id);
    const log = (await req('GET', `/api/airbn_url/${feed.id}/activity`)).json() as {
      result: string;
      created: number;
      error: string | null;
      at: string;
    }[];
    expect(log).toHaveLength(20);
    expect(log.at(-1)).toMatchObject({ result: 'error', error: 'The feed answered HTTP 500.' });
    expect(log.at(-2)).toMatchObject({ result: 'ok', created: 1, error: null });
    expect(log[0]).toMatchObject({ result: 'ok', created: 0, updated: 0, cancelled: 0, held: false });
    expect((await req('GET', '/api/airbn_url/999999/activity')).statusCode).toBe(404);
  });

  it('flags a feed failing for more than 24 hours, in the list and the alerts; a success clears it', async () => {
    const { path, feed } = await register(airbnbCalendar(stays(1)));
    server.serve(path, { status: 404, body: 'gone' });
    expect((await sync(feed.id)).failing).toBe(false);
    await db
      .update(calendarFeeds)
      .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(calendarFeeds.id, feed.id));
    expect(await sync(feed.id)).toMatchObject({ failing: true, last_error: 'The feed answered HTTP 404.' });
    const alerts = (await req('GET', '/api/airbn_url/alerts')).json();
    expect(alerts.failing).toEqual([
      expect.objectContaining({ id: feed.id, last_error: 'The feed answered HTTP 404.' }),
    ]);
    server.serve(path, { calendar: airbnbCalendar(stays(1)) });
    expect(await sync(feed.id)).toMatchObject({ failing: false, failing_since: null });
  });
});

describe('Booking.com closed periods', () => {
  const closed = (uid: string, start: string, end: string): Stay => ({
    uid,
    start,
    end,
    summary: 'CLOSED - Not available',
  });
  const booking = (list: Stay[]) =>
    airbnbCalendar(list).replace('-//Airbnb Inc//Hosting Calendar 1.0//EN', '-//admin.booking.com//h2ical v1.0//EN');

  it('become unconfirmed cleanings; a dismissed one never comes back, a confirmed one stays confirmed', async () => {
    const periods = [closed('c1', '2027-03-04', '2027-03-08'), closed('c2', '2027-03-10', '2027-03-12')];
    const { feed } = await register(booking(periods));
    expect(feed).toMatchObject({ platform: 'Booking.com', sync: { created: 2 } });
    const [kept, dropped] = await rows(feed.id);
    expect([kept!.unconfirmed, dropped!.unconfirmed]).toEqual([true, true]);
    expect((await month()).find((e) => e.id === kept!.id)).toMatchObject({ unconfirmed: true });
    const alerts = (await req('GET', '/api/airbn_url/alerts')).json();
    expect(alerts.unconfirmed_events).toBeGreaterThanOrEqual(2);
    expect(alerts.events).toContainEqual(
      expect.objectContaining({ id: kept!.id, service_date: kept!.serviceDate, feed_change: null, unconfirmed: true }),
    );

    expect((await req('POST', `/api/cleaning_events/${kept!.id}/confirm`)).json()).toMatchObject({
      unconfirmed: false,
    });
    expect(
      (await app.inject({ method: 'POST', url: `/api/cleaning_events/${dropped!.id}/dismiss`, headers: admin.auth }))
        .statusCode,
    ).toBe(204);
    for (let i = 0; i < 2; i++) expect((await sync(feed.id)).sync).toMatchObject({ created: 0, updated: 0 });
    const after = await rows(feed.id);
    expect(after.map((e) => [e.id, e.unconfirmed])).toEqual([[kept!.id, false]]);
  });
});
