import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { airbnbCalendar, startFeedServer, type Stay } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { CANCELLED_NOTE } from './feed-sync.service';

// Cancellation needs two successful fetches in a row without the reservation; failures do not count.
const TODAY = '2027-03-01';
const { app, database } = await createTestApp({ feeds: { today: () => TODAY, timeoutMs: 500 } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db);
const housekeeper = await staffMember(app, admin.auth);
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const sync = async (id: number) => (await req('POST', `/api/airbn_url/${id}/sync`)).json();
const rows = (feedId: number) =>
  db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feedId)).orderBy(asc(cleaningEvents.serviceDate));

const STAYS: Stay[] = [
  { uid: 'u1', start: '2027-03-02', end: '2027-03-04', code: 'HMKEEP0001' },
  { uid: 'u2', start: '2027-03-05', end: '2027-03-07', code: 'HMGONE0001' },
  { uid: 'u3', start: '2027-03-08', end: '2027-03-10', code: 'HMGONE0002' },
  { uid: 'u4', start: '2027-03-11', end: '2027-03-13', code: 'HMDONE0001' },
  // Later stays that stay put: losing two of six is an ordinary cancellation, not a calendar gone wrong.
  { uid: 'u5', start: '2027-03-14', end: '2027-03-16', code: 'HMKEEP0002' },
  { uid: 'u6', start: '2027-03-17', end: '2027-03-19', code: 'HMKEEP0003' },
  { uid: 'u7', start: '2027-03-20', end: '2027-03-22', code: 'HMKEEP0004' },
];
const KEPT = STAYS.filter((s) => s.code?.startsWith('HMKEEP'));

async function setUp() {
  const house = (await req('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number };
  const path = `/cancel-${house.id}.ics`;
  const url = server.serve(path, { calendar: airbnbCalendar(STAYS) });
  const feed = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json() as {
    id: number;
  };
  const [, unassigned, assigned, serviced] = await rows(feed.id);
  await req('POST', '/api/assignments/', { cleaning_event_id: assigned!.id, employee_id: housekeeper.employee.id });
  await req('POST', '/api/assignments/', { cleaning_event_id: serviced!.id, employee_id: housekeeper.employee.id });
  expect((await req('PATCH', `/api/cleaning_events/${serviced!.id}/status`, { status: 'completed' })).statusCode).toBe(
    200,
  );
  // A past event of this feed that the platform no longer lists, as happens once a stay is over.
  const [past] = await db
    .insert(cleaningEvents)
    .values({
      propertyId: house.id,
      feedId: feed.id,
      externalUid: 'old@airbnb.com',
      serviceDate: '2027-02-20',
      eventSummary: 'Reserved',
    })
    .returning();
  return {
    house,
    path,
    feed,
    ids: { unassigned: unassigned!.id, assigned: assigned!.id, serviced: serviced!.id, past: past!.id },
  };
}

describe('cancelled reservations', () => {
  it('are counted once, then removed (unassigned) or flagged (assigned); serviced and past events stay', async () => {
    const { house, path, feed, ids } = await setUp();
    server.serve(path, { calendar: airbnbCalendar(KEPT) });

    expect((await sync(feed.id)).sync).toMatchObject({ result: 'ok', removed: 0, flagged: 0, held: false });
    let stored = await rows(feed.id);
    expect(stored).toHaveLength(8);
    expect(stored.find((e) => e.id === ids.unassigned)?.feedMissingCount).toBe(1);

    expect((await sync(feed.id)).sync).toMatchObject({ result: 'ok', removed: 1, flagged: 1, cancelled: 2 });
    stored = await rows(feed.id);
    expect(stored.map((e) => e.id)).not.toContain(ids.unassigned);
    const month = (await req('GET', '/api/cleaning_events/by-month?year=2027&month=3')).json() as {
      id: number;
      cancelled: boolean;
      status: string;
      note: string;
      feed_change: unknown;
    }[];
    const flagged = month.find((e) => e.id === ids.assigned);
    expect(flagged).toMatchObject({
      cancelled: true,
      status: 'assigned',
      note: CANCELLED_NOTE,
      feed_change: { kind: 'cancelled', from_date: null },
    });
    const completed = month.find((e) => e.id === ids.serviced);
    expect(completed).toMatchObject({ cancelled: false, status: 'completed' });
    expect(stored.find((e) => e.id === ids.past)).toMatchObject({ feedMissingCount: 0, cancelledAt: null });

    // A third fetch changes nothing more.
    expect((await sync(feed.id)).sync).toMatchObject({ created: 0, updated: 0, removed: 0, flagged: 0 });
    expect(month.filter((e) => e.id !== ids.assigned).every((e) => !e.cancelled)).toBe(true);
    expect(house.id).toBeGreaterThan(0);
  });

  it('a reservation back in the feed after one miss is counted from zero again', async () => {
    const { path, feed, ids } = await setUp();
    server.serve(path, { calendar: airbnbCalendar(STAYS.filter((s) => s.code !== 'HMGONE0001')) });
    await sync(feed.id);
    server.serve(path, { calendar: airbnbCalendar(STAYS) });
    await sync(feed.id);
    server.serve(path, { calendar: airbnbCalendar(STAYS.filter((s) => s.code !== 'HMGONE0001')) });
    await sync(feed.id);
    expect((await rows(feed.id)).find((e) => e.id === ids.unassigned)?.feedMissingCount).toBe(1);
  });

  it.each([
    ['a server error', { status: 500, body: 'Internal Server Error' }, 'The feed answered HTTP 500.'],
    [
      'an HTML page',
      {
        status: 200,
        body: '<!doctype html><html><body>Sign in</body></html>',
        headers: { 'content-type': 'text/html' },
      },
      'The answer is not an iCalendar file.',
    ],
    ['a server that never answers', { hang: true as const }, 'The feed did not answer within 1 s.'],
  ])('%s changes no event and records the error, however often it happens', async (_what, answer, error) => {
    const { path, feed } = await setUp();
    const before = await rows(feed.id);
    server.serve(path, answer);
    for (let i = 0; i < 2; i++) {
      const res = await sync(feed.id);
      expect(res).toMatchObject({ last_result: 'error', last_error: error, sync: { result: 'error', error } });
    }
    expect(await rows(feed.id)).toEqual(before);
    const list = (await req('GET', '/api/airbn_url/')).json() as { id: number; last_error: string }[];
    expect(list.find((f) => f.id === feed.id)?.last_error).toBe(error);
  });
});
