// Journey (issue 14, decision 0016): after a new release the installed app never stays on the old
// one. Two different builds (VITE_BUILD_ID=A, then B) are served in turn from a loopback server;
// the page that ran A shows B after one reload, without the user doing anything else.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function build(outDir: string, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // vitest sets NODE_ENV=test, which would make a development build (no service worker registered).
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: id },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}

/** Serves `current.dir` as the app server does: hashed assets cached for good, the rest (sw.js too) revalidated, index.html for screens. */
function serve(current: { dir: string }): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const pathname = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(current.dir, pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(current.dir, 'index.html');
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/** A token the app's guards accept (they read its claims; this server has no API to refuse it). */
const token = [
  '{"alg":"HS256","typ":"JWT"}',
  JSON.stringify({ sub: '1', role: 'employee', name: 'Ana', exp: 4102444800 }),
  'sig',
]
  .map((part) => Buffer.from(part).toString('base64url'))
  .join('.');

const root = mkdtempSync(join(tmpdir(), 'sw-update-'));
const current = { dir: join(root, 'a') };
let browser: Browser;
let site: { server: Server; url: string };

beforeAll(async () => {
  await build(join(root, 'a'), 'release-A');
  await build(join(root, 'b'), 'release-B');
  site = await serve(current);
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  site?.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('service worker updates', () => {
  it('a new release replaces the installed one on the next reload', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const build = () => page.evaluate(() => document.documentElement.dataset.build).catch(() => undefined);
    await page.goto(`${site.url}/home-employee`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The page is her prerendered shell: the app (which stamps the build) starts after its first paint.
    await expect.poll(build).toBe('release-A');
    // Served by the service worker from now on: still A without the network's help.
    await page.reload();
    await expect.poll(build).toBe('release-A');

    current.dir = join(root, 'b');
    await page.reload();
    // The new worker installs, takes over and the page reloads itself once onto B.
    await expect.poll(build, { timeout: 30_000 }).toBe('release-B');
    const fresh = await context.newPage();
    await fresh.goto(`${site.url}/home-employee`);
    await expect.poll(() => fresh.evaluate(() => document.documentElement.dataset.build)).toBe('release-B');
    await context.close();
  });
});
