import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AvailabilitySlot } from '@common/domain/capacity';
import type { DbOrTx } from '../../db/client';
import { employees, timeOff, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { companySettings, properties } from '../../db/schema/properties';

/** A live cleaning of the range with what its window and estimate come from, its property's people and its housekeeper. */
export type PlannedCleaning = {
  id: number;
  serviceDate: string;
  arrivalDate: string | null;
  propertyName: string;
  region: string;
  checkOutTime: string;
  checkInTime: string;
  cleaningMinutes: number | null;
  bedrooms: number;
  bathrooms: number;
  preferredEmployeeId: number | null;
  backupEmployeeId: number | null;
  employeeId: number | null;
  status: 'unassigned' | 'assigned' | 'in_review' | 'completed';
  /** A Booking.com closed period not confirmed yet (it may be a block rather than guests). */
  unconfirmed: boolean;
};

// The property's own times, else the company's (one row, read once per query as an init plan), else the defaults.
const companyTime = (column: typeof companySettings.checkOutTime | typeof companySettings.checkInTime) =>
  sql`(select ${column} from ${companySettings} limit 1)`;

/**
 * The cleanings still on the schedule from `from` to `to`: not cancelled by their feed (deleted ones are
 * gone from the table), unconfirmed Booking.com periods included and marked; by date, then id.
 */
export function liveCleaningsBetween(db: DbOrTx, from: string, to: string): Promise<PlannedCleaning[]> {
  return db
    .select({
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      arrivalDate: cleaningEvents.arrivalDate,
      propertyName: properties.name,
      region: properties.region,
      checkOutTime: sql<string>`coalesce(${properties.checkOutTime}, ${companyTime(companySettings.checkOutTime)}, '11:00')`,
      checkInTime: sql<string>`coalesce(${properties.checkInTime}, ${companyTime(companySettings.checkInTime)}, '15:00')`,
      cleaningMinutes: properties.cleaningMinutes,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      preferredEmployeeId: properties.preferredEmployeeId,
      backupEmployeeId: properties.backupEmployeeId,
      employeeId: assignments.employeeId,
      status: cleaningEvents.status,
      unconfirmed: cleaningEvents.unconfirmed,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .where(
      and(
        gte(cleaningEvents.serviceDate, from),
        lte(cleaningEvents.serviceDate, to),
        isNull(cleaningEvents.cancelledAt),
      ),
    )
    .orderBy(asc(cleaningEvents.serviceDate), asc(cleaningEvents.id));
}

/** A housekeeper who can be planned: an active employee whose sign-in is a housekeeper's. */
export type Housekeeper = { id: number; name: string; availability: AvailabilitySlot[] | null };

/** The active housekeepers (role employee), in no particular order. */
export function activeHousekeepers(db: DbOrTx): Promise<Housekeeper[]> {
  return db
    .select({ id: employees.id, name: employees.name, availability: employees.availability })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.activeStatus, true), eq(users.role, 'employee')));
}

/** Everyone's approved time off overlapping the days from `from` to `to`. */
export function approvedTimeOffBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      employeeId: timeOff.employeeId,
      start_date: timeOff.startDate,
      end_date: timeOff.endDate,
      note: timeOff.note,
    })
    .from(timeOff)
    .where(and(eq(timeOff.status, 'approved'), lte(timeOff.startDate, to), gte(timeOff.endDate, from)));
}

/**
 * A cleaning about to be assigned from a suggestion, locked, with its property and current housekeeper.
 * The lock comes first and the read after it, so the read sees an assignment committed while it waited
 * (a locking read would re-check the event's row but not the joined assignment's).
 */
export async function lockCleaningToAccept(db: DbOrTx, id: number) {
  const [locked] = await db
    .select({ id: cleaningEvents.id })
    .from(cleaningEvents)
    .where(eq(cleaningEvents.id, id))
    .for('update');
  if (!locked) return undefined;
  const [row] = await db
    .select({
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      status: cleaningEvents.status,
      cancelledAt: cleaningEvents.cancelledAt,
      unconfirmed: cleaningEvents.unconfirmed,
      propertyName: properties.name,
      employeeName: employees.name,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(eq(cleaningEvents.id, id));
  return row;
}
