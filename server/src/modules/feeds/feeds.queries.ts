import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, cleaningEvents, clients, eventStatusHistory, jobLocks, properties } from '../../db/schema';
import type { FeedEventFields, PlannedEvent } from './sync-plan';

export type FeedRow = typeof calendarFeeds.$inferSelect;
export type FeedWithNames = { feed: FeedRow; propertyName: string; clientName: string; clientId: number };

/** Feeds with their property's and client's names, by id (all of them, or one). */
export function listFeedsWithNames(db: DbOrTx, id?: number): Promise<FeedWithNames[]> {
  return db
    .select({ feed: calendarFeeds, propertyName: properties.name, clientName: clients.name, clientId: clients.id })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .innerJoin(clients, eq(clients.id, properties.clientId))
    .where(id === undefined ? undefined : eq(calendarFeeds.id, id))
    .orderBy(asc(calendarFeeds.id));
}

/** The feeds of properties still in use (not archived), by id: what the periodic sync walks. */
export async function listFeedRows(db: DbOrTx): Promise<FeedRow[]> {
  const rows = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .where(sql`${properties.archivedAt} is null`)
    .orderBy(asc(calendarFeeds.id));
  return rows.map((r) => r.feed);
}

/** A feed row, locked for update: one apply of a feed at a time. */
export async function lockFeed(db: DbOrTx, id: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)).for('update');
  return row;
}

/** Whether a property exists and is not archived. */
export async function propertyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, id), sql`${properties.archivedAt} is null`));
  return row !== undefined;
}

/** Stores a new feed and answers its row. */
export async function insertFeed(db: DbOrTx, row: typeof calendarFeeds.$inferInsert): Promise<FeedRow> {
  const [created] = await db.insert(calendarFeeds).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Changes a feed's row; answers whether it exists. */
export async function updateFeed(db: DbOrTx, id: number, patch: Partial<typeof calendarFeeds.$inferInsert>): Promise<boolean> {
  const rows = await db.update(calendarFeeds).set(patch).where(eq(calendarFeeds.id, id)).returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** Deletes a feed; its events stay, their feed_id set to null by the foreign key. */
export async function deleteFeed(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.id, id)).returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The events a feed made (locked for update inside a transaction when asked), shaped for the sync plan. */
export async function feedEvents(db: DbOrTx, feedId: number, opts: { lock?: boolean } = {}): Promise<PlannedEvent[]> {
  const query = db.select().from(cleaningEvents).where(eq(cleaningEvents.feedId, feedId));
  const rows = opts.lock ? await query.for('update') : await query;
  return rows.map((e) => ({
    id: e.id,
    propertyId: e.propertyId,
    externalUid: e.externalUid,
    reservationCode: e.reservationCode,
    serviceDate: e.serviceDate,
    checkOutDate: e.checkOutDate,
    arrivalDate: e.arrivalDate,
    eventSummary: e.eventSummary,
    status: e.status,
    feedMissingCount: e.feedMissingCount,
    cancelled: e.cancelledAt !== null,
  }));
}

/** Creates a feed's new events (unassigned, pending, pending) with their first history line. */
export async function insertFeedEvents(db: DbOrTx, feedId: number, rows: FeedEventFields[]): Promise<void> {
  if (rows.length === 0) return;
  const created = await db
    .insert(cleaningEvents)
    .values(rows.map((r) => ({ ...r, feedId, status: 'unassigned' as const })))
    .returning({ id: cleaningEvents.id });
  await db.insert(eventStatusHistory).values(created.map((c) => ({ cleaningEventId: c.id, fromStatus: null, toStatus: 'unassigned' as const, changedBy: null })));
}

/** Applies a change to one event; `cancelled: false` clears an earlier cancellation mark. */
export async function updateFeedEvent(db: DbOrTx, id: number, fields: Partial<FeedEventFields> & { feedMissingCount?: number; cancelled?: false }): Promise<void> {
  const { cancelled, ...rest } = fields;
  await db
    .update(cleaningEvents)
    .set({ ...rest, ...(cancelled === false ? { cancelledAt: null } : {}), updatedAt: new Date() })
    .where(eq(cleaningEvents.id, id));
}

/** Removes unassigned events whose reservation was cancelled (their history goes with them). */
export async function deleteEvents(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(cleaningEvents).where(and(inArray(cleaningEvents.id, ids), eq(cleaningEvents.status, 'unassigned')));
}

/** Marks assigned events whose reservation was cancelled: the mark, a note, the miss count. */
export async function flagCancelled(db: DbOrTx, ids: number[], note: string, missing: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(cleaningEvents)
    .set({
      cancelledAt: new Date(),
      feedMissingCount: missing,
      note: sql`case when ${cleaningEvents.note} is null or ${cleaningEvents.note} = '' then ${note} else ${cleaningEvents.note} || E'\n' || ${note} end`,
      updatedAt: new Date(),
    })
    .where(inArray(cleaningEvents.id, ids));
}

/**
 * Takes the lease of a periodic job when it is free (expired), in one statement outside any
 * transaction; answers whether this owner now holds it. Times come from the database clock.
 */
export async function tryTakeLease(db: DbOrTx, name: string, owner: string, leaseMs: number): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  const rows = await db
    .insert(jobLocks)
    .values({ name, owner, lockedUntil: until })
    .onConflictDoUpdate({ target: jobLocks.name, set: { owner, lockedUntil: until }, setWhere: lt(jobLocks.lockedUntil, sql`now()`) })
    .returning({ owner: jobLocks.owner });
  return rows[0]?.owner === owner;
}

/** Moves the end of a held lease to `ms` from now (renewal while running; the next due time when done). */
export async function setLease(db: DbOrTx, name: string, owner: string, ms: number): Promise<void> {
  await db
    .update(jobLocks)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${ms / 1000})` })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.owner, owner)));
}
