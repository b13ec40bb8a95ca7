import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { fixtureBytes, fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Hostile calendars of the feed corpus (decision 0025), served over HTTP on
// loopback to a feed that already made its cleanings: each refused fetch fails with its sentence, is
// recorded like any failed fetch, changes no cleaning, and the server keeps answering meanwhile.
const PARSE_TIMEOUT_MS = 2_000;
const { app, database } = await createTestApp({
  feeds: { today: () => '2027-03-01', timeZone: 'America/Costa_Rica', parseTimeoutMs: PARSE_TIMEOUT_MS },
});
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db);
const server = await startFeedServer();
afterAll(() => server.close());

const CALENDAR = { 'content-type': 'text/calendar; charset=utf-8' };
const gzipped = readFileSync(new URL('../../../test/fixtures/ical/hostile-too-many-events.ics.gz', import.meta.url));
const req = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...admin.auth, ...headers } });
const cleaningsOf = (propertyId: number) =>
  db.select().from(cleaningEvents).where(eq(cleaningEvents.propertyId, propertyId)).orderBy(asc(cleaningEvents.id));

/** A property whose feed made its cleanings from the Airbnb fixture; `serveNext` changes what the URL answers. */
async function feedWithCleanings() {
  const house = (
    await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
  ).json() as { id: number };
  const path = `/hostile-${house.id}.ics`;
  const url = server.serve(path, { calendar: fixtureCalendar('airbnb') });
  const created = await app.inject({
    method: 'POST',
    url: '/api/airbn_url/',
    headers: admin.auth,
    payload: { property_id: house.id, ical_url: url },
  });
  expect(created.json().sync).toMatchObject({ result: 'ok', created: 3 });
  return {
    house,
    feedId: created.json().id as number,
    before: await cleaningsOf(house.id),
    serveNext: (body: Buffer, headers: Record<string, string> = CALENDAR) =>
      server.serve(path, { status: 200, body, headers }),
  };
}

const REFUSED: [string, () => Buffer, Record<string, string>, string, string][] = [
  [
    'a time zone repeating every minute',
    () => fixtureBytes('hostile-minutely-zone'),
    CALENDAR,
    'The calendar was refused: its time zone Every-Minute has a rule that repeats more often than once a day.',
    'Se rechazó el calendario: su zona horaria Every-Minute tiene una regla que se repite más de una vez al día.',
  ],
  [
    '1,000 components nested inside one another',
    () => fixtureBytes('hostile-deep-nesting'),
    CALENDAR,
    'The calendar was refused: its components are nested more than 20 deep.',
    'Se rechazó el calendario: sus componentes están anidados a más de 20 niveles.',
  ],
  [
    '5,001 events (gzipped)',
    () => gzipped,
    { 'content-type': 'application/octet-stream' },
    'The calendar was refused: it has 5001 events, more than the 5000 allowed.',
    'Se rechazó el calendario: tiene 5001 eventos, más de los 5000 permitidos.',
  ],
  [
    'a daily time-zone rule since the year 1000 (allowed, but too slow to read)',
    () => fixtureBytes('slow-daily-zone'),
    CALENDAR,
    'The calendar was refused: reading it took more than 2 s.',
    'Se rechazó el calendario: leerlo tomó más de 2 s.',
  ],
];

