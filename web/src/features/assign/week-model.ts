// Pure rules of the assignment screen: which weeks have work, what each housekeeper has.
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { addDays, businessWeek, type DateRange } from '@common/domain/calendar';
import { isOpenForAssignment } from '@common/domain/event-policy';
import { normalizeStatus } from '@common/domain/event-status';
import { compareIso } from '@common/domain/dates';

/** Assigned or unassigned (not yet serviced): the events this screen manages. */
export function isOpen(event: CleaningEvent): boolean {
  const status = normalizeStatus(event.status);
  return status !== undefined && isOpenForAssignment(status);
}

/** Friday starts of the weeks holding open events, plus the current week, in order. */
export function weeksWithWork(events: readonly CleaningEvent[], today: string): string[] {
  const starts = new Set<string>([businessWeek(today).start]);
  for (const event of events) if (isOpen(event)) starts.add(businessWeek(event.service_date).start);
  return [...starts].sort();
}

/** The previous (-1) or next (+1) week with work from `start`, or null at either end. */
export function neighbourWeek(weeks: readonly string[], start: string, direction: -1 | 1): string | null {
  const candidates = direction === 1 ? weeks.filter((w) => w > start) : weeks.filter((w) => w < start).reverse();
  return candidates[0] ?? null;
}

/** The Friday-Thursday range starting on a Friday. */
export function weekOf(start: string): DateRange {
  return { start, end: addDays(start, 6) };
}

const byDate = (a: CleaningEvent, b: CleaningEvent) => compareIso(a.service_date, b.service_date) || a.id - b.id;

/** The week's unassigned events and, per housekeeper id, their assigned events, by date. */
export function splitWeek(events: readonly CleaningEvent[], week: DateRange) {
  const unassigned: CleaningEvent[] = [];
  const byEmployee = new Map<number, CleaningEvent[]>();
  for (const event of events) {
    if (event.service_date < week.start || event.service_date > week.end) continue;
    const status = normalizeStatus(event.status);
    if (status === 'unassigned') unassigned.push(event);
    else if (status === 'assigned' && event.assignedEmployeeId !== null) {
      const list = byEmployee.get(event.assignedEmployeeId) ?? [];
      list.push(event);
      byEmployee.set(event.assignedEmployeeId, list);
    }
  }
  unassigned.sort(byDate);
  for (const list of byEmployee.values()) list.sort(byDate);
  return { unassigned, byEmployee };
}

/** Active housekeepers (role employee), by name: one board column each. */
export function activeHousekeepers(employees: readonly Employee[]): Employee[] {
  return employees
    .filter((e) => e.active_status && (e.role === 'employee' || e.role === null))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The year-months (1-12) around a week: one month before to one month after. */
export function monthsAround(start: string): { year: number; month: number }[] {
  const result: { year: number; month: number }[] = [];
  for (const offset of [-31, 0, 6, 37]) {
    const date = addDays(start, offset);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    if (!result.some((m) => m.year === year && m.month === month)) result.push({ year, month });
  }
  return result;
}
