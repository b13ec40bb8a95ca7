// Seeds the demo company into a fresh data directory, starts the built app the way `npm start` does
// (without rebuilding) on a free port, adds the shell journeys' accounts through the API, and stops it after.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { pgliteDir } from '../server/src/data-dir';
import { pgliteDirFromTemplate, pgliteTemplate } from '../server/test/database-template';
import { freePort, runScript, startServer } from '../server/test/server-process';
import { startSmtp, stopSmtp } from '../server/test/smtp-catcher';
import { DEMO_PASSWORD } from '../server/src/seed/demo-data';
import { CHROMIUM } from './chromium';
import { COMPANY, type E2eContext, type E2eUser } from './context';

/** Demo accounts of the seeded company (README "Demo data"). */
const DEMO: E2eContext['demo'] = {
  admin: { email: 'admin@demo.cr', password: DEMO_PASSWORD },
  supervisor: { email: 'sofia@demo.cr', password: DEMO_PASSWORD },
  employee: { email: 'ana@demo.cr', password: DEMO_PASSWORD },
};

/** Accounts made for the shell journeys, on top of the demo company. */
const USERS: Record<E2eUser['role'], E2eUser> = {
  admin: { name: 'Ana Admin', email: 'admin@example.com', password: 'Adm1n#Clean', role: 'admin' },
  supervisor: { name: 'Sofía Supervisora', email: 'sofia@example.com', password: 'Sup3r#Clean', role: 'supervisor' },
  employee: { name: 'Emilio Empleado', email: 'emilio@example.com', password: 'Empl0y#Clean', role: 'employee' },
};

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One lane: the demo company seeded into a new data directory, served as `npm start` serves it, with its mail catcher. */
async function startLane(browserEndpoint: string): Promise<{ context: E2eContext; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The embedded database made and migrated from the tests' template (initdb and migrations cost 20 s here).
  await pgliteDirFromTemplate(new Blob([readFileSync(await pgliteTemplate())]), pgliteDir(dataDir));
  // The demo company of `npm run seed` first, then the server as `npm start` runs it (without rebuilding).
  const seed = runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir });
  if ((await seed.exited) !== 0) throw new Error(`npm run seed failed:\n${seed.output()}`);
  // Mail goes to a real SMTP catcher that files each message where the journeys read it.
  const mailDir = join(dataDir, 'mail-received');
  mkdirSync(mailDir);
  const smtpPort = await freePort();
  const smtp = await startSmtp(smtpPort, (message) =>
    writeFileSync(join(mailDir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify(message)),
  );
  const port = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ICAL_ALLOW_PRIVATE_HOSTS: '1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...COMPANY,
  });
  const baseUrl = server.url;

  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([server.exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
      clearTimeout(timer);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    await stopSmtp(smtp.server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const tokens: Record<string, string> = {};
  try {
    const { access_token } = await call<{ access_token: string }>(baseUrl, '/auth/login', DEMO.admin);
    for (const user of Object.values(USERS)) await call(baseUrl, '/auth/register', user, access_token);
    for (const account of [...Object.values(USERS), ...Object.values(DEMO)]) {
      tokens[account.email] = (
        await call<{ access_token: string }>(baseUrl, '/auth/login', {
          email: account.email,
          password: account.password,
        })
      ).access_token;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { context: { baseUrl, users: USERS, demo: DEMO, mailDir, tokens, browserEndpoint }, stop };
}

/**
 * Vitest global setup of the `e2e` project: one Chromium, and a lane per worker (maxWorkers): journeys run
 * two at a time beside the other tests, and a file uses its worker's lane (e2e/lane.ts), which no other file
 * uses meanwhile, since the journeys of one lane share its data. Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
  if (!existsSync(CHROMIUM.executablePath))
    throw new Error(`No Chromium at ${CHROMIUM.executablePath}: install it (apt-get install chromium).`);

  const browserServer = await chromium.launchServer(CHROMIUM);
  const count = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startLane(browserServer.wsEndpoint())));
  const lanes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(lanes.map((lane) => lane.stop()));
    await browserServer.close();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'e2eLanes',
    lanes.map((lane) => lane.context),
  );
  return teardown;
}
