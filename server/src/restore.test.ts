import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { runScript, startServer } from '../test/server-process';
import { migratedDataDir } from '../test/test-db';
import { deleteObject, listObjects } from './modules/media/s3';
import { parseS3Url } from './s3-url';
import { DEMO_ADMIN, DEMO_PASSWORD } from './seed/demo-data';

// The embedded database on disk: seed, back up, wipe, restore, and compare everything.
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'restore-'));

/** Every row of every table, in a stable order, as text. */
async function snapshot(dataDir: string): Promise<Record<string, string>> {
  const db = new PGlite(path.join(dataDir, 'db'));
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows)
    out[name] = JSON.stringify((await db.query(`select * from "${name}" order by 1`)).rows);
  await db.close();
  return out;
}

const files = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(path.join(dir, f)).toString('base64')]),
  );

// Runs `npm run restore` and the server as child processes on a copied data directory: minutes on the busy machine.
describe('npm run restore', { timeout: 240_000 }, () => {
  it('puts back a seeded company after a wipe: every table, media file and the secret; refuses while the server runs', async () => {
    const dataDir = await migratedDataDir();
    expect(await runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir }).exited).toBe(0);
    // A photo uploaded by an earlier version, still on disk.
    mkdirSync(path.join(dataDir, 'media'));
    writeFileSync(
      path.join(dataDir, 'media', `${'c'.repeat(32)}.png`),
      readFileSync(path.join(import.meta.dirname, '../test/fixtures/images/small.png')),
    );
    const before = await snapshot(dataDir);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['users', 'properties', 'cleaning_events', 'media_files']),
    );
    expect(JSON.parse(before.cleaning_events!).length).toBeGreaterThan(100);
    const mediaBefore = files(path.join(dataDir, 'media'));
    const secret = 'the-secret-the-server-generated-once-0123456789\n';
    writeFileSync(path.join(dataDir, 'jwt-secret'), secret);

    const backup = path.join(freshDir(), 'company.tar.gz');
    expect(await runScript('server/src/backup.ts', { DATA_DIR: dataDir }, [backup]).exited).toBe(0);

    for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    await migratedDataDir(dataDir);
    const server = await startServer({ DATA_DIR: dataDir }); // a fresh, empty company
    const refused = runScript('server/src/restore.ts', { DATA_DIR: dataDir }, [backup]);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/Stop the server, then run the restore again/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const run = runScript('server/src/restore.ts', { DATA_DIR: dataDir }, [backup]);
    expect(await run.exited).toBe(0);
    expect(await snapshot(dataDir)).toEqual(before);
    expect(files(path.join(dataDir, 'media'))).toEqual(mediaBefore);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

    // The restored company works: the demo admin signs in.
    const again = await startServer({ DATA_DIR: dataDir });
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
    });
    again.child.kill('SIGTERM');
    await again.exited;
    expect(login.status).toBe(200);
  });

  it("with S3_URL: the backup lists the bucket's photos and says it does not copy them; a restore names the missing ones", async () => {
    const s3 = await startS3Server();
    try {
      const bucket = parseS3Url(s3.url);
      const dataDir = await migratedDataDir();
      expect(await runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir, S3_URL: s3.url }).exited).toBe(0);
      const photos = await listObjects(bucket);
      expect(photos.length).toBeGreaterThan(0);
      expect(JSON.parse((await snapshot(dataDir)).media_files!)).toEqual([]); // the photos went to the bucket

      const backup = path.join(freshDir(), 'company.tar.gz');
      const run = runScript('server/src/backup.ts', { DATA_DIR: dataDir, S3_URL: s3.url }, [backup]);
      expect(await run.exited).toBe(0);
      expect(run.output()).toMatch(
        new RegExp(
          `Photos are in the S3 bucket http://127\\.0\\.0\\.1:\\d+/photos/ \\(S3_URL\\), which this backup does not copy.*Its ${photos.length} objects are listed`,
        ),
      );
      expect(run.output()).not.toMatch(/S3RVER:S3RVER/); // no secret in the output

      await deleteObject(bucket, photos[0]!);
      for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      const restored = runScript('server/src/restore.ts', { DATA_DIR: dataDir, S3_URL: s3.url }, [backup]);
      expect(await restored.exited).toBe(0);
      expect(restored.output()).toContain(
        `Warning: 1 of the backup's ${photos.length} photos are missing from the S3 bucket`,
      );
      expect(restored.output()).toContain(photos[0]);

      const elsewhere = runScript('server/src/restore.ts', { DATA_DIR: freshDir() }, [backup]);
      expect(await elsewhere.exited).toBe(0);
      expect(elsewhere.output()).toMatch(
        new RegExp(`Warning: This backup's ${photos.length} photos were in the S3 bucket .* set S3_URL to that bucket`),
      );
    } finally {
      await s3.close();
    }
  });
});
