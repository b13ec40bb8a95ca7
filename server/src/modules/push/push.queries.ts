import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personLanguage } from '../../db/person-language';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { properties } from '../../db/schema/properties';
import { notificationSettings, pushKeys, pushOutbox, pushSubscriptions } from '../../db/schema/push';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type SettingsRow = typeof notificationSettings.$inferSelect;
export type PushRow = typeof pushOutbox.$inferSelect;

/** The stored VAPID pair, made by the first process that needed one. */
export async function findKeys(db: DbOrTx) {
  const [row] = await db.select().from(pushKeys);
  return row;
}

/** Keeps a VAPID pair unless one is already there (two processes starting at once keep the first). */
export async function insertKeysOnce(db: DbOrTx, keys: { publicKey: string; privateKey: string }): Promise<void> {
  await db.insert(pushKeys).values(keys).onConflictDoNothing();
}

/** Stores a device for the user; an endpoint subscribed before (by anyone) moves to them with its new keys. */
export async function upsertSubscription(
  db: DbOrTx,
  row: { userId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    });
}

/** Removes the user's device with this endpoint; answers whether there was one. */
export async function deleteSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Removes a device a push service said is gone (404/410). */
export async function deleteSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: DbOrTx, userId: number): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function markSubscriptionsReached(db: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length)
    await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
}

/** How many devices the user has. */
export async function deviceCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function findSettings(db: DbOrTx, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export async function saveSettings(db: DbOrTx, row: Omit<SettingsRow, 'updatedAt'>): Promise<void> {
  const { offKinds, quietStart, quietEnd, timeZone } = row;
  await db
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { offKinds, quietStart, quietEnd, timeZone, updatedAt: sql`now()` },
    });
}

/**
 * The active users among `userIds` (or of `role`) who have at least one device, with their language and
 * notification settings: the only people a push is written for.
 */
export function reachableUsers(db: DbOrTx, who: { userIds: number[] } | { role: 'admin' | 'supervisor' }) {
  const whom = 'role' in who ? eq(users.role, who.role) : inArray(users.id, who.userIds.length ? who.userIds : [-1]);
  return db
    .select({
      id: users.id,
      role: users.role,
      language: personLanguage,
      offKinds: notificationSettings.offKinds,
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        whom,
        eq(users.isActive, true),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      ),
    );
}

export async function insertPushes(db: DbOrTx, rows: (typeof pushOutbox.$inferInsert)[]): Promise<PushRow[]> {
  if (rows.length === 0) return [];
  return db.insert(pushOutbox).values(rows).returning();
}

/**
 * Claims up to `limit` pending pushes that are due, moving their next attempt `leaseSeconds` ahead so no
 * other worker or process takes them meanwhile (rows another claim holds are skipped).
 */
export async function claimDuePushes(db: DbOrTx, now: Date, limit: number, leaseSeconds: number): Promise<PushRow[]> {
  const lease = new Date(now.getTime() + leaseSeconds * 1000);
  const dueBefore = new Date(now.getTime() + 1);
  const claimed = await db
    .update(pushOutbox)
    .set({ nextAttemptAt: lease })
    .where(
      sql`${pushOutbox.id} in (select ${pushOutbox.id} from ${pushOutbox} where ${pushOutbox.status} = 'pending' and ${pushOutbox.nextAttemptAt} < ${dueBefore.toISOString()} order by ${pushOutbox.id} limit ${limit} for update skip locked)`,
    )
    .returning();
  // In the order they were written (an update's returning has none): a cleaning's changes arrive in turn.
  return claimed.sort((a, b) => a.id - b.id);
}

export async function updatePush(db: DbOrTx, id: number, set: Partial<PushRow>): Promise<void> {
  await db.update(pushOutbox).set(set).where(eq(pushOutbox.id, id));
}

/** Records a device's receipt of a message when the token matches; answers whether it did. */
export async function markReceived(db: DbOrTx, id: number, receipt: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(pushOutbox)
    .set({ receivedAt: at })
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.receipt, receipt), isNull(pushOutbox.receivedAt)))
    .returning({ id: pushOutbox.id });
  return rows.length > 0;
}

/**
 * Takes the changes to her cleanings that no device confirmed and that were due before `dueBefore`,
 * marking them e-mailed (rows another process holds are skipped, so each goes once), with their
 * recipient's address and language.
 */
export async function claimFallbacks(db: DbOrTx, dueBefore: Date, at: Date) {
  const claimed = await db
    .update(pushOutbox)
    .set({ fallbackSentAt: at })
    .where(
      sql`${pushOutbox.id} in (select ${pushOutbox.id} from ${pushOutbox} where ${pushOutbox.fallback} and ${pushOutbox.fallbackSentAt} is null and ${pushOutbox.receivedAt} is null and ${lt(pushOutbox.dueAt, dueBefore)} order by ${pushOutbox.id} limit 200 for update skip locked)`,
    )
    .returning({ id: pushOutbox.id, userId: pushOutbox.userId, title: pushOutbox.title, body: pushOutbox.body });
  if (claimed.length === 0) return [];
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, language: personLanguage, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]));
  const byId = new Map(people.map((p) => [p.id, p]));
  return claimed.flatMap((c) => {
    const person = byId.get(c.userId);
    return person?.isActive ? [{ ...c, name: person.name, email: person.email, language: person.language }] : [];
  });
}

/** A cleaning as a push names it: its property, date, and who is assigned (their user and name). */
export async function cleaningForNotice(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      propertyName: properties.name,
      assigneeUserId: employees.userId,
      assigneeName: employees.name,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(eq(cleaningEvents.id, eventId));
  return row;
}

export async function propertyName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: properties.name }).from(properties).where(eq(properties.id, id));
  return row?.name;
}

/** Removes messages settled before `before` (sent or failed, and done with: confirmed, e-mailed or never to be). */
export async function deleteSettledBefore(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(pushOutbox)
    .where(
      sql`${pushOutbox.status} <> 'pending' and ${pushOutbox.createdAt} < ${before.toISOString()} and (not ${pushOutbox.fallback} or ${pushOutbox.receivedAt} is not null or ${pushOutbox.fallbackSentAt} is not null)`,
    );
}

/** Records the language her app runs in (her pushes use it until she chooses one); nothing when it is the same. */
export async function recordAppLanguage(db: DbOrTx, userId: number, language: 'en' | 'es'): Promise<void> {
  await db
    .update(users)
    .set({ appLanguage: language })
    .where(and(eq(users.id, userId), sql`${users.appLanguage} is distinct from ${language}`));
}
