import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, timeOff, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { properties } from '../../db/schema/properties';

export type TimeOffRow = typeof timeOff.$inferSelect;

/** A staff member with the role of their sign-in (null without one), for the time-off rules. */
export async function findStaff(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name, userId: employees.userId, role: users.role })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, id));
  return row;
}

/** Someone's periods off, the latest start first. */
export function listTimeOff(db: DbOrTx, employeeId: number): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOff)
    .where(eq(timeOff.employeeId, employeeId))
    .orderBy(desc(timeOff.startDate), desc(timeOff.id));
}

/** Every request waiting for an admin, the soonest first, with whose it is. */
export function listRequested(db: DbOrTx) {
  return db
    .select({ timeOff, employeeName: employees.name })
    .from(timeOff)
    .innerJoin(employees, eq(employees.id, timeOff.employeeId))
    .where(eq(timeOff.status, 'requested'))
    .orderBy(asc(timeOff.startDate), asc(timeOff.id));
}

/** One period off of this employee, locked for a change. */
export async function lockTimeOff(db: DbOrTx, employeeId: number, id: number): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.employeeId, employeeId)))
    .for('update');
  return row;
}

export async function insertTimeOff(db: DbOrTx, row: typeof timeOff.$inferInsert): Promise<TimeOffRow> {
  const [created] = await db.insert(timeOff).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function approveTimeOff(db: DbOrTx, id: number, decidedBy: number): Promise<void> {
  await db.update(timeOff).set({ status: 'approved', decidedBy }).where(eq(timeOff.id, id));
}

export async function deleteTimeOff(db: DbOrTx, id: number): Promise<void> {
  await db.delete(timeOff).where(eq(timeOff.id, id));
}

/**
 * The assigned, not yet serviced (nor cancelled) cleanings of these periods' housekeepers that fall in
 * each period, by service date: one query for a whole list.
 */
export function assignedDuring(db: DbOrTx, timeOffIds: number[]) {
  if (timeOffIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      timeOffId: timeOff.id,
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      propertyName: properties.name,
    })
    .from(timeOff)
    .innerJoin(assignments, eq(assignments.employeeId, timeOff.employeeId))
    .innerJoin(
      cleaningEvents,
      and(
        eq(cleaningEvents.id, assignments.cleaningEventId),
        gte(cleaningEvents.serviceDate, timeOff.startDate),
        lte(cleaningEvents.serviceDate, timeOff.endDate),
      ),
    )
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(
      and(inArray(timeOff.id, timeOffIds), eq(cleaningEvents.status, 'assigned'), isNull(cleaningEvents.cancelledAt)),
    )
    .orderBy(asc(cleaningEvents.serviceDate), asc(cleaningEvents.id));
}
