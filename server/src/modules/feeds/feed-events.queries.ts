import { and, eq, gt, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { inBatches } from '../../db/batches';
import type { DbOrTx } from '../../db/client';
import { personLanguage } from '../../db/person-language';
import { jsonRows } from '../../db/json-rows';
import { FEED_ACTOR, recordHistory, restorableColumns } from '../../db/event-history';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents, deletedEvents } from '../../db/schema/events';
import { feedDismissals } from '../../db/schema/feeds';
import { properties } from '../../db/schema/properties';
import type { FeedEventFields, PlannedEvent } from './sync-plan';

// Only the columns the plan reads (most syncs change nothing: reading less is most of their cost).
const plannedColumns = {
  id: cleaningEvents.id,
  feedId: cleaningEvents.feedId,
  propertyId: cleaningEvents.propertyId,
  externalUid: cleaningEvents.externalUid,
  reservationCode: cleaningEvents.reservationCode,
  reservationKey: cleaningEvents.reservationKey,
  checkInDate: cleaningEvents.checkInDate,
  serviceDate: cleaningEvents.serviceDate,
  checkOutDate: cleaningEvents.checkOutDate,
  arrivalDate: cleaningEvents.arrivalDate,
  eventSummary: cleaningEvents.eventSummary,
  status: cleaningEvents.status,
  feedMissingCount: cleaningEvents.feedMissingCount,
  cancelledAt: cleaningEvents.cancelledAt,
  unconfirmed: cleaningEvents.unconfirmed,
  manualFields: cleaningEvents.manualFields,
};

/**
 * What the sync plan compares with a calendar: the feed's own events and the property's other feed
 * events (another feed's, or orphaned), with a cleaning date from `from` on (the plan never touches
 * earlier ones); locked inside a transaction when asked.
 */
export async function planEvents(
  db: DbOrTx,
  feed: { id: number; propertyId: number },
  from: string,
  opts: { lock?: boolean } = {},
): Promise<PlannedEvent[]> {
  const query = db
    .select(plannedColumns)
    .from(cleaningEvents)
    .where(
      and(
        or(
          eq(cleaningEvents.feedId, feed.id),
          and(eq(cleaningEvents.propertyId, feed.propertyId), isNotNull(cleaningEvents.reservationKey)),
        ),
        gte(cleaningEvents.serviceDate, from),
      ),
    );
  // In id order, so the pairing's "listed first" means the same on every read.
  const ordered = query.orderBy(cleaningEvents.id);
  const rows = opts.lock ? await ordered.for('update') : await ordered;
  return rows.map(({ cancelledAt, ...e }) => ({ ...e, cancelled: cancelledAt !== null }));
}

/**
 * What else of the property the plan needs, in one read: the check-in days from `from` on of its
 * other feeds' events (the next arrival) and the reservation keys an admin removed on purpose.
 */
export async function propertyContext(
  db: DbOrTx,
  feed: { id: number; propertyId: number },
  from: string,
): Promise<{ otherArrivals: string[]; dismissed: Set<string> }> {
  const result = await db.execute(sql`
    select distinct 'arrival' as kind, ${cleaningEvents.checkInDate}::text as value from ${cleaningEvents}
      where ${cleaningEvents.propertyId} = ${feed.propertyId} and ${cleaningEvents.feedId} <> ${feed.id}
        and ${cleaningEvents.checkInDate} >= ${from} and ${cleaningEvents.cancelledAt} is null
    union all
    select 'dismissed', ${feedDismissals.reservationKey} from ${feedDismissals} where ${feedDismissals.propertyId} = ${feed.propertyId}`);
  // Both drivers (PGlite, node-postgres) answer { rows }.
  const { rows } = result as unknown as { rows: { kind: string; value: string }[] };
  return {
    otherArrivals: rows.filter((r) => r.kind === 'arrival').map((r) => r.value),
    dismissed: new Set(rows.filter((r) => r.kind === 'dismissed').map((r) => r.value)),
  };
}

