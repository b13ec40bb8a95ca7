// Benchmark: a housekeeper opens her home (`/home-employee`) on a slow phone: Chromium (Debian's, through
// playwright-core) at 375x812 with the CPU slowed 4x and the network at 150 ms RTT and 1.6 Mbps each way
// (Chrome DevTools Protocol), against the built app served as `npm start` serves it on the seeded demo
// company, signed in as ana@demo.cr. Measures, from the navigation's start, the first contentful paint
// and "her week visible": the week's section (WeekJobs, `#week-jobs-title`, drawn only once her week and
// month are in, with her first job card or the "no cleanings" line) in the DOM, and its paint as the
// Element Timing API reports it (`elementtiming="her-week"`). Each run is a fresh browser context
// signed in by its storage only (the token in localStorage: no HTTP cache, no service worker, no saved
// week) opened once ("cold"), then, once the service worker controls the page and her week is saved
// on the phone, opened again in the same context ("warm": the installed app's start). Prints every run,
// the medians and the load average; no figure is asserted. Needs the built app (`npx vite build`).
// BENCH_SCREEN=portal measures the owners' portal instead (`/portal`, signed in as owner@demo.cr): "visible" is
// then the month's first cleaning card (`[data-cleaning]`) and its group title's paint (`elementtiming="portal-month"`);
// its warm opening is the same context opened again (the HTTP cache; the portal registers no service worker).
// Run: npm run bench:phone-week (BENCH_RUNS=n runs, 5 by default; BENCH_PORT picks the server's port;
// BENCH_PROFILE=file.cpuprofile keeps a V8 CPU profile of the first cold run, open it in DevTools).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../server/src/seed/demo-data';
import { runScript, startServer, stopServer } from '../server/test/server-process';
import { CHROMIUM } from '../e2e/chromium';

/** The screen measured: her home (default) or the owners' portal (BENCH_SCREEN=portal). */
const SCREENS = {
  home: {
    title: 'Her week',
    path: '/home-employee',
    user: { email: 'ana@demo.cr', password: DEMO_PASSWORD },
    ready: "document.getElementById('week-jobs-title')",
    timing: 'her-week',
    savesData: true,
  },
  portal: {
    title: 'The owners’ portal',
    path: '/portal',
    user: { email: DEMO_OWNER.email, password: DEMO_PASSWORD },
    ready: "document.querySelector('[data-cleaning]')",
    timing: 'portal-month',
    savesData: false,
  },
} as const;
const SCREEN = SCREENS[process.env.BENCH_SCREEN === 'portal' ? 'portal' : 'home'];
const EMPLOYEE = SCREEN.user;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 };
const VIEWPORT = { width: 375, height: 812 };

/** What one opening of her home measured, in ms from the navigation's start. */
type Opening = {
  paint: number | undefined;
  weekInDom: number;
  weekPainted: number | undefined;
  requestsBefore: number;
  bytesBefore: number;
  api: string[];
  /** Every request that started before her week: path, start-end, bytes on the wire. */
  timeline: string[];
};

/**
 * Runs in the page before any of its scripts: resolves `window.__herWeek` with the time her week's
 * section enters the DOM (a MutationObserver: no polling) and, once the Element Timing API reports its
 * paint, the paint's time too. A string, so the bundler of this script adds nothing to it (tsx names
 * functions with a helper the page does not have).
 */
const WATCH_HER_WEEK = `window.__herWeek = new Promise(function (resolve) {
  var READY = function () { return ${SCREEN.ready}; };
  var dom, painted;
  var timing = PerformanceObserver.supportedEntryTypes.indexOf('element') >= 0;
  function done() { if (dom !== undefined && painted !== undefined) resolve({ dom: dom, painted: painted }); }
  var observer = new MutationObserver(function () {
    if (dom !== undefined || !READY()) return;
    dom = performance.now();
    observer.disconnect();
    // Without Element Timing the DOM's time is all there is.
    if (!timing) resolve({ dom: dom, painted: undefined }); else done();
  });
  observer.observe(document, { childList: true, subtree: true });
  if (timing)
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.identifier === '${SCREEN.timing}' && painted === undefined) painted = entry.renderTime || entry.startTime;
      });
      done();
    }).observe({ type: 'element', buffered: true });
});`;

