import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';

const quiet = { warn: () => undefined };

/** The database the suite runs on: TEST_DB=postgres uses TEST_DATABASE_URL, else PGlite. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = Database & { url?: string; name?: string };

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') return openPglite(undefined);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), quiet);
  return {
    ...database,
    url: url.toString(),
    name,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * An empty PostgreSQL database beside TEST_DATABASE_URL for a test that runs the server process on
 * it, with a connection to the server (`admin`) for doing things to it; both go after the file.
 */
export async function scratchPostgres(prefix: string): Promise<{ url: string; name: string; admin: pg.Client }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('This test needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, admin };
}
