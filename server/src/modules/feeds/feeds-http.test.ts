import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Conditional requests, size limit, and editing or deleting feeds.
const { app, database } = await createTestApp({ feeds: { today: () => '2027-03-01' } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db, 'Costa Hosts');
const server = await startFeedServer();
afterAll(() => server.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.auth });
const newHouse = async () =>
  (await req('POST', '/api/houses/', propertyBody(client.id))).json() as { id: number; name: string };
async function register(path: string, answer: Parameters<typeof server.serve>[1]) {
  const house = await newHouse();
  const res = await req('POST', '/api/airbn_url/', { property_id: house.id, ical_url: server.serve(path, answer) });
  return { house, feed: res.json() };
}
const lastRequest = (path: string) => server.requests.filter((r) => r.path === path).at(-1);

describe('conditional requests', () => {
  it('sends the stored ETag and takes 304 as success with no change', async () => {
    const { feed } = await register('/etag.ics', { calendar: fixtureCalendar('airbnb'), etag: '"v1"' });
    expect(feed.sync.created).toBe(3);
    const res = (await req('POST', `/api/airbn_url/${feed.id}/sync`)).json();
    expect(lastRequest('/etag.ics')?.headers['if-none-match']).toBe('"v1"');
    expect(res).toMatchObject({
      last_result: 'not_modified',
      last_error: null,
      sync: { result: 'not_modified', created: 0 },
    });
  });

  it('sends the stored Last-Modified', async () => {
    const lastModified = 'Mon, 01 Mar 2027 06:00:00 GMT';
    const { feed } = await register('/modified.ics', { calendar: fixtureCalendar('vrbo'), lastModified });
    const res = (await req('POST', `/api/airbn_url/${feed.id}/sync`)).json();
    expect(lastRequest('/modified.ics')?.headers['if-modified-since']).toBe(lastModified);
    expect(res.last_result).toBe('not_modified');
  });
});

describe('size limit', () => {
  const big = Buffer.alloc(6 * 1024 * 1024, 'X');
  it.each([
    ['with a Content-Length', { status: 200, body: big, headers: { 'content-type': 'text/calendar' } }],
    [
      'streamed without one',
      {
        handle: (res: ServerResponse) => {
          res.writeHead(200, { 'content-type': 'text/calendar' });
          res.write('BEGIN:VCALENDAR\r\n');
          for (let i = 0; i < 6; i++) res.write(big.subarray(0, 1024 * 1024));
          res.end('END:VCALENDAR\r\n');
        },
      },
    ],
  ])('refuses a feed over 5 MB %s', async (what, answer) => {
    const { feed } = await register(`/big-${what.length}.ics`, answer);
    expect(feed).toMatchObject({ last_result: 'error', last_error: 'The feed is larger than 5 MB.' });
  });
});

describe('editing and deleting', () => {
  it('lists feeds with house, client and the platform told from the URL', async () => {
    const { house, feed } = await register('/list.ics', { calendar: fixtureCalendar('booking') });
    const moved = await req('PUT', `/api/airbn_url/${feed.id}`, {
      property_id: house.id,
      ical_url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: feed.id,
      platform: 'Airbnb',
      propertyName: house.name,
      clientName: 'Costa Hosts',
      client_id: client.id,
    });
    const list = (await req('GET', '/api/airbn_url/')).json() as { id: number; ical_url: string; platform: string }[];
    expect(list.find((f) => f.id === feed.id)).toMatchObject({
      ical_url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
      platform: 'Airbnb',
    });
    const bad = await req('PUT', `/api/airbn_url/${feed.id}`, {
      property_id: house.id,
      ical_url: 'file:///etc/passwd',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await req('PUT', '/api/airbn_url/999999', { property_id: house.id, ical_url: 'https://x.example/a.ics' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a feed; the events it made stay', async () => {
    const { feed } = await register('/delete.ics', { calendar: fixtureCalendar('airbnb') });
    const made = await db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feed.id));
    expect(made).toHaveLength(3);
    const res = await req('DELETE', `/api/airbn_url/${feed.id}`);
    expect(res.json()).toEqual({ id: feed.id, deleted: true, removed: 0 });
    const after = await db.select().from(cleaningEvents).where(eq(cleaningEvents.id, made[0]!.id));
    expect(after[0]).toMatchObject({ feedId: null, externalUid: made[0]!.externalUid });
    expect((await req('DELETE', `/api/airbn_url/${feed.id}`)).statusCode).toBe(404);
    expect((await req('POST', `/api/airbn_url/${feed.id}/sync`)).statusCode).toBe(404);
  });
});
