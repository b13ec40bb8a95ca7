import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/accounts';
import { clients } from '../../db/schema/clients';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const sessionUserQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      mustChangePassword: users.mustChangePassword,
      language: users.language,
      clientId: users.clientId,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
const preparedSessionUser = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/** The fields the auth hook needs to accept a token (prepared once per database: it runs on every request). */
export async function findSessionUser(db: Db, id: number) {
  let query = preparedSessionUser.get(db);
  if (!query) preparedSessionUser.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ id });
  return row;
}

/** The user with this e-mail, whatever its case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Every user, oldest first. */
export function listUsers(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/** Every staff user (not a client's portal sign-in), oldest first. */
export function listStaffUsers(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).where(isNull(users.clientId)).orderBy(asc(users.id));
}

/** The id and name of a portal user's client. */
export async function findClientName(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; name: string; language: 'en' | 'es' } | undefined> {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, language: clients.language })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
}

/** A client's portal users, first invited first. */
export function portalUsersOf(db: DbOrTx, clientId: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.clientId, clientId)).orderBy(asc(users.id));
}

/** Notes a sign-in (admins see the last one of a client's portal users). */
export async function markSignedIn(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

export async function insertUser(db: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateUserRow(db: DbOrTx, id: number, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return updated;
}

/** Whether any admin exists (first-admin rule). */
export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/**
 * Locks every active admin row until the transaction ends and answers their ids. Two
 * transactions that would each remove an admin queue here, and the second sees the first's change.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id)) // one lock order for everyone: no deadlock between two removals
    .for('update');
  return rows.map((r) => r.id);
}

export async function deleteUserRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Stores a reset token's hash, first voiding the user's earlier unused ones (only the newest link works). */
export async function insertResetToken(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  });
}

/**
 * Marks the unused, unexpired token with this hash used and answers its user id; answers
 * undefined for an unknown, used or expired token. The single UPDATE makes it single-use under races.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
