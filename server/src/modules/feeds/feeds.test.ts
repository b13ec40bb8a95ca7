import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents, eventHistory } from '../../db/schema/events';
import { airbnbCalendar, fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// The feeds' dates are fixed in March 2027; "today" is pinned to the first of that month.
const TODAY = '2027-03-01';
const { app, database } = await createTestApp({ feeds: { today: () => TODAY, timeoutMs: 500 } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db, 'Pacific Stays');
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
let n = 0;
async function newHouse() {
  const res = await req('POST', '/api/houses/', propertyBody(client.id, { name: `Villa ${++n}` }));
  return res.json() as { id: number; name: string };
}
/** Registers a feed of a new house serving `calendar`; answers the POST answer and the house. */
async function register(calendar: string, extra: Record<string, string> = {}) {
  const house = await newHouse();
  const url = server.serve(`/feed-${house.id}.ics`, { calendar, ...extra });
  const res = await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url });
  expect(res.statusCode).toBe(201);
  return { house, url, path: `/feed-${house.id}.ics`, feed: res.json() };
}
const sync = async (id: number) => (await req('POST', `/api/airbn_url/${id}/sync`)).json();
const rows = (feedId: number) =>
  db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feedId)).orderBy(asc(cleaningEvents.serviceDate));
async function monthOf(houseId: number) {
  const res = await req('GET', '/api/cleaning_events/by-month?year=2027&month=3');
  return (
    res.json() as {
      property_id: number;
      service_date: string;
      arrival_date: string;
      event_summary: string;
      cancelled: boolean;
      source: string;
      status: string;
      note: string | null;
    }[]
  ).filter((e) => e.property_id === houseId);
}
const shape = (e: { service_date: string; arrival_date: string | null; event_summary: string }) => [
  e.service_date,
  e.arrival_date,
  e.event_summary,
];

describe('registering a feed', () => {
  it('creates one event per Airbnb reservation on its check-out day, with the next arrival', async () => {
    const { house, feed } = await register(fixtureCalendar('airbnb'));
    // Served from a test host, the platform is told from the calendar's PRODID.
    expect(feed).toMatchObject({
      property_id: house.id,
      propertyName: house.name,
      clientName: 'Pacific Stays',
      platform: 'Airbnb',
      last_result: 'ok',
      last_error: null,
    });
    expect(feed.sync).toEqual({
      result: 'ok',
      error: null,
      created: 3,
      updated: 0,
      removed: 0,
      flagged: 0,
      cancelled: 0,
      held: false,
      warning: null,
    });
    expect(Date.parse(feed.last_sync_at)).toBeGreaterThan(Date.now() - 60_000);
    const events = await monthOf(house.id);
    // The past stay (ended 2027-02-20) and the blocked dates make no event.
    expect(events.map(shape)).toEqual([
      ['2027-03-05', '2027-03-05', 'HMABCDEF12 · Reserved'],
      ['2027-03-10', '2027-03-22', 'HMQRSTUV34 · Reserved'],
      ['2027-03-26', null, 'HMZXCVBN56 · Reserved'],
    ]);
    expect(events.every((e) => e.source === 'feed' && e.status === 'unassigned' && !e.cancelled)).toBe(true);
    const stored = await rows(feed.id);
    expect(stored.map((e) => [e.checkOutDate, e.reservationCode])).toEqual([
      ['2027-03-05', 'HMABCDEF12'],
      ['2027-03-10', 'HMQRSTUV34'],
      ['2027-03-26', 'HMZXCVBN56'],
    ]);
    const history = await db.select().from(eventHistory).where(eq(eventHistory.eventId, stored[0]!.id));
    expect(history).toMatchObject([{ source: 'feed', action: 'created', actorId: null }]);
  });

  it('reads a Vrbo feed (TZID times) with its blocks ignored', async () => {
    const vrbo = await register(fixtureCalendar('vrbo'));
    expect(vrbo.feed.platform).toBe('Vrbo');
    expect((await monthOf(vrbo.house.id)).map(shape)).toEqual([
      ['2027-03-07', '2027-03-12', 'Reserved - Maria Gonzalez'],
      [
        '2027-03-16',
        null,
        'Reserved - Peter Johnson and family, late arrival after 22:00, please leave the porch light on',
      ],
    ]);
  });

  it('refuses a URL that is not http(s), and a property that does not exist', async () => {
    const house = await newHouse();
    for (const ical_url of ['ftp://example.com/a.ics', 'javascript:alert(1)', 'not a url']) {
      const res = await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('ical_url');
    }
    const missing = await req('POST', '/api/airbn_url/', {
      property_id: 999999,
      ical_url: 'https://www.airbnb.com/calendar/ical/1.ics',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('property_id');
  });

  it('keeps a feed whose first fetch fails, and says why', async () => {
    const house = await newHouse();
    const url = server.serve(`/down-${house.id}.ics`, { status: 503, body: 'Service Unavailable' });
    const res = await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      last_result: 'error',
      last_error: 'The feed answered HTTP 503.',
      sync: { result: 'error', error: 'The feed answered HTTP 503.', created: 0 },
      failing: false,
    });
    expect(Date.parse(res.json().failing_since)).toBeGreaterThan(Date.now() - 60_000);
    const list = (await req('GET', '/api/airbn_url/')).json() as { id: number }[];
    expect(list.map((f) => f.id)).toContain(res.json().id);
  });
});

describe('syncing again', () => {
  it('changes nothing when the feed is the same', async () => {
    const { feed } = await register(fixtureCalendar('airbnb'));
    const before = await rows(feed.id);
    const again = await sync(feed.id);
    expect(again.sync).toMatchObject({ result: 'ok', error: null, created: 0, updated: 0, removed: 0, flagged: 0 });
    expect(await rows(feed.id)).toEqual(before);
  });

  it('moves the event of a reservation whose check-out changed (matched by code, even with a new UID)', async () => {
    const stays = [
      { uid: 'a1', start: '2027-03-02', end: '2027-03-05', code: 'HMMOVE0001' },
      { uid: 'b1', start: '2027-03-08', end: '2027-03-12' },
    ];
    const { feed, path } = await register(airbnbCalendar(stays));
    const [first, second] = await rows(feed.id);
    server.serve(path, {
      calendar: airbnbCalendar([
        { ...stays[0]!, uid: 'a1-new', end: '2027-03-06' },
        { ...stays[1]!, end: '2027-03-14' },
      ]),
    });
    expect((await sync(feed.id)).sync).toMatchObject({ created: 0, updated: 2 });
    const moved = await rows(feed.id);
    expect(moved.map((e) => [e.id, e.serviceDate, e.checkOutDate, e.arrivalDate])).toEqual([
      [first!.id, '2027-03-06', '2027-03-06', '2027-03-08'],
      [second!.id, '2027-03-14', '2027-03-14', null],
    ]);
  });
});
