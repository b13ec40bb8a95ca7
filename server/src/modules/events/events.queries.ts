import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordHistory, type HistoryActor } from '../../db/event-history';
import { timingSelection } from '../../db/property-timing';
import { employees, timeOff } from '../../db/schema/accounts';
import { cleaningExtras } from '../../db/schema/billing';
import { assignments, cleaningEvents, formerAssignments } from '../../db/schema/events';
import { clients, properties } from '../../db/schema/properties';

export type EventRow = typeof cleaningEvents.$inferSelect;
type EventStatus = EventRow['status'];

const eventSelection = {
  event: cleaningEvents,
  propertyName: properties.name,
  state: properties.state,
  city: properties.city,
  streetAddress: properties.streetAddress,
  region: properties.region,
  clientName: clients.name,
  employeeId: employees.id,
  employeeName: employees.name,
  employeeUserId: employees.userId,
  timing: timingSelection,
};

/** What an event's window and estimate come from: its property's times (else the company's) and rooms. */
export type EventTiming = {
  checkOutTime: string;
  checkInTime: string;
  cleaningMinutes: number | null;
  bedrooms: number;
  bathrooms: number;
};

export type EventListRow = {
  event: EventRow;
  propertyName: string;
  state: string;
  city: string;
  streetAddress: string;
  region: string;
  clientName: string;
  employeeId: number | null;
  employeeName: string | null;
  employeeUserId: number | null;
  timing: EventTiming;
};

export type EventFilter = {
  from?: string;
  to?: string;
  assignedToUserId?: number;
  eventId?: number;
  status?: EventStatus;
  clientId?: number;
  propertyId?: number;
  employeeId?: number;
  paymentClientStatus?: EventRow['paymentClientStatus'];
  paymentEmployeeStatus?: EventRow['paymentEmployeeStatus'];
  paymentSupervisorStatus?: EventRow['paymentSupervisorStatus'];
  /** A page of the list: at most `limit` rows after the first `offset`. */
  limit?: number;
  offset?: number;
};

/** Events with their property, client and housekeeper, by service date then id. */
export function listEventRows(db: DbOrTx, filter: EventFilter): Promise<EventListRow[]> {
  const query = db
    .select(eventSelection)
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .innerJoin(clients, eq(clients.id, properties.clientId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        filter.from !== undefined ? gte(cleaningEvents.serviceDate, filter.from) : undefined,
        filter.to !== undefined ? lte(cleaningEvents.serviceDate, filter.to) : undefined,
        filter.assignedToUserId !== undefined ? eq(employees.userId, filter.assignedToUserId) : undefined,
        filter.eventId !== undefined ? eq(cleaningEvents.id, filter.eventId) : undefined,
        filter.status !== undefined ? eq(cleaningEvents.status, filter.status) : undefined,
        filter.clientId !== undefined ? eq(properties.clientId, filter.clientId) : undefined,
        filter.propertyId !== undefined ? eq(cleaningEvents.propertyId, filter.propertyId) : undefined,
        filter.employeeId !== undefined ? eq(employees.id, filter.employeeId) : undefined,
        filter.paymentClientStatus !== undefined
          ? eq(cleaningEvents.paymentClientStatus, filter.paymentClientStatus)
          : undefined,
        filter.paymentEmployeeStatus !== undefined
          ? eq(cleaningEvents.paymentEmployeeStatus, filter.paymentEmployeeStatus)
          : undefined,
        filter.paymentSupervisorStatus !== undefined
          ? eq(cleaningEvents.paymentSupervisorStatus, filter.paymentSupervisorStatus)
          : undefined,
      ),
    )
    .orderBy(asc(cleaningEvents.serviceDate), asc(cleaningEvents.id))
    .$dynamic();
  return filter.limit === undefined ? query : query.limit(filter.limit).offset(filter.offset ?? 0);
}

/** An event with its housekeeper's ids, locked for update inside a transaction. */
export async function lockEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      event: cleaningEvents,
      employeeId: assignments.employeeId,
      employeeUserId: employees.userId,
      employeeName: employees.name,
      timing: timingSelection,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(eq(cleaningEvents.id, id))
    .for('update', { of: cleaningEvents });
  return row;
}

export async function insertEvent(db: DbOrTx, row: typeof cleaningEvents.$inferInsert): Promise<EventRow> {
  const [created] = await db.insert(cleaningEvents).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateEventRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof cleaningEvents.$inferInsert>,
): Promise<void> {
  await db
    .update(cleaningEvents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cleaningEvents.id, id));
}

/**
 * Sets a status and records who changed it, when, from and to. Completing an event also names who
 * completed it; the database trigger freezes its prices (and clears them when it leaves completed).
 */
export async function recordStatus(
  db: DbOrTx,
  id: number,
  from: EventStatus,
  to: EventStatus,
  actor: HistoryActor,
): Promise<void> {
  const completedBy = to === 'completed' && actor.source === 'user' ? actor.id : null;
  await db
    .update(cleaningEvents)
    .set({ status: to, completedBy, updatedAt: new Date() })
    .where(eq(cleaningEvents.id, id));
  await recordHistory(db, actor, [{ eventId: id, action: 'changed', field: 'status', before: from, after: to }]);
}

