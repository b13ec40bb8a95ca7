import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runScript, startServer } from '../test/server-process';
import { scratchPostgres } from '../test/test-db';

// PostgreSQL only: seed, back up with pg_dump, wipe the database, restore with pg_restore, compare.
const { url } = await scratchPostgres('restore');
const env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'restore-pg-')) };

/** Every row of every table of the app's schemas, in a stable order, as text. */
async function snapshot(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    out[name] = JSON.stringify((await client.query(`select * from "${schema}"."${table}" order by 1`)).rows);
  }
  await client.end();
  return out;
}

// Runs `npm run restore` and the server as child processes against PostgreSQL: minutes on the busy machine.
describe('npm run restore on PostgreSQL', { timeout: 240_000 }, () => {
  it('puts back every table after the database was wiped; refuses while a server is connected', async () => {
    expect(await runScript('server/src/seed/seed.ts', env).exited).toBe(0);
    const before = await snapshot();
    expect(JSON.parse(before['public.media_files']!).length).toBeGreaterThan(0);
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'backup-pg-')), 'company.tar.gz');
    expect(await runScript('server/src/backup.ts', env, [backup]).exited).toBe(0);

    const wipe = new pg.Client({ connectionString: url });
    await wipe.connect();
    await wipe.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
    await wipe.end();

    const server = await startServer(env);
    const refused = runScript('server/src/restore.ts', env, [backup]);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/A server is connected to this database/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const run = runScript('server/src/restore.ts', env, [backup]);
    expect(await run.exited).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
