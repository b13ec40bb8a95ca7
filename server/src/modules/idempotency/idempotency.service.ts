import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import * as q from './idempotency.queries';
import { text } from '../../i18n/text';

/** The header a phone sends with each queued action (decision 0016). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

/** What a key was used for: method and path, e.g. "PATCH /api/cleaning_events/12/status". */
export function keyedRequest(request: { method: string; url: string }): string {
  return `${request.method} ${request.url.split('?')[0]}`;
}

/** The request's Idempotency-Key, or undefined without one; a malformed key answers 400. */
export function readKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_FORMAT.test(raw)) {
    throw new AppError('bad_request', text('idempotency.badKey'));
  }
  return raw;
}

/**
 * Runs `change` at most once per (user, key): the first call runs it and stores its answer in the same
 * transaction; a replay answers the stored one without running it. `request` names what the key was
 * used for ("PATCH /cleaning_events/12/status"); the same key on another request answers 422. A failed
 * change stores nothing (its transaction rolls back), so the replay tries again and answers what is
 * true then (e.g. 403 once the event went to someone else). Without a key, `change` simply runs.
 */
export async function once<T>(
  db: Db,
  who: AuthUser,
  key: string | undefined,
  request: string,
  change: (db: Db) => Promise<T>,
): Promise<T> {
  if (key === undefined) return change(db);
  return db.transaction(async (tx) => {
    await q.deleteExpiredKeys(tx, who.id);
    if (!(await q.claimKey(tx, who.id, key, request))) {
      const stored = await q.findKey(tx, who.id, key);
      if (!stored) throw new AppError('conflict', text('idempotency.inFlight'));
      if (stored.request !== request) throw new AppError('invalid', text('idempotency.reused'));
      return stored.body as T;
    }
    // The change opens its own transaction: inside this one it is a savepoint, so both commit together.
    const answer = await change(tx as unknown as Db);
    await q.storeAnswer(tx, who.id, key, 200, answer);
    return answer;
  });
}
