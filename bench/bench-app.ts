// The API app the in-process benchmarks measure: no web build, no mail, a fresh signing key.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';

/** The app on `database`, keeping its files in `dataDir`; `icalAllowPrivateHosts` lets feeds come from loopback. */
export function benchApp(database: Database, dataDir: string, { icalAllowPrivateHosts = false } = {}) {
  return buildApp({
    db: database.db,
    dbKind: database.kind,
    config: {
      jwtTtlSeconds: 3600,
      webDir: undefined,
      dataDir,
      cloudinaryUrl: undefined,
      publicUrl: undefined,
      companyEmail: undefined,
      icalAllowPrivateHosts,
    },
    jwtSecret: randomBytes(32),
  });
}

// Runs one statement on the server's `postgres` database (CREATE and DROP DATABASE cannot run inside the target).
async function onServer(url: string, statement: (name: string) => string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1)).replace(/"/g, '""');
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement(name));
  } finally {
    await client.end();
  }
}

/** Drops the database of `url` if it exists (and its connections): a bench's scratch database, never real data. */
export function dropPostgres(url: string): Promise<void> {
  return onServer(url, (name) => `drop database if exists "${name}" with (force)`);
}

/** An empty database at `url`, dropped first if it exists. */
export async function freshPostgres(url: string): Promise<void> {
  await dropPostgres(url);
  await onServer(url, (name) => `create database "${name}"`);
}

export type BenchDatabase = 'pglite' | 'postgres';

/** The databases a bench runs on: both, or the one its `--pglite` or `--postgres` argument names. */
export function benchDatabases(): BenchDatabase[] {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres')?.slice(2) as BenchDatabase | undefined;
  return only ? [only] : ['pglite', 'postgres'];
}

/**
 * Runs `run` on a fresh database of this kind: PGlite on disk in a temporary folder, or the PostgreSQL
 * database of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/t_<name>_bench), DROPPED and
 * created again before and dropped after: never point it at real data.
 */
export async function withBenchDatabase(
  kind: BenchDatabase,
  name: string,
  run: (database: Database, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const url = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/t_${name}_bench`;
  if (kind === 'postgres') await freshPostgres(url);
  const database =
    kind === 'postgres'
      ? await openPostgres(url, { warn: () => undefined })
      : await openPglite(path.join(dataDir, 'db'));
  try {
    await run(database, dataDir);
  } finally {
    await database.close();
    if (kind === 'postgres') await dropPostgres(url);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
