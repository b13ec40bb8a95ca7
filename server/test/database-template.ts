// Vitest global setup of the server projects: the database is migrated once per run, not once per test file.
// PGlite: a migrated in-memory cluster dumped to a tarball that every file loads (initdb and the migrations took
// about 20 s per file on this machine; loading the dump about 2 s). PostgreSQL: a migrated database that every
// file copies with CREATE DATABASE ... TEMPLATE.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump, openPostgres } from '../src/db/client';

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrations = path.join(root, 'server/src/db/migrations');

/** A name for the dump made from these migrations on this PGlite: a new migration or version makes a new dump. */
function pgliteTemplateKey(): string {
  const hash = createHash('sha256').update(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')),
  );
  const files = readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(migrations, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite dump, made unless a run with the same migrations made it already. */
export async function pgliteTemplate(): Promise<string> {
  const folder = path.join(root, 'node_modules/.cache/pglite-template');
  const file = path.join(folder, `${pgliteTemplateKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const dump = await migratedPgliteDump();
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // two runs making it at once each leave a whole file
  return file;
}

/** Makes `dir` (new or empty) an embedded database on disk, migrated, from the dump of `pgliteTemplate()`. */
export async function pgliteDirFromTemplate(template: Blob, dir: string): Promise<void> {
  const client = new PGlite(dir, { loadDataDir: template });
  await client.waitReady;
  await client.close();
}

/** A migrated template database beside TEST_DATABASE_URL, dropped after the run. */
async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('The server-pg project needs TEST_DATABASE_URL');
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { warn: () => undefined });
  await database.close(); // a template must have no connections while it is copied
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: base });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  };
  return { name, drop };
}

/** Vitest global setup: provides the templates to the project's files; returns the teardown. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // PGlite's on both runs: a test of the embedded database's own behaviour runs on PostgreSQL's run too.
  project.provide('pgliteTemplate', await pgliteTemplate());
  if (project.config.env.TEST_DB !== 'postgres') return undefined;
  const template = await postgresTemplate();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
