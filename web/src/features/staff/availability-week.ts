import { DEFAULT_AVAILABILITY, minutesOfDay, type AvailabilitySlot } from '@common/domain/capacity';

/** One weekday in the editor: whether she works, her first slot, and further slots the server has (kept as they are). */
export interface DayRow {
  weekday: number;
  works: boolean;
  start: string;
  end: string;
  extra: AvailabilitySlot[];
}

/** The weekdays as the editor lists them: Monday first, Sunday last (0 = Sunday). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** The hours a day she starts working gets. */
const DEFAULT_HOURS = { start: '08:00', end: '18:00' };

const byStart = (a: AvailabilitySlot, b: AvailabilitySlot) => minutesOfDay(a.start) - minutesOfDay(b.start);

/** The editor's rows of a week (null, never set, reads as the default: every day 08:00-18:00). */
export function weekRows(availability: readonly AvailabilitySlot[] | null): DayRow[] {
  const slots = availability ?? DEFAULT_AVAILABILITY;
  return WEEKDAYS_MONDAY_FIRST.map((weekday) => {
    const [first, ...extra] = slots.filter((s) => s.weekday === weekday).sort(byStart);
    return first
      ? { weekday, works: true, start: first.start, end: first.end, extra }
      : { weekday, works: false, ...DEFAULT_HOURS, extra: [] };
  });
}

/** The week the rows say, as PUT /employee/{id} takes it: the working days' slots, Sunday first. */
export function weekSlots(rows: readonly DayRow[]): AvailabilitySlot[] {
  return rows
    .filter((row) => row.works)
    .flatMap((row) => [{ weekday: row.weekday, start: row.start, end: row.end }, ...row.extra])
    .sort((a, b) => a.weekday - b.weekday || byStart(a, b));
}

/** Why a working day's hours cannot be saved, if they cannot: a time missing, or an end not after the start. */
export function dayProblem(row: DayRow): 'time' | 'order' | null {
  if (!row.works) return null;
  if (!/^\d\d:\d\d$/.test(row.start) || !/^\d\d:\d\d$/.test(row.end)) return 'time';
  return minutesOfDay(row.start) < minutesOfDay(row.end) ? null : 'order';
}
