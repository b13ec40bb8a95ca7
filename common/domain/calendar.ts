/**
 * Calendar dates as `YYYY-MM-DD` strings. All arithmetic runs in UTC on the date alone, so no time
 * zone can move a date across midnight. The business week runs Friday to Thursday; employee lists
 * group by ISO week (Monday start, week 1 holds the year's first Thursday).
 */

import { compareIso } from './dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Tells whether a string is a real calendar date in `YYYY-MM-DD` form (no 2026-02-30). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The dates the API takes (docs/decisions/0043-words-and-numbers.md): far enough for any booking or payment. */
export const API_DATES = { first: '2000-01-01', last: '2100-12-31' } as const;

/** Whether a valid YYYY-MM-DD (or the date of an ISO date-time) lies within API_DATES. */
export function isWithinApiDates(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= API_DATES.first && day <= API_DATES.last;
}

function toUtc(iso: string): Date {
  if (!isValidIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` later (or earlier when negative). */
export function addDays(iso: string, days: number): string {
  return fromUtc(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / DAY_MS);
}

export type DateRange = { start: string; end: string };

/** The Friday-to-Thursday business week containing the date. */
export function businessWeek(iso: string): DateRange {
  const back = (dayOfWeek(iso) - 5 + 7) % 7; // days since the last Friday
  const start = addDays(iso, -back);
  return { start, end: addDays(start, 6) };
}

/** ISO-8601 week number and week-year of a date. */
export function isoWeek(iso: string): { year: number; week: number } {
  const date = toUtc(iso);
  const weekday = date.getUTCDay() || 7; // Monday 1 ... Sunday 7
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

/** Monday to Sunday of the ISO week containing the date. */
export function isoWeekRange(iso: string): DateRange {
  const weekday = dayOfWeek(iso) || 7;
  const start = addDays(iso, 1 - weekday);
  return { start, end: addDays(start, 6) };
}

/** Tells whether a year and month (1-12) make a real month. */
export function isValidMonth(year: number, month: number): boolean {
  return Number.isInteger(year) && Number.isInteger(month) && year >= 1900 && year <= 9999 && month >= 1 && month <= 12;
}

/** First and last day of a month (1-12). */
export function monthRange(year: number, month: number): DateRange {
  if (!isValidMonth(year, month)) throw new RangeError(`Not a month: ${year}-${month}`);
  const start = fromUtc(new Date(Date.UTC(year, month - 1, 1)));
  const end = fromUtc(new Date(Date.UTC(year, month, 0)));
  return { start, end };
}

/** The days of a month laid out in Sunday-first weeks, with `null` for padding cells. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const { start, end } = monthRange(year, month);
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(start) }, () => null);
  for (let day = start; day <= end; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** One ISO week of items: its number, Monday-Sunday range and the items in date order. */
export interface IsoWeekGroup<T> {
  key: string;
  week: number;
  start: string;
  end: string;
  items: T[];
}

/** Groups items by the ISO week of their date, weeks and items in date order. */
export function groupByIsoWeek<T>(items: readonly T[], dateOf: (item: T) => string): IsoWeekGroup<T>[] {
  const groups = new Map<string, IsoWeekGroup<T>>();
  const sorted = [...items].sort((a, b) => compareIso(dateOf(a), dateOf(b)));
  for (const item of sorted) {
    const { year, week } = isoWeek(dateOf(item));
    const key = `${year}-W${String(week).padStart(2, '0')}`;
    let group = groups.get(key);
    if (!group) {
      const { start, end } = isoWeekRange(dateOf(item));
      group = { key, week, start, end, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => compareIso(a.start, b.start));
}
