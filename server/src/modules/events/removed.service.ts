import type { CleaningEvent } from '@common/contracts/events';
import {
  REMOVED_MAX_DAYS,
  removedEventList,
  type RemovedEvent,
  type RemovedEventsQuery,
} from '@common/contracts/removed-events';
import { daysBetween, isValidIsoDate, isWithinApiDates, type DateRange } from '@common/domain/calendar';
import type { Db, DbOrTx } from '../../db/client';
import { CANCELLED_NOTE, recordHistory, type HistoryEntry } from '../../db/event-history';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { readOne, userActor } from './events.service';
import * as q from './events.queries';
import * as r from './removed.queries';

/** A `?start=&end=` period of at most `maxDays` days, or 400 saying what is wrong with it. */
export function requiredPeriod(query: { start?: string; end?: string }, maxDays: number): DateRange {
  const start = query.start?.trim() ?? '';
  const end = query.end?.trim() ?? '';
  if (start === '' || end === '') throw new AppError('bad_request', text('removed.datesRequired'));
  if (!isValidIsoDate(start) || !isValidIsoDate(end)) throw new AppError('bad_request', text('removed.invalidDate'));
  if (!isWithinApiDates(start) || !isWithinApiDates(end)) throw new AppError('bad_request', text('removed.outOfRange'));
  if (end < start) throw new AppError('bad_request', text('removed.endBeforeStart'));
  if (daysBetween(start, end) + 1 > maxDays)
    throw new AppError('bad_request', text('removed.spanTooLong', { max: maxDays }));
  return { start, end };
}

/** The period asked for, or 400 saying what is wrong with it. */
export function removedRange(query: RemovedEventsQuery): DateRange {
  return requiredPeriod(query, REMOVED_MAX_DAYS);
}

function fromArchive(row: r.DeletedEventRow): RemovedEvent {
  const byFeed = row.reason === 'feed_cancelled';
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.propertyName,
    service_date: row.serviceDate,
    reason: byFeed ? 'feed_cancelled' : 'deleted',
    removed_at: row.deletedAt.toISOString(),
    removed_by: byFeed ? null : { id: row.deletedBy, name: row.deletedByName ?? '' },
    event_summary: row.eventSummary,
    status: row.status,
    housekeeper_name: row.housekeeperName,
    dismissed: row.reason === 'dismissed',
  };
}

/**
 * GET /cleaning_events/removed: the cleanings of the period that left the schedule, by date then
 * latest removal: those deleted or dismissed by an admin or removed by their feed (deleted_events),
 * and the assigned ones a feed cancelled, which stay stored with their mark (decision 0028).
 */
export async function listRemoved(db: DbOrTx, range: DateRange): Promise<RemovedEvent[]> {
  const [archived, cancelled] = await Promise.all([
    r.deletedInRange(db, range.start, range.end),
    r.cancelledInRange(db, range.start, range.end),
  ]);
  const list = [
    ...archived.map(fromArchive),
    ...cancelled.map(({ event: e, propertyName, housekeeperName }) => ({
      id: e.id,
      property_id: e.propertyId,
      property_name: propertyName,
      service_date: e.serviceDate,
      reason: 'feed_cancelled' as const,
      removed_at: (e.cancelledAt ?? e.updatedAt).toISOString(),
      removed_by: null,
      event_summary: e.eventSummary,
      status: e.status,
      housekeeper_name: housekeeperName,
      dismissed: false,
    })),
  ];
  return list.sort(
    (a, b) => a.service_date.localeCompare(b.service_date) || b.removed_at.localeCompare(a.removed_at) || b.id - a.id,
  );
}

/** The body of `listRemoved`, cached per period until events or history move. */
export function removedBody(db: Db, cache: ResponseCache, query: RemovedEventsQuery): Promise<CachedBody> {
  const range = removedRange(query);
  return cache.answer(db, {
    key: `removed:${range.start}:${range.end}`,
    reads: ['events', 'history'],
    schema: removedEventList,
    load: () => listRemoved(db, range),
  });
}

async function refuseTwin(tx: DbOrTx, at: Parameters<typeof r.liveTwin>[1]): Promise<void> {
  const twin = await r.liveTwin(tx, at);
  if (twin)
    throw new AppError(
      'conflict',
      text(twin.sameReservation ? 'removed.reservationLive' : 'removed.sameDayLive', { id: twin.id }),
    );
}

