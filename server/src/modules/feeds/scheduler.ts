import { processOwner } from './feed-lease';
import * as q from './feeds.queries';
import { syncAllFeeds, type FeedDeps } from './feeds.service';

export const FEED_JOB = 'calendar-feeds';
const LEASE_MS = 5 * 60_000;

export type JobRun = { ran: false } | { ran: true; feeds: number; failed: number };

/**
 * One periodic sync of every feed, run by whichever process takes the `job_locks` lease first.
 * The lease is taken and renewed by single statements (no transaction spans the fetches); when the
 * run ends it is kept until the next run is due, so other processes sharing the database skip this
 * period instead of syncing again. A crashed run frees the job when its lease expires.
 */
export async function runScheduledSync(
  deps: FeedDeps,
  opts: { owner: string; intervalMs: number; signal?: AbortSignal },
): Promise<JobRun> {
  if (!(await q.tryTakeLease(deps.db, FEED_JOB, opts.owner, LEASE_MS))) return { ran: false };
  const renew = setInterval(
    () => void q.setLease(deps.db, FEED_JOB, opts.owner, LEASE_MS).catch(() => undefined),
    LEASE_MS / 3,
  );
  renew.unref();
  const started = Date.now();
  try {
    const result = await syncAllFeeds(deps, { signal: opts.signal });
    // Due again one interval after this run started, less a little slack for timer drift.
    const slack = Math.min(5_000, opts.intervalMs / 10);
    await q.setLease(deps.db, FEED_JOB, opts.owner, Math.max(0, started + opts.intervalMs - slack - Date.now()));
    return { ran: true, ...result };
  } catch (err) {
    await q.setLease(deps.db, FEED_JOB, opts.owner, 0).catch(() => undefined);
    throw err;
  } finally {
    clearInterval(renew);
  }
}

export type FeedScheduler = { stop: () => Promise<void> };

/**
 * Syncs every feed now and then every `intervalMs` (0 = never). It never overlaps itself in this
 * process; `stop` clears the timers, lets a run under way finish the feeds it started (no new
 * ones) and waits for it, so the database can close after.
 */
export function startFeedScheduler(
  deps: FeedDeps & {
    log?: {
      warn: (obj: object, msg: string) => void;
      info?: (obj: object, msg: string) => void;
      debug?: (obj: object, msg: string) => void;
    };
  },
  opts: { intervalMs: number; firstRunMs?: number; owner?: string },
): FeedScheduler {
  if (opts.intervalMs <= 0) return { stop: async () => undefined };
  const owner = opts.owner ?? processOwner();
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = runScheduledSync(deps, { owner, intervalMs: opts.intervalMs, signal: stopping.signal })
      .then((run) => {
        if (run.ran) deps.log?.info?.({ feeds: run.feeds, failed: run.failed }, 'Calendar feeds synced');
        else deps.log?.debug?.({ job: FEED_JOB }, 'Calendar feeds skipped: another process holds the lease');
      })
      .catch((err: unknown) => deps.log?.warn({ err }, 'Calendar feed sync run failed'))
      .finally(() => (running = null));
  };
  const first = setTimeout(tick, opts.firstRunMs ?? 5_000);
  const timer = setInterval(tick, opts.intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
