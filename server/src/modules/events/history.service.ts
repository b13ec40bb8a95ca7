import {
  deletedEventList,
  eventHistoryResponse,
  type DeletedEvent,
  type EventHistoryEntry,
  type EventHistoryResponse,
} from '@common/contracts/events';
import { monthRange } from '@common/domain/calendar';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { readOne } from './events.service';
import * as h from './history.queries';
import { can } from '@common/domain/policy';

/** Lines only admins read: the client's billing and the housekeeper's pay. */
const ADMIN_ONLY_FIELDS = new Set(['payment_client_status', 'payment_employee_status', 'payment_supervisor_status']);

function toEntry(row: h.HistoryRow): EventHistoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    source: row.source,
    actor: row.source === 'user' ? { id: row.actorId, name: row.actorName ?? '' } : null,
    action: row.action,
    field: row.field,
    before: row.before,
    after: row.after,
  };
}

function toDeleted(row: h.DeletedEventRow): DeletedEvent {
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.propertyName,
    service_date: row.serviceDate,
    event_summary: row.eventSummary,
    status: row.status,
    housekeeper_name: row.housekeeperName,
    deleted_at: row.deletedAt.toISOString(),
    deleted_by_name: row.deletedByName,
  };
}

/** The body of `eventHistory`, cached per event and reader (an employee's own) until events, history or people move. */
export function eventHistoryBody(db: Db, cache: ResponseCache, who: AuthUser, id: number): Promise<CachedBody> {
  const reader = can(who.role, 'event.readAll') ? who.role : `${who.role}:${who.id}`;
  return cache.answer(db, {
    key: `history:${reader}:${id}`,
    reads: ['events', 'history', 'users'],
    schema: eventHistoryResponse,
    load: () => eventHistory(db, who, id),
  });
}

/**
 * GET /cleaning_events/{id}/history. Admins read any event's history, also after it was deleted;
 * supervisors read the events they see (all) and housekeepers their own, without payment lines.
 */
export async function eventHistory(db: Db, who: AuthUser, id: number): Promise<EventHistoryResponse> {
  let deleted: DeletedEvent | null = null;
  const gone = await h.findDeletedEvent(db, id);
  if (gone && can(who.role, 'history.readAll')) deleted = toDeleted(gone);
  else await readOne(db, who, id); // 404 when it does not exist or this user may not see it
  const rows = await h.historyOf(db, id);
  const visible = can(who.role, 'history.readAll')
    ? rows
    : rows.filter((r) => !r.field || !ADMIN_ONLY_FIELDS.has(r.field));
  return { event_id: id, deleted, entries: visible.map(toEntry) };
}

/** GET /cleaning_events/deleted: the events deleted or dismissed whose cleaning date is in the month. */
/** The body of `listDeletedEvents`, cached per month until deleted events or history move. */
export function deletedEventsBody(db: Db, cache: ResponseCache, year: number, month: number): Promise<CachedBody> {
  return cache.answer(db, {
    key: `deleted:${year}-${month}`,
    reads: ['history'],
    schema: deletedEventList,
    load: () => listDeletedEvents(db, year, month),
  });
}

export async function listDeletedEvents(db: Db, year: number, month: number): Promise<DeletedEvent[]> {
  const { start, end } = monthRange(year, month);
  return (await h.listDeletedEvents(db, start, end)).map(toDeleted);
}
