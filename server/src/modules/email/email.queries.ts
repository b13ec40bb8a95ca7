import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: DbOrTx, row: typeof mailOutbox.$inferInsert): Promise<MailRow> {
  const [created] = await db.insert(mailOutbox).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/**
 * Claims up to `limit` pending messages that are due, pushing their next attempt `leaseSeconds`
 * ahead so no other worker (or process) takes them meanwhile. Rows locked by another claim are skipped.
 */
export async function claimDueMail(db: DbOrTx, now: Date, limit: number, leaseSeconds: number): Promise<MailRow[]> {
  const lease = new Date(now.getTime() + leaseSeconds * 1000);
  // Due within `now`'s millisecond: a row queued in it has the database's microseconds (its default now()), which
  // a comparison with the millisecond itself took for later, so a kick right after queueing missed the message.
  const dueBefore = new Date(now.getTime() + 1);
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: lease })
    .where(
      sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} < ${dueBefore.toISOString()} order by ${mailOutbox.id} limit ${limit} for update skip locked)`,
    )
    .returning();
}

/** Marks a message sent, keeping `body` (the sent body without its link secrets) in place of what went out. */
export async function markSent(db: DbOrTx, id: number, attempts: number, body: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null, body })
    .where(eq(mailOutbox.id, id));
}

export async function markRetry(
  db: DbOrTx,
  id: number,
  attempts: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

export async function findMail(db: DbOrTx, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
