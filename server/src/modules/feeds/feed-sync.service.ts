import { createHash } from 'node:crypto';
import type { SyncSummary } from '@common/contracts/feeds';
import { todayIso } from '@common/domain/dates';
import { platformOfProdId } from '@common/domain/feed-platform';
import type { Db, DbOrTx } from '../../db/client';
import { BATCH_ROWS, yieldToLoop } from '../../db/batches';
import { CANCELLED_NOTE, FEED_ACTOR } from '../../db/event-history';
import { applyPlan } from './feed-apply';
import * as fe from './feed-events.queries';
import { withFeedLease } from './feed-lease';
import * as q from './feeds.queries';
import { tellAboutChanges } from './feed-notices';
import { tellFeedFailing } from '../push/push-notices';
import { FAILING_FLAG_HOURS } from '@common/contracts/feeds';
import { processTimeZone } from './ical-dates';
import { MAX_FIELD_LENGTH, type ParsedCalendar } from './parse-ical';
import { readFeedInWorker } from './read-feed';
import { FeedFetchError, type FeedFetcher } from '../../net/safe-fetch';
import { isEmptyPlan, planSync, type SyncPlan } from './sync-plan';
import { storeText, text, type Text } from '../../i18n/text';

/** What the feed services need: the database, the safe fetcher, today's date and the company's zone (tests fix them). */
export type FeedDeps = {
  db: Db;
  fetcher: FeedFetcher;
  today?: () => string;
  timeZone?: string;
  /** How long one calendar may take to parse (default 10 s; tests shorten it). */
  parseTimeoutMs?: number;
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  /** Called after mail was queued, so the outbox worker sends it at once. */
  onMailQueued?: () => void;
};

export { CANCELLED_NOTE };
const EMPTY = { created: 0, updated: 0, removed: 0, flagged: 0, cancelled: 0, held: false, warning: null };

type Fetched =
  | { kind: 'calendar'; calendar: ParsedCalendar; etag: string | null; lastModified: string | null }
  | { kind: 'not_modified' }
  | { kind: 'error'; message: Text };

// Whatever a downloaded file holds, reading it (in a worker) ends in its reservations or a sentence, never a throw.
async function readCalendar(deps: FeedDeps, feed: q.FeedRow, body: string): Promise<ParsedCalendar | Text> {
  const read = await readFeedInWorker(body, {
    timeZone: deps.timeZone ?? processTimeZone(),
    timeoutMs: deps.parseTimeoutMs,
  });
  if ('calendar' in read) return read.calendar;
  if (read.problem) deps.log?.warn({ problem: read.problem, feedId: feed.id }, 'Calendar feed could not be parsed');
  return read.message;
}

// The network part: no transaction is open while it runs. A 304 replays the calendar read last time.
async function fetchCalendar(deps: FeedDeps, feed: q.FeedRow): Promise<Fetched> {
  try {
    const res = await deps.fetcher.fetch(feed.icalUrl, { etag: feed.etag, lastModified: feed.lastModified });
    if (res.status === 'not_modified') return { kind: 'not_modified' };
    const calendar = await readCalendar(deps, feed, res.body);
    if ('key' in calendar) return { kind: 'error', message: calendar };
    return { kind: 'calendar', calendar, etag: res.etag, lastModified: res.lastModified };
  } catch (err) {
    if (err instanceof FeedFetchError) return { kind: 'error', message: err.text };
    throw err;
  }
}

/** The calendar kept for a 304 replay, with a hash of its content (jsonb reorders keys, so no text compare). */
type StoredCalendar = ParsedCalendar & { hash: string };

function toStored(calendar: ParsedCalendar): StoredCalendar {
  return { ...calendar, hash: createHash('sha1').update(JSON.stringify(calendar)).digest('base64url') };
}

function storedCalendar(value: unknown): StoredCalendar | null {
  const v = value as Partial<StoredCalendar> | null;
  return v && Array.isArray(v.reservations) && Array.isArray(v.unreadable)
    ? {
        prodId: v.prodId ?? '',
        reservations: v.reservations,
        unreadable: v.unreadable,
        oversized: Array.isArray(v.oversized) ? v.oversized : [],
        hash: v.hash ?? '',
      }
    : null;
}

