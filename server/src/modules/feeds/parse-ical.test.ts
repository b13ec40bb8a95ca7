import { describe, expect, it } from 'vitest';
import { fixtureBytes, fixtureCalendar } from '../../../test/feed-server';
import { decodeFeedBody } from '../../net/feed-body';
import { CalendarLimitError, linesOf, readCalendar } from './ical-reader';
import {
  isBlockedSummary,
  MAX_EVENTS,
  NotACalendarError,
  parseCalendar,
  reservationCodeOf,
  type FeedReservation,
} from './parse-ical';

// The corpus of real-shaped exports in server/test/fixtures/ical/, one test each. The company runs
// in Costa Rica (UTC-6, no DST); a test also reads the same files as a company in UTC.
const COMPANY = { timeZone: 'America/Costa_Rica' };
const read = (name: string, opts = COMPANY) => parseCalendar(fixtureCalendar(name), opts);
const rows = (list: FeedReservation[]) => list.map((r) => [r.start, r.end, r.kind, r.summary]);

describe('the feed corpus', () => {
  it('Airbnb: DATE values, folded DESCRIPTION with the reservation code, a block', () => {
    const { prodId, reservations } = read('airbnb');
    expect(prodId).toBe('-//Airbnb Inc//Hosting Calendar 1.0//EN');
    expect(reservations.map((s) => [s.start, s.end, s.reservationCode, s.kind])).toEqual([
      ['2027-02-14', '2027-02-20', 'HMPAST0001', 'stay'],
      ['2027-03-02', '2027-03-05', 'HMABCDEF12', 'stay'],
      ['2027-03-05', '2027-03-10', 'HMQRSTUV34', 'stay'],
      ['2027-03-15', '2027-03-20', null, 'block'],
      ['2027-03-22', '2027-03-26', 'HMZXCVBN56', 'stay'],
    ]);
    expect(reservations[1]).toMatchObject({
      uid: '1418fb94e984-a1b2c3d4e5f60718293a4b5c6d7e8f90@airbnb.com',
      summary: 'Reserved',
      cancelled: false,
    });
  });

  it('Airbnb, older export: UTC midnight values are the dates they name; a block prefixed with the listing id', () => {
    for (const timeZone of ['America/Costa_Rica', 'Asia/Tokyo']) {
      expect(rows(read('airbnb-legacy', { timeZone }).reservations)).toEqual([
        ['2027-03-02', '2027-03-06', 'stay', 'Reserved'],
        ['2027-03-09', '2027-03-15', 'block', '41256032 - Airbnb (Not available)'],
        ['2027-03-15', '2027-03-20', 'stay', 'Reserved'],
      ]);
    }
  });

  it('Vrbo: a TZID with its VTIMEZONE, a folded SUMMARY, Blocked', () => {
    const { reservations } = read('vrbo');
    expect(rows(reservations).map((r) => r.slice(0, 3))).toEqual([
      ['2027-03-03', '2027-03-07', 'stay'],
      ['2027-03-12', '2027-03-16', 'stay'],
      ['2027-03-18', '2027-03-21', 'block'],
    ]);
    expect(reservations[1]?.summary).toBe(
      'Reserved - Peter Johnson and family, late arrival after 22:00, please leave the porch light on',
    );
  });

  it('Vrbo: a tentative request is told apart from a stay', () => {
    expect(rows(read('vrbo-tentative').reservations)).toEqual([
      ['2027-03-05', '2027-03-09', 'stay', 'Reserved - Laura Chen'],
      ['2027-03-12', '2027-03-16', 'tentative', 'Tentative - Marco Rossi'],
    ]);
  });

  it('Booking.com: every period is "CLOSED - Not available" (the sync decides what they are)', () => {
    const { prodId, reservations } = read('booking');
    expect(prodId).toContain('admin.booking.com');
    expect(rows(reservations)).toEqual([
      ['2027-03-04', '2027-03-08', 'block', 'CLOSED - Not available'],
      ['2027-03-08', '2027-03-11', 'block', 'CLOSED - Not available'],
      ['2027-03-18', '2027-03-25', 'block', 'CLOSED - Not available'],
    ]);
  });

  it('Google Calendar: UTC times become Costa Rica days, the highest SEQUENCE wins, a recurring block, a cancellation', () => {
    const { reservations } = read('google-calendar');
    expect(reservations.map((r) => [r.start, r.end, r.kind, r.cancelled, r.summary])).toEqual([
      ['2027-03-03', '2027-03-06', 'stay', false, 'Familia Rodríguez'],
      ['2027-03-08', '2027-03-11', 'stay', false, 'John & Kate Miller'],
      // 2027-03-18T03:00Z is 21:00 on the 17th in Costa Rica; SEQUENCE 2 beats the earlier version.
      ['2027-03-13', '2027-03-17', 'stay', false, 'Sven Larsson'],
      ['2027-03-01', '2027-03-01', 'block', false, 'Mantenimiento piscina'],
      ['2027-03-22', '2027-03-26', 'stay', true, 'Cancelado - Pérez'],
    ]);
    // The same instants for a company in UTC: the day follows the company's zone, not the server's.
    expect(read('google-calendar', { timeZone: 'UTC' }).reservations[2]?.end).toBe('2027-03-18');
  });

  it('Lodgify: a BOM, LF line endings, a closed period', () => {
    expect(rows(read('lodgify').reservations)).toEqual([
      ['2027-03-02', '2027-03-07', 'stay', 'Booking #B8812345 - Hannah Becker'],
      ['2027-03-07', '2027-03-10', 'block', 'Closed Period'],
      ['2027-03-10', '2027-03-14', 'stay', 'Booking #B8812399 - Diego Vargas'],
    ]);
  });

  it('Hostaway: DURATION instead of DTEND (days, and hours on a floating time), and no DTEND at all', () => {
    expect(rows(read('hostaway').reservations).map((r) => r.slice(0, 2))).toEqual([
      ['2027-03-04', '2027-03-08'],
      ['2027-03-10', '2027-03-13'],
      ['2027-03-20', '2027-03-21'],
    ]);
  });

  it('Guesty: New York times (with DST) become Costa Rica days', () => {
    expect(rows(read('guesty').reservations).map((r) => r.slice(0, 2))).toEqual([
      ['2027-03-05', '2027-03-09'],
      ['2027-03-16', '2027-03-20'],
    ]);
    expect(read('guesty', { timeZone: 'UTC' }).reservations[1]?.end).toBe('2027-03-21');
  });

  it('Smoobu: the one-day Check-in and Check-out markers are not stays', () => {
    expect(rows(read('smoobu').reservations)).toEqual([
      ['2027-03-06', '2027-03-11', 'stay', 'Lena Fischer'],
      ['2027-03-11', '2027-03-14', 'stay', 'Pablo Ruiz'],
    ]);
  });

  it('Outlook: a Windows time-zone name defined by its VTIMEZONE', () => {
    expect(rows(read('outlook').reservations)).toEqual([['2027-03-10', '2027-03-14', 'stay', 'Estadía Familia Mora']]);
    expect(read('outlook', { timeZone: 'UTC' }).reservations[0]?.end).toBe('2027-03-15');
  });

  it('Abritel in ISO-8859-1: decoded by the response charset; "Indisponible" is a block', () => {
    const text = decodeFeedBody(
      fixtureBytes('abritel-latin1'),
      { contentType: 'text/calendar; charset=ISO-8859-1' },
      1e6,
    );
    expect(rows(parseCalendar(text, COMPANY).reservations)).toEqual([
      ['2027-03-03', '2027-03-10', 'stay', 'Réservé - Amélie Lefèvre'],
      ['2027-03-10', '2027-03-17', 'block', 'Indisponible'],
      ['2027-03-20', '2027-03-27', 'stay', 'Réservé - François Noël'],
    ]);
  });

  it('Beds24-style dates without VALUE=DATE or with dashes are read; an impossible one is named, not fatal; NUL bytes go', () => {
    const text = decodeFeedBody(fixtureBytes('lazy-dates'), {}, 1e6);
    expect(text).not.toContain('\u0000');
    const { reservations, unreadable } = parseCalendar(text, COMPANY);
    expect(rows(reservations)).toEqual([
      ['2027-03-04', '2027-03-07', 'stay', 'Booked'],
      ['2027-03-12', '2027-03-15', 'stay', 'Booked'],
    ]);
    expect(unreadable).toEqual(['beds24-1002']);
  });

  it('an empty calendar has no reservations', () => {
    expect(read('empty')).toEqual({
      prodId: '-//Airbnb Inc//Hosting Calendar 1.0//EN',
      reservations: [],
      unreadable: [],
      oversized: [],
    });
  });
});

