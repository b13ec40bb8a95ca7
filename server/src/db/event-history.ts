import { inBatches } from './batches';
import type { DbOrTx } from './client';
import { type cleaningEvents, type deletedEvents, eventHistory } from './schema/events';

type HistoryRow = typeof eventHistory.$inferInsert;
export type HistoryAction = HistoryRow['action'];

/** Who made a change: a signed-in user, a calendar feed, or the system (a migration, a cleanup). */
export type HistoryActor = { source: 'user'; id: number; name: string } | { source: 'feed' | 'system' };

/** One line of an event's history. */
export type HistoryEntry = {
  eventId: number;
  action: HistoryAction;
  field?: string;
  before?: string | null;
  after?: string | null;
};

/** The line a feed sync adds to the note of an assigned cleaning whose reservation it cancelled (a restore takes it out). */
export const CANCELLED_NOTE = 'Reservation cancelled: it is no longer in the calendar feed.';

/** The actor of a feed sync. */
export const FEED_ACTOR: HistoryActor = { source: 'feed' };

/**
 * Appends lines to event histories (several modules change events: events, staff, feeds). The caller
 * owns the transaction, so a change and its history are written together or not at all.
 */
export async function recordHistory(db: DbOrTx, actor: HistoryActor, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const who = actor.source === 'user' ? { actorId: actor.id, actorName: actor.name } : {};
  await inBatches(entries, (batch) =>
    db.insert(eventHistory).values(
      batch.map((e) => ({
        eventId: e.eventId,
        source: actor.source,
        ...who,
        action: e.action,
        field: e.field ?? null,
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    ),
  );
}

/** The columns of an event that deleted_events keeps, so a restore can rebuild it. */
export function restorableColumns(
  e: typeof cleaningEvents.$inferSelect,
): Omit<typeof deletedEvents.$inferInsert, 'propertyName' | 'housekeeperName'> {
  return {
    id: e.id,
    propertyId: e.propertyId,
    serviceDate: e.serviceDate,
    eventSummary: e.eventSummary,
    status: e.status,
    checkOutDate: e.checkOutDate,
    arrivalDate: e.arrivalDate,
    note: e.note,
    feedId: e.feedId,
    externalUid: e.externalUid,
    reservationCode: e.reservationCode,
    reservationKey: e.reservationKey,
    checkInDate: e.checkInDate,
    unconfirmed: e.unconfirmed,
    manualFields: e.manualFields,
    paymentEmployeeStatus: e.paymentEmployeeStatus,
    paymentClientStatus: e.paymentClientStatus,
  };
}
