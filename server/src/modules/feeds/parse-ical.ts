// Pure: a platform calendar (Airbnb, Vrbo, Booking.com, Google, Lodgify, Hostaway, Guesty, Smoobu...)
// to its stays and blocks. Never throws on a bad event: it is skipped and named in `unreadable` (or
// counted in `oversized`), so a stay that cannot be read is never taken for a cancellation. Throws
// NotACalendarError when the text is not an iCalendar document at all, and CalendarLimitError when
// it breaks a limit (docs/decisions/0025): nesting, more than MAX_EVENTS events, a hostile time zone.
import { companyDate, processTimeZone, readDuration, readValue, readZones, type ZoneBook } from './ical-dates';
import { CalendarLimitError, prop, readCalendar, textOf, type IcalComponent } from './ical-reader';
import { text, TextError } from '../../i18n/text';

/** What a VEVENT is for cleaning: a guest stay, a blocked period, or a request not yet accepted. */
export type ReservationKind = 'stay' | 'block' | 'tentative';

/** One VEVENT of a platform calendar, reduced to what cleaning needs. */
export type FeedReservation = {
  uid: string;
  /** The Airbnb confirmation code (HM...) when the DESCRIPTION carries one. */
  reservationCode: string | null;
  summary: string;
  /** Check-in and check-out calendar dates, YYYY-MM-DD, in the company's time zone. */
  start: string;
  end: string;
  kind: ReservationKind;
  /** STATUS:CANCELLED: the platform says the reservation is off. */
  cancelled: boolean;
};

/**
 * A calendar as read: its producer, its reservations, the UIDs of events without valid dates, and
 * one entry per event skipped for a UID or SUMMARY over MAX_FIELD_LENGTH (its UID when that one is
 * short enough, else ''). Both kinds of skipped UID count as present: never taken for a cancellation.
 */
export type ParsedCalendar = {
  prodId: string;
  reservations: FeedReservation[];
  unreadable: string[];
  oversized: string[];
};

/** VEVENTs a calendar may hold; a year of a busy listing is a few hundred. */
export const MAX_EVENTS = 5_000;
/** Characters of a UID or SUMMARY; an event with a longer one is skipped. */
export const MAX_FIELD_LENGTH = 1_000;

/** The answer was not an iCalendar document. */
export class NotACalendarError extends TextError {}

const RESERVATION_URL = /\/reservations\/details\/([A-Z0-9]{6,20})\b/i;
const AIRBNB_CODE = /\b(HM[A-Z0-9]{8})\b/;
// Words of blocked periods in the languages exports come in (matched without accents or case).
const BLOCK_WORDS = [
  'not available',
  'unavailable',
  'blocked',
  'closed',
  'indisponible',
  'no disponible',
  'bloqueado',
  'nicht verfugbar',
  'geblockt',
  'non disponibile',
  'niet beschikbaar',
];
// Channel managers (Smoobu) add one-day "Check-in" and "Check-out" events beside the stay itself.
const MARKER = /^\W*check[\s-]?(in|out)\b/i;
const TENTATIVE = /^\W*(tentative|pending|inquiry|request)\b/i;

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Tells whether a SUMMARY marks blocked dates rather than a stay ("Airbnb (Not available)", "Indisponible"...). */
export function isBlockedSummary(summary: string): boolean {
  const text = plain(summary);
  return BLOCK_WORDS.some((word) => text.includes(word));
}

/** The reservation code in an Airbnb DESCRIPTION ("Reservation URL: .../details/HMABCDEF12"). */
export function reservationCodeOf(description: string): string | null {
  const match = RESERVATION_URL.exec(description) ?? AIRBNB_CODE.exec(description);
  return match?.[1] ? match[1].toUpperCase() : null;
}

type Version = {
  reservation: FeedReservation | null;
  sequence: number;
  stamp: string;
  order: number;
  unreadable: boolean;
};

function kindOf(event: IcalComponent, summary: string): ReservationKind | 'marker' {
  if (MARKER.test(summary)) return 'marker';
  // A guest stay never repeats: a recurring event is a standing block (owner's weekly use, maintenance).
  if (prop(event, 'RRULE') || prop(event, 'RDATE') || prop(event, 'RECURRENCE-ID')) return 'block';
  if (textOf(event, 'STATUS').toUpperCase() === 'TENTATIVE' || TENTATIVE.test(summary)) return 'tentative';
  return isBlockedSummary(summary) ? 'block' : 'stay';
}