describe('parseCalendar edge cases', () => {
  it('reads LF endings, a missing DTEND (one day) and a DURATION', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTART;VALUE=DATE:20270401',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:two',
      'DTSTART:20270405T150000',
      'DURATION:P3D',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(parseCalendar(ics, COMPANY).reservations.map((s) => [s.uid, s.start, s.end])).toEqual([
      ['one', '2027-04-01', '2027-04-02'],
      ['two', '2027-04-05', '2027-04-08'],
    ]);
  });

  it('turns control characters in its text into spaces (NUL, escaped line breaks): what is stored obeys the text rule', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:nul\u0000uid',
      'DTSTART;VALUE=DATE:20270401',
      'DTEND;VALUE=DATE:20270403',
      'SUMMARY:Reserved\\nfor Ana\u0001\u0000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [stay] = parseCalendar(ics, COMPANY).reservations;
    expect(stay).toMatchObject({ uid: 'nul uid', summary: 'Reserved for Ana' });
  });

  it('skips a line it cannot read and closes what the file left open', () => {
    const ics =
      'BEGIN:VCALENDAR\r\nthis line is junk\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20270401\r\nDTEND;VALUE=DATE:20270403\r\n';
    expect(parseCalendar(ics, COMPANY).reservations.map((s) => [s.uid, s.end])).toEqual([['x', '2027-04-03']]);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Log in</body></html>', 'The answer is not an iCalendar file.'],
    ['JSON', '{"error":"not found"}', 'The answer is not an iCalendar file.'],
    ['an empty answer', '', 'The answer is not an iCalendar file.'],
    [
      'a calendar whose only event has no valid date',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027\r\n',
      'The calendar could not be read: Its only event has no valid dates.',
    ],
  ])('refuses %s with a readable reason', (_what, text, message) => {
    expect(() => parseCalendar(text, COMPANY)).toThrow(NotACalendarError);
    expect(() => parseCalendar(text, COMPANY)).toThrow(message);
  });
});

