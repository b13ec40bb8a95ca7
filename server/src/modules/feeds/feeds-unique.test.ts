import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { calendarFeeds } from '../../db/schema/feeds';
import { airbnbCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// One feed per property and URL, and one event per reservation and property, enforced by the database.
const { app, database } = await createTestApp({ feeds: { today: () => '2027-03-01' } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db);
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const newHouse = async () =>
  (await req('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number; name: string };
const eventsOf = (propertyId: number) =>
  db.select().from(cleaningEvents).where(eq(cleaningEvents.propertyId, propertyId));
const STAYS = [
  { uid: 'a', start: '2027-03-02', end: '2027-03-05', code: 'HMSAME0001' },
  { uid: 'b', start: '2027-03-08', end: '2027-03-12', code: 'HMSAME0002' },
];

describe('one feed per property and URL', () => {
  it('answers 409 to the same URL for the same property, however it is spelled, and creates nothing twice', async () => {
    const house = await newHouse();
    const url = server.serve(`/dup-${house.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    expect((await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).statusCode).toBe(201);
    for (const again of [url, url.replace('http://', 'HTTP://'), ` ${url} `]) {
      const res = await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: again });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'This calendar URL is already registered for this property.',
        errors: [{ field: 'ical_url', message: 'This calendar URL is already registered for this property.' }],
      });
    }
    expect(await eventsOf(house.id)).toHaveLength(2);
  });

  it("answers 409 naming the property that already uses the URL, in the reader's language, and creates nothing", async () => {
    const house = await newHouse();
    const url = server.serve(`/shared-${house.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    expect((await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).statusCode).toBe(201);
    const other = await newHouse();
    const en = await req('POST', '/api/airbn_url/', { property_id: other.id, ical_url: url.replace('http:', 'HTTP:') });
    expect(en.statusCode).toBe(409);
    const said = `This calendar URL is already used by the property ${house.name}.`;
    expect(en.json()).toEqual({ detail: said, errors: [{ field: 'ical_url', message: said }] });
    const es = await app.inject({
      method: 'POST',
      url: '/api/airbn_url/',
      payload: { property_id: other.id, ical_url: url },
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(es.statusCode).toBe(409);
    expect(es.json().detail).toBe(`Esta URL de calendario ya la usa la propiedad ${house.name}.`);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, other.id))).toEqual([]);
    expect(await eventsOf(other.id)).toEqual([]);
    // Editing another feed onto that URL is refused the same way; moving the feed itself to another property is not.
    const second = (
      await req('POST', '/api/airbn_url/', {
        property_id: other.id,
        ical_url: server.serve(`/own-${other.id}.ics`, { calendar: airbnbCalendar([]) }),
      })
    ).json() as { id: number };
    const edit = await req('PUT', `/api/airbn_url/${second.id}`, { property_id: other.id, ical_url: url });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(said);
    const [first] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, house.id));
    const third = await newHouse();
    const moved = await req('PUT', `/api/airbn_url/${first!.id}`, { property_id: third.id, ical_url: url });
    expect(moved.statusCode).toBe(200);
  });

  it('lets only one of two properties registering one URL at once through', async () => {
    const [a, b] = [await newHouse(), await newHouse()];
    const url = server.serve(`/race-two-${a.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    const answers = await Promise.all(
      [a, b].map((house) => req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.icalUrl, url))).toHaveLength(1);
  });

  it('lets only one of two registrations sent at once through', async () => {
    const house = await newHouse();
    const url = server.serve(`/race-${house.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    const answers = await Promise.all(
      [1, 2].map(() => req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, house.id))).toHaveLength(1);
    expect(await eventsOf(house.id)).toHaveLength(2);
  });

  it('refuses to edit a feed onto a URL its property already has', async () => {
    const house = await newHouse();
    const first = server.serve(`/edit-a-${house.id}.ics`, { calendar: airbnbCalendar([]) });
    const second = server.serve(`/edit-b-${house.id}.ics`, { calendar: airbnbCalendar([]) });
    await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: first });
    const feed = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: second })).json() as {
      id: number;
    };
    expect((await req('PUT', `/api/airbn_url/${feed.id}`, { property_id: house.id, ical_url: first })).statusCode).toBe(
      409,
    );
  });
});

describe('one event per reservation and property', () => {
  it('two feeds of one property listing the same reservation make one event', async () => {
    const house = await newHouse();
    const airbnb = server.serve(`/airbnb-${house.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    // A channel manager re-exporting the same Airbnb reservations under its own UIDs.
    const manager = server.serve(`/manager-${house.id}.ics`, {
      calendar: airbnbCalendar(STAYS.map((s) => ({ ...s, uid: `cm-${s.uid}` }))),
    });
    expect(
      (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: airbnb })).json().sync.created,
    ).toBe(2);
    const second = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: manager })).json();
    expect(second.sync).toMatchObject({ result: 'ok', created: 0, updated: 0 });
    expect((await req('POST', `/api/airbn_url/${second.id}/sync`)).json().sync).toMatchObject({
      created: 0,
      updated: 0,
      cancelled: 0,
    });
    expect(await eventsOf(house.id)).toHaveLength(2);
  });

  it('the database refuses a second event for a reservation at a property', async () => {
    const house = await newHouse();
    const row = {
      propertyId: house.id,
      serviceDate: '2027-03-05',
      eventSummary: 'Reserved',
      reservationKey: 'code:HMDBONLY01',
    };
    await db.insert(cleaningEvents).values(row);
    await expect(db.insert(cleaningEvents).values(row)).rejects.toThrow();
    // Events typed by hand have no reservation: any number of them may share a day.
    await db.insert(cleaningEvents).values([
      { ...row, reservationKey: null },
      { ...row, reservationKey: null },
    ]);
    expect(await eventsOf(house.id)).toHaveLength(3);
  });

  it('a feed registered again after being deleted takes its old events back instead of doubling them', async () => {
    const house = await newHouse();
    const url = server.serve(`/again-${house.id}.ics`, { calendar: airbnbCalendar(STAYS) });
    const feed = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json() as {
      id: number;
    };
    await app.inject({ method: 'DELETE', url: `/api/airbn_url/${feed.id}`, headers: admin.auth });
    const again = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json();
    expect(again.sync).toMatchObject({ created: 0, updated: 2 });
    expect((await eventsOf(house.id)).map((e) => e.feedId)).toEqual([again.id, again.id]);
  });

  it("takes the next guests' arrival from the property's other feeds (a same-day turnover across platforms)", async () => {
    const house = await newHouse();
    const vrbo = server.serve(`/vrbo-${house.id}.ics`, {
      calendar: airbnbCalendar([{ uid: 'v1', start: '2027-03-05', end: '2027-03-09' }]),
    });
    const airbnb = server.serve(`/airbnb-arrival-${house.id}.ics`, {
      calendar: airbnbCalendar([{ uid: 'a1', start: '2027-03-02', end: '2027-03-05' }]),
    });
    await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: vrbo });
    await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: airbnb });
    const events = (await eventsOf(house.id)).sort((a, b) => a.serviceDate.localeCompare(b.serviceDate));
    expect(events.map((e) => [e.serviceDate, e.arrivalDate])).toEqual([
      ['2027-03-05', '2027-03-05'],
      ['2027-03-09', null],
    ]);
  });
});
