import type { EventStatus } from './event-status';

/**
 * Schedule conflicts the calendar and the assign board mark, computed from the events they already
 * load (GET /cleaning_events/by-month):
 * - `double_booked`: another event of the same property on the same cleaning day (a typo, a booking
 *   entered twice, two feeds of one property); events a feed flagged as cancelled do not count;
 * - `unassigned_turnover`: the next guests arrive on the cleaning day (check-out and arrival on one
 *   day) and nobody is assigned yet.
 */
export const CONFLICT_KINDS = ['double_booked', 'unassigned_turnover'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/** The event fields the rules read (a CleaningEvent has them all). */
export type ConflictEvent = {
  id: number;
  property_id: number;
  service_date: string;
  arrival_date: string | null;
  status: EventStatus;
  cancelled: boolean;
};

/** The conflicts of each event that has any, by event id. */
export function eventConflicts(events: readonly ConflictEvent[]): Map<number, ConflictKind[]> {
  const perPropertyDay = new Map<string, number>();
  for (const e of events) {
    if (e.cancelled) continue;
    const key = `${e.property_id}|${e.service_date}`;
    perPropertyDay.set(key, (perPropertyDay.get(key) ?? 0) + 1);
  }
  const out = new Map<number, ConflictKind[]>();
  for (const e of events) {
    const kinds: ConflictKind[] = [];
    if (!e.cancelled && (perPropertyDay.get(`${e.property_id}|${e.service_date}`) ?? 0) > 1)
      kinds.push('double_booked');
    if (!e.cancelled && e.status === 'unassigned' && e.arrival_date === e.service_date)
      kinds.push('unassigned_turnover');
    if (kinds.length > 0) out.set(e.id, kinds);
  }
  return out;
}

/** How many events of each day have each conflict: what a calendar day cell shows. */
export function conflictsByDay(events: readonly ConflictEvent[]): Map<string, Record<ConflictKind, number>> {
  const conflicts = eventConflicts(events);
  const out = new Map<string, Record<ConflictKind, number>>();
  for (const e of events) {
    const kinds = conflicts.get(e.id);
    if (!kinds) continue;
    const day = out.get(e.service_date) ?? { double_booked: 0, unassigned_turnover: 0 };
    for (const kind of kinds) day[kind]++;
    out.set(e.service_date, day);
  }
  return out;
}
