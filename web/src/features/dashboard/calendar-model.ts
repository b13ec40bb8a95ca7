// Pure calendar rules: events grouped once per date, week and month summaries.
import type { CleaningEvent } from '@common/contracts/events';
import { addDays, businessWeek, type DateRange } from '@common/domain/calendar';
import { normalizeStatus, type EventStatus } from '@common/domain/event-status';
import { compareIso } from '@common/domain/dates';

/** The statuses that get a count button in each day cell, in display order. */
export const CALENDAR_STATUSES: readonly EventStatus[] = ['unassigned', 'assigned', 'completed', 'in_review'];

export type StatusCounts = Record<EventStatus, number>;

/** The events of one date, split by status. */
export interface DayGroup {
  total: number;
  byStatus: Record<EventStatus, CleaningEvent[]>;
}

function emptyDay(): DayGroup {
  return { total: 0, byStatus: { unassigned: [], assigned: [], in_review: [], completed: [] } };
}

/** Groups events by service date and status in one pass (no per-cell filtering). */
export function groupByDate(events: readonly CleaningEvent[]): Map<string, DayGroup> {
  const days = new Map<string, DayGroup>();
  for (const event of events) {
    const status = normalizeStatus(event.status);
    if (!status) continue;
    let day = days.get(event.service_date);
    if (!day) {
      day = emptyDay();
      days.set(event.service_date, day);
    }
    day.byStatus[status].push(event);
    day.total += 1;
  }
  return days;
}

/** One bar per day of the month: how many events fall on it. */
export function eventsPerDay(days: Map<string, DayGroup>, month: DateRange): { day: string; events: number }[] {
  const bars: { day: string; events: number }[] = [];
  for (let date = month.start; date <= month.end; date = addDays(date, 1)) {
    bars.push({ day: String(Number(date.slice(8))), events: days.get(date)?.total ?? 0 });
  }
  return bars;
}

/** Counts per status of the events whose service date lies in the range (inclusive). */
export function countInRange(events: readonly CleaningEvent[], range: DateRange): StatusCounts {
  const counts: StatusCounts = { unassigned: 0, assigned: 0, in_review: 0, completed: 0 };
  for (const event of events) {
    const status = normalizeStatus(event.status);
    if (status && event.service_date >= range.start && event.service_date <= range.end) counts[status] += 1;
  }
  return counts;
}

/** Completed events per month ('YYYY-MM'), months in order. */
export function completedPerMonth(events: readonly CleaningEvent[]): { month: string; count: number }[] {
  const months = new Map<string, number>();
  for (const event of events) {
    if (normalizeStatus(event.status) !== 'completed') continue;
    const month = event.service_date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  return [...months.entries()].sort(([a], [b]) => compareIso(a, b)).map(([month, count]) => ({ month, count }));
}

/** The Friday-Thursday week a week selector starts on, stepped by `weeks` (7 days each). */
export function stepWeek(week: DateRange, weeks: number): DateRange {
  return businessWeek(addDays(week.start, weeks * 7));
}

/** The year-months (1-12) a date range touches. */
export function monthsOfRange(range: DateRange): { year: number; month: number }[] {
  const result: { year: number; month: number }[] = [];
  for (let date = range.start; date <= range.end; date = addDays(date, 1)) {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    if (!result.some((m) => m.year === year && m.month === month)) result.push({ year, month });
  }
  return result;
}

/** The month after (+1) or before (-1) a month. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
