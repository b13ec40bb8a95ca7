// Display formats for YYYY-MM-DD strings: built in UTC from the parts, so no time zone moves a day.
function utc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d ?? 1));
}

/** A date as the reader's language writes it, e.g. "Sat, Nov 21, 2026" or "sáb, 21 nov 2026". */
export function formatIsoDate(iso: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utc(iso));
}

/** "November 2026" / "noviembre de 2026" for a year and month (1-12). */
export function formatMonth(year: number, month: number, language: string): string {
  const iso = `${year}-${String(month).padStart(2, '0')}-01`;
  return formatIsoDate(iso, language, { month: 'long', year: 'numeric' });
}

/** Short weekday names, Sunday first. */
export function weekdayNames(language: string): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatIsoDate(`2026-11-0${i + 1}`, language, { weekday: 'short' }));
}

/** DD/MM/YYYY, the format of the spec's event titles and the weekly chat message. */
export function formatDayMonthYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
