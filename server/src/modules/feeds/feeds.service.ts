import {
  DUPLICATE_FEED,
  FAILING_FLAG_HOURS,
  feedActivity as feedActivitySchema,
  ALERT_EVENTS_SHOWN,
  feedAlerts,
  feedList,
  type DeleteFeedResponse,
  type FeedActivityEntry,
  type FeedAlerts,
  type FeedInput,
  type FeedSyncResponse,
  type FeedView,
} from '@common/contracts/feeds';
import { todayIso } from '@common/domain/dates';
import { detectPlatform, FEED_PLATFORMS, type FeedPlatform } from '@common/domain/feed-platform';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { removeUnassignedEvents } from '../events/event-changes.service';
import * as fe from './feed-events.queries';
import { applyPlan } from './feed-apply';
import { syncFeed, type FeedDeps } from './feed-sync.service';
import { tellAboutChanges } from './feed-notices';
import * as q from './feeds.queries';
import { localizeStoredTexts, text } from '../../i18n/text';

export { syncFeed, type FeedDeps } from './feed-sync.service';

const HOUR_MS = 3_600_000;

/** The platform a feed is stored with, else the one its address tells. */
export function platformOf(f: q.FeedRow): FeedPlatform {
  return (FEED_PLATFORMS as readonly string[]).includes(f.platform) && f.platform !== 'other'
    ? (f.platform as FeedPlatform)
    : detectPlatform(f.icalUrl);
}

function toFeed(row: q.FeedWithNames, now = Date.now()): FeedView {
  const f = row.feed;
  return {
    id: f.id,
    property_id: f.propertyId,
    ical_url: f.icalUrl,
    propertyName: row.propertyName,
    clientName: row.clientName,
    client_id: row.clientId,
    platform: platformOf(f),
    last_sync_at: f.lastSyncAt ? f.lastSyncAt.toISOString() : null,
    last_result: (f.lastResult as FeedView['last_result']) ?? null,
    last_error: f.lastError,
    failing_since: f.failingSince ? f.failingSince.toISOString() : null,
    failing: f.failingSince !== null && now - f.failingSince.getTime() > FAILING_FLAG_HOURS * HOUR_MS,
    hold:
      f.holdSince && f.holdReason
        ? { since: f.holdSince.toISOString(), reason: f.holdReason, events: f.holdEventIds.length }
        : null,
  };
}

async function readFeed(db: Db, id: number): Promise<FeedView> {
  const [row] = await q.listFeedsWithNames(db, id);
  if (!row) throw new AppError('not_found', text('feed.notFound'));
  return toFeed(row);
}

/** Every feed with its house, client, platform, last sync outcome and health. */
/** The body of `listFeeds` in this language, cached until feeds, their syncs or the properties move. */
export function feedListBody(db: Db, cache: ResponseCache, language: Language): Promise<CachedBody> {
  return cache.answer(db, {
    key: `feeds:${language}`,
    reads: ['feeds', 'events'],
    schema: feedList,
    load: async () => localizeStoredTexts(language, await listFeeds(db)),
  });
}

export async function listFeeds(db: Db): Promise<FeedView[]> {
  return (await q.listFeedsWithNames(db)).map((row) => toFeed(row));
}

async function requireProperty(db: Db, propertyId: number): Promise<void> {
  if (!(await q.propertyExists(db, propertyId))) {
    throw new AppError('invalid', text('property.notChosen'), [
      { field: 'property_id', message: text('property.select') },
    ]);
  }
}

// One spelling per URL (scheme and host in lower case), so a repeated registration is caught.
function normalUrl(url: string): string {
  return new URL(url).href;
}

// A URL another property's feed uses answers 409 naming that property (decision 0025). One property's
// duplicate is answered by the unique index (property, URL), also when two registrations race; the
// advisory lock on the URL makes two properties registering one calendar at once wait for each other.
async function uniqueFeed<T>(
  db: Db,
  feed: { url: string; propertyId: number; id: number | null },
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await q.lockFeedUrl(tx, feed.url);
      const other = await q.otherPropertyWithUrl(tx, feed.url, feed.propertyId, feed.id);
      if (other !== null) {
        const detail = text('feed.urlUsedBy', { property: other });
        throw new AppError('conflict', detail, [{ field: 'ical_url', message: detail }]);
      }
      return write(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', DUPLICATE_FEED, [{ field: 'ical_url', message: DUPLICATE_FEED }]);
    throw err;
  }
}

