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
const newHouse = async () => (await req('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number };
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
    // Another property may use the same URL (one calendar shared by two units is the admin's call).
    expect(
      (await req('POST', '/api/airbn_url/', { property_id: (await newHouse()).id, ical_url: url })).statusCode,
    ).toBe(201);
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