// A deleted event comes back under its id, unassigned and belonging to no feed (a feed that lists its
// reservation adopts it again; one that does not leaves it alone), its dismissal forgotten.
async function restoreArchived(tx: DbOrTx, who: AuthUser, gone: r.DeletedEventRow): Promise<void> {
  if (!(await r.propertyExists(tx, gone.propertyId))) throw new AppError('conflict', text('removed.propertyGone'));
  await refuseTwin(tx, {
    propertyId: gone.propertyId,
    serviceDate: gone.serviceDate,
    reservationKey: gone.reservationKey,
    exceptId: gone.id,
  });
  await r.reinsertEvent(tx, {
    id: gone.id,
    propertyId: gone.propertyId,
    serviceDate: gone.serviceDate,
    checkOutDate: gone.checkOutDate,
    arrivalDate: gone.arrivalDate,
    eventSummary: gone.eventSummary,
    note: gone.note,
    status: 'unassigned',
    paymentEmployeeStatus: gone.paymentEmployeeStatus,
    paymentClientStatus: gone.paymentClientStatus,
    feedId: null,
    externalUid: gone.externalUid,
    reservationCode: gone.reservationCode,
    reservationKey: gone.reservationKey,
    checkInDate: gone.checkInDate,
    // An admin who brings back a dismissed period says it is a cleaning.
    unconfirmed: gone.reason === 'dismissed' ? false : gone.unconfirmed,
    manualFields: gone.manualFields,
  });
  if (gone.reservationKey) await r.forgetDismissal(tx, gone.propertyId, gone.reservationKey);
  const entries: HistoryEntry[] = [{ eventId: gone.id, action: 'restored', before: gone.reason }];
  // It had a housekeeper when deleted: the status line says it comes back without one.
  if (gone.status !== 'unassigned')
    entries.push({ eventId: gone.id, action: 'changed', field: 'status', before: gone.status, after: 'unassigned' });
  await recordHistory(tx, userActor(who), entries);
}

const withoutCancelledNote = (note: string | null) => {
  const kept = (note ?? '')
    .split('\n')
    .filter((line) => line !== CANCELLED_NOTE)
    .join('\n');
  return kept === '' ? null : kept;
};

// An assigned event its feed cancelled: back to unassigned, its mark and note line gone, detached from the feed.
async function restoreCancelled(
  tx: DbOrTx,
  who: AuthUser,
  row: NonNullable<Awaited<ReturnType<typeof q.lockEvent>>>,
): Promise<void> {
  const { event } = row;
  if (event.status === 'in_review' || event.status === 'completed')
    throw new AppError('conflict', text('removed.serviced'));
  await refuseTwin(tx, {
    propertyId: event.propertyId,
    serviceDate: event.serviceDate,
    reservationKey: null,
    exceptId: event.id,
  });
  if (row.employeeName !== null) await q.deleteAssignment(tx, event.id);
  await q.updateEventRow(tx, event.id, {
    cancelledAt: null,
    feedChange: null,
    feedChangeAt: null,
    feedChangeFrom: null,
    feedMissingCount: 0,
    feedId: null,
    note: withoutCancelledNote(event.note),
  });
  await recordHistory(tx, userActor(who), [
    { eventId: event.id, action: 'restored', before: 'feed_cancelled' },
    ...(row.employeeName !== null
      ? [{ eventId: event.id, action: 'changed' as const, field: 'housekeeper', before: row.employeeName, after: null }]
      : []),
  ]);
  if (event.status !== 'unassigned') await q.recordStatus(tx, event.id, event.status, 'unassigned', userActor(who));
}

/**
 * POST /cleaning_events/{id}/restore: brings a removed cleaning back unassigned, in one transaction,
 * recorded in its history; 409 when its reservation (or another cleaning of that property and date)
 * is live, 404 for an id that was never an event.
 */
export async function restoreEvent(db: Db, who: AuthUser, id: number): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const gone = await r.lockDeletedEvent(tx, id);
    if (gone) await restoreArchived(tx, who, gone);
    else {
      const row = await q.lockEvent(tx, id);
      if (!row) throw new AppError('not_found', text('event.notFound'));
      if (row.event.cancelledAt === null) throw new AppError('conflict', text('removed.alreadyLive'));
      await restoreCancelled(tx, who, row);
    }
    return readOne(tx, who, id);
  });
}
