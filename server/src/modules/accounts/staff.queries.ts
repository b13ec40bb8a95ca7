import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Role } from '@common/domain/roles';
import type { DbOrTx } from '../../db/client';
import { recordHistory, type HistoryActor } from '../../db/event-history';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents, releasedCleanings } from '../../db/schema/events';
import { properties } from '../../db/schema/properties';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeWithRole = EmployeeRow & {
  role: Role | null;
  language: 'en' | 'es' | null;
};

const selection = { employee: employees, role: users.role, language: users.language };

/** Every employee, active or not, with the role and language of their user, by name. */
export async function listEmployees(db: DbOrTx, filter: { id?: number } = {}): Promise<EmployeeWithRole[]> {
  const rows = await db
    .select(selection)
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(filter.id !== undefined ? eq(employees.id, filter.id) : undefined)
    .orderBy(asc(employees.name), asc(employees.id));
  return rows.map((r) => ({ ...r.employee, role: r.role, language: r.language }));
}

export async function insertEmployee(db: DbOrTx, row: typeof employees.$inferInsert): Promise<EmployeeRow> {
  const [created] = await db.insert(employees).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Whether the employee has ever been assigned a cleaning (their history). */
/** The staff record a user signs in for, if any (admins have none). */
export async function findEmployeeByUser(db: DbOrTx, userId: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId));
  return row;
}

export async function hasAssignments(db: DbOrTx, employeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.cleaningEventId })
    .from(assignments)
    .where(eq(assignments.employeeId, employeeId))
    .limit(1);
  return row !== undefined;
}

export async function deleteEmployeeRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(employees).where(eq(employees.id, id));
}

export async function updateEmployeeRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof employees.$inferInsert>,
): Promise<void> {
  await db.update(employees).set(patch).where(eq(employees.id, id));
}

/** A cleaning as the deactivation and reactivation dialogs show it, with whoever has it now. */
export type StaffCleaningRow = {
  id: number;
  serviceDate: string;
  propertyId: number;
  propertyName: string;
  status: 'unassigned' | 'assigned' | 'in_review' | 'completed';
  housekeeper: string | null;
  housekeeperId: number | null;
};

const cleaningSelection = {
  id: cleaningEvents.id,
  serviceDate: cleaningEvents.serviceDate,
  propertyId: cleaningEvents.propertyId,
  propertyName: properties.name,
  status: cleaningEvents.status,
  housekeeper: employees.name,
  housekeeperId: employees.id,
};

/** An employee's assigned cleanings from `fromDate` on (not yet serviced), by date: what a deactivation releases. */
export async function upcomingAssigned(db: DbOrTx, employeeId: number, fromDate: string): Promise<StaffCleaningRow[]> {
  return db
    .select(cleaningSelection)
    .from(assignments)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, assignments.cleaningEventId))
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        eq(assignments.employeeId, employeeId),
        eq(cleaningEvents.status, 'assigned'),
        gte(cleaningEvents.serviceDate, fromDate),
      ),
    )
    .orderBy(asc(cleaningEvents.serviceDate), asc(cleaningEvents.id));
}

/**
 * The cleanings the employee's last deactivation released that are still from `fromDate` on and not
 * cancelled, with whoever has them now. `lock` takes the cleanings' rows for update (a give-back).
 */
export async function releasedSince(
  db: DbOrTx,
  employeeId: number,
  fromDate: string,
  lock = false,
): Promise<StaffCleaningRow[]> {
  const query = db
    .select(cleaningSelection)
    .from(releasedCleanings)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, releasedCleanings.cleaningEventId))
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        eq(releasedCleanings.employeeId, employeeId),
        gte(cleaningEvents.serviceDate, fromDate),
        isNull(cleaningEvents.cancelledAt),
      ),
    )
    .orderBy(asc(cleaningEvents.serviceDate), asc(cleaningEvents.id));
  return lock ? query.for('update', { of: cleaningEvents }) : query;
}

/**
 * Returns an employee's assigned events from `fromDate` on to unassigned (their work not yet
 * serviced), recording each change; serviced and completed events keep the housekeeper. The
 * released events replace those of any earlier deactivation in `released_cleanings`, so that a
 * reactivation can offer them back.
 */
export async function releaseFutureAssignments(
  db: DbOrTx,
  employeeId: number,
  fromDate: string,
  actor: HistoryActor,
): Promise<number> {
  const events = await upcomingAssigned(db, employeeId, fromDate);
  await db.delete(releasedCleanings).where(eq(releasedCleanings.employeeId, employeeId));
  const ids = events.map((e) => e.id);
  if (ids.length === 0) return 0;
  await db.delete(assignments).where(inArray(assignments.cleaningEventId, ids));
  await db
    .update(cleaningEvents)
    .set({ status: 'unassigned', updatedAt: new Date() })
    .where(inArray(cleaningEvents.id, ids));
  await db.insert(releasedCleanings).values(ids.map((cleaningEventId) => ({ employeeId, cleaningEventId })));
  await recordHistory(
    db,
    actor,
    events.flatMap((e) => [
      { eventId: e.id, action: 'changed' as const, field: 'housekeeper', before: e.housekeeper, after: null },
      { eventId: e.id, action: 'changed' as const, field: 'status', before: 'assigned', after: 'unassigned' },
    ]),
  );
  return ids.length;
}

/**
 * Assigns these unassigned events to the employee again (a give-back), recording each change, and
 * forgets the employee's released list. The caller locked the events and checked they are free.
 */
export async function giveBackAssignments(
  db: DbOrTx,
  employee: { id: number; name: string },
  ids: number[],
  actor: HistoryActor & { source: 'user' },
): Promise<void> {
  await db.delete(releasedCleanings).where(eq(releasedCleanings.employeeId, employee.id));
  if (ids.length === 0) return;
  await db
    .insert(assignments)
    .values(ids.map((cleaningEventId) => ({ cleaningEventId, employeeId: employee.id, assignedBy: actor.id })));
  await db
    .update(cleaningEvents)
    .set({ status: 'assigned', updatedAt: new Date() })
    .where(inArray(cleaningEvents.id, ids));
  await recordHistory(
    db,
    actor,
    ids.flatMap((eventId) => [
      { eventId, action: 'changed' as const, field: 'housekeeper', before: null, after: employee.name },
      { eventId, action: 'changed' as const, field: 'status', before: 'unassigned', after: 'assigned' },
    ]),
  );
}
