// Starts the run's Chromium and seeds the company the journeys start from: the demo company in a fresh data
// directory, served the way `npm start` serves it while the shell journeys' accounts are added through the API.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { pgliteDir } from '../server/src/data-dir';
import { pgliteDirFromTemplate, pgliteTemplate } from '../server/test/database-template';
import { runScript, startServer, stopServer } from '../server/test/server-process';
import { stopSmtp } from '../server/test/smtp-catcher';
import { DEMO_PASSWORD, DEMO_PROPERTY_CHECKLISTS } from '../server/src/seed/demo-data';
import { staleBuild } from '../scripts/build-stamp.mjs';
import { appEnv, clockEnv, MAIL_DIR, START, startMailCatcher } from './app';
import { DEFAULT_E2E_NOW } from './clock.mjs';
import { CHROMIUM } from './chromium';
import type { E2eRun, E2eUser } from './context';

/** Demo accounts of the seeded company (README "Demo data"). */
const DEMO: E2eRun['demo'] = {
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

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The seeded company every journey file starts from: the demo company of `npm run seed` in a new data directory,
 * with the shell journeys' accounts added through the API and a token signed in for each account. The server
 * that made it is stopped, so each file copies the directory and starts its own server on the copy (app.ts).
 */
async function seedCompany(clockOffsetMs: number): Promise<Omit<E2eRun, 'browserEndpoint' | 'clockOffsetMs'>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-company-'));
  // The embedded database made and migrated from the tests' template (initdb and migrations cost 20 s here).
  await pgliteDirFromTemplate(new Blob([readFileSync(await pgliteTemplate())]), pgliteDir(dataDir));
  const seed = runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir, ...clockEnv(clockOffsetMs) });
  if ((await seed.exited) !== 0) throw new Error(`npm run seed failed:\n${seed.output()}`);
  // Mail sent meanwhile goes to a real SMTP catcher that files it where the journeys read it (the copies keep it).
  mkdirSync(join(dataDir, MAIL_DIR));
  const smtp = await startMailCatcher(join(dataDir, MAIL_DIR));
  const server = await startServer(await appEnv(dataDir, smtp.port, clockOffsetMs), START);
  const tokens = await signInEveryone(server.url)
    .finally(async () => {
      await stopServer(server);
      await stopSmtp(smtp.server);
    })
    .catch((error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
  return { company: dataDir, users: USERS, demo: DEMO, tokens };
}

/**
 * The journeys' company has no checklist: its required items would stop every journey's Done that is not about
 * checklists. The checklist journey (checklists.e2e.ts) puts the demo's back on its own copy.
 */
async function withoutChecklists(baseUrl: string, token: string): Promise<void> {
  await call(baseUrl, '/checklist/template', { sections: [] }, token, 'PUT');
  const houses = (await (
    await fetch(`${baseUrl}/api/houses/`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number; name: string }[];
  for (const { property } of DEMO_PROPERTY_CHECKLISTS) {
    const house = houses.find((h) => h.name === property);
    if (!house) throw new Error(`The demo company has no ${property}`);
    await call(baseUrl, `/houses/${house.id}/checklist`, { added: [], hidden: [] }, token, 'PUT');
  }
}

/** Adds the shell journeys' accounts, then signs every account in once: its token, by e-mail. */
async function signInEveryone(baseUrl: string): Promise<Record<string, string>> {
  const { access_token } = await call<{ access_token: string }>(baseUrl, '/auth/login', DEMO.admin);
  await withoutChecklists(baseUrl, access_token);
  for (const user of Object.values(USERS)) await call(baseUrl, '/auth/register', user, access_token);
  const tokens: Record<string, string> = {};
  for (const { email, password } of [...Object.values(USERS), ...Object.values(DEMO)])
    tokens[email] = (await call<{ access_token: string }>(baseUrl, '/auth/login', { email, password })).access_token;
  return tokens;
}

/**
 * Vitest global setup of the `e2e` project: one Chromium for the run, and the seeded company each journey file
 * copies (e2e/app.ts starts a server of the file's own on the copy, so no journey meets another's data and the
 * files run side by side in any order). Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each file's server is started as `npm start` starts it, which would build a stale app first (every file at once).
  const stale = staleBuild('dist/web');
  if (stale) throw new Error(`dist/web is ${stale}: run \`npx vite build\` first (\`npm test\` does).`);
  if (!existsSync(CHROMIUM.executablePath))
    throw new Error(`No Chromium at ${CHROMIUM.executablePath}: install it (apt-get install chromium).`);

  // The run's clock (clock.mjs): the instant E2E_NOW names, or the default one, moving on from now.
  const now = process.env.E2E_NOW ?? DEFAULT_E2E_NOW;
  if (Number.isNaN(Date.parse(now))) throw new Error(`E2E_NOW is not an instant: ${now}`);
  const clockOffsetMs = Date.parse(now) - Date.now();
  const [browserServer, seeded] = await Promise.all([chromium.launchServer(CHROMIUM), seedCompany(clockOffsetMs)]);
  project.provide('e2eRun', { ...seeded, browserEndpoint: browserServer.wsEndpoint(), clockOffsetMs });
  return async () => {
    await browserServer.close();
    rmSync(seeded.company, { recursive: true, force: true });
  };
}
