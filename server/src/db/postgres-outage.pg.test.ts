import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from '../../test/server-process';
import { scratchPostgres } from '../../test/test-db';

// PostgreSQL only: the server survives its database going away and comes back by itself.
const { url, name, admin } = await scratchPostgres('outage');

// Stops and restarts a scratch PostgreSQL database under a running server: a minute or more.
describe('PostgreSQL outage', { timeout: 120_000 }, () => {
  it('answers 503 while the database refuses connections, then recovers without a restart', async () => {
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pg-')),
      ADMIN_EMAIL: 'a@example.com',
      ADMIN_PASSWORD: 'Adm1n!Pass',
    });
    onTestFinished(() => void server.child.kill('SIGKILL')); // a no-op once it stopped; kills it if the test failed halfway
    const health = () => fetch(`${server.url}/api/health`);
    const login = () =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'Adm1n!Pass' }),
      });
    expect((await health()).status).toBe(200);

    // What a restart does to the pool: every connection is cut, new ones are refused.
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    const down = await health();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { detail: string }).detail).toMatch(/database is unavailable/);
    expect((await login()).status).toBe(503);

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    expect((await health()).status).toBe(200);
    expect((await login()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
