import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client';
import * as q from './feeds.queries';

/** A name for this process in the lease table (host, pid and a random suffix). */
export function processOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** How long a lease lasts unless renewed (a third of it) while its holder runs. */
const SYNC_LEASE_MS = 60_000;
/** How often a waiting holder looks again. */
const WAIT_MS = 100;

/**
 * Runs `work` holding the `job_locks` lease `name`, waiting (looking again every 100 ms) while another
 * holder, in this process or another on the same database, has it; `onWait` is called once if it waits.
 * The lease is taken and renewed by single statements (no transaction spans `work`); a process that dies
 * frees it when it expires.
 */
export async function withLease<T>(db: DbOrTx, name: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const owner = processOwner();
  let told = false;
  while (!(await q.tryTakeLease(db, name, owner, SYNC_LEASE_MS))) {
    if (!told) onWait?.();
    told = true;
    await sleep(WAIT_MS);
  }
  const renew = setInterval(
    () => void q.setLease(db, name, owner, SYNC_LEASE_MS).catch(() => undefined),
    SYNC_LEASE_MS / 3,
  );
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await q.releaseLease(db, name, owner).catch(() => undefined);
  }
}

/**
 * Runs `sync` holding the feed's lease (`job_locks` row `feed-sync:<id>`), so two syncs of one feed
 * never interleave, in this process or another on the same database (docs/decisions/0041): a second
 * sync waits until the first has fetched, applied and recorded its calendar, then runs.
 */
export function withFeedLease<T>(
  deps: { db: DbOrTx; log?: { info?: (obj: object, msg: string) => void } },
  feedId: number,
  sync: () => Promise<T>,
): Promise<T> {
  return withLease(deps.db, `feed-sync:${feedId}`, sync, () =>
    deps.log?.info?.({ feedId }, 'Calendar feed sync waits for the sync of this feed under way'),
  );
}
