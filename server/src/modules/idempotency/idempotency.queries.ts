import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/system';

/** How long a key's answer is kept: a phone offline longer than this sends its action as new. */
export const KEY_TTL_DAYS = 7;

/** Forgets this user's keys older than the TTL (cheap: the user's rows only, on the unique index). */
export async function deleteExpiredKeys(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEY_TTL_DAYS})`),
      ),
    );
}

/**
 * Claims a key for a request: true when this call inserted it. A concurrent claim of the same key waits
 * on the unique index until the first transaction ends, then finds its row (or claims it after a rollback).
 */
export async function claimKey(db: DbOrTx, userId: number, key: string, request: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, request, statusCode: 0 })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/** The stored answer of a key, if any. */
export async function findKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ request: idempotencyKeys.request, statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Records the answer given to a claimed key. */
export async function storeAnswer(
  db: DbOrTx,
  userId: number,
  key: string,
  statusCode: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
