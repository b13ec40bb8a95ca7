import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const sessionUserQuery = (db: Db) =>
  db
    .select({ id: users.id, role: users.role, name: users.name, isActive: users.isActive, tokenVersion: users.tokenVersion })
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
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
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
