import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cleaningEvents } from '../../db/schema/events';
import { addDays } from '@common/domain/calendar';
import { airbnbCalendar, fixtureBytes, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Every file of the corpus registered over HTTP, served as real servers do (content types, gzip,
// charsets): each yields its cleanings or a readable error, never a 500.
const { app, database } = await createTestApp({ feeds: { today: () => '2027-03-01', timeZone: 'America/Costa_Rica' } });
const db = database.db;
const admin = await signedIn(app, db, 'admin');
const client = await createClient(db);
const server = await startFeedServer();
afterAll(() => server.close());

async function register(name: string, body: Buffer, headers: Record<string, string>) {
  const house = (
    await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
  ).json() as { id: number };
  const url = server.serve(`/${name}-${house.id}`, { status: 200, body, headers });
  const res = await app.inject({
    method: 'POST',
    url: '/api/airbn_url/',
    headers: admin.auth,
    payload: { property_id: house.id, ical_url: url },
  });
  expect(res.statusCode).toBe(201);
  const cleanings = await db
    .select()
    .from(cleaningEvents)
    .where(eq(cleaningEvents.propertyId, house.id))
    .orderBy(asc(cleaningEvents.serviceDate));
  return { feed: res.json(), days: cleanings.map((e) => [e.serviceDate, e.eventSummary]) };
}
const CALENDAR = { 'content-type': 'text/calendar; charset=utf-8' };

describe('the corpus over HTTP', () => {
  it.each([
    [
      'airbnb',
      CALENDAR,
      [
        ['2027-03-05', 'HMABCDEF12 · Reserved'],
        ['2027-03-10', 'HMQRSTUV34 · Reserved'],
        ['2027-03-26', 'HMZXCVBN56 · Reserved'],
      ],
    ],
    [
      'airbnb-legacy',
      { 'content-type': 'text/plain' },
      [
        ['2027-03-06', 'HMW4KXJ2PQ · Reserved'],
        ['2027-03-20', 'HMZ8TR3NVB · Reserved'],
      ],
    ],
    ['vrbo-tentative', CALENDAR, [['2027-03-09', 'Reserved - Laura Chen']]],
    [
      'google-calendar',
      { 'content-type': 'text/calendar; charset=UTF-8' },
      [
        ['2027-03-06', 'Familia Rodríguez'],
        ['2027-03-11', 'John & Kate Miller'],
        ['2027-03-17', 'Sven Larsson'],
      ],
    ],
    [
      'lodgify',
      { 'content-type': 'application/octet-stream' },
      [
        ['2027-03-07', 'Booking #B8812345 - Hannah Becker'],
        ['2027-03-14', 'Booking #B8812399 - Diego Vargas'],
      ],
    ],
    [
      'hostaway',
      CALENDAR,
      [
        ['2027-03-08', 'Reservation - Emma Wilson (Airbnb)'],
        ['2027-03-13', 'Reservation - Tom Baker (Vrbo)'],
        ['2027-03-21', 'Reservation - Ana Soto (Direct)'],
      ],
    ],
    [
      'guesty',
      CALENDAR,
      [
        ['2027-03-09', 'Olivia Brown - Booking.com'],
        ['2027-03-20', 'Noah Davis - Airbnb'],
      ],
    ],
    [
      'smoobu',
      CALENDAR,
      [
        ['2027-03-11', 'Lena Fischer'],
        ['2027-03-14', 'Pablo Ruiz'],
      ],
    ],
    ['outlook', CALENDAR, [['2027-03-14', 'Estadía Familia Mora']]],
    [
      'abritel-latin1',
      { 'content-type': 'text/calendar; charset=ISO-8859-1' },
      [
        ['2027-03-10', 'Réservé - Amélie Lefèvre'],
        ['2027-03-27', 'Réservé - François Noël'],
      ],
    ],
    [
      'booking',
      CALENDAR,
      [
        ['2027-03-08', 'CLOSED - Not available'],
        ['2027-03-11', 'CLOSED - Not available'],
        ['2027-03-25', 'CLOSED - Not available'],
      ],
    ],
    ['empty', CALENDAR, []],
  ])('%s makes its cleanings', async (name, headers, days) => {
    const { feed, days: made } = await register(name, fixtureBytes(name), headers);
    expect(feed).toMatchObject({ last_result: 'ok', sync: { result: 'ok', error: null, held: false } });
    expect(made).toEqual(days);
  });

  it('a gzip answer, said by Content-Encoding or only by its bytes, is unpacked', async () => {
    const packed = gzipSync(fixtureBytes('smoobu'));
    expect((await register('gzip-header', packed, { ...CALENDAR, 'content-encoding': 'gzip' })).days).toHaveLength(2);
    expect((await register('gzip-file', packed, { 'content-type': 'application/octet-stream' })).days).toHaveLength(2);
  });

  it('NUL bytes, dates without VALUE=DATE and an impossible date: the stays are read, the bad event is named', async () => {
    const { feed, days } = await register('lazy', fixtureBytes('lazy-dates'), { 'content-type': 'text/calendar' });
    expect(days).toEqual([
      ['2027-03-07', 'Booked'],
      ['2027-03-15', 'Booked'],
    ]);
    expect(feed.sync).toMatchObject({
      result: 'ok',
      warning: '1 event was skipped: no valid dates (UID beds24-1002).',
    });
  });

  it.each([
    ['binary junk', Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0]), 'The answer is not an iCalendar file.'],
    [
      'a calendar of NUL bytes only',
      Buffer.concat([Buffer.from('BEGIN:VCALENDAR\r\n'), Buffer.alloc(64), Buffer.from('END:VCALENDAR\r\n')]),
      null,
    ],
    ['a broken gzip', Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]), 'The feed is compressed but could not be unpacked.'],
    [
      'events without dates',
      Buffer.from('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:tomorrow\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'),
      'The calendar could not be read: Its only event has no valid dates.',
    ],
  ])('%s gives a readable result, never a 500', async (_what, body, error) => {
    const { feed } = await register('junk', body, { 'content-type': 'application/octet-stream' });
    expect(feed.sync.error).toBe(error);
    expect(feed.last_result).toBe(error ? 'error' : 'ok');
  });

  it('a calendar of 3,000 stays (more keys than one query lists) is read and written in batches, and found unchanged the next time', async () => {
    const stays = Array.from({ length: 3_000 }, (_, i) => ({
      uid: `big-${i}`,
      start: addDays('2027-03-02', i),
      end: addDays('2027-03-03', i),
    }));
    const { feed, days } = await register('big', Buffer.from(airbnbCalendar(stays)), CALENDAR);
    expect(feed.sync).toMatchObject({ result: 'ok', created: 3_000 });
    expect(days).toHaveLength(3_000);
    const again = await app.inject({ method: 'POST', url: `/api/airbn_url/${feed.id}/sync`, headers: admin.auth });
    expect(again.json().sync).toMatchObject({ result: 'ok', created: 0, updated: 0, cancelled: 0 });
  });
});
