import { and, asc, desc, eq, getTableColumns, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, feedSyncLog } from '../../db/schema/feeds';
import { clients, properties } from '../../db/schema/properties';
import { jobLocks } from '../../db/schema/system';

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

/** A feed's row, if it still exists. */
export async function feedRow(db: DbOrTx, id: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
  return row;
}

// Every column but the calendar kept for 304 replays (up to 5,000 reservations of JSON).
const { lastCalendar: _kept, ...lockedColumns } = getTableColumns(calendarFeeds);

/** A feed row without its kept calendar, locked for update: one apply of a feed at a time. */
export async function lockFeed(db: DbOrTx, id: number): Promise<Omit<FeedRow, 'lastCalendar'> | undefined> {
  const [row] = await db.select(lockedColumns).from(calendarFeeds).where(eq(calendarFeeds.id, id)).for('update');
  return row;
}

/** Whether a property exists and is not archived. */
export async function propertyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), sql`${properties.archivedAt} is null`));
  return row !== undefined;
}

/** Stores a new feed and answers its row. */
export async function insertFeed(db: DbOrTx, row: typeof calendarFeeds.$inferInsert): Promise<FeedRow> {
  const [created] = await db.insert(calendarFeeds).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Changes a feed's row; answers whether it exists. */
export async function updateFeed(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof calendarFeeds.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set(patch)
    .where(eq(calendarFeeds.id, id))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** Records one sync in a feed's activity log and keeps only its newest 20 lines (one statement; nothing if the feed is gone). */
export async function logSync(db: DbOrTx, row: typeof feedSyncLog.$inferInsert): Promise<void> {
  // The DELETE sees the log as it was before this INSERT: keep 19 old lines beside the new one.
  await db.execute(sql`with added as (
      insert into ${feedSyncLog} ${sql.raw('(feed_id, result, created, updated, cancelled, held, error)')}
      select ${row.feedId}::int, ${row.result}::text, ${row.created ?? 0}::int, ${row.updated ?? 0}::int, ${row.cancelled ?? 0}::int, ${row.held ?? false}::boolean, ${row.error ?? null}::text
      where exists (select 1 from ${calendarFeeds} where ${calendarFeeds.id} = ${row.feedId})
      returning 1)
    delete from ${feedSyncLog} where ${feedSyncLog.feedId} = ${row.feedId} and ${feedSyncLog.id} <= (
      select ${feedSyncLog.id} from ${feedSyncLog} where ${feedSyncLog.feedId} = ${row.feedId} order by ${feedSyncLog.id} desc offset 19 limit 1)`);
}

/** A feed's activity log, newest first. */
export function syncLog(db: DbOrTx, feedId: number) {
  return db.select().from(feedSyncLog).where(eq(feedSyncLog.feedId, feedId)).orderBy(desc(feedSyncLog.id)).limit(20);
}

/** Feeds of properties in use that fail since `before` or wait for a decision, with their property's name. */
export function feedsNeedingAttention(db: DbOrTx, before: Date) {
  return db
    .select({ feed: calendarFeeds, propertyName: properties.name })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .where(
      and(
        sql`${properties.archivedAt} is null`,
        sql`(${calendarFeeds.failingSince} < ${before.toISOString()} or ${isNotNull(calendarFeeds.holdSince)})`,
      ),
    )
    .orderBy(asc(calendarFeeds.id));
}

/**
 * Serializes registrations of one URL until the transaction ends (two properties registering the same
 * calendar at once): the unique index covers one property only, older rows may share a URL across two.
 */
export async function lockFeedUrl(db: DbOrTx, url: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${url}, 0))`);
}

/** The name of another property (not `propertyId`) with a feed of this URL (not feed `exceptFeedId`), if any. */
export async function otherPropertyWithUrl(
  db: DbOrTx,
  url: string,
  propertyId: number,
  exceptFeedId: number | null,
): Promise<string | null> {
  const [row] = await db
    .select({ name: properties.name })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .where(
      and(
        eq(calendarFeeds.icalUrl, url),
        ne(calendarFeeds.propertyId, propertyId),
        exceptFeedId === null ? undefined : ne(calendarFeeds.id, exceptFeedId),
      ),
    )
    .orderBy(asc(calendarFeeds.id))
    .limit(1);
  return row?.name ?? null;
}

/** Deletes a feed; its events stay, their feed_id set to null by the foreign key. */
export async function deleteFeed(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.id, id)).returning({ id: calendarFeeds.id });
  return rows.length > 0;
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
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { owner, lockedUntil: until },
      setWhere: lt(jobLocks.lockedUntil, sql`now()`),
    })
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

/** Gives up a lease this owner holds (deletes its row): the next taker need not wait for it to expire. */
export async function releaseLease(db: DbOrTx, name: string, owner: string): Promise<void> {
  await db.delete(jobLocks).where(and(eq(jobLocks.name, name), eq(jobLocks.owner, owner)));
}

/** Marks the admins told that this feed is failing; answers false when they already were (once per failing spell). */
export async function claimFailingNotice(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ failingToldAt: at })
    .where(and(eq(calendarFeeds.id, id), sql`${calendarFeeds.failingToldAt} is null`))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}