/** Names of these properties, by id. */
export async function propertyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(inArray(properties.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Creates a feed's new events (unassigned, pending, pending) with their first history line, a batch of
 * rows per statement. A reservation another sync created meanwhile is skipped (the unique key per
 * property): answers how many.
 */
export async function insertFeedEvents(db: DbOrTx, feedId: number, rows: FeedEventFields[]): Promise<number> {
  const counts = await inBatches(rows, async (batch) => {
    const created = await db
      .insert(cleaningEvents)
      .values(batch.map((r) => ({ ...r, feedId, status: 'unassigned' as const })))
      .onConflictDoNothing()
      .returning({ id: cleaningEvents.id });
    await recordHistory(
      db,
      FEED_ACTOR,
      created.map((c) => ({ eventId: c.id, action: 'created' as const })),
    );
    return created.length;
  });
  return counts.reduce((a, b) => a + b, 0);
}

/** The columns a sync sets on an event (fields the feed decides, marks, miss counts). */
type PatchColumn =
  | keyof FeedEventFields
  | 'feedId'
  | 'feedMissingCount'
  | 'cancelledAt'
  | 'feedChange'
  | 'feedChangeAt'
  | 'feedChangeFrom';

/** A change to one event: its id and the columns to set (absent ones stay as they are). */
export type FeedEventPatch = { id: number } & Partial<Pick<typeof cleaningEvents.$inferInsert, PatchColumn>>;

/**
 * Applies changes to many events: the events changing the same columns share one UPDATE per batch of
 * rows, the new values read from one JSON parameter (db/json-rows.ts), instead of one statement per event.
 */
export async function updateFeedEvents(db: DbOrTx, patches: FeedEventPatch[]): Promise<void> {
  const byColumns = new Map<string, FeedEventPatch[]>();
  for (const p of patches) {
    const key = Object.keys(p)
      .filter((k) => k !== 'id' && p[k as PatchColumn] !== undefined)
      .sort()
      .join(',');
    if (key === '') continue;
    const same = byColumns.get(key);
    if (same) same.push(p);
    else byColumns.set(key, [p]);
  }
  for (const [key, rows] of byColumns) {
    const set = sql.join(
      (key.split(',') as PatchColumn[]).map((k) => {
        const name = sql.identifier(cleaningEvents[k].name);
        return sql`${name} = v.${name}`;
      }),
      sql`, `,
    );
    await inBatches(rows, (batch) =>
      db.execute(sql`update ${cleaningEvents} set ${set}, updated_at = now()
        from (${jsonRows(cleaningEvents, batch).rows}) as v where ${cleaningEvents.id} = v.id`),
    );
  }
}

/**
 * Removes unassigned events whose reservation was cancelled, keeping what they were in deleted_events
 * (their history stays readable); answers the ids removed.
 */
export async function removeCancelled(db: DbOrTx, ids: number[]): Promise<number[]> {
  const removed = await inBatches(ids, async (batch) => {
    const rows = await db
      .select({ event: cleaningEvents, propertyName: properties.name })
      .from(cleaningEvents)
      .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
      .where(and(inArray(cleaningEvents.id, batch), eq(cleaningEvents.status, 'unassigned')));
    if (rows.length === 0) return [];
    // Everything a restore needs to rebuild the event (POST /cleaning_events/{id}/restore, decision 0028).
    await db
      .insert(deletedEvents)
      .values(
        rows.map(({ event: e, propertyName }) => ({
          ...restorableColumns(e),
          propertyName,
          status: 'unassigned' as const,
          reason: 'feed_cancelled' as const,
        })),
      )
      .onConflictDoNothing();
    const gone = rows.map((r) => r.event.id);
    await db.delete(cleaningEvents).where(inArray(cleaningEvents.id, gone));
    return gone;
  });
  return removed.flat();
}

/** Flags assigned events whose reservation was cancelled: cancelled, marked for the admins, noted. */
export async function flagCancelled(db: DbOrTx, ids: number[], note: string): Promise<void> {
  await inBatches(ids, (batch) =>
    db
      .update(cleaningEvents)
      .set({
        cancelledAt: new Date(),
        feedChange: 'cancelled',
        feedChangeAt: new Date(),
        note: sql`case when ${cleaningEvents.note} is null or ${cleaningEvents.note} = '' then ${note} else ${cleaningEvents.note} || E'\n' || ${note} end`,
        updatedAt: new Date(),
      })
      .where(inArray(cleaningEvents.id, batch)),
  );
}

/** Ids of a feed's unassigned cleanings after `today` (what deleting the feed with remove_future removes). */
export async function futureUnassignedOfFeed(db: DbOrTx, feedId: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: cleaningEvents.id })
    .from(cleaningEvents)
    .where(
      and(
        eq(cleaningEvents.feedId, feedId),
        eq(cleaningEvents.status, 'unassigned'),
        gt(cleaningEvents.serviceDate, today),
      ),
    );
  return rows.map((r) => r.id);
}

/** Resets the miss count of these events (a held sync the admin discarded). */
export async function resetMissing(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await db.update(cleaningEvents).set({ feedMissingCount: 0 }).where(inArray(cleaningEvents.id, ids));
}

/** Events with their property and assigned housekeeper (name and e-mail): who to tell about a change. */
export function eventsToTell(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      note: cleaningEvents.note,
      propertyName: properties.name,
      housekeeper: employees.name,
      email: employees.email,
      language: personLanguage,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .innerJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(inArray(cleaningEvents.id, ids));
}

/** Cleanings from `from` on that a feed changed (not yet acknowledged) and that wait for a confirmation. */
export async function eventsNeedingAttention(
  db: DbOrTx,
  from: string,
  shown: number,
): Promise<{
  changed: number;
  unconfirmed: number;
  events: {
    id: number;
    propertyName: string;
    serviceDate: string;
    feedChange: 'moved' | 'cancelled' | 'restored' | null;
    unconfirmed: boolean;
  }[];
}> {
  const needs = and(
    gte(cleaningEvents.serviceDate, from),
    or(sql`${cleaningEvents.feedChange} is not null`, eq(cleaningEvents.unconfirmed, true)),
  );
  const events = await db
    .select({
      id: cleaningEvents.id,
      propertyName: properties.name,
      serviceDate: cleaningEvents.serviceDate,
      feedChange: cleaningEvents.feedChange,
      unconfirmed: cleaningEvents.unconfirmed,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(needs)
    .orderBy(cleaningEvents.serviceDate, cleaningEvents.id)
    .limit(shown);
  const [row] = await db
    .select({
      changed: sql<number>`count(*) filter (where ${cleaningEvents.feedChange} is not null)`.mapWith(Number),
      unconfirmed: sql<number>`count(*) filter (where ${cleaningEvents.unconfirmed})`.mapWith(Number),
    })
    .from(cleaningEvents)
    .where(needs);
  return { ...(row ?? { changed: 0, unconfirmed: 0 }), events };
}
