import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../errors';
import { watchDataVersions } from './data-versions';
import * as accounts from './schema/accounts';
import * as billing from './schema/billing';
import * as checklists from './schema/checklists';
import * as events from './schema/events';
import * as feeds from './schema/feeds';
import * as mail from './schema/mail';
import * as media from './schema/media';
import * as pay from './schema/pay';
import * as problems from './schema/problems';
import * as push from './schema/push';
import * as properties from './schema/properties';
import * as reports from './schema/reports';
import * as system from './schema/system';

/** Every table, from the areas' files in schema/: the one object Drizzle is given (drizzle.config.ts reads the folder). */
const schema = {
  ...accounts,
  ...properties,
  ...feeds,
  ...events,
  ...billing,
  ...pay,
  ...checklists,
  ...reports,
  ...mail,
  ...media,
  ...problems,
  ...push,
  ...system,
};
export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept it wherever they accept a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes to disk and closes; safe to call twice. */
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PGlite, in memory when `dataDir` is undefined or on disk, applies the migrations and watches the change
 * counters. `loadDataDir` starts an in-memory database from a dump (`dumpDataDir`) instead of an empty cluster:
 * the tests' migrated template, which skips initdb and the migrations (about 2 s instead of 20 s here).
 */
export async function openPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const client = new PGlite({ dataDir, loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await watchDataVersions(db, client); // the change counters from memory: no query per cached request
  let closed = false;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      if (dataDir) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

/** A tarball of a freshly migrated in-memory PGlite cluster, for `openPglite(undefined, { loadDataDir })` (the tests' template). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** How the server's connections name themselves to PostgreSQL (pg_stat_activity.application_name). */
export const APPLICATION_NAME = 'turnover-ops';

/** How many connections of running servers the PostgreSQL database has (restore refuses while any). */
export async function otherAppConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()',
      [APPLICATION_NAME],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Opens a PostgreSQL pool and applies the migrations. A lost connection (server restart, a killed
 * backend) is logged, not fatal: the query or transaction using it fails (503, a transaction
 * leaves nothing behind), the pool drops it and opens a new one for the next query.
 */
export async function openPostgres(url: string, log: Pick<Logger, 'warn'>): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: APPLICATION_NAME,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // The pool listens to its idle clients only: a client checked out for a transaction whose
  // connection dies would emit an unhandled 'error' and end the process. Every client gets a
  // listener of its own (which also covers idle ones, so the pool's stays silent).
  pool.on('connect', (client) =>
    client.on('error', (err) => log.warn({ err }, 'PostgreSQL connection lost; it will reconnect')),
  );
  pool.on('error', () => undefined);
  const drizzled = drizzlePg(pool, { schema });
  drizzled.transaction = poolTransaction(pool);
  await migratePg(drizzled, { migrationsFolder });
  let closed = false;
  return {
    db: drizzled as unknown as Db,
    kind: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

type PgDb = ReturnType<typeof drizzlePg<Schema, pg.Pool>>;

/**
 * Transactions on a checked-out client that always goes back to the pool, and is dropped when its
 * connection died. Drizzle's own pool transaction neither releases a client whose BEGIN failed nor
 * tells the pool that a client is broken: with connections being cut, the pool would run dry and
 * every later request wait for a connection that never comes.
 */
function poolTransaction(pool: pg.Pool): PgDb['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, ReturnType<typeof drizzlePg<Schema, pg.PoolClient>>>();
  return async (run, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let db = onClient.get(client);
      if (!db) onClient.set(client, (db = drizzlePg(client, { schema })));
      return await db.transaction(run, config);
    } catch (err) {
      if (isDatabaseUnavailable(err)) lost = err as Error;
      throw err;
    } finally {
      client.release(lost); // an error makes the pool destroy the client instead of reusing it
    }
  };
}

/**
 * A gzipped tarball of a closed PGlite data directory (for `npm run backup`); the caller holds
 * the DATA_DIR lock so no server has it open.
 */
export async function dumpPgliteDir(dir: string): Promise<Buffer> {
  const client = new PGlite(dir);
  await client.waitReady;
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}
