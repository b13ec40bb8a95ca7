import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client';
import * as q from './feeds.queries';

/** A name for this process in the lease table (host, pid and a random suffix). */
export function processOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** How long a sync's lease on its feed lasts unless renewed (a third of it) while the sync runs. */
const SYNC_LEASE_MS = 60_000;
/** How often a sync waiting for another sync of its feed looks again. */
const WAIT_MS = 100;

/**
 * Runs `sync` holding the feed's lease (`job_locks` row `feed-sync:<id>`), so two syncs of one feed
 * never interleave, in this process or another on the same database (docs/decisions/0041): a second
 * sync waits until the first has fetched, applied and recorded its calendar, then runs. The lease is
 * taken and renewed by single statements (no transaction spans the fetch); a process that dies frees
 * it when it expires.
 */
export async function withFeedLease<T>(
  deps: { db: DbOrTx; log?: { info?: (obj: object, msg: string) => void } },
  feedId: number,
  sync: () => Promise<T>,
): Promise<T> {
  const name = `feed-sync:${feedId}`;
  const owner = processOwner();
  let told = false;
  while (!(await q.tryTakeLease(deps.db, name, owner, SYNC_LEASE_MS))) {
    if (!told) deps.log?.info?.({ feedId }, 'Calendar feed sync waits for the sync of this feed under way');
    told = true;
    await sleep(WAIT_MS);
  }
  const renew = setInterval(
    () => void q.setLease(deps.db, name, owner, SYNC_LEASE_MS).catch(() => undefined),
    SYNC_LEASE_MS / 3,
  );
  renew.unref();
  try {
    return await sync();
  } finally {
    clearInterval(renew);
    await q.releaseLease(deps.db, name, owner).catch(() => undefined);
  }
}
