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
