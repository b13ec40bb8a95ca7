import type { CleaningEvent, UpdateEventInput } from '@common/contracts/events';
import { isFixed } from '@common/domain/event-policy';
import type { Db, DbOrTx } from '../../db/client';
import { recordHistory, restorableColumns, type HistoryAction, type HistoryEntry } from '../../db/event-history';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { propertyViewsByIds } from '../properties/properties.service';
import { lockFor, readOne, userActor } from './events.service';
import * as q from './events.queries';
import type { EventLifecycle } from './lifecycle';
import * as h from './history.queries';
import { text } from '../../i18n/text';

type EventRow = q.EventRow;
/** The event columns an edit can change, by the name of their input field. */
const EDITABLE = {
  property_id: 'propertyId',
  service_date: 'serviceDate',
  check_out_date: 'checkOutDate',
  arrival_date: 'arrivalDate',
  event_summary: 'eventSummary',
  note: 'note',
} as const satisfies Record<keyof UpdateEventInput, keyof EventRow>;
type EditableField = keyof typeof EDITABLE;
/** What a feed would otherwise keep in step with its calendar: once an admin sets one, the feed leaves it. */
const FEED_DECIDED: EditableField[] = [
  'property_id',
  'service_date',
  'check_out_date',
  'arrival_date',
  'event_summary',
];

async function propertyNames(tx: DbOrTx, who: AuthUser, ids: number[]): Promise<Map<number, string>> {
  const views = await propertyViewsByIds(tx, who, ids);
  return new Map([...views].map(([id, view]) => [id, view.name]));
}

/**
 * PUT /cleaning_events/{id}: changes any of the event's own fields (decision 0007), recording each
 * change. The housekeeper stays when the event moves; a completed cleaning keeps its property and
 * date; on a feed event, the fields set here are no longer overwritten by the feed.
 */
export async function updateEvent(
  db: Db,
  lifecycle: EventLifecycle,
  who: AuthUser,
  id: number,
  input: UpdateEventInput,
): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const { event } = await lockFor(tx, who, id);
    const wanted = { ...input, ...(input.note !== undefined && { note: input.note || null }) };
    const changed = (Object.keys(EDITABLE) as EditableField[]).filter(
      (f) => wanted[f] !== undefined && wanted[f] !== event[EDITABLE[f]],
    );
    if (changed.length === 0) return readOne(tx, who, id);
    if (isFixed(event.status) && (changed.includes('property_id') || changed.includes('service_date'))) {
      throw new AppError('conflict', text('event.completedFixed'));
    }
    const names = await propertyNames(tx, who, [event.propertyId, ...(input.property_id ? [input.property_id] : [])]);
    if (input.property_id !== undefined && !names.has(input.property_id)) {
      throw new AppError('invalid', text('property.notChosen'), [
        { field: 'property_id', message: text('property.select') },
      ]);
    }
    const patch: Partial<EventRow> = {};
    const entries: HistoryEntry[] = [];
    for (const field of changed) {
      const before = event[EDITABLE[field]];
      const after = wanted[field] ?? null;
      Object.assign(patch, { [EDITABLE[field]]: after });
      if (field === 'property_id') {
        entries.push({
          eventId: id,
          action: 'changed',
          field: 'property',
          before: names.get(event.propertyId) ?? null,
          after: names.get(after as number) ?? null,
        });
      } else
        entries.push({
          eventId: id,
          action: 'changed',
          field,
          before: before as string | null,
          after: after as string | null,
        });
    }
    const fromFeed = event.feedId !== null || event.reservationKey !== null;
    const locked = changed.filter((f) => FEED_DECIDED.includes(f) && !event.manualFields.includes(f));
    if (fromFeed && locked.length > 0) patch.manualFields = [...event.manualFields, ...locked];
    await q.updateEventRow(tx, id, patch);
    await recordHistory(tx, userActor(who), entries);
    if (changed.includes('service_date'))
      await lifecycle.run.afterChange({ tx, who, event, change: { kind: 'moved', from: event.serviceDate } });
    return readOne(tx, who, id);
  });
}

