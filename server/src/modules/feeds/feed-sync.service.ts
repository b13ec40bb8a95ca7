import { createHash } from 'node:crypto';
import type { SyncSummary } from '@common/contracts/feeds';
import { todayIso } from '@common/domain/dates';
import { platformOfProdId } from '@common/domain/feed-platform';
import type { Db, DbOrTx } from '../../db/client';
import {
  CANCELLED_NOTE,
  FEED_ACTOR,
  recordHistory,
  type HistoryActor,
  type HistoryEntry,
} from '../../db/event-history';
import * as fe from './feed-events.queries';
import * as q from './feeds.queries';
import { tellAboutChanges, type Notice } from './feed-notices';
import { tellFeedFailing } from '../push/push-notices';
import { FAILING_FLAG_HOURS } from '@common/contracts/feeds';
import { processTimeZone } from './ical-dates';
import { MAX_FIELD_LENGTH, type ParsedCalendar } from './parse-ical';
import { readFeedInWorker } from './read-feed';
import { FeedFetchError, type FeedFetcher } from './safe-fetch';
import { isEmptyPlan, planSync, type EventUpdate, type SyncPlan } from './sync-plan';
import { storeText, text, type Text } from '../../i18n/text';

/** What the feed services need: the database, the safe fetcher, today's date and the company's zone (tests fix them). */
export type FeedDeps = {
  db: Db;
  fetcher: FeedFetcher;
  today?: () => string;
  timeZone?: string;
  /** How long one calendar may take to parse (default 10 s; tests shorten it). */
  parseTimeoutMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
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

async function planFor(
  db: DbOrTx,
  feed: q.FeedRow,
  calendar: ParsedCalendar,
  today: string,
  lock = false,
): Promise<SyncPlan> {
  const booking = feed.platform === 'Booking.com' || platformOfProdId(calendar.prodId) === 'Booking.com';
  const events = await fe.planEvents(db, feed, today, { lock });
  // An event skipped for a long summary still counts as present by its UID, like one without dates.
  const present = [...calendar.unreadable, ...calendar.oversized.filter((uid) => uid !== '')];
  return planSync({
    feedId: feed.id,
    propertyId: feed.propertyId,
    today,
    calendar: { reservations: calendar.reservations, unreadable: present },
    booking,
    events,
    ...(await fe.propertyContext(db, feed, today)),
  });
}

/**
 * Fetches one feed, then applies it in one short transaction; a failed fetch changes no event. The
 * summary's error and warning, like the feed's last error, are stored texts (`storeText`): the
 * routes say them in the reader's language (`localizeFeedTexts`).
 */
export async function syncFeed(deps: FeedDeps, feed: q.FeedRow): Promise<SyncSummary> {
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
  const outcome = await db.transaction(async (tx) => {
    const current = await q.lockFeed(tx, feed.id);
    if (!current)
      return {
        summary: { result: 'error' as const, error: storeText(text('feed.deletedDuringSync')), ...EMPTY },
        mails: 0,
      };
    if (current.icalUrl !== feed.icalUrl)
      return {
        summary: { result: 'error' as const, error: storeText(text('feed.urlChangedDuringSync')), ...EMPTY },
        mails: 0,
      };
    const plan = await planFor(tx, current, calendar, today, true);
    const applied = await applyPlan(tx, feed.id, plan, FEED_ACTOR);
    const hold = plan.hold
      ? { holdSince: current.holdSince ?? at, holdReason: plan.hold.reason, holdEventIds: plan.hold.eventIds }
      : { holdSince: null, holdReason: null, holdEventIds: [] };
    await q.updateFeed(tx, feed.id, { ...done, ...hold });
    const counts = {
      created: applied.created,
      updated: applied.updated,
      removed: applied.removed,
      flagged: applied.flagged,
      cancelled: applied.removed + applied.flagged,
      held: plan.hold !== null,
    };
    await q.logSync(tx, { feedId: feed.id, result, ...counts });
    return { summary: { result, error: null, ...counts, warning }, mails: await tellAboutChanges(tx, applied.notices) };
  });
  if (outcome.mails > 0) deps.onMailQueued?.();
  return outcome.summary;
}

const HISTORY_FIELDS = {
  serviceDate: 'service_date',
  checkOutDate: 'check_out_date',
  arrivalDate: 'arrival_date',
  eventSummary: 'event_summary',
} as const;

function historyOf(u: EventUpdate, names: Map<number, string>): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  if (u.restored) entries.push({ eventId: u.id, action: 'restored' });
  if (u.fields.propertyId !== undefined) {
    entries.push({
      eventId: u.id,
      action: 'changed',
      field: 'property',
      before: names.get(u.before.propertyId!) ?? null,
      after: names.get(u.fields.propertyId) ?? null,
    });
  }
  for (const [key, field] of Object.entries(HISTORY_FIELDS) as [keyof typeof HISTORY_FIELDS, string][]) {
    if (u.fields[key] !== undefined)
      entries.push({
        eventId: u.id,
        action: 'changed',
        field,
        before: u.before[key] ?? null,
        after: u.fields[key] ?? null,
      });
  }
  if (u.fields.unconfirmed === false) entries.push({ eventId: u.id, action: 'confirmed' });
  return entries;
}

/**
 * Writes a plan: creations, updates (with marks on assigned events that moved or came back),
 * miss counts, removals and flags, each with its history lines. Answers the counts and who to tell.
 */
export async function applyPlan(
  tx: DbOrTx,
  feedId: number,
  plan: Pick<SyncPlan, 'create' | 'update' | 'countMissing' | 'remove' | 'flag'>,
  actor: HistoryActor,
) {
  const notices: Notice[] = [];
  const created = await fe.insertFeedEvents(tx, feedId, plan.create);
  const propertyIds = plan.update.flatMap((u) =>
    u.fields.propertyId !== undefined ? [u.fields.propertyId, u.before.propertyId!] : [],
  );
  const names = await fe.propertyNames(tx, propertyIds);
  const now = new Date();
  for (const u of plan.update) {
    const marks = {
      ...(u.restored && { cancelledAt: null }),
      ...(u.assigned &&
        u.movedFrom && { feedChange: 'moved' as const, feedChangeAt: now, feedChangeFrom: u.movedFrom }),
      ...(u.assigned && u.restored && { feedChange: 'restored' as const, feedChangeAt: now }),
    };
    await fe.updateFeedEvent(tx, u.id, { ...u.fields, ...marks });
    await recordHistory(tx, actor, historyOf(u, names));
    if (marks.feedChange) notices.push({ eventId: u.id, kind: marks.feedChange, from: u.movedFrom ?? null });
  }
  for (const m of plan.countMissing) await fe.updateFeedEvent(tx, m.id, { feedMissingCount: m.feedMissingCount });
  const removed = await fe.removeCancelled(tx, plan.remove);
  await recordHistory(
    tx,
    actor,
    removed.flatMap((id) => [
      { eventId: id, action: 'cancelled' as const },
      { eventId: id, action: 'deleted' as const },
    ]),
  );
  await fe.flagCancelled(tx, plan.flag, CANCELLED_NOTE);
  await recordHistory(
    tx,
    actor,
    plan.flag.map((id) => ({ eventId: id, action: 'cancelled' as const })),
  );
  notices.push(...plan.flag.map((id) => ({ eventId: id, kind: 'cancelled' as const, from: null })));
  return { created, updated: plan.update.length, removed: removed.length, flagged: plan.flag.length, notices };
}
