import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { runScript, startServer } from '../test/server-process';
import { migratedDataDir } from '../test/test-db';

// These tests run the real entry point as `npm start` does, on the embedded database on disk. The first one starts
// on a new DATA_DIR (initdb and the migrations, as a company's first start); the others on a migrated one.
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'data-'));
const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

// Starts the real server as a child process (and stops it by signal): tens of seconds on the busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, refuses a second process, stops cleanly and keeps data', async () => {
    const dataDir = freshDir();
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'Own3r!Pass' };
    const first = await startServer(env);
    const res = await login(first.url, 'owner@example.com', 'Own3r!Pass');
    expect(res.status).toBe(200);
    const { access_token: token, must_change_password } = (await res.json()) as {
      access_token: string;
      must_change_password: boolean;
    };
    expect(must_change_password).toBe(false); // a password given in ADMIN_PASSWORD is the owner's own

    const second = runScript('server/src/main.ts', { ...env, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another process is already using the embedded database/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped cleanly/);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    // Restart on the same data: the same secret verifies the old token, no second admin.
    const again = await startServer({ DATA_DIR: dataDir });
    const users = await fetch(`${again.url}/api/auth/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status).toBe(200);
    expect(((await users.json()) as unknown[]).length).toBe(1);
    expect(again.output()).not.toMatch(/First admin created/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('without ADMIN_PASSWORD prints a generated password once, and it works', async () => {
    const dataDir = await migratedDataDir();
    const server = await startServer({ DATA_DIR: dataDir });
    const match = /Sign in as (\S+) with password (\S+) and change it/.exec(server.output());
    expect(match).not.toBeNull();
    const [, email, password] = match as unknown as [string, string, string];
    const signIn = await login(server.url, email, password);
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { must_change_password: boolean }).must_change_password).toBe(true);
    // Links point to this machine until PUBLIC_URL says where the app is (decision 0026), and the log says so.
    expect(server.output()).toMatch(/PUBLIC_URL is not set: .* point to http:\/\/localhost:\d+\./);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const again = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'https://clean.example' });
    expect(again.output()).not.toContain(password);
    expect(again.output()).not.toMatch(/PUBLIC_URL is not set/);
    again.child.kill('SIGTERM');
    await again.exited;
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ ADMIN_PASSWORD: 'weak' }, /ADMIN_PASSWORD is too weak/],
  ])('refuses to start on bad configuration %o', async (env, message) => {
    const run = runScript('server/src/main.ts', { DATA_DIR: await migratedDataDir(), PORT: '0', ...env });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(message);
  });

  it('npm run backup writes a copy that opens as the same database', async () => {
    const dataDir = await migratedDataDir();
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'keep@example.com',
      ADMIN_PASSWORD: 'K33p!Pass',
    });
    const whileRunning = runScript('server/src/backup.ts', { DATA_DIR: dataDir }, [path.join(dataDir, 'no.tar.gz')]);
    expect(await whileRunning.exited).toBe(1);
    expect(whileRunning.output()).toMatch(/Stop the server/);
    server.child.kill('SIGTERM');
    await server.exited;

    const file = path.join(freshDir(), 'backup.tar.gz');
    const run = runScript('server/src/backup.ts', { DATA_DIR: dataDir }, [file]);
    expect(await run.exited).toBe(0);
    const restored = freshDir();
    execFileSync('tar', ['xzf', file, '-C', restored]);
    expect(readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'),
    );
    mkdirSync(path.join(restored, 'db'));
    execFileSync('tar', ['xzf', path.join(restored, 'pglite-data.tar.gz'), '-C', path.join(restored, 'db')]);
    const db = new PGlite(path.join(restored, 'db'));
    const result = await db.query<{ email: string }>('select email from users');
    expect(result.rows).toEqual([{ email: 'keep@example.com' }]);
    await db.close();
  });
});