// Keeps what the event was, records the last history line and removes it; a feed event's
// reservation is remembered (unless `dismiss` is false) so no feed brings the cleaning back. With a lifecycle, its
// listeners hear of it first, while the cleaning is still there to name (her phone is told).
async function removeEvent(
  tx: DbOrTx,
  lifecycle: EventLifecycle | null,
  who: AuthUser,
  row: Pick<Awaited<ReturnType<typeof lockFor>>, 'event' | 'employeeName' | 'employeeUserId'>,
  action: HistoryAction,
  dismiss = true,
) {
  const { event } = row;
  const change = { kind: 'removing' as const, assigneeUserId: row.employeeUserId };
  await lifecycle?.run.afterChange({ tx, who, event, change });
  const names = await propertyNames(tx, who, [event.propertyId]);
  await recordHistory(tx, userActor(who), [{ eventId: event.id, action, before: event.eventSummary }]);
  if (event.reservationKey && dismiss) {
    await h.dismissReservation(tx, {
      propertyId: event.propertyId,
      reservationKey: event.reservationKey,
      checkOutDate: event.checkOutDate,
      dismissedBy: who.id,
    });
  }
  await h.archiveAndDeleteEvent(tx, {
    ...restorableColumns(event),
    propertyName: names.get(event.propertyId) ?? '',
    housekeeperName: row.employeeName,
    deletedBy: who.id,
    deletedByName: who.name,
    reason: action === 'dismissed' ? 'dismissed' : 'deleted',
  });
}

/**
 * Removes these events in the caller's transaction, each recorded as deleted by `who` (its history and
 * deleted_events, as DELETE /cleaning_events/{id} does), when it is still unassigned; their
 * reservations are not dismissed, so the feed registered again brings them back. Answers the ids removed.
 */
export async function removeUnassignedEvents(tx: DbOrTx, who: AuthUser, ids: number[]): Promise<number[]> {
  const removed: number[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const row = await q.lockEvent(tx, id);
    if (!row || row.event.status !== 'unassigned' || row.employeeId !== null) continue;
    // Unassigned, so nobody's phone has it: no listener to tell (a feed's deletion has no lifecycle at hand).
    await removeEvent(tx, null, who, row, 'deleted', false);
    removed.push(id);
  }
  return removed;
}

/** DELETE /cleaning_events/{id}: removes the event and its assignment; a completed cleaning cannot go (409). */
export async function deleteEvent(db: Db, lifecycle: EventLifecycle, who: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, who, id);
    if (isFixed(row.event.status)) throw new AppError('conflict', text('event.completedNoDelete'));
    await removeEvent(tx, lifecycle, who, row, 'deleted');
  });
}

/** Clears the mark a feed left on an assigned event (moved, cancelled, restored) once an admin has seen it. */
export async function acknowledgeChange(db: Db, who: AuthUser, id: number): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const { event } = await lockFor(tx, who, id);
    if (event.feedChange) {
      await q.updateEventRow(tx, id, { feedChange: null, feedChangeAt: null, feedChangeFrom: null });
      await recordHistory(tx, userActor(who), [{ eventId: id, action: 'acknowledged', before: event.feedChange }]);
    }
    return readOne(tx, who, id);
  });
}

/** Confirms an unconfirmed Booking.com cleaning: it becomes an ordinary cleaning. */
export async function confirmEvent(db: Db, who: AuthUser, id: number): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const { event } = await lockFor(tx, who, id);
    if (event.unconfirmed) {
      await q.updateEventRow(tx, id, { unconfirmed: false });
      await recordHistory(tx, userActor(who), [{ eventId: id, action: 'confirmed' }]);
    }
    return readOne(tx, who, id);
  });
}

/** Dismisses an unconfirmed Booking.com cleaning (a block, not a guest): removed, and it never comes back. */
export async function dismissEvent(db: Db, lifecycle: EventLifecycle, who: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, who, id);
    if (!row.event.unconfirmed) throw new AppError('conflict', text('event.onlyUnconfirmed'));
    await removeEvent(tx, lifecycle, who, row, 'dismissed');
  });
}
