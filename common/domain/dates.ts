/** A calendar date as YYYY-MM-DD in the local time zone of the machine (no UTC drift). */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Today's calendar date, YYYY-MM-DD, in local time. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/**
 * Orders two ISO dates or months ('2026-11-26', '2026-11'), earlier first. Their characters sort as
 * their dates do, so no locale is asked: String.localeCompare would build the browser's collator, a
 * task of about 25 ms on a phone the first time a page sorts.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
