import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/properties';

export type ClientRow = typeof clients.$inferSelect;
type NewClientRow = typeof clients.$inferInsert;

/** Every client, active or not, by name. */
export function listClients(db: DbOrTx): Promise<ClientRow[]> {
  return db.select().from(clients).orderBy(asc(clients.name), asc(clients.id));
}

export async function findClient(db: DbOrTx, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

export async function insertClient(db: DbOrTx, row: NewClientRow): Promise<ClientRow> {
  const [created] = await db.insert(clients).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateClientRow(
  db: DbOrTx,
  id: number,
  patch: Partial<NewClientRow>,
): Promise<ClientRow | undefined> {
  const [updated] = await db.update(clients).set(patch).where(eq(clients.id, id)).returning();
  return updated;
}