/** Opens her home in `page` (already throttled) and reads what it measured. */
async function open(page: Page, url: string): Promise<Opening> {
  await page.goto(`${url}${SCREEN.path}`, { waitUntil: 'commit' });
  return page.evaluate(async () => {
    const week = await (window as unknown as { __herWeek: Promise<{ dom: number; painted: number | undefined }> })
      .__herWeek;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => r.startTime < week.dom,
    );
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      weekInDom: week.dom,
      weekPainted: week.painted,
      requestsBefore: before.length + 1,
      bytesBefore:
        before.reduce((sum, r) => sum + r.transferSize, 0) +
        ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.transferSize ?? 0),
      api: before
        .filter((r) => new URL(r.name).pathname.startsWith('/api/'))
        .map(
          (r) =>
            `${new URL(r.name).pathname}${new URL(r.name).search} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`,
        ),
      timeline: before.map(
        (r) =>
          `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${new URL(r.name).pathname}${new URL(r.name).search} ${r.transferSize} B`,
      ),
    };
  });
}

/** The phone's CPU and network on `page`. */
async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-phone-week-'));
const seed = runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir });
if ((await seed.exited) !== 0) throw new Error(`npm run seed failed:\n${seed.output()}`);
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
const server = await startServer(env);
const browser = await chromium.launch(CHROMIUM);

const loadBefore = loadavg();
const cold: Opening[] = [];
const warm: Opening[] = [];
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EMPLOYEE),
  });
  if (!login.ok) throw new Error(`Sign-in of ${EMPLOYEE.email} failed: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };

  for (let run = 0; run < RUNS; run += 1) {
    // A phone that signed in before and kept nothing else: no HTTP cache, no service worker, no saved week.
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: 'token', value: token }] }] },
    });
    await context.addInitScript({ content: WATCH_HER_WEEK });
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    const profiling = run === 0 && process.env.BENCH_PROFILE;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    cold.push(await open(page, server.url));
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profiling, JSON.stringify(profile));
    }
    // The installed app: the service worker in control (precache complete) and her week saved on the phone.
    // The portal registers no service worker: its warm opening has the browser's HTTP cache only.
    if (SCREEN.savesData)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
    if (SCREEN.savesData)
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const request = indexedDB.open('turnover-cache');
            request.onerror = () => resolve(false);
            request.onsuccess = () => {
              const db = request.result;
              if (!db.objectStoreNames.contains('queries')) return resolve(false);
              const get = db.transaction('queries').objectStore('queries').get('client');
              get.onsuccess = () => resolve(get.result !== undefined);
              get.onerror = () => resolve(false);
            };
          }),
        undefined,
        { polling: 100, timeout: 60_000 },
      );
    warm.push(await open(page, server.url));
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const visible = (o: Opening) => o.weekPainted ?? o.weekInDom;
const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
console.log(
  `${SCREEN.title} on a phone: CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms RTT, 1.6 Mbps down and up, ${VIEWPORT.width}x${VIEWPORT.height}; ` +
    `${RUNS} runs; load average ${load(loadBefore)} before, ${load(loadAfter)} after`,
);
console.log('| opening | run | first paint | week in DOM | week painted | requests before | bytes before |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, openings] of [
  ['cold', cold],
  ['warm', warm],
] as const) {
  for (const [index, o] of openings.entries())
    console.log(
      `| ${name} | ${index + 1} | ${ms(o.paint)} | ${ms(o.weekInDom)} | ${ms(o.weekPainted)} | ${o.requestsBefore} | ${Math.round(o.bytesBefore / 1024)} KB |`,
    );
}
for (const [name, openings] of [
  ['cold', cold],
  ['warm', warm],
] as const) {
  console.log(
    `${name}: her week visible, median ${ms(median(openings.map(visible)))} (runs ${openings.map((o) => ms(visible(o))).join(', ')}); ` +
      `first paint median ${ms(median(openings.flatMap((o) => (o.paint === undefined ? [] : [o.paint]))))}`,
  );
  console.log(`    ${name} run 1 API before her week: ${openings[0]?.api.join('; ') || 'none'}`);
}
// BENCH_TIMELINE=1: every request of the first cold and warm openings before her week.
if (process.env.BENCH_TIMELINE)
  for (const [name, o] of [
    ['cold', cold[0]],
    ['warm', warm[0]],
  ] as const)
    console.log(`${name} run 1, requests before her week:\n    ${o?.timeline.join('\n    ')}`);
