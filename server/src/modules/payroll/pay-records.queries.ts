import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { payRecords, type PaidExtra } from '../../db/schema/pay';
import { properties } from '../../db/schema/properties';

// Paid is final (docs/decisions/0045-paid-is-final.md): the paid lines and adjustments of the statements.

export type PayRecordRow = typeof payRecords.$inferSelect;
export type PayKind = PayRecordRow['kind'];

/** A record as a statement shows it: with its cleaning's date and property. */
export type RecordLine = {
  id: number;
  employeeId: number;
  eventId: number;
  serviceDate: string;
  propertyName: string;
  kind: PayKind;
  adjustment: boolean;
  amount: number;
  extras: PaidExtra[];
  status: 'pending' | 'paid';
  paidAt: Date | null;
};

/** The records on a week's statements (paid lines and adjustments), of everyone or of these people. */
export function listWeekRecords(db: DbOrTx, weekStart: string, employeeIds?: number[]): Promise<RecordLine[]> {
  const r = payRecords;
  return db
    .select({
      id: r.id,
      employeeId: r.employeeId,
      eventId: r.cleaningEventId,
      serviceDate: cleaningEvents.serviceDate,
      propertyName: properties.name,
      kind: r.kind,
      adjustment: r.adjustment,
      amount: r.amount,
      extras: r.extras,
      status: r.status,
      paidAt: r.paidAt,
    })
    .from(r)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, r.cleaningEventId))
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(and(eq(r.weekStart, weekStart), employeeIds ? inArray(r.employeeId, employeeIds) : undefined))
    .orderBy(asc(cleaningEvents.serviceDate), asc(r.cleaningEventId), asc(r.kind), asc(r.id));
}

/** Which of these cleanings' lines were paid to whom: `event:employee:kind` keys of their paid originals. */
export async function paidOriginals(db: DbOrTx, eventIds: number[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: payRecords.cleaningEventId, employeeId: payRecords.employeeId, kind: payRecords.kind })
    .from(payRecords)
    .where(and(inArray(payRecords.cleaningEventId, eventIds), eq(payRecords.adjustment, false)));
  return new Set(rows.map((row) => lineKey(row)));
}

/** The key of one person's line of one cleaning. */
export function lineKey(line: { eventId: number; employeeId: number; kind: PayKind }): string {
  return `${line.eventId}:${line.employeeId}:${line.kind}`;
}

/**
 * Records these lines as paid at `at`, with what each earns now (the worker line with its approved extras);
 * a line already recorded is left as it is.
 */
export async function recordPaid(
  db: DbOrTx,
  lines: { eventId: number; employeeId: number; kind: PayKind }[],
  at: Date,
): Promise<void> {
  for (const line of lines) {
    const amount =
      line.kind === 'worker'
        ? sql`(select amount from worker_pay_now(${line.eventId}))`
        : sql`(select supervisor_payment from cleaning_events where id = ${line.eventId})`;
    const extras =
      line.kind === 'worker' ? sql`(select extras from worker_pay_now(${line.eventId}))` : sql`'[]'::jsonb`;
    await db.execute(sql`
      insert into pay_records (employee_id, cleaning_event_id, kind, week_start, amount, extras, status, paid_at)
      select ${line.employeeId}, e.id, ${line.kind}, pay_week_start(e.service_date), ${amount}, ${extras}, 'paid', ${at}
      from cleaning_events e
      where e.id = ${line.eventId} and not exists (
        select 1 from pay_records r
        where r.cleaning_event_id = e.id and r.employee_id = ${line.employeeId} and r.kind = ${line.kind} and not r.adjustment
      )`);
  }
}

/** Marks one person's pending adjustments of a week paid at `at`; answers how many. */
export async function payAdjustments(db: DbOrTx, employeeId: number, weekStart: string, at: Date): Promise<number> {
  const rows = await db
    .update(payRecords)
    .set({ status: 'paid', paidAt: at })
    .where(
      and(
        eq(payRecords.employeeId, employeeId),
        eq(payRecords.weekStart, weekStart),
        eq(payRecords.adjustment, true),
        eq(payRecords.status, 'pending'),
      ),
    )
    .returning({ id: payRecords.id, eventId: payRecords.cleaningEventId });
  return rows.length;
}

