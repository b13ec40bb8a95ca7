import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { testDbKind } from './test-db';

/** An empty database of the test run's kind, spoken to in plain SQL: for tests of one migration on old data. */
export type RawDatabase = {
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

/** An empty PGlite, or a fresh database on TEST_DATABASE_URL's server (dropped on close). */
export async function rawDatabase(): Promise<RawDatabase> {
  if (testDbKind === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `migration_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    exec: async (sql) => void (await db.query(sql)),
    rows: async <T>(sql: string) => (await db.query(sql)).rows as T[],
    close: async () => {
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const folder = new URL('../src/db/migrations/', import.meta.url);

/** The migration files in order, and the text of one. */
export const migrationFiles = () =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
export const migrationSql = (file: string) => readFileSync(new URL(file, folder), 'utf8');