describe('a refused calendar', () => {
  it.each(REFUSED)(
    '%s: the fetch fails with its sentence and no cleaning changes',
    async (_what, body, headers, en, es) => {
      const feed = await feedWithCleanings();
      feed.serveNext(body(), headers);
      // Twice: two failed fetches in a row are still no cancellation.
      for (const language of ['en', 'es']) {
        const res = await req('POST', `/api/airbn_url/${feed.feedId}/sync`, { 'accept-language': language });
        expect(res.statusCode).toBe(200);
        const sentence = language === 'en' ? en : es;
        expect(res.json()).toMatchObject({
          last_result: 'error',
          last_error: sentence,
          sync: { result: 'error', error: sentence, created: 0, updated: 0, cancelled: 0 },
        });
      }
      expect(await cleaningsOf(feed.house.id)).toEqual(feed.before);
      // Recorded like any failed fetch: the activity log and the feed list say it.
      const activity = (await req('GET', `/api/airbn_url/${feed.feedId}/activity`)).json();
      expect(activity.slice(0, 2).map((a: { result: string; error: string }) => [a.result, a.error])).toEqual([
        ['error', en],
        ['error', en],
      ]);
      const listed = (await req('GET', '/api/airbn_url/')).json().find((f: { id: number }) => f.id === feed.feedId);
      expect(listed).toMatchObject({ last_result: 'error', last_error: en });
      expect(listed.failing_since).not.toBeNull();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );

  it('a feed refused on registration is kept with its error, and makes no cleaning', async () => {
    const house = (
      await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
    ).json() as { id: number };
    const url = server.serve(`/refused-at-once-${house.id}.ics`, {
      status: 200,
      body: fixtureBytes('hostile-minutely-zone'),
      headers: CALENDAR,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/airbn_url/',
      headers: admin.auth,
      payload: { property_id: house.id, ical_url: url },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ last_result: 'error', sync: { result: 'error', created: 0 } });
    expect(await cleaningsOf(house.id)).toEqual([]);
  });
});

describe('fields longer than 1,000 characters', () => {
  it('skip their events with a note; the other stay is made', async () => {
    const house = (
      await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
    ).json() as { id: number };
    const url = server.serve(`/long-fields-${house.id}.ics`, {
      status: 200,
      body: fixtureBytes('hostile-long-fields'),
      headers: CALENDAR,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/airbn_url/',
      headers: admin.auth,
      payload: { property_id: house.id, ical_url: url },
    });
    expect(res.json()).toMatchObject({
      last_result: 'ok',
      sync: {
        result: 'ok',
        created: 1,
        warning: '2 events were skipped: their UID or summary is longer than 1000 characters.',
      },
    });
    expect((await cleaningsOf(house.id)).map((e) => [e.serviceDate, e.eventSummary])).toEqual([
      ['2027-03-05', 'Reserved'],
    ]);
    const es = (await req('POST', `/api/airbn_url/${res.json().id}/sync`, { 'accept-language': 'es' })).json();
    expect(es.sync.warning).toBe('Se omitieron 2 eventos: su UID o su resumen tiene más de 1000 caracteres.');
  });

  it('an event whose summary grows too long keeps its cleaning (its UID still counts as present)', async () => {
    const feed = await feedWithCleanings();
    const longer = fixtureCalendar('airbnb').replace('SUMMARY:Reserved', `SUMMARY:${'Reserved '.repeat(200)}`);
    for (let sync = 0; sync < 2; sync++) {
      feed.serveNext(Buffer.from(longer));
      const res = (await req('POST', `/api/airbn_url/${feed.feedId}/sync`)).json();
      expect(res.sync).toMatchObject({ result: 'ok', cancelled: 0, warning: expect.stringContaining('1 event was') });
    }
    expect(await cleaningsOf(feed.house.id)).toHaveLength(feed.before.length);
  });
});

describe('while a feed syncs', () => {
  it.each([
    ['the minutely time zone', 'hostile-minutely-zone'],
    ['the slow daily time zone', 'slow-daily-zone'],
  ])('/api/health answers during a sync of %s', async (_what, fixture) => {
    const feed = await feedWithCleanings();
    feed.serveNext(fixtureBytes(fixture));
    const fetchesBefore = server.requests.length;
    let syncing = true;
    const sync = req('POST', `/api/airbn_url/${feed.feedId}/sync`).then((res) => {
      syncing = false;
      return res;
    });
    while (server.requests.length === fetchesBefore) await new Promise((resolve) => setTimeout(resolve, 10));
    const asked = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    // A generous bound: a blocked main thread (36 s for the minutely zone before) cannot meet it.
    expect(performance.now() - asked).toBeLessThan(3_000);
    expect(health.statusCode).toBe(200);
    if (fixture === 'slow-daily-zone') expect(syncing).toBe(true); // the answer came while the worker parsed
    expect((await sync).json().sync.result).toBe('error');
  });
});