function readEvent(
  event: IcalComponent,
  order: number,
  ctx: { zones: ZoneBook; timeZone: string },
): Version & { uid: string } {
  const summary = textOf(event, 'SUMMARY');
  const startProp = prop(event, 'DTSTART');
  const uid = textOf(event, 'UID') || `${startProp?.value ?? ''}/${prop(event, 'DTEND')?.value ?? ''}/${summary}`;
  const version = {
    uid,
    sequence: Number.parseInt(textOf(event, 'SEQUENCE'), 10) || 0,
    stamp: textOf(event, 'LAST-MODIFIED') || textOf(event, 'DTSTAMP'),
    order,
  };
  const kind = kindOf(event, summary);
  if (kind === 'marker') return { ...version, reservation: null, unreadable: false };
  const start = startProp && readValue(startProp);
  const endProp = prop(event, 'DTEND');
  const endValue = endProp ? readValue(endProp) : null;
  const duration = prop(event, 'DURATION');
  const seconds = duration ? readDuration(duration.value) : null;
  if (!start || (endProp && !endValue) || (duration && !endProp && seconds === null))
    return { ...version, reservation: null, unreadable: true };
  const startDate = companyDate(start, ctx);
  let end: string;
  if (endValue) end = companyDate(endValue, ctx);
  else if (seconds !== null) end = companyDate(start, ctx, seconds);
  else end = start.type === 'date' ? companyDate(start, ctx, 86_400) : startDate;
  if (end < startDate) return { ...version, reservation: null, unreadable: true };
  const cancelled = textOf(event, 'STATUS').toUpperCase() === 'CANCELLED';
  const reservation = {
    uid,
    reservationCode: reservationCodeOf(textOf(event, 'DESCRIPTION')),
    summary,
    start: startDate,
    end,
    kind,
    cancelled,
  };
  return { ...version, reservation, unreadable: false };
}

// Of several versions of one UID, the highest SEQUENCE wins, then the latest stamp, then the last.
function newer(a: Version, b: Version): boolean {
  if (a.sequence !== b.sequence) return a.sequence > b.sequence;
  if (a.stamp !== b.stamp) return a.stamp > b.stamp;
  return a.order > b.order;
}

/**
 * Parses an iCalendar document (CRLF or LF, folded lines, DATE or DATE-TIME values in UTC, floating
 * or a TZID, DURATION or no DTEND) into its reservations, dates in `timeZone` (the company's).
 */
export function parseCalendar(source: string, opts: { timeZone?: string } = {}): ParsedCalendar {
  const body = source.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new NotACalendarError(text('feed.notCalendar'));
  const calendar = readCalendar(body);
  if (!calendar) throw new NotACalendarError(text('feed.notCalendar'));
  const events = calendar.components.filter((c) => c.name === 'VEVENT');
  if (events.length > MAX_EVENTS)
    throw new CalendarLimitError(text('feed.tooManyEvents', { count: events.length, max: MAX_EVENTS }));
  const ctx = { zones: readZones(calendar), timeZone: opts.timeZone ?? processTimeZone() };
  const latest = new Map<string, Version>();
  const oversized: string[] = [];
  events.forEach((event, order) => {
    const rawUid = textOf(event, 'UID');
    if (rawUid.length > MAX_FIELD_LENGTH || textOf(event, 'SUMMARY').length > MAX_FIELD_LENGTH) {
      oversized.push(rawUid.length > MAX_FIELD_LENGTH ? '' : rawUid);
      return;
    }
    const { uid, ...version } = readEvent(event, order, ctx);
    const known = latest.get(uid);
    if (!known || newer(version, known)) latest.set(uid, version);
  });
  const reservations: FeedReservation[] = [];
  const unreadable: string[] = [];
  for (const [uid, version] of latest) {
    if (version.unreadable) unreadable.push(uid);
    else if (version.reservation) reservations.push(version.reservation);
  }
  if (unreadable.length > 0 && reservations.length === 0 && oversized.length === 0) {
    throw new NotACalendarError(
      unreadable.length === 1
        ? text('feed.onlyEventNoDates')
        : text('feed.allEventsNoDates', { count: unreadable.length }),
    );
  }
  return { prodId: textOf(calendar, 'PRODID'), reservations, unreadable, oversized };
}
