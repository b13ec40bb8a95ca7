import { describe, expect, it } from 'vitest';
import { fixtureCalendar } from '../../../test/feed-server';
import { isBlockedSummary, NotACalendarError, parseCalendar, reservationCodeOf } from './parse-ical';

describe('parseCalendar on real-shaped feeds', () => {
  it('reads an Airbnb feed: folded DESCRIPTION, reservation codes, the blocked period', () => {
    const stays = parseCalendar(fixtureCalendar('airbnb'));
    expect(stays.map((s) => [s.start, s.end, s.reservationCode, s.blocked])).toEqual([
      ['2027-02-14', '2027-02-20', 'HMPAST0001', false],
      ['2027-03-02', '2027-03-05', 'HMABCDEF12', false],
      ['2027-03-05', '2027-03-10', 'HMQRSTUV34', false],
      ['2027-03-15', '2027-03-20', null, true],
      ['2027-03-22', '2027-03-26', 'HMZXCVBN56', false],
    ]);
    expect(stays[1]).toMatchObject({ uid: '1418fb94e984-a1b2c3d4e5f60718293a4b5c6d7e8f90@airbnb.com', summary: 'Reserved' });
    expect(stays[3]?.summary).toBe('Airbnb (Not available)');
  });

  it('reads a Vrbo feed: DATE-TIME with a TZID by its written date, a folded SUMMARY, Blocked', () => {
    const stays = parseCalendar(fixtureCalendar('vrbo'));
    expect(stays.map((s) => [s.start, s.end, s.blocked])).toEqual([
      ['2027-03-03', '2027-03-07', false],
      ['2027-03-12', '2027-03-16', false],
      ['2027-03-18', '2027-03-21', true],
    ]);
    expect(stays[1]?.summary).toBe('Reserved - Peter Johnson and family, late arrival after 22:00, please leave the porch light on');
    expect(stays.every((s) => s.reservationCode === null)).toBe(true);
  });

  it('reads a Booking.com feed: UTC DATE-TIME values, CLOSED and Not available blocks', () => {
    const stays = parseCalendar(fixtureCalendar('booking'));
    expect(stays.map((s) => [s.uid, s.start, s.end, s.blocked])).toEqual([
      ['4012345678@admin.booking.com', '2027-03-04', '2027-03-08', false],
      ['4019876543@admin.booking.com', '2027-03-08', '2027-03-11', false],
      ['closed-20270312@admin.booking.com', '2027-03-12', '2027-03-14', true],
      ['na-20270325@admin.booking.com', '2027-03-25', '2027-03-27', true],
    ]);
  });

  it('reads LF line endings, a missing DTEND (one day) and a DURATION; skips cancelled events', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTART;VALUE=DATE:20270401',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:two',
      'DTSTART:20270405T150000',
      'DURATION:P3D',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:three',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20270410',
      'DTEND;VALUE=DATE:20270412',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(parseCalendar(ics).map((s) => [s.uid, s.start, s.end])).toEqual([
      ['one', '2027-04-01', '2027-04-02'],
      ['two', '2027-04-05', '2027-04-08'],
    ]);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Log in</body></html>'],
    ['JSON', '{"error":"not found"}'],
    ['an empty answer', ''],
    ['a broken calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027\r\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseCalendar(text)).toThrow(NotACalendarError);
  });
});

describe('blocked summaries and reservation codes', () => {
  it.each(['Airbnb (Not available)', 'Blocked', 'CLOSED - Not available', 'Not available', '  not  AVAILABLE '])('%s is blocked', (s) => {
    expect(isBlockedSummary(s)).toBe(true);
  });
  it.each(['Reserved', 'Reserved - Maria', 'Booking.com reservation 1'])('%s is a stay', (s) => {
    expect(isBlockedSummary(s)).toBe(false);
  });
  it('finds the code in the reservation URL, or a bare HM code', () => {
    expect(reservationCodeOf('Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\nPhone')).toBe('HMABCDEF12');
    expect(reservationCodeOf('Confirmation HMZZ99YY88 for Ana')).toBe('HMZZ99YY88');
    expect(reservationCodeOf('Guest: Maria\nReservation ID: HA-9T4K2P')).toBeNull();
  });
});
