import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Text } from '../../i18n/text';
import { deleteExpiredLimits, tableLimiter } from './limits.queries';

/** A named limit: `points` requests per key in `duration` seconds. */
export type LimitOptions = { keyPrefix: string; points: number; duration: number };

/**
 * A request limit kept in the database, so several app processes on one database count together
 * (decision 0013). Login, contact form and any later limit (password reset) use it.
 */
export function createRateLimiter(db: Db, opts: LimitOptions): RateLimiterAbstract {
  return tableLimiter(db, opts);
}

/** What a 429 says: fixed, or naming the wait (milliseconds before the next try). */
export type LimitDetail = Text | ((msBeforeNext: number) => Text);

/** The 429 answer for a used-up limit: its `detail` and a Retry-After in seconds. */
export function rateLimited(res: RateLimiterRes, detail: LimitDetail): AppError {
  const said = typeof detail === 'function' ? detail(res.msBeforeNext) : detail;
  return new AppError('rate_limited', said, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))),
  });
}

/** Counts one request of `key`; throws 429 with `detail` once the limit is used. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, detail: LimitDetail): Promise<void> {
  await limiter
    .consume(key)
    .catch((err: unknown) => Promise.reject(err instanceof RateLimiterRes ? rateLimited(err, detail) : err));
}

/** Forgets counters that expired more than an hour ago (they no longer limit anything). */
export function clearExpiredLimits(db: Db): Promise<number> {
  return deleteExpiredLimits(db, new Date(Date.now() - 3_600_000));
}

/** Clears expired counters every `everyMs` (unref'd timer); answers the stop function. */
export function startLimitCleanup(
  db: Db,
  log: { warn: (obj: object, msg: string) => void },
  everyMs = 10 * 60_000,
): () => void {
  const timer = setInterval(() => {
    clearExpiredLimits(db).catch((err: unknown) => log.warn({ err }, 'Could not clear expired request limits'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
