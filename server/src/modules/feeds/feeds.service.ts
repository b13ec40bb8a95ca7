import type { Feed, FeedInput, FeedSyncResponse, SyncSummary } from '@common/contracts/feeds';
import { todayIso } from '@common/domain/dates';
import { detectPlatform } from '@common/domain/feed-platform';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import * as q from './feeds.queries';
import { NotACalendarError, parseCalendar, type FeedReservation } from './parse-ical';
import { FeedFetchError, type FeedFetcher } from './safe-fetch';
import { MISSING_FETCHES_TO_CANCEL, planSync, type SyncPlan } from './sync-plan';

/** What the feed services need: the database, the safe fetcher and today's date (tests fix it). */
export type FeedDeps = { db: Db; fetcher: FeedFetcher; today?: () => string; log?: { warn: (obj: object, msg: string) => void } };

export const CANCELLED_NOTE = 'Reservation cancelled: it is no longer in the calendar feed.';
const EMPTY = { created: 0, updated: 0, removed: 0, flagged: 0 };

function toFeed(row: q.FeedWithNames): Feed {
  const f = row.feed;
  return {
    id: f.id,
    property_id: f.propertyId,
    ical_url: f.icalUrl,
    propertyName: row.propertyName,
    clientName: row.clientName,
    client_id: row.clientId,
    platform: detectPlatform(f.icalUrl),
    last_sync_at: f.lastSyncAt ? f.lastSyncAt.toISOString() : null,
    last_result: (f.lastResult as Feed['last_result']) ?? null,
    last_error: f.lastError,
  };
}

async function readFeed(db: Db, id: number): Promise<Feed> {
  const [row] = await q.listFeedsWithNames(db, id);
  if (!row) throw new AppError('not_found', 'Calendar feed not found.');
  return toFeed(row);
}

/** Every feed with its house, client, platform and last sync outcome. */
export async function listFeeds(db: Db): Promise<Feed[]> {
  return (await q.listFeedsWithNames(db)).map(toFeed);
}

async function requireProperty(db: Db, propertyId: number): Promise<void> {
  if (!(await q.propertyExists(db, propertyId))) {
    throw new AppError('invalid', 'The chosen property does not exist.', [{ field: 'property_id', message: 'Please select a property.' }]);
  }
}

/** Registers a feed and syncs it at once; a failed first fetch still keeps the feed. */
export async function createFeed(deps: FeedDeps, input: FeedInput): Promise<FeedSyncResponse> {
  await requireProperty(deps.db, input.property_id);
  const row = await q.insertFeed(deps.db, { propertyId: input.property_id, icalUrl: input.ical_url, platform: detectPlatform(input.ical_url) });
  return syncNow(deps, row.id);
}

/** Changes a feed's property or URL; a new URL forgets the old validators (ETag, Last-Modified). */
export async function updateFeed(db: Db, id: number, input: FeedInput): Promise<Feed> {
  await requireProperty(db, input.property_id);
  const before = await readFeed(db, id);
  const urlChanged = before.ical_url !== input.ical_url;
  await q.updateFeed(db, id, {
    propertyId: input.property_id,
    icalUrl: input.ical_url,
    platform: detectPlatform(input.ical_url),
    ...(urlChanged || before.property_id !== input.property_id ? { etag: null, lastModified: null } : {}),
  });
  return readFeed(db, id);
}

/** Deletes a feed; the events it made stay (no longer linked to it). */
export async function deleteFeed(db: Db, id: number) {
  if (!(await q.deleteFeed(db, id))) throw new AppError('not_found', 'Calendar feed not found.');
  return { id, deleted: true as const };
}

/** "Sync now": fetches and applies one feed and answers the feed with what changed. */
export async function syncNow(deps: FeedDeps, id: number): Promise<FeedSyncResponse> {
  const [row] = await q.listFeedsWithNames(deps.db, id);
  if (!row) throw new AppError('not_found', 'Calendar feed not found.');
  const sync = await syncFeed(deps, row.feed);
  return { ...(await readFeed(deps.db, id)), sync };
}

type Fetched = { kind: 'calendar'; reservations: FeedReservation[]; etag: string | null; lastModified: string | null } | { kind: 'not_modified' } | { kind: 'error'; message: string };

