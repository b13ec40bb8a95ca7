import { isoWeek, isoWeekRange } from '@common/domain/calendar';

function parts(iso: string): [string, string, string] {
  const [y = '', m = '', d = ''] = iso.split('-');
  return [y, m, d];
}

/** DD/MM/YYYY of a YYYY-MM-DD date, by string alone (no time zone involved). */
export function formatDmy(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = parts(iso);
  return `${d}/${m}/${y}`;
}

/** Short month name in the language ('Nov', 'nov'), read in UTC so no date shifts. */
export function shortMonthName(month: number, language: string): string {
  const name = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return name.replace('.', '');
}

/** Long month and year ('November 2026', 'noviembre de 2026'). */
export function monthTitle(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** 'DD MMM' of a YYYY-MM-DD date. */
export function formatDayMonth(iso: string, language: string): string {
  const [, m, d] = parts(iso);
  return `${d} ${shortMonthName(Number(m), language)}`;
}

/** Weekday name of a YYYY-MM-DD date ('Friday', 'viernes'). */
export function weekdayName(iso: string, language: string, width: 'long' | 'short' = 'long'): string {
  const [y, m, d] = parts(iso).map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** One ISO week of events: its number, Monday-Sunday range and the items in date order. */
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
  const sorted = [...items].sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
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
  return [...groups.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** The '{DD MMM - DD MMM YYYY}' range of a week heading. */
export function weekRangeLabel(start: string, end: string, language: string): string {
  return `${formatDayMonth(start, language)} - ${formatDayMonth(end, language)} ${parts(end)[0]}`;
}
