import type { Role } from '@common/domain/roles';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema/accounts';
import { cleaningExtras } from '../../db/schema/billing';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { properties } from '../../db/schema/properties';

/** A staff member who can appear on a statement. */
export type StaffRow = {
  id: number;
  name: string;
  phone: string;
  role: Role | null;
  active: boolean;
  userId: number | null;
  /** Their sign-in's language (null until chosen): the WhatsApp summary is written in it. */
  language: 'en' | 'es' | null;
};

/** One paid line: who earns it, for which cleaning, which pay (worker or supervisor), how much, and whether and when it was paid. */
export type PayLine = {
  employeeId: number;
  eventId: number;
  serviceDate: string;
  propertyName: string;
  kind: 'worker' | 'supervisor';
  amount: number | null;
  status: 'pending' | 'paid';
  paidAt: Date | null;
};

const staffSelection = {
  id: employees.id,
  name: employees.name,
  phone: employees.phone,
  role: users.role,
  active: employees.activeStatus,
  userId: employees.userId,
  language: users.language,
};

/** Staff members: the active ones plus any listed by id, or only the one who signs in as `userId`. */
export function listStaff(db: DbOrTx, filter: { userId?: number; alsoIds?: number[] }): Promise<StaffRow[]> {
  const scope =
    filter.userId !== undefined
      ? eq(employees.userId, filter.userId)
      : or(
          eq(employees.activeStatus, true),
          filter.alsoIds && filter.alsoIds.length > 0 ? inArray(employees.id, filter.alsoIds) : undefined,
        );
  return db
    .select(staffSelection)
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(scope)
    .orderBy(asc(employees.name), asc(employees.id));
}

/** One staff member by id (active or not), or none. */
export async function findStaff(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffSelection)
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, id));
  return row;
}

/**
 * The pay lines of the completed cleanings of a week: the housekeeper who serviced each (worker
 * payment) and the supervisor who reviewed it first (supervisor payment; docs/decisions/0045-paid-is-final.md),
 * prices as fixed on completion.
 */
export async function listPayLines(
  db: DbOrTx,
  week: { start: string; end: string },
  employeeIds?: number[],
): Promise<PayLine[]> {
  const e = cleaningEvents;
  const inWeek = and(eq(e.status, 'completed'), gte(e.serviceDate, week.start), lte(e.serviceDate, week.end));
  const only = employeeIds ? inArray(employees.id, employeeIds) : undefined;
  const common = {
    eventId: e.id,
    serviceDate: e.serviceDate,
    propertyName: properties.name,
    employeeId: employees.id,
  };
  // One statement (UNION ALL) rather than two: on the embedded database each round trip costs.
  // Each line carries its own pay's status: the housekeeper's or the supervisor's (decision 0031).
  const worked = db
    .select({
      ...common,
      kind: sql<PayLine['kind']>`'worker'`.as('kind'),
      amount: e.workerPayment,
      status: e.paymentEmployeeStatus,
      paidAt: e.employeePaidAt,
    })
    .from(e)
    .innerJoin(properties, eq(properties.id, e.propertyId))
    .innerJoin(assignments, eq(assignments.cleaningEventId, e.id))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(and(inWeek, only));
  const supervised = db
    .select({
      ...common,
      kind: sql<PayLine['kind']>`'supervisor'`.as('kind'),
      amount: e.supervisorPayment,
      status: e.paymentSupervisorStatus,
      paidAt: e.supervisorPaidAt,
    })
    .from(e)
    .innerJoin(properties, eq(properties.id, e.propertyId))
    .innerJoin(employees, eq(employees.userId, sql`coalesce(${e.reviewedBy}, ${e.completedBy})`))
    .innerJoin(users, and(eq(users.id, employees.userId), eq(users.role, 'supervisor')))
    .where(and(inWeek, only));
  const rows = await unionAll(worked, supervised);
  return rows
    .map((row) => ({ ...row, paidAt: toDate(row.paidAt) }))
    .sort(
      (a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.eventId - b.eventId || a.kind.localeCompare(b.kind),
    );
}

/** An approved extra paid to a cleaning's housekeeper with the cleaning (decision 0036). */
export type PayExtra = {
  eventId: number;
  id: number;
  kind: (typeof cleaningExtras.$inferSelect)['kind'];
  description: string;
  amount: number;
};

/**
 * The approved extras of the week's completed cleanings, in one query (not one per line), oldest first:
 * each flows into its cleaning's worker line.
 */
export function listPayExtras(db: DbOrTx, week: { start: string; end: string }): Promise<PayExtra[]> {
  const e = cleaningEvents;
  return db
    .select({
      eventId: cleaningExtras.cleaningEventId,
      id: cleaningExtras.id,
      kind: cleaningExtras.kind,
      description: cleaningExtras.description,
      amount: cleaningExtras.workerAmount,
    })
    .from(cleaningExtras)
    .innerJoin(e, eq(e.id, cleaningExtras.cleaningEventId))
    .where(
      and(
        eq(cleaningExtras.status, 'approved'),
        eq(e.status, 'completed'),
        gte(e.serviceDate, week.start),
        lte(e.serviceDate, week.end),
      ),
    )
    .orderBy(asc(cleaningExtras.createdAt), asc(cleaningExtras.id));
}

// A timestamp read through a UNION may come back as the driver's text rather than a Date.
function toDate(value: Date | string | null): Date | null {
  if (value === null || value instanceof Date) return value;
  return new Date(value);
}

/** Locks these events (id order, as the bulk payment does: no deadlock between the two) before their pay changes. */
export async function lockEvents(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: cleaningEvents.id })
    .from(cleaningEvents)
    .where(inArray(cleaningEvents.id, ids))
    .orderBy(asc(cleaningEvents.id))
    .for('update');
}

/** Marks the worker or the supervisor pay of these events paid at `at`; answers those whose status changed. */
export async function markPaid(db: DbOrTx, kind: PayLine['kind'], ids: number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const status = kind === 'worker' ? cleaningEvents.paymentEmployeeStatus : cleaningEvents.paymentSupervisorStatus;
  const rows = await db
    .update(cleaningEvents)
    .set(
      kind === 'worker'
        ? { paymentEmployeeStatus: 'paid', employeePaidAt: at, updatedAt: at }
        : { paymentSupervisorStatus: 'paid', supervisorPaidAt: at, updatedAt: at },
    )
    .where(and(inArray(cleaningEvents.id, ids), eq(status, 'pending')))
    .returning({ id: cleaningEvents.id });
  return rows.map((row) => row.id);
}
