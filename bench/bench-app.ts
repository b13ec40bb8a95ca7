// The API app the in-process benchmarks measure: no web build, no mail, a fresh signing key.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';

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