/**
 * Registers a feed and syncs it at once; a failed first fetch still keeps the feed, and the answer's
 * `sync` says whether the first sync worked and why not.
 */
export async function createFeed(deps: FeedDeps, input: FeedInput): Promise<FeedSyncResponse> {
  await requireProperty(deps.db, input.property_id);
  const icalUrl = normalUrl(input.ical_url);
  const row = await uniqueFeed(deps.db, { url: icalUrl, propertyId: input.property_id, id: null }, (tx) =>
    q.insertFeed(tx, { propertyId: input.property_id, icalUrl, platform: detectPlatform(icalUrl) }),
  );
  return syncNow(deps, row.id);
}

/** Changes a feed's property or URL; a new URL forgets the old validators and the calendar read last. */
export async function updateFeed(db: Db, id: number, input: FeedInput): Promise<FeedView> {
  await requireProperty(db, input.property_id);
  const before = await readFeed(db, id);
  const icalUrl = normalUrl(input.ical_url);
  const changed = before.ical_url !== icalUrl || before.property_id !== input.property_id;
  await uniqueFeed(db, { url: icalUrl, propertyId: input.property_id, id }, (tx) =>
    q.updateFeed(tx, id, {
      propertyId: input.property_id,
      icalUrl,
      platform: detectPlatform(icalUrl),
      ...(changed && { etag: null, lastModified: null, lastCalendar: null }),
    }),
  );
  return readFeed(db, id);
}

/**
 * Deletes a feed; the events it made stay (no longer linked to it), unless `removeFuture`: then its
 * unassigned cleanings after today go with it, recorded as deleted by `who`, in one transaction.
 */
export async function deleteFeed(
  deps: FeedDeps,
  who: AuthUser,
  id: number,
  opts: { removeFuture: boolean },
): Promise<DeleteFeedResponse> {
  return deps.db.transaction(async (tx) => {
    if (!(await q.lockFeed(tx, id))) throw new AppError('not_found', text('feed.notFound'));
    const today = (deps.today ?? todayIso)();
    const removed = opts.removeFuture
      ? await removeUnassignedEvents(tx, who, await fe.futureUnassignedOfFeed(tx, id, today))
      : [];
    await q.deleteFeed(tx, id);
    return { id, deleted: true as const, removed: removed.length };
  });
}

/** "Sync now": fetches and applies one feed and answers the feed with what changed. */
export async function syncNow(deps: FeedDeps, id: number): Promise<FeedSyncResponse> {
  const [row] = await q.listFeedsWithNames(deps.db, id);
  if (!row) throw new AppError('not_found', text('feed.notFound'));
  const sync = await syncFeed(deps, row.feed);
  return { ...(await readFeed(deps.db, id)), sync };
}

/** The body of `feedActivity` in this language, cached until feeds or their syncs move. */
export function feedActivityBody(db: Db, cache: ResponseCache, language: Language, id: number): Promise<CachedBody> {
  return cache.answer(db, {
    key: `feed-activity:${language}:${id}`,
    reads: ['feeds'],
    schema: feedActivitySchema,
    load: async () => localizeStoredTexts(language, await feedActivity(db, id)),
  });
}

/** The feed's last 20 syncs, newest first. */
export async function feedActivity(db: Db, id: number): Promise<FeedActivityEntry[]> {
  await readFeed(db, id);
  return (await q.syncLog(db, id)).map((r) => ({
    at: r.at.toISOString(),
    result: r.result,
    created: r.created,
    updated: r.updated,
    cancelled: r.cancelled,
    held: r.held,
    error: r.error,
  }));
}

/**
 * The body of `feedAlerts` in this language, cached until feeds, events or deleted events move, and
 * for one minute at most (a failing feed is flagged once it has failed for FAILING_FLAG_HOURS).
 */