// The network part: no transaction is open while it runs.
async function fetchAndParse(fetcher: FeedFetcher, feed: q.FeedRow): Promise<Fetched> {
  try {
    const res = await fetcher.fetch(feed.icalUrl, { etag: feed.etag, lastModified: feed.lastModified });
    if (res.status === 'not_modified') return { kind: 'not_modified' };
    return { kind: 'calendar', reservations: parseCalendar(res.body), etag: res.etag, lastModified: res.lastModified };
  } catch (err) {
    if (err instanceof FeedFetchError || err instanceof NotACalendarError) return { kind: 'error', message: err.message };
    throw err;
  }
}

/** Fetches one feed, then applies it in one short transaction; a failed fetch changes no event. */
export async function syncFeed(deps: FeedDeps, feed: q.FeedRow): Promise<SyncSummary> {
  const fetched = await fetchAndParse(deps.fetcher, feed);
  const lastSyncAt = new Date();
  // A failure or 304 only records the outcome: one statement, no transaction.
  if (fetched.kind === 'error') {
    await q.updateFeed(deps.db, feed.id, { lastSyncAt, lastResult: 'error', lastError: fetched.message });
    return { result: 'error', error: fetched.message, ...EMPTY };
  }
  if (fetched.kind === 'not_modified') {
    await q.updateFeed(deps.db, feed.id, { lastSyncAt, lastResult: 'not_modified', lastError: null });
    return { result: 'not_modified', error: null, ...EMPTY };
  }
  const today = (deps.today ?? todayIso)();
  const done = { lastSyncAt, lastResult: 'ok', lastError: null, etag: fetched.etag, lastModified: fetched.lastModified };
  // Most syncs change nothing: find that out without locking, then only record the outcome.
  const preview = planSync({ propertyId: feed.propertyId, today, reservations: fetched.reservations, events: await q.feedEvents(deps.db, feed.id) });
  if (isEmpty(preview)) {
    await q.updateFeed(deps.db, feed.id, done);
    return { result: 'ok', error: null, ...EMPTY };
  }
  return deps.db.transaction(async (tx) => {
    const current = await q.lockFeed(tx, feed.id);
    if (!current) return { result: 'error', error: 'The feed was deleted during the sync.', ...EMPTY };
    if (current.icalUrl !== feed.icalUrl) return { result: 'error', error: 'The feed URL changed during the sync; sync again.', ...EMPTY };
    const events = await q.feedEvents(tx, feed.id, { lock: true });
    const plan = planSync({ propertyId: current.propertyId, today, reservations: fetched.reservations, events });
    await q.insertFeedEvents(tx, feed.id, plan.create);
    for (const u of plan.update) await q.updateFeedEvent(tx, u.id, u.fields);
    for (const m of plan.countMissing) await q.updateFeedEvent(tx, m.id, { feedMissingCount: m.feedMissingCount });
    await q.deleteEvents(tx, plan.remove);
    await q.flagCancelled(tx, plan.flag, CANCELLED_NOTE, MISSING_FETCHES_TO_CANCEL);
    await q.updateFeed(tx, feed.id, done);
    return { result: 'ok', error: null, created: plan.create.length, updated: plan.update.length, removed: plan.remove.length, flagged: plan.flag.length };
  });
}

function isEmpty(plan: SyncPlan): boolean {
  return plan.create.length + plan.update.length + plan.countMissing.length + plan.remove.length + plan.flag.length === 0;
}

/**
 * Syncs every feed, a few at a time (fetches run concurrently, each apply is its own transaction);
 * once `signal` aborts, no further feed is started.
 */
export async function syncAllFeeds(deps: FeedDeps, opts: { concurrency?: number; signal?: AbortSignal } = {}): Promise<{ feeds: number; failed: number }> {
  const feeds = await q.listFeedRows(deps.db);
  const concurrency = opts.concurrency ?? 8;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < feeds.length && !opts.signal?.aborted) {
      const feed = feeds[next++]!;
      const summary = await syncFeed(deps, feed).catch((err: unknown) => {
        deps.log?.warn({ err, feedId: feed.id }, 'Calendar feed sync failed');
        return { result: 'error' as const };
      });
      if (summary.result === 'error') failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, feeds.length) }, worker));
  return { feeds: feeds.length, failed };
}
