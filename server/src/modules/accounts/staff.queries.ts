import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordHistory, type HistoryActor } from '../../db/event-history';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeWithRole = EmployeeRow & {
  role: 'admin' | 'supervisor' | 'employee' | null;
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

/**
 * Returns an employee's assigned events from `fromDate` on to unassigned (their work not yet
 * serviced), recording each change; serviced and completed events keep the housekeeper.
 */
export async function releaseFutureAssignments(
  db: DbOrTx,
  employeeId: number,
  fromDate: string,
  actor: HistoryActor,
): Promise<number> {
  const events = await db
    .select({ id: cleaningEvents.id, housekeeper: employees.name })
    .from(assignments)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, assignments.cleaningEventId))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        eq(assignments.employeeId, employeeId),
        eq(cleaningEvents.status, 'assigned'),
        gte(cleaningEvents.serviceDate, fromDate),
      ),
    );
  const ids = events.map((e) => e.id);
  if (ids.length === 0) return 0;
  await db.delete(assignments).where(inArray(assignments.cleaningEventId, ids));
  await db
    .update(cleaningEvents)
    .set({ status: 'unassigned', updatedAt: new Date() })
    .where(inArray(cleaningEvents.id, ids));
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
