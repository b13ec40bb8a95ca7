import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

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

/** Opens PGlite, in memory when `dataDir` is undefined or on disk, and applies the migrations. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
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

/**
 * Opens a PostgreSQL pool and applies the migrations. A lost connection (server restart) is
 * logged, not fatal: the pool reconnects on the next query, and requests meanwhile get 503.
 */
export async function openPostgres(url: string, log: Pick<Logger, 'warn'>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => log.warn({ err: err.message }, 'PostgreSQL connection lost; it will reconnect'));
  const drizzled = drizzlePg(pool, { schema });
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

/** Runs the cheapest query; throws when the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
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
