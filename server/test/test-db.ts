import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { pgliteDir } from '../src/data-dir';
import { pgliteDirFromTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** From server/test/database-template.ts: the path of the migrated PGlite cluster's dump. */
    pgliteTemplate: string;
    /** From server/test/database-template.ts, on the PostgreSQL run: the migrated template database's name. */
    postgresTemplate: string;
  }
}

const quiet = { warn: () => undefined };

/** The database the suite runs on: TEST_DB=postgres uses TEST_DATABASE_URL, else PGlite. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = Database & { url?: string; name?: string };

let pgliteTemplate: Blob | undefined;
const pgliteTemplateBlob = () => (pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]));

/** A fresh, migrated in-memory PGlite from the run's template, whichever database the suite runs on. */
export const openPgliteTestDatabase = (): Promise<Database> =>
  openPglite(undefined, { loadDataDir: pgliteTemplateBlob() });

/**
 * A fresh, migrated database for one test file, copied from the run's template (server/test/database-template.ts):
 * PGlite in memory loaded from the migrated dump, or a new PostgreSQL database made from the template database
 * beside TEST_DATABASE_URL and dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') return openPgliteTestDatabase();
  const template = inject('postgresTemplate');
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
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

let migratedDir: Promise<string> | undefined;

/**
 * A new DATA_DIR whose embedded database is already made and migrated (copied from the run's template), for tests
 * that run the server process or a script on it and are not about the very first start: initdb and the migrations
 * on disk took a process 20 s and more here. A DATA_DIR from mkdtemp still tests the first start. `dataDir`: an
 * existing (empty) folder to use instead of a new one.
 */
export async function migratedDataDir(dataDir = mkdtempSync(path.join(tmpdir(), 'data-'))): Promise<string> {
  migratedDir ??= (async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-dir-')), 'db');
    await pgliteDirFromTemplate(pgliteTemplateBlob(), dir);
    return dir;
  })();
  cpSync(await migratedDir, pgliteDir(dataDir), { recursive: true });
  return dataDir;
}
