// Benchmark: Lighthouse (mobile preset: a mid-range phone on a slow 4G, simulated throttling) on the
// public page, the sign-in page and a housekeeper's home screen, against the built app served as
// `npm start` serves it, on the seeded demo company. Prints the four category scores and LCP, TBT
// and CLS of each page. Needs the built app (`npx vite build`) and Chromium (CHROME_PATH, else
// /usr/bin/chromium).
// Run: npm run bench:lighthouse (BENCH_PORT picks the server's port, else a free one; BENCH_REPORTS=dir
// keeps the reports; BENCH_PAGES=/login,/home-employee measures only those; BENCH_RUNS=n runs each
// page n times, 3 by default, and prints the run of median performance).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/src/seed/demo-data';
import { runScript, startServer } from '../server/test/server-process';
import { CHROMIUM } from '../e2e/chromium';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const EMPLOYEE = { email: 'ana@demo.cr', password: DEMO_PASSWORD };
// BENCH_PAGES=/home-employee,/login measures only those pages.
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/home-employee', signedIn: true },
].filter((page) => !only || only.includes(page.path));
// BENCH_RUNS=n runs Lighthouse n times a page (default 3) and reports the run of median performance.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const seed = runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir });
if ((await seed.exited) !== 0) throw new Error(`npm run seed failed:\n${seed.output()}`);
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
const server = await startServer(env);

const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(EMPLOYEE),
});
if (!login.ok) throw new Error(`Sign-in of ${EMPLOYEE.email} failed: ${login.status}`);
const { access_token: token } = (await login.json()) as { access_token: string };

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: CHROMIUM.args,
});

/** Signs the browser's default profile in as the housekeeper (the app keeps its token in localStorage), without a service worker. */
async function signIn(): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  // Measured as her phone's browser starts it from the network (the prerendered shell), not as the
  // installed app does from its service worker's cache: the sign-in page may have installed one.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  // And with an empty HTTP cache, as the public pages are measured (Lighthouse's storage reset, which
  // would also sign her out, clears it for them): every script comes over the slow network.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${CHROME}; median of ${RUNS} runs; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
/** One Lighthouse run of a page; the signed-in page gets the housekeeper's token first. */
async function measure(page: (typeof PAGES)[number]) {
  if (page.signedIn) await signIn();
  const result = await lighthouse(`${server.url}${page.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A signed-in screen keeps the token set above; the public pages are loaded as a first visit.
    disableStorageReset: page.signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  return result.lhr;
}

try {
  for (const page of PAGES) {
    // Lighthouse's advice for a noisy machine: several runs, and the one of median performance.
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page));
    const performance = (lhr: (typeof runs)[number]) => lhr.categories.performance?.score ?? 0;
    const lhr = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)]!;
    // BENCH_REPORTS=dir keeps each page's median report (dir/<page>.json) to see where the time goes.
    if (process.env.BENCH_REPORTS) {
      mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_REPORTS, `${page.path.slice(1) || 'index'}.json`), JSON.stringify(lhr));
    }
    const { categories, audits, runtimeError } = lhr;
    if (runtimeError)
      console.log(`    ${page.path}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const cls = audits['cumulative-layout-shift']?.numericValue;
    console.log(
      `| ${page.path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${ms(audits['largest-contentful-paint']?.numericValue)} | ${ms(audits['total-blocking-time']?.numericValue)} | ${cls === undefined ? '–' : cls.toFixed(3)} |`,
    );
    if (runs.length > 1)
      console.log(
        `    ${page.path} performance of the ${runs.length} runs: ${runs.map((r) => Math.round(performance(r) * 100)).join(', ')}`,
      );
    for (const [index, run] of runs.entries()) {
      if (run !== lhr && run.runtimeError)
        console.log(
          `    ${page.path} run ${index + 1}: Lighthouse could not measure it: ${run.runtimeError.code} ${run.runtimeError.message}`,
        );
    }
    const failed = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    if (failed.length) console.log(`    ${page.path} fails: ${failed.map((a) => a.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