describe('blocked summaries and reservation codes', () => {
  it.each([
    'Airbnb (Not available)',
    '41256032 - Airbnb (Not available)',
    'Blocked',
    'CLOSED - Not available',
    '  not  AVAILABLE ',
    'Indisponible',
    'No disponible',
    'Closed Period',
  ])('%s is blocked', (s) => expect(isBlockedSummary(s)).toBe(true));
  it.each(['Reserved', 'Reserved - Maria', 'Booking #B88 - Hannah', 'Familia Rodríguez'])('%s is a stay', (s) => {
    expect(isBlockedSummary(s)).toBe(false);
  });
  it('finds the code in the reservation URL, or a bare HM code', () => {
    expect(
      reservationCodeOf('Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\nPhone'),
    ).toBe('HMABCDEF12');
    expect(reservationCodeOf('Confirmation HMZZ99YY88 for Ana')).toBe('HMZZ99YY88');
    expect(reservationCodeOf('Guest: Maria\nReservation ID: HA-9T4K2P')).toBeNull();
  });
});

describe('limits (docs/decisions/0025)', () => {
  const calendarOf = (...lines: string[]) => ['BEGIN:VCALENDAR', ...lines, 'END:VCALENDAR'].join('\r\n');

  it('reads 20 nested components and refuses a 21st; 50,000 nested blocks are refused at once', () => {
    const nested = (depth: number) => calendarOf(...Array<string>(depth - 1).fill('BEGIN:VX'));
    expect(readCalendar(nested(20))?.name).toBe('VCALENDAR');
    expect(() => readCalendar(nested(21))).toThrow(CalendarLimitError);
    expect(() => readCalendar(nested(50_000))).toThrow('nested more than 20 deep');
  });

  it('keeps each component its own lines, left open or closed by an outer END', () => {
    const calendar = readCalendar(
      calendarOf('BEGIN:VTIMEZONE', 'TZID:Z', 'BEGIN:STANDARD', 'TZOFFSETTO:-0600', 'END:VTIMEZONE', 'BEGIN:VEVENT'),
    )!;
    const [zone, event] = calendar.components;
    expect(linesOf(zone!)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Z',
      'BEGIN:STANDARD',
      'TZOFFSETTO:-0600',
      'END:VTIMEZONE',
    ]);
    expect(linesOf(zone!.components[0]!)).toEqual(['BEGIN:STANDARD', 'TZOFFSETTO:-0600', 'END:VTIMEZONE']);
    expect(linesOf(event!)).toEqual(['BEGIN:VEVENT', 'END:VCALENDAR']);
  });

  it.each(['SECONDLY', 'MINUTELY', 'HOURLY'])('refuses a time zone whose rule repeats %s', (freq) => {
    const ics = fixtureCalendar('hostile-minutely-zone').replace('FREQ=MINUTELY', `FREQ=${freq}`);
    expect(() => parseCalendar(ics, COMPANY)).toThrow(CalendarLimitError);
  });

  it('reads a daily or yearly zone rule', () => {
    const ics = fixtureCalendar('hostile-minutely-zone').replace('FREQ=MINUTELY', 'FREQ=YEARLY;BYMONTH=11');
    expect(rows(parseCalendar(ics, COMPANY).reservations)).toEqual([['2027-03-02', '2027-03-05', 'stay', 'Reserved']]);
  });

  it(`refuses more than ${MAX_EVENTS} events`, () => {
    const event = (i: number) => ['BEGIN:VEVENT', `UID:${i}`, 'DTSTART;VALUE=DATE:20270302', 'END:VEVENT'];
    const many = (n: number) => calendarOf(...Array.from({ length: n }, (_, i) => event(i)).flat());
    expect(parseCalendar(many(MAX_EVENTS), COMPANY).reservations).toHaveLength(MAX_EVENTS);
    expect(() => parseCalendar(many(MAX_EVENTS + 1), COMPANY)).toThrow(CalendarLimitError);
  });

  it('skips an event whose UID or SUMMARY is longer than 1,000 characters, keeping a short UID', () => {
    const { reservations, oversized } = parseCalendar(fixtureCalendar('hostile-long-fields'), COMPANY);
    expect(reservations.map((r) => r.uid)).toEqual(['real-stay']);
    expect(oversized).toEqual(['', 'long-summary']);
  });
});