export function feedAlertsBody(
  db: Db,
  cache: ResponseCache,
  language: Language,
  today = todayIso(),
): Promise<CachedBody> {
  const minute = Math.floor(Date.now() / 60_000);
  return cache.answer(db, {
    key: `feed-alerts:${language}:${today}:${minute}`,
    reads: ['feeds', 'events', 'history'],
    schema: feedAlerts,
    load: async () => localizeStoredTexts(language, await listFeedAlerts(db, today)),
  });
}

/** What the admin calendar flags: failing and held feeds, changed and unconfirmed cleanings from today on. */
export async function listFeedAlerts(db: Db, today = todayIso()): Promise<FeedAlerts> {
  const rows = await q.feedsNeedingAttention(db, new Date(Date.now() - FAILING_FLAG_HOURS * HOUR_MS));
  const events = await fe.eventsNeedingAttention(db, today, ALERT_EVENTS_SHOWN);
  return {
    failing: rows.flatMap(({ feed, propertyName }) =>
      feed.failingSince && Date.now() - feed.failingSince.getTime() > FAILING_FLAG_HOURS * HOUR_MS
        ? [{ id: feed.id, propertyName, failing_since: feed.failingSince.toISOString(), last_error: feed.lastError }]
        : [],
    ),
    held: rows.flatMap(({ feed, propertyName }) =>
      feed.holdSince && feed.holdReason
        ? [
            {
              id: feed.id,
              propertyName,
              since: feed.holdSince.toISOString(),
              reason: feed.holdReason,
              events: feed.holdEventIds.length,
            },
          ]
        : [],
    ),
    changed_events: events.changed,
    unconfirmed_events: events.unconfirmed,
    events: events.events.map((e) => ({
      id: e.id,
      property_name: e.propertyName,
      service_date: e.serviceDate,
      feed_change: e.feedChange,
      unconfirmed: e.unconfirmed,
    })),
  };
}

/**
 * An admin's decision on a held sync. `confirm` cancels the stays the calendar lost (unassigned
 * events removed, assigned ones flagged and their housekeepers told); `discard` keeps them and
 * counts them as present. A later sync that still lacks them holds again.
 */
export async function decideHold(
  deps: FeedDeps,
  who: AuthUser,
  id: number,
  decision: 'confirm' | 'discard',
): Promise<FeedSyncResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const feed = await q.lockFeed(tx, id);
    if (!feed) throw new AppError('not_found', text('feed.notFound'));
    if (!feed.holdSince) throw new AppError('conflict', text('feed.noHold'));
    // Held cleanings whose day has passed meanwhile are left as they are.
    const held = new Set(feed.holdEventIds);
    const events = (await fe.planEvents(tx, feed, (deps.today ?? todayIso)(), { lock: true })).filter(
      (e) => held.has(e.id) && !e.cancelled && (e.status === 'unassigned' || e.status === 'assigned'),
    );
    await q.updateFeed(tx, id, { holdSince: null, holdReason: null, holdEventIds: [] });
    if (decision === 'discard') {
      await fe.resetMissing(
        tx,
        events.map((e) => e.id),
      );
      return { removed: 0, flagged: 0, mails: 0 };
    }
    const plan = {
      create: [],
      update: [],
      countMissing: [],
      remove: events.filter((e) => e.status === 'unassigned').map((e) => e.id),
      flag: events.filter((e) => e.status === 'assigned').map((e) => e.id),
    };
    const applied = await applyPlan(tx, id, plan, { source: 'user', id: who.id, name: who.name });
    return { removed: applied.removed, flagged: applied.flagged, mails: await tellAboutChanges(tx, applied.notices) };
  });
  if (outcome.mails > 0) deps.onMailQueued?.();
  const { removed, flagged } = outcome;
  const sync = {
    result: 'ok' as const,
    error: null,
    created: 0,
    updated: 0,
    removed,
    flagged,
    cancelled: removed + flagged,
    held: false,
    warning: null,
  };
  return { ...(await readFeed(deps.db, id)), sync };
}

/**
 * Syncs every feed, a few at a time (fetches run concurrently, each apply is its own transaction);
 * once `signal` aborts, no further feed is started. A feed whose sync throws is logged and counted.
 */
export async function syncAllFeeds(
  deps: FeedDeps,
  opts: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<{ feeds: number; failed: number }> {
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
