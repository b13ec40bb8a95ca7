import {
  capacityResponse,
  type CapacityQuery,
  type CapacityResponse,
  type OffDayCleaning,
} from '@common/contracts/capacity';
import { addDays } from '@common/domain/calendar';
import {
  availableMinutesOn,
  cleaningWindow,
  dateSpan,
  defaultCleaningMinutes,
  isTight,
  timeOffOn,
  unavailability,
  type CleaningWindow,
  type DaysOff,
} from '@common/domain/capacity';
import type { Db, DbOrTx } from '../../db/client';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import * as q from './capacity.queries';

/** A live cleaning with its window and estimate, as capacity and suggestions weigh it. */
export type Cleaning = q.PlannedCleaning & { window: CleaningWindow; minutes: number };

/** What planning a range of days reads: its live cleanings, the active housekeepers (by name) and their days off. */
export type Plan = {
  cleanings: Cleaning[];
  staff: q.Housekeeper[];
  timeOff: Map<number, DaysOff[]>;
};

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name) || a.id - b.id;

/** Reads what planning the days from `from` to `to` needs, in three queries (none per day). */
export async function readPlan(db: DbOrTx, from: string, to: string): Promise<Plan> {
  const [rows, staff, off] = await Promise.all([
    q.liveCleaningsBetween(db, from, to),
    q.activeHousekeepers(db),
    q.approvedTimeOffBetween(db, from, to),
  ]);
  const cleanings = rows.map((row) => ({
    ...row,
    // The same window and estimate as the event answers (events.service eventTiming).
    window: cleaningWindow(row.serviceDate, row.arrivalDate, row.checkOutTime, row.checkInTime),
    minutes: row.cleaningMinutes ?? defaultCleaningMinutes(row.bedrooms, row.bathrooms),
  }));
  const timeOff = new Map<number, DaysOff[]>();
  for (const { employeeId, ...days } of off) timeOff.set(employeeId, [...(timeOff.get(employeeId) ?? []), days]);
  return { cleanings, staff: staff.sort(byName), timeOff };
}

/** The demand of each day (the estimates of its live cleanings) against the minutes the active housekeepers can work. */
export async function capacity(db: DbOrTx, query: CapacityQuery): Promise<CapacityResponse> {
  const dates = dateSpan(query.start, query.days);
  const plan = await readPlan(db, query.start, addDays(query.start, query.days - 1));
  const ofDay = new Map<string, Cleaning[]>(dates.map((date) => [date, []]));
  for (const c of plan.cleanings) ofDay.get(c.serviceDate)?.push(c);
  return {
    days: dates.map((date) => {
      const cleanings = ofDay.get(date) ?? [];
      const assigned = new Map<number, number>();
      for (const c of cleanings)
        if (c.employeeId !== null) assigned.set(c.employeeId, (assigned.get(c.employeeId) ?? 0) + c.minutes);
      const staff = plan.staff.map((h) => {
        const off = plan.timeOff.get(h.id) ?? [];
        return {
          employee_id: h.id,
          name: h.name,
          assigned_minutes: assigned.get(h.id) ?? 0,
          available_minutes: availableMinutesOn(h.availability, off, date),
          off: timeOffOn(off, date) !== undefined,
          off_day_cleanings: offDayCleanings(
            h.availability,
            off,
            cleanings.filter((c) => c.employeeId === h.id),
          ),
        };
      });
      const demand = cleanings.reduce((sum, c) => sum + c.minutes, 0);
      const available = staff.reduce((sum, s) => sum + s.available_minutes, 0);
      return {
        date,
        demand_minutes: demand,
        available_minutes: available,
        cleanings: cleanings.length,
        tight: cleanings.filter((c) => isTight(c.window, c.minutes)).length,
        unassigned: cleanings.filter((c) => c.employeeId === null).length,
        unconfirmed: cleanings.filter((c) => c.unconfirmed).length,
        over: demand > available,
        staff,
      };
    }),
  };
}

/** Her cleanings she is not available for (time off, a day she does not work, outside her hours), with why. */
function offDayCleanings(
  availability: q.Housekeeper['availability'],
  off: DaysOff[],
  mine: Cleaning[],
): OffDayCleaning[] {
  return mine.flatMap((c) => {
    const why = unavailability(availability, off, c.serviceDate, c.window);
    return why ? [{ cleaning_event_id: c.id, property_name: c.propertyName, reason: why.kind }] : [];
  });
}

/**
 * The body of `capacity`, the same for admins and supervisors, kept until events, assignments,
 * properties, staff, time off or company times (the `events` counter) or sign-ins' roles (`users`) change.
 */
export function capacityBody(db: Db, cache: ResponseCache, query: CapacityQuery): Promise<CachedBody> {
  return cache.answer(db, {
    key: `capacity:${query.start}:${query.days}`,
    reads: ['events', 'users'],
    schema: capacityResponse,
    load: () => capacity(db, query),
  });
}
