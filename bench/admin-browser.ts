// The built app served from a benchmark's data directory, and headless Chromium signed in as its
// admin at 1280 px: what the browser benchmarks measure against. BENCH_PORT picks the server's port.
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../server/test/server-process';
import { CHROMIUM } from '../e2e/chromium';

const ADMIN = { email: 'admin@bench.example', password: 'Bench!Pass1' };

/** Starts the server on `dataDir` (its first admin created at start) and a signed-in page. */
export async function openAdminBrowser(dataDir: string) {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
  const server = await startServer(env);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();

  /** Closes the browser, stops the server and removes the data directory. */
  const close = async () => {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { page, close };
}
