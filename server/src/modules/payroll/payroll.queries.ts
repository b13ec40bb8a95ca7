import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { properties } from '../../db/schema/properties';

/** A staff member who can appear on a statement. */
export type StaffRow = {
  id: number;
  name: string;
  phone: string;
  role: 'admin' | 'supervisor' | 'employee' | null;
  active: boolean;
  userId: number | null;
  /** Their sign-in's language (null until chosen): the WhatsApp summary is written in it. */
  language: 'en' | 'es' | null;
};

/** One paid line: who earns it, for which cleaning, how much, and whether it is paid. */
export type PayLine = {
  employeeId: number;
  eventId: number;
  serviceDate: string;
  propertyName: string;
  amount: number | null;
  status: 'pending' | 'paid';
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

/**
 * The pay lines of the completed cleanings of a week: the housekeeper who serviced each (worker
 * payment) and the supervisor who completed it (supervisor payment), prices as fixed on completion.
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
    status: e.paymentEmployeeStatus,
    employeeId: employees.id,
  };
  // One statement (UNION ALL) rather than two: on the embedded database each round trip costs.
  const worked = db
    .select({ ...common, amount: e.workerPayment })
    .from(e)
    .innerJoin(properties, eq(properties.id, e.propertyId))
    .innerJoin(assignments, eq(assignments.cleaningEventId, e.id))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(and(inWeek, only));
  const supervised = db
    .select({ ...common, amount: e.supervisorPayment })
    .from(e)
    .innerJoin(properties, eq(properties.id, e.propertyId))
    .innerJoin(employees, eq(employees.userId, e.completedBy))
    .innerJoin(users, and(eq(users.id, employees.userId), eq(users.role, 'supervisor')))
    .where(and(inWeek, only));
  const rows = await unionAll(worked, supervised);
  return rows.sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.eventId - b.eventId);
}
