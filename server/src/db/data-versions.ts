import type { Db } from './client';
import { dataVersions } from './schema';

/**
 * The change counters that statement triggers bump (migrations 0002 and 0014): `events` (events,
 * assignments, properties and their photos, clients, employees), `feeds` (feeds, their sync log and
 * dismissals), `history` (event history, deleted events), `users`, `reports`.
 */
export type DataName = 'events' | 'feeds' | 'history' | 'users' | 'reports';
type Versions = Record<string, number>;

const versionsQuery = (db: Db) => db.select({ name: dataVersions.name, version: dataVersions.version }).from(dataVersions).prepare('data_versions_all');
const prepared = new WeakMap<Db, ReturnType<typeof versionsQuery>>();
const reads = new WeakMap<Db, { current: Promise<Versions> | null; next: Promise<Versions> | null }>();

async function queryVersions(db: Db): Promise<Versions> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = versionsQuery(db)));
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.version]));
}

/**
 * Every change counter, by name, as read by a query that started after this call: so a write finished
 * before the call is always seen. Callers arriving while a read runs share the next one (started when
 * it ends) instead of each sending their own: 20 concurrent requests cost one or two reads, not 20.
 */
export function readDataVersions(db: Db): Promise<Versions> {
  let state = reads.get(db);
  if (!state) reads.set(db, (state = { current: null, next: null }));
  const s = state;
  const start = (): Promise<Versions> => {
    const read: Promise<Versions> = queryVersions(db).finally(() => {
      if (s.current === read) s.current = null;
    });
    s.current = read;
    return read;
  };
  if (!s.current) return start();
  // The running read may have started before a write this caller must see: wait for a fresh one.
  s.next ??= s.current
    .catch(() => undefined)
    .then(() => {
      s.next = null;
      return start();
    });
  return s.next;
}
