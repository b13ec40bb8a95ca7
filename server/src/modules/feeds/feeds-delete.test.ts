import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// DELETE /airbn_url/{id}?remove_future=true (decision 0025): the feed's unassigned cleanings after
// today go with it, recorded as deleted; today's, assigned ones and other feeds' stay. Without the flag all stay.
// Today is the first stay's check-out day: the Airbnb fixture's cleanings are on 03-05, 03-10 and 03-26.
const { app, database } = await createTestApp({ feeds: { today: () => '2027-03-05' } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
const client = await createClient(db);
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const cleaningsOf = async (propertyId: number) =>
  (
    await db
      .select()
      .from(cleaningEvents)
      .where(eq(cleaningEvents.propertyId, propertyId))
      .orderBy(asc(cleaningEvents.serviceDate))
  ).map((e) => ({ id: e.id, day: e.serviceDate, status: e.status }));

async function feedWithCleanings() {
  const house = (await req('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number };
  const url = server.serve(`/delete-${house.id}.ics`, { calendar: fixtureCalendar('airbnb') });
  const feed = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json() as {
    id: number;
  };
  const made = await cleaningsOf(house.id);
  expect(made.map((e) => e.day)).toEqual(['2027-03-05', '2027-03-10', '2027-03-26']);
  return { house, feed, made };
}

describe('deleting a feed', () => {
  it('with remove_future=true removes its unassigned cleanings after today, recorded as deleted', async () => {
    const { house, feed, made } = await feedWithCleanings();
    const [today, assigned, future] = made;
    await req('POST', '/api/assignments/', { cleaning_event_id: assigned!.id, employee_id: ana.employee.id });
    const res = await req('DELETE', `/api/airbn_url/${feed.id}?remove_future=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: feed.id, deleted: true, removed: 1 });
    expect((await cleaningsOf(house.id)).map((e) => [e.day, e.status])).toEqual([
      [today!.day, 'unassigned'],
      [assigned!.day, 'assigned'],
    ]);
    const history = (await req('GET', `/api/cleaning_events/${future!.id}/history`)).json() as {
      entries: { action: string; actor: { name: string } | null }[];
    };
    expect(history.entries.at(-1)).toMatchObject({ action: 'deleted', actor: { name: admin.user.name } });
    const deleted = (await req('GET', '/api/cleaning_events/deleted?year=2027&month=3')).json() as { id: number }[];
    expect(deleted.map((d) => d.id)).toContain(future!.id);
    expect((await req('GET', '/api/airbn_url/')).json().map((f: { id: number }) => f.id)).not.toContain(feed.id);
  });

  it('without the flag (or with remove_future=false) keeps every cleaning', async () => {
    for (const query of ['', '?remove_future=false']) {
      const { house, feed, made } = await feedWithCleanings();
      const res = await req('DELETE', `/api/airbn_url/${feed.id}${query}`);
      expect(res.json()).toEqual({ id: feed.id, deleted: true, removed: 0 });
      expect(await cleaningsOf(house.id)).toEqual(made);
    }
  });

  it('the same feed registered again brings its removed stays back (their reservations are not dismissed)', async () => {
    const { house, feed } = await feedWithCleanings();
    expect((await req('DELETE', `/api/airbn_url/${feed.id}?remove_future=true`)).json().removed).toBe(2);
    const url = server.serve(`/delete-${house.id}.ics`, { calendar: fixtureCalendar('airbnb') });
    const again = (await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: url })).json();
    expect(again.sync).toMatchObject({ result: 'ok', created: 2 });
    expect((await cleaningsOf(house.id)).map((e) => e.day)).toEqual(['2027-03-05', '2027-03-10', '2027-03-26']);
  });

  it('answers 422 to a bad flag and 404 to an unknown feed, changing nothing', async () => {
    const { house, feed, made } = await feedWithCleanings();
    const bad = await req('DELETE', `/api/airbn_url/${feed.id}?remove_future=maybe`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('detail');
    expect(await cleaningsOf(house.id)).toEqual(made);
    expect((await req('DELETE', '/api/airbn_url/999999?remove_future=true')).statusCode).toBe(404);
  });
});
