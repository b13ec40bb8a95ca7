// Starts the built app the way `npm start` does (without rebuilding) on a free port with a fresh
// data directory, creates one supervisor and one employee through the API, and stops it after.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { E2eContext, E2eUser } from './context';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const USERS: Record<E2eUser['role'], E2eUser> = {
  admin: { name: 'Ana Admin', email: 'admin@example.com', password: 'Adm1n#Clean', role: 'admin' },
  supervisor: { name: 'Sofía Supervisora', email: 'sofia@example.com', password: 'Sup3r#Clean', role: 'supervisor' },
  employee: { name: 'Emilio Empleado', email: 'emilio@example.com', password: 'Empl0y#Clean', role: 'employee' },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer GET /api/health within 60 s:\n${log()}`);
}

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Vitest global setup for the `e2e` project; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install it (apt-get install chromium).`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const output: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: USERS.admin.email,
      ADMIN_PASSWORD: USERS.admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const teardown = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
      clearTimeout(timer);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => output.join(''));
    const { access_token } = await call<{ access_token: string }>(baseUrl, '/auth/login', {
      email: USERS.admin.email,
      password: USERS.admin.password,
    });
    for (const user of [USERS.supervisor, USERS.employee]) {
      await call(baseUrl, '/auth/register', user, access_token);
    }
  } catch (error) {
    await teardown();
    throw error;
  }

  const context: E2eContext = { baseUrl, users: USERS };
  project.provide('e2e', context);
  return teardown;
}
