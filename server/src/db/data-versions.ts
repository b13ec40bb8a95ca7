import type { Db } from './client';
import { dataVersions } from './schema';

/**
 * The change counters that statement triggers bump (migrations 0002 and 0014): `events` (events,
 * assignments, properties and their photos, clients, employees), `feeds` (feeds, their sync log and
 * dismissals), `history` (event history, deleted events), `users`.
 */
export type DataName = 'events' | 'feeds' | 'history' | 'users';

const versionsQuery = (db: Db) => db.select({ name: dataVersions.name, version: dataVersions.version }).from(dataVersions).prepare('data_versions_all');
const prepared = new WeakMap<Db, ReturnType<typeof versionsQuery>>();

/** Every change counter, by name (one small read; prepared once per database). */
export async function readDataVersions(db: Db): Promise<Record<string, number>> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = versionsQuery(db)));
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.version]));
}
