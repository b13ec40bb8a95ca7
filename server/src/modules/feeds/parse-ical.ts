import ICAL from 'ical.js';

/** One VEVENT of a platform calendar, reduced to what cleaning needs. */
export type FeedReservation = {
  uid: string;
  /** The Airbnb confirmation code (HM...) when the DESCRIPTION carries one. */
  reservationCode: string | null;
  summary: string;
  /** Check-in and check-out calendar dates, YYYY-MM-DD, as written in the feed. */
  start: string;
  end: string;
  /** A blocked period (owner block, "Not available"): no guests, no cleaning. */
  blocked: boolean;
};

/** The answer was not an iCalendar document. */
export class NotACalendarError extends Error {}

const BLOCKED_SUMMARIES = new Set(['airbnb (not available)', 'blocked', 'closed - not available', 'not available']);
const RESERVATION_URL = /\/reservations\/details\/([A-Z0-9]{6,20})\b/i;
const AIRBNB_CODE = /\b(HM[A-Z0-9]{8})\b/;

/** Tells whether a SUMMARY marks blocked dates rather than a stay. */
export function isBlockedSummary(summary: string): boolean {
  return BLOCKED_SUMMARIES.has(summary.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** The reservation code in an Airbnb DESCRIPTION ("Reservation URL: .../details/HMABCDEF12"). */
export function reservationCodeOf(description: string): string | null {
  const match = RESERVATION_URL.exec(description) ?? AIRBNB_CODE.exec(description);
  return match?.[1] ? match[1].toUpperCase() : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

// The calendar date as written (no time-zone conversion): a 10:00 check-out is that day's cleaning.
function dateOf(time: ICAL.Time): string {
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

function toReservation(component: ICAL.Component): FeedReservation | null {
  if (text(component, 'status').toUpperCase() === 'CANCELLED') return null;
  const startProp = component.getFirstPropertyValue('dtstart');
  if (!(startProp instanceof ICAL.Time)) return null;
  const start = dateOf(startProp);
  const endProp = component.getFirstPropertyValue('dtend');
  let end: string;
  if (endProp instanceof ICAL.Time) end = dateOf(endProp);
  else if (component.hasProperty('duration')) end = dateOf(new ICAL.Event(component).endDate);
  else end = nextDay(start);
  if (end < start) return null;
  const summary = text(component, 'summary');
  const uid = text(component, 'uid') || `${start}/${end}/${summary}`;
  const reservationCode = reservationCodeOf(text(component, 'description'));
  return { uid, reservationCode, summary, start, end, blocked: isBlockedSummary(summary) };
}

/**
 * Parses an iCalendar document (CRLF or LF, folded lines, DATE or DATE-TIME values) into its
 * stays and blocks. Throws NotACalendarError when the text is not a VCALENDAR.
 */
export function parseCalendar(source: string): FeedReservation[] {
  const body = source.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new NotACalendarError('The answer is not an iCalendar file.');
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (err) {
    throw new NotACalendarError(`The calendar could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (root.name !== 'vcalendar') throw new NotACalendarError('The answer is not an iCalendar file.');
  const reservations: FeedReservation[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const reservation = toReservation(component);
    if (reservation) reservations.push(reservation);
  }
  return reservations;
}