/** Someone's approved time off overlapping the days from `from` to `to`. */
export function approvedTimeOff(db: DbOrTx, employeeId: number, from: string, to: string) {
  return db
    .select({ start_date: timeOff.startDate, end_date: timeOff.endDate, note: timeOff.note })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.employeeId, employeeId),
        eq(timeOff.status, 'approved'),
        lte(timeOff.startDate, to),
        gte(timeOff.endDate, from),
      ),
    );
}

export async function findEmployee(db: DbOrTx, id: number) {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function listAssignments(db: DbOrTx, range: { from?: string; to?: string } = {}) {
  return db
    .select({ cleaning_event_id: assignments.cleaningEventId, employee_id: assignments.employeeId })
    .from(assignments)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, assignments.cleaningEventId))
    .where(
      and(
        range.from !== undefined ? gte(cleaningEvents.serviceDate, range.from) : undefined,
        range.to !== undefined ? lte(cleaningEvents.serviceDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(assignments.cleaningEventId));
}

/**
 * Keeps the event's housekeeper (unless she is `staying`) as a former one, before her assignment moves or goes:
 * what her phone sends for it afterwards reaches the office (docs/decisions/0051-proof-sent-after-a-reassignment.md).
 */
async function rememberHousekeeper(db: DbOrTx, eventId: number, staying?: number): Promise<void> {
  const [current] = await db
    .select({ employeeId: assignments.employeeId })
    .from(assignments)
    .where(eq(assignments.cleaningEventId, eventId));
  if (!current || current.employeeId === staying) return;
  await db
    .insert(formerAssignments)
    .values({ cleaningEventId: eventId, employeeId: current.employeeId })
    .onConflictDoUpdate({
      target: [formerAssignments.cleaningEventId, formerAssignments.employeeId],
      set: { endedAt: new Date() },
    });
}

/** Whether the user was this event's housekeeper before it went to someone else or back to unassigned. */
export async function wasHousekeeperOf(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: formerAssignments.employeeId })
    .from(formerAssignments)
    .innerJoin(employees, eq(employees.id, formerAssignments.employeeId))
    .where(and(eq(formerAssignments.cleaningEventId, eventId), eq(employees.userId, userId)));
  return row !== undefined;
}

/** Points an event at an employee (insert or move). */
export async function upsertAssignment(
  db: DbOrTx,
  eventId: number,
  employeeId: number,
  assignedBy: number,
): Promise<void> {
  await rememberHousekeeper(db, eventId, employeeId);
  await db
    .insert(assignments)
    .values({ cleaningEventId: eventId, employeeId, assignedBy })
    .onConflictDoUpdate({
      target: assignments.cleaningEventId,
      set: { employeeId, assignedBy, createdAt: new Date() },
    });
}

export async function deleteAssignment(db: DbOrTx, eventId: number): Promise<void> {
  await rememberHousekeeper(db, eventId);
  await db.delete(assignments).where(eq(assignments.cleaningEventId, eventId));
}

/** The events with these ids and their statuses, locked for update in id order (no deadlock between two bulk changes). */
export function lockEventsForPayment(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: cleaningEvents.id,
      status: cleaningEvents.status,
      paymentClientStatus: cleaningEvents.paymentClientStatus,
      paymentEmployeeStatus: cleaningEvents.paymentEmployeeStatus,
      paymentSupervisorStatus: cleaningEvents.paymentSupervisorStatus,
    })
    .from(cleaningEvents)
    .where(inArray(cleaningEvents.id, ids))
    .orderBy(asc(cleaningEvents.id))
    .for('update');
}

/** Which payment of an event: the client's, the housekeeper's or the supervisor's (decision 0031). */
export type PaymentKind = 'client' | 'employee' | 'supervisor';

/** The columns that hold a payment's status and, for staff pay, when it was paid. */
export function paymentPatch(
  kind: PaymentKind,
  value: EventRow['paymentClientStatus'],
  at = new Date(),
): Partial<typeof cleaningEvents.$inferInsert> {
  const paidAt = value === 'paid' ? at : null;
  if (kind === 'client') return { paymentClientStatus: value };
  if (kind === 'employee') return { paymentEmployeeStatus: value, employeePaidAt: paidAt };
  return { paymentSupervisorStatus: value, supervisorPaidAt: paidAt };
}

/** Sets one payment status of many events at once (staff pay: with when it was paid, or none when pending again). */
export async function setPayments(
  db: DbOrTx,
  ids: number[],
  kind: PaymentKind,
  value: EventRow['paymentClientStatus'],
): Promise<void> {
  if (ids.length === 0) return;
  const at = new Date();
  await db
    .update(cleaningEvents)
    .set({ ...paymentPatch(kind, value, at), updatedAt: at })
    .where(inArray(cleaningEvents.id, ids));
}

/** The approved extras of these cleanings summed per cleaning: the client's and the housekeeper's line totals. */
export async function approvedExtrasSums(
  db: DbOrTx,
  eventIds: number[],
): Promise<Map<number, { client: number; worker: number }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: cleaningExtras.cleaningEventId,
      client: sql<string>`sum(${cleaningExtras.clientAmount})`,
      worker: sql<string>`sum(${cleaningExtras.workerAmount})`,
    })
    .from(cleaningExtras)
    .where(and(inArray(cleaningExtras.cleaningEventId, eventIds), eq(cleaningExtras.status, 'approved')))
    .groupBy(cleaningExtras.cleaningEventId);
  return new Map(rows.map((r) => [r.eventId, { client: Number(r.client), worker: Number(r.worker) }]));
}