// What the sync says about skipped events: without valid dates (named by UID), with a UID or summary too long.
function warningOf(calendar: ParsedCalendar): string | null {
  const notes: Text[] = [];
  const n = calendar.unreadable.length;
  const uids = calendar.unreadable.slice(0, 3).join(', ') + (n > 3 ? ', ...' : '');
  if (n > 0) notes.push(n === 1 ? text('feed.skippedOne', { uids }) : text('feed.skippedMany', { count: n, uids }));
  const long = calendar.oversized.length;
  if (long > 0)
    notes.push(
      long === 1
        ? text('feed.skippedLongOne', { max: MAX_FIELD_LENGTH })
        : text('feed.skippedLongMany', { count: long, max: MAX_FIELD_LENGTH }),
    );
  if (notes.length === 0) return null;
  return storeText(notes.length === 1 ? notes[0]! : text('feed.twoNotes', { first: notes[0]!, second: notes[1]! }));
}

// The plan against the feed's events as they are now. It yields to the event loop after the read and
// after planning: with thousands of events each is tens of milliseconds of the main thread.
async function planFor(
  db: DbOrTx,
  feed: Pick<q.FeedRow, 'id' | 'propertyId' | 'platform'>,
  calendar: ParsedCalendar,
  today: string,
  lock = false,
): Promise<SyncPlan> {
  const booking = feed.platform === 'Booking.com' || platformOfProdId(calendar.prodId) === 'Booking.com';
  const events = await fe.planEvents(db, feed, today, { lock });
  const context = await fe.propertyContext(db, feed, today);
  await yieldToLoop();
  // An event skipped for a long summary still counts as present by its UID, like one without dates.
  const present = [...calendar.unreadable, ...calendar.oversized.filter((uid) => uid !== '')];
  const plan = planSync({
    feedId: feed.id,
    propertyId: feed.propertyId,
    today,
    calendar: { reservations: calendar.reservations, unreadable: present },
    booking,
    events,
    ...context,
  });
  await yieldToLoop();
  return plan;
}

/** Creations and updates one transaction of a sync writes, when the plan holds more (see `applyInSteps`). */
const STEP_CHANGES = BATCH_ROWS;

/** What one transaction of `applyInSteps` did: a step (more to write) or the whole sync's outcome. */
type Step =
  | { summary?: undefined; pending: number; created: number; updated: number; mails: number }
  | { summary: SyncSummary; mails: number };

const failed = (key: 'feed.deletedDuringSync' | 'feed.urlChangedDuringSync'): SyncSummary => ({
  result: 'error',
  error: storeText(text(key)),
  ...EMPTY,
});

/**
 * Applies a successful fetch's calendar in short transactions (docs/decisions/0041). Each one locks
 * the feed and plans against the events as they are then. While the plan holds more than STEP_CHANGES
 * creations and updates, a transaction writes the first STEP_CHANGES of them and nothing else; the last
 * one writes the rest: the remaining creations and updates, the misses counted, cancellations, the hold,
 * the feed's outcome and its activity line. A failure between them leaves some bookings already
 * following the calendar and nothing counted missing: the next sync plans the rest from there.
 */
async function applyInSteps(
  deps: FeedDeps,
  feed: q.FeedRow,
  calendar: ParsedCalendar,
  sync: { at: Date; today: string; result: 'ok' | 'not_modified'; done: Partial<q.FeedRow>; warning: string | null },
): Promise<SyncSummary> {
  const { at, today, result, done, warning } = sync;
  const soFar = { created: 0, updated: 0 };
  let pendingBefore = Infinity;
  for (;;) {
    const step = await deps.db.transaction(async (tx): Promise<Step> => {
      const current = await q.lockFeed(tx, feed.id);
      if (!current) return { summary: failed('feed.deletedDuringSync'), mails: 0 };
      if (current.icalUrl !== feed.icalUrl) return { summary: failed('feed.urlChangedDuringSync'), mails: 0 };
      const plan = await planFor(tx, current, calendar, today, true);
      const pending = plan.update.length + plan.create.length;
      // Stop stepping when a step made no progress (a creation the database skips comes back every time).
      if (pending > STEP_CHANGES && pending < pendingBefore) {
        const update = plan.update.slice(0, STEP_CHANGES);
        const create = plan.create.slice(0, STEP_CHANGES - update.length);
        const applied = await applyPlan(
          tx,
          feed.id,
          { create, update, countMissing: [], remove: [], flag: [] },
          FEED_ACTOR,
        );
        return {
          pending,
          created: applied.created,
          updated: applied.updated,
          mails: await tellAboutChanges(tx, applied.notices),
        };
      }
      const applied = await applyPlan(tx, feed.id, plan, FEED_ACTOR);
      const hold = plan.hold
        ? { holdSince: current.holdSince ?? at, holdReason: plan.hold.reason, holdEventIds: plan.hold.eventIds }
        : { holdSince: null, holdReason: null, holdEventIds: [] };
      await q.updateFeed(tx, feed.id, { ...done, ...hold });
      const counts = {
        created: soFar.created + applied.created,
        updated: soFar.updated + applied.updated,
        removed: applied.removed,
        flagged: applied.flagged,
        cancelled: applied.removed + applied.flagged,
        held: plan.hold !== null,
      };
      await q.logSync(tx, { feedId: feed.id, result, ...counts });
      return {
        summary: { result, error: null, ...counts, warning },
        mails: await tellAboutChanges(tx, applied.notices),
      };
    });
    if (step.mails > 0) deps.onMailQueued?.();
    if (step.summary) return step.summary;
    soFar.created += step.created;
    soFar.updated += step.updated;
    pendingBefore = step.pending;
    await yieldToLoop();
  }
}

