import { addDays, dayOfWeek, daysBetween } from './calendar';

// Who can clean what, and when (decision 0035): the
// rules the server enforces and the screens show, written once.

/** Company defaults when neither the property nor Settings say otherwise. */
export const DEFAULT_CHECK_OUT_TIME = '11:00';
export const DEFAULT_CHECK_IN_TIME = '15:00';
/** A cleaning with no next check-in known must be done by this hour of its day. */
export const WINDOW_FALLBACK_END = '22:00';

/** A time of day as HH:MM, 00:00-23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekly slot when a housekeeper works: weekday 0-6 (0 = Sunday), from `start` to `end` (HH:MM, start < end). */
export interface AvailabilitySlot {
  weekday: number;
  start: string;
  end: string;
}

/**
 * Someone whose availability was never set works every day 08:00-18:00: never refused for that, and
 * counted so in capacity, until an admin sets her week.
 */
export const DEFAULT_AVAILABILITY: readonly AvailabilitySlot[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '08:00',
  end: '18:00',
}));

/** A period off (approved time off), both days included. */
export interface DaysOff {
  start_date: string;
  end_date: string;
  note?: string;
}

/** A cleaning's window: local date-times `YYYY-MM-DDTHH:MM`. */
export interface CleaningWindow {
  start: string;
  end: string;
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** HH:MM of minutes since midnight (24:00 and beyond are kept as such). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The estimate when a property has none of its own: 45 minutes, plus 30 per bedroom and 20 per
 * bathroom, at least an hour, rounded up to a quarter of an hour.
 */
export function defaultCleaningMinutes(bedrooms: number, bathrooms: number): number {
  const raw = 45 + 30 * Math.max(0, bedrooms) + 20 * Math.max(0, bathrooms);
  return Math.max(60, Math.ceil(raw / 15) * 15);
}

/**
 * From the cleaning day's check-out time to the next guests' check-in (`arrivalDate` at the check-in
 * time; the same day for a same-day turnover), else 22:00 that day. An arrival before the cleaning day
 * (stale data) counts as unknown.
 */
export function cleaningWindow(
  serviceDate: string,
  arrivalDate: string | null,
  checkOutTime: string,
  checkInTime: string,
): CleaningWindow {
  const start = `${serviceDate}T${checkOutTime}`;
  if (arrivalDate && arrivalDate >= serviceDate) return { start, end: `${arrivalDate}T${checkInTime}` };
  return { start, end: `${serviceDate}T${WINDOW_FALLBACK_END}` };
}

/** Minutes from a window's start to its end (0 when it ends before it starts, as a check-in before check-out would). */
export function windowMinutes(window: CleaningWindow): number {
  const day = (dt: string) => daysBetween(window.start.slice(0, 10), dt.slice(0, 10));
  const at = (dt: string) => day(dt) * 1440 + minutesOfDay(dt.slice(11, 16));
  return Math.max(0, at(window.end) - at(window.start));
}

/** A window shorter than the cleaning takes. */
export function isTight(window: CleaningWindow, cleaningMinutes: number): boolean {
  return windowMinutes(window) < cleaningMinutes;
}

/** The slots someone works on a date (her own week, or the default when never set). */
export function slotsOn(availability: readonly AvailabilitySlot[] | null, date: string): AvailabilitySlot[] {
  const weekday = dayOfWeek(date);
  return (availability ?? DEFAULT_AVAILABILITY).filter((s) => s.weekday === weekday);
}

/** The approved time off covering a date, if any. */
export function timeOffOn<T extends DaysOff>(timeOff: readonly T[], date: string): T | undefined {
  return timeOff.find((t) => t.start_date <= date && date <= t.end_date);
}

/** Minutes someone can work on a date: her slots that weekday, none on a day off. */
export function availableMinutesOn(
  availability: readonly AvailabilitySlot[] | null,
  timeOff: readonly DaysOff[],
  date: string,
): number {
  if (timeOffOn(timeOff, date)) return 0;
  return slotsOn(availability, date).reduce((sum, s) => sum + minutesOfDay(s.end) - minutesOfDay(s.start), 0);
}

/** Why someone cannot take a cleaning: a day off, no work that weekday, or working hours outside its window. */
export type Unavailability =
  | { kind: 'time_off'; timeOff: DaysOff }
  | { kind: 'day_off'; weekday: number }
  | { kind: 'outside_hours'; slots: AvailabilitySlot[] };

/**
 * Whether someone can take a cleaning on its day: not off, and working during some part of its window
 * that day (the window cut at midnight). Null when she can; else why not.
 */
export function unavailability(
  availability: readonly AvailabilitySlot[] | null,
  timeOff: readonly DaysOff[],
  serviceDate: string,
  window: CleaningWindow,
): Unavailability | null {
  const off = timeOffOn(timeOff, serviceDate);
  if (off) return { kind: 'time_off', timeOff: off };
  const slots = slotsOn(availability, serviceDate);
  if (slots.length === 0) return { kind: 'day_off', weekday: dayOfWeek(serviceDate) };
  const from = window.start.slice(0, 10) === serviceDate ? minutesOfDay(window.start.slice(11, 16)) : 0;
  const to = window.end.slice(0, 10) === serviceDate ? minutesOfDay(window.end.slice(11, 16)) : 1440;
  const overlaps = slots.some((s) => minutesOfDay(s.start) < to && from < minutesOfDay(s.end));
  return overlaps ? null : { kind: 'outside_hours', slots };
}

/** The median of some numbers, rounded to a minute (null when there are none). */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Whole minutes between two instants (ISO timestamps or dates), null unless both are known and in order. */
export function actualMinutes(startedAt: Date | string | null, finishedAt: Date | string | null): number | null {
  if (!startedAt || !finishedAt) return null;
  const ms = new Date(finishedAt).getTime() - new Date(startedAt).getTime();
  return ms >= 0 ? Math.round(ms / 60_000) : null;
}

/** The dates from `start`, `days` of them. */
export function dateSpan(start: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(start, i));
}
