// Journey (decision 0016): after a new release the installed app never stays on the old
// one. Two releases (copies of the run's build stamped A and B, below) are served in turn from a loopback
// server; the page that ran A shows B after one reload, without the user doing anything else.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from './browser';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * A release made from the run's build (dist/web) without building again: a copy whose pages carry
 * `<html data-build="id">`, with the service worker's precache revisions (md5 of each file, as Workbox
 * writes them) updated, so the copies differ exactly where two releases do: their pages and their sw.js.
 */
function release(outDir: string, id: string): void {
  cpSync('dist/web', outDir, { recursive: true });
  const swFile = join(outDir, 'sw.js');
  let sw = readFileSync(swFile, 'utf8');
  const entries = [...sw.matchAll(/\{url:"([^"]+\.html)",revision:"([0-9a-f]+)"\}/g)];
  if (entries.length === 0) throw new Error('sw.js precaches no page: has the Workbox manifest changed?');
  for (const [entry, url, revision] of entries) {
    const file = join(outDir, url!);
    const page = readFileSync(file, 'utf8').replace(/<html\b/, `<html data-build="${id}"`);
    writeFileSync(file, page);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    const stamped = createHash('md5').update(page).digest('hex');
    sw = sw.replace(entry, entry.replace(revision!, stamped));
  }
  writeFileSync(swFile, sw);
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
  release(join(root, 'a'), 'release-A');
  release(join(root, 'b'), 'release-B');
  site = await serve(current);
  browser = await connectBrowser();
});
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
    await expect.poll(build).toBe('release-A');
    // Served by the service worker from now on: still A without the network's help.
    await page.reload();
    await expect.poll(build).toBe('release-A');

    current.dir = join(root, 'b');
    await page.reload();
    // The new worker installs (fetching the pages whose revision changed), takes over and the page reloads
    // itself once onto B: several round trips and a navigation, longer than expect.poll's default second.
    await expect.poll(build, { timeout: 30_000 }).toBe('release-B');
    const fresh = await context.newPage();
    await fresh.goto(`${site.url}/home-employee`);
    await expect.poll(() => fresh.evaluate(() => document.documentElement.dataset.build)).toBe('release-B');
    await context.close();
  });
});