/**
 * Fetches one feed, then applies it (`applyInSteps`); a failed fetch changes no event. A sync waits
 * for another sync of the same feed under way, here or in another process, and starts from the feed as
 * that one left it. The summary's error and warning, like the feed's last error, are stored texts
 * (`storeText`): the routes say them in the reader's language (`localizeFeedTexts`).
 */
export function syncFeed(deps: FeedDeps, feed: q.FeedRow): Promise<SyncSummary> {
  return withFeedLease(deps, feed.id, async () => {
    const current = await q.feedRow(deps.db, feed.id);
    return current ? syncHeldFeed(deps, current) : failed('feed.deletedDuringSync');
  });
}

// One sync, holding the feed's lease.
async function syncHeldFeed(deps: FeedDeps, feed: q.FeedRow): Promise<SyncSummary> {
  const fetched = await fetchCalendar(deps, feed);
  const at = new Date();
  const { db } = deps;
  if (fetched.kind === 'error') {
    const error = storeText(fetched.message);
    const since = feed.failingSince ?? at;
    await db.transaction(async (tx) => {
      await q.updateFeed(tx, feed.id, { lastSyncAt: at, lastResult: 'error', lastError: error, failingSince: since });
      await q.logSync(tx, { feedId: feed.id, result: 'error', error });
      // Flagged now (failing for FAILING_FLAG_HOURS): the admins hear of it once per failing spell.
      if (
        at.getTime() - since.getTime() >= FAILING_FLAG_HOURS * 3_600_000 &&
        (await q.claimFailingNotice(tx, feed.id, at))
      )
        await tellFeedFailing(tx, { ...feed, since, error });
    });
    return { result: 'error', error, ...EMPTY };
  }
  const result = fetched.kind === 'calendar' ? ('ok' as const) : ('not_modified' as const);
  const calendar = fetched.kind === 'calendar' ? fetched.calendar : storedCalendar(feed.lastCalendar);
  const done: Partial<q.FeedRow> = {
    lastSyncAt: at,
    lastResult: result,
    lastError: null,
    failingSince: null,
    failingToldAt: null,
  };
  if (!calendar) {
    // A 304 with nothing stored to replay (a feed synced before this was kept): fetch in full next time.
    await q.updateFeed(db, feed.id, { ...done, etag: null, lastModified: null });
    await q.logSync(db, { feedId: feed.id, result });
    return { result, error: null, ...EMPTY };
  }
  if (fetched.kind === 'calendar') {
    Object.assign(done, { etag: fetched.etag, lastModified: fetched.lastModified });
    const stored = toStored(calendar);
    if (storedCalendar(feed.lastCalendar)?.hash !== stored.hash) done.lastCalendar = stored;
    const platform = platformOfProdId(calendar.prodId);
    if ((feed.platform === 'other' || feed.platform === '') && platform !== 'other') done.platform = platform;
  }
  const today = (deps.today ?? todayIso)();
  const warning = warningOf(calendar);
  // Most syncs change nothing: find that out without locking, then only record the outcome.
  if (isEmptyPlan(await planFor(db, feed, calendar, today)) && feed.holdSince === null) {
    await q.updateFeed(db, feed.id, done);
    await q.logSync(db, { feedId: feed.id, result });
    return { result, error: null, ...EMPTY, warning };
  }
  return applyInSteps(deps, feed, calendar, { at, today, result, done, warning });
}
