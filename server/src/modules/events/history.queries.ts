import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cleaningEvents, deletedEvents, eventHistory } from '../../db/schema/events';
import { feedDismissals } from '../../db/schema/feeds';

export type HistoryRow = typeof eventHistory.$inferSelect;
export type DeletedEventRow = typeof deletedEvents.$inferSelect;

/** An event's history lines, oldest first (also for a deleted event). */
export function historyOf(db: DbOrTx, eventId: number): Promise<HistoryRow[]> {
  return db.select().from(eventHistory).where(eq(eventHistory.eventId, eventId)).orderBy(asc(eventHistory.id));
}

/** What a deleted event was, if it was deleted. */
export async function findDeletedEvent(db: DbOrTx, id: number): Promise<DeletedEventRow | undefined> {
  const [row] = await db.select().from(deletedEvents).where(eq(deletedEvents.id, id));
  return row;
}

/** Deleted events whose cleaning date falls in the range, by date then id. */
export function listDeletedEvents(db: DbOrTx, from: string, to: string): Promise<DeletedEventRow[]> {
  return db
    .select()
    .from(deletedEvents)
    .where(and(gte(deletedEvents.serviceDate, from), lte(deletedEvents.serviceDate, to)))
    .orderBy(asc(deletedEvents.serviceDate), desc(deletedEvents.id));
}

/** Removes an event (its assignment goes with it) after keeping what it was in deleted_events. */
export async function archiveAndDeleteEvent(db: DbOrTx, archived: typeof deletedEvents.$inferInsert): Promise<void> {
  await db.insert(deletedEvents).values(archived).onConflictDoNothing();
  await db.delete(cleaningEvents).where(eq(cleaningEvents.id, archived.id));
}

/** Remembers that a reservation's cleaning was removed on purpose, so no feed creates it again. */
export async function dismissReservation(db: DbOrTx, row: typeof feedDismissals.$inferInsert): Promise<void> {
  await db.insert(feedDismissals).values(row).onConflictDoNothing();
}