/** Every record of one cleaning. */
export function recordsOfEvent(db: DbOrTx, eventId: number): Promise<PayRecordRow[]> {
  return db.select().from(payRecords).where(eq(payRecords.cleaningEventId, eventId)).orderBy(asc(payRecords.id));
}

/** Removes a cleaning's adjustments not paid yet (they are computed again). */
export async function deletePendingAdjustments(db: DbOrTx, eventId: number): Promise<void> {
  await db
    .delete(payRecords)
    .where(
      and(eq(payRecords.cleaningEventId, eventId), eq(payRecords.adjustment, true), eq(payRecords.status, 'pending')),
    );
}

/** Adds a pending adjustment. */
export async function insertAdjustment(
  db: DbOrTx,
  values: { employeeId: number; eventId: number; kind: PayKind; weekStart: string; amount: number },
): Promise<void> {
  await db.insert(payRecords).values({
    employeeId: values.employeeId,
    cleaningEventId: values.eventId,
    kind: values.kind,
    weekStart: values.weekStart,
    amount: values.amount,
    adjustment: true,
    status: 'pending',
  });
}

/** The weeks (from `from` on) in which this person already has a paid line or adjustment. */
export async function paidWeeks(db: DbOrTx, employeeId: number, from: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ week: payRecords.weekStart })
    .from(payRecords)
    .where(and(eq(payRecords.employeeId, employeeId), eq(payRecords.status, 'paid'), gte(payRecords.weekStart, from)));
  return new Set(rows.map((row) => row.week));
}

/** Who a completed cleaning pays now and how much: its housekeeper (with extras) and its first reviewer if a supervisor. */
export async function earnersNow(
  db: DbOrTx,
  eventId: number,
): Promise<{
  serviceDate: string;
  completed: boolean;
  earners: { employeeId: number; kind: PayKind; amount: number }[];
}> {
  const [event] = await db
    .select({
      serviceDate: cleaningEvents.serviceDate,
      status: cleaningEvents.status,
      supervisorPayment: cleaningEvents.supervisorPayment,
      worker: sql<string | null>`(select amount from worker_pay_now(${cleaningEvents.id}))`,
      housekeeper: assignments.employeeId,
    })
    .from(cleaningEvents)
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .where(eq(cleaningEvents.id, eventId));
  if (!event) return { serviceDate: '', completed: false, earners: [] };
  const [reviewer] = await db
    .select({ id: employees.id })
    .from(cleaningEvents)
    .innerJoin(
      employees,
      eq(employees.userId, sql`coalesce(${cleaningEvents.reviewedBy}, ${cleaningEvents.completedBy})`),
    )
    .innerJoin(users, and(eq(users.id, employees.userId), eq(users.role, 'supervisor')))
    .where(eq(cleaningEvents.id, eventId));
  const completed = event.status === 'completed';
  const earners: { employeeId: number; kind: PayKind; amount: number }[] = [];
  if (completed && event.housekeeper !== null)
    earners.push({ employeeId: event.housekeeper, kind: 'worker', amount: Number(event.worker ?? 0) });
  if (completed && reviewer)
    earners.push({ employeeId: reviewer.id, kind: 'supervisor', amount: event.supervisorPayment ?? 0 });
  return { serviceDate: event.serviceDate, completed, earners };
}

/** The paid worker line of a cleaning: whose and which week, or none. */
export async function paidWorkerLineOf(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ name: employees.name, weekStart: payRecords.weekStart })
    .from(payRecords)
    .innerJoin(employees, eq(employees.id, payRecords.employeeId))
    .where(and(eq(payRecords.cleaningEventId, eventId), eq(payRecords.kind, 'worker'), eq(payRecords.status, 'paid')))
    .orderBy(asc(payRecords.id))
    .limit(1);
  return row;
}
