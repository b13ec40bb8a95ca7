import { and, asc, eq, gte, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { assignments, cleaningEvents, deletedEvents } from '../../db/schema/events';
import { feedDismissals } from '../../db/schema/feeds';
import { properties } from '../../db/schema/properties';

export type DeletedEventRow = typeof deletedEvents.$inferSelect;

/** Events deleted, dismissed or removed by their feed whose cleaning date falls in the range. */
export function deletedInRange(db: DbOrTx, from: string, to: string): Promise<DeletedEventRow[]> {
  return db
    .select()
    .from(deletedEvents)
    .where(and(gte(deletedEvents.serviceDate, from), lte(deletedEvents.serviceDate, to)));
}

/** Events still stored but cancelled by their feed (they were assigned), in the range, with their housekeeper. */
export function cancelledInRange(db: DbOrTx, from: string, to: string) {
  return db
    .select({ event: cleaningEvents, propertyName: properties.name, housekeeperName: employees.name })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        gte(cleaningEvents.serviceDate, from),
        lte(cleaningEvents.serviceDate, to),
        isNotNull(cleaningEvents.cancelledAt),
      ),
    )
    .orderBy(asc(cleaningEvents.serviceDate));
}

/** A deleted event's row, locked for its restore. */
export async function lockDeletedEvent(db: DbOrTx, id: number): Promise<DeletedEventRow | undefined> {
  const [row] = await db.select().from(deletedEvents).where(eq(deletedEvents.id, id)).for('update');
  return row;
}

/** Whether the property still exists. */
export async function propertyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
  return row !== undefined;
}

/**
 * The live (not cancelled) event, other than `exceptId`, that already cleans this reservation or this
 * property on this date, if any: a restore would double it.
 */
export async function liveTwin(
  db: DbOrTx,
  at: { propertyId: number; serviceDate: string; reservationKey: string | null; exceptId: number },
): Promise<{ id: number; sameReservation: boolean } | undefined> {
  const others = and(eq(cleaningEvents.propertyId, at.propertyId), ne(cleaningEvents.id, at.exceptId));
  if (at.reservationKey !== null) {
    const [same] = await db
      .select({ id: cleaningEvents.id })
      .from(cleaningEvents)
      .where(and(others, eq(cleaningEvents.reservationKey, at.reservationKey)));
    if (same) return { id: same.id, sameReservation: true };
  }
  const [sameDay] = await db
    .select({ id: cleaningEvents.id })
    .from(cleaningEvents)
    .where(and(others, eq(cleaningEvents.serviceDate, at.serviceDate), isNull(cleaningEvents.cancelledAt)));
  return sameDay ? { id: sameDay.id, sameReservation: false } : undefined;
}

/** Puts a deleted event back under its own id (so its history continues) and forgets its archived row. */
export async function reinsertEvent(db: DbOrTx, row: typeof cleaningEvents.$inferInsert & { id: number }) {
  await db.insert(cleaningEvents).values(row);
  await db.delete(deletedEvents).where(eq(deletedEvents.id, row.id));
}

/** Lets feeds create this reservation's cleaning again (an admin's delete had dismissed it). */
export async function forgetDismissal(db: DbOrTx, propertyId: number, reservationKey: string): Promise<void> {
  await db
    .delete(feedDismissals)
    .where(and(eq(feedDismissals.propertyId, propertyId), eq(feedDismissals.reservationKey, reservationKey)));
}
