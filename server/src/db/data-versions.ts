import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataVersions } from './schema/system';

/**
 * The change counters that statement triggers bump (migrations 0002 and 0014): `events` (events,
 * assignments, properties and their photos, clients, employees), `feeds` (feeds, their sync log and
 * dismissals), `history` (event history, deleted events), `users`, `reports`.
 */
export type DataName = 'events' | 'feeds' | 'history' | 'users' | 'reports';
type Versions = Record<string, number>;
/** Any Drizzle database (client.ts's `Db` with every table is one): client.ts imports this file, not the other way. */
type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const versionsQuery = (db: Db) =>
  db.select({ name: dataVersions.name, version: dataVersions.version }).from(dataVersions).prepare('data_versions_all');
const prepared = new WeakMap<Db, ReturnType<typeof versionsQuery>>();
type ReadState = {
  current: Promise<Versions> | null;
  next: Promise<Versions> | null;
  latest: { read: Promise<Versions>; startedAt: number } | null;
};
const reads = new WeakMap<Db, ReadState>();
/**
 * When the HTTP request being served began (`performance.now()`, set by the auth plugin's first hook).
 * Any read started since then sees every write finished before the request: the session check's read
 * serves the response cache's too (one read per request on PostgreSQL, not two).
 */
export const requestStart = new AsyncLocalStorage<number>();
/** PGlite's counters, kept in memory from the triggers' notifications (`watchDataVersions`). */
const watched = new WeakMap<Db, Versions>();

async function queryVersions(db: Db): Promise<Versions> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = versionsQuery(db)));
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.version]));
}

/**
 * Every change counter, by name, as read by a query that started after this call, or after `since` (by
 * default the start of the request being served, `requestStart`): so a write finished before the call (or
 * the request) is always seen. Callers arriving while a read runs share the next one (started when it
 * ends) instead of each sending their own: 20 concurrent requests cost one or two reads, not 20.
 */
export function readDataVersions(db: Db, since: number | undefined = requestStart.getStore()): Promise<Versions> {
  const live = watched.get(db);
  if (live) return Promise.resolve({ ...live });
  let state = reads.get(db);
  if (!state) reads.set(db, (state = { current: null, next: null, latest: null }));
  const s = state;
  if (since !== undefined && s.latest && s.latest.startedAt >= since) return s.latest.read;
  const start = (): Promise<Versions> => {
    const startedAt = performance.now();
    const read: Promise<Versions> = queryVersions(db).finally(() => {
      if (s.current === read) s.current = null;
    });
    read.catch(() => {
      if (s.latest?.read === read) s.latest = null; // a failed read is not shared afterwards
    });
    s.current = read;
    s.latest = { read, startedAt };
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

/**
 * On PGlite (one process owns the database, every write goes through its one connection): keeps the
 * counters in memory, read once here and moved by the triggers' `data_versions` notifications (migration
 * 0015), so `readDataVersions` answers without a query. PGlite parses a query's notifications while the
 * query runs and calls the listener in a microtask queued then, before the query's own promise resolves:
 * when a write's `await` returns, the counters have moved (tested in `data-versions.test.ts`). Not for
 * PostgreSQL, where a notification reaches another connection some time after the commit.
 */
export async function watchDataVersions(db: Db, client: PGlite): Promise<void> {
  const live: Versions = {};
  const bump = (name: string, version: number) => {
    if (Number.isFinite(version) && version > (live[name] ?? -1)) live[name] = version;
  };
  await client.listen('data_versions', (payload) => {
    const at = payload.lastIndexOf(':');
    bump(payload.slice(0, at), Number(payload.slice(at + 1)));
  });
  // Read after LISTEN: a write in between is in this read or in a notification (the higher one wins).
  for (const [name, version] of Object.entries(await queryVersions(db))) bump(name, version);
  watched.set(db, live);
}
