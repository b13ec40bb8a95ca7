import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/system';

/** A rate-limiter-flexible limiter whose counters are rows of `rate_limits`, shared by every process. */
export function tableLimiter(
  db: Db,
  opts: { keyPrefix: string; points: number; duration: number },
): RateLimiterDrizzle {
  // Expired rows are removed by `deleteExpiredLimits` on the app's own timer, not one timer per limiter.
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, ...opts });
}

/** Removes counters that expired before `before`; answers how many. */
export async function deleteExpiredLimits(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expire, before)).returning({ key: rateLimits.key });
  return gone.length;
}
