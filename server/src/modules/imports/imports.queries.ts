import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { importJournal } from '../../db/schema/properties';

export type ImportJournalRow = { id: number; propertyId: number; previous: Record<string, unknown> | null };

/** Notes what an import under way wrote: properties it created (`previous` null) or changed (their fields before). */
export async function insertImportJournal(
  db: DbOrTx,
  clientId: number,
  rows: { propertyId: number; previous: Record<string, unknown> | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const { columns, rows: given } = jsonRows(
    importJournal,
    rows.map((r) => ({ clientId, propertyId: r.propertyId, previous: r.previous })),
  );
  await db.execute(sql`insert into ${importJournal} (${columns}) ${given}`);
}

/** The latest `limit` journal rows of a client's unfinished import, latest first (undone in reverse). */
export async function latestImportJournal(db: DbOrTx, clientId: number, limit: number): Promise<ImportJournalRow[]> {
  return db
    .select({ id: importJournal.id, propertyId: importJournal.propertyId, previous: importJournal.previous })
    .from(importJournal)
    .where(eq(importJournal.clientId, clientId))
    .orderBy(desc(importJournal.id))
    .limit(limit);
}

/** Clients whose journal holds rows: an import under way, or one that failed or died before undoing itself. */
export async function clientsWithImportJournal(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ clientId: importJournal.clientId }).from(importJournal);
  return rows.map((r) => r.clientId);
}

/** Forgets journal rows (undone), or the client's whole journal (the import is final). */
export async function deleteImportJournal(db: DbOrTx, clientId: number, ids?: number[]): Promise<void> {
  await db
    .delete(importJournal)
    .where(and(eq(importJournal.clientId, clientId), ids ? inArray(importJournal.id, ids) : undefined));
}
