// The run's Chromium through playwright-core (one for all journeys, started by global-setup), pages at phone and desktop widths, and
// screenshots under e2e/screenshots/ (git-ignored) for a human to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { shiftDate } from './clock.mjs';
import { lane } from './lane';
import type { E2eUser } from './context';

/** The two widths every journey is checked at. */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

const SCREENSHOTS = join(process.cwd(), 'e2e/screenshots');

/** The run's Chromium (global-setup starts one for all journeys): a connection of this file's own, closed by `close()`. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(lane().browserEndpoint);
}

/** Problems the page reported: uncaught errors and Content-Security-Policy violations. */
export const pageProblems = new WeakMap<Page, string[]>();

/** Each page's requests still waiting for an answer, and who waits for none to be left (newPage keeps it). */
const inFlight = new WeakMap<Page, { pending: Set<Request>; waiting: (() => void)[] }>();

function trackRequests(page: Page): void {
  const tracker = { pending: new Set<Request>(), waiting: [] as (() => void)[] };
  inFlight.set(page, tracker);
  const done = (request: Request) => {
    tracker.pending.delete(request);
    if (tracker.pending.size === 0) for (const resolve of tracker.waiting.splice(0)) resolve();
  };
  page.on('request', (request) => tracker.pending.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page asks for nothing more: no request in flight, still none after the page drew twice (an
 * answer may start a request of its own). Playwright's `networkidle` waits for 500 ms of quiet, which on every
 * screen of the accessibility and phone journeys added minutes of waiting to a run.
 */
export async function networkSettled(page: Page): Promise<void> {
  const tracker = inFlight.get(page);
  if (!tracker) return page.waitForLoadState('networkidle');
  for (;;) {
    if (tracker.pending.size > 0) await new Promise<void>((resolve) => tracker.waiting.push(resolve));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (tracker.pending.size === 0) return;
  }
}

/** Waits for a screen's content: its heading, every answer it asked for, and no skeleton or loader left. */
export async function screenSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkSettled(page);
  // Nothing still loading: skeletons and loaders would hide the screen's real content.
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root'));
}

/** Gives the context's pages the run's clock (clock.mjs), as the servers and the journey files have it. */
export async function withRunClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(shiftDate, lane().clockOffsetMs);
}

/**
 * Makes the page's `goto` and `reload` wait for a dialog's step back. A dialog closed by its own button takes its
 * history entry back with `history.back()` (web/src/lib/use-close-on-back.ts), which the browser does a moment later;
 * a navigation the journey starts meanwhile is cancelled by it (net::ERR_ABORTED). So they wait until the page's
 * entry is no dialog's, or a dialog is still open (the journey leaves the page with it).
 */
function awaitStepsBack(page: Page): void {
  const stepsBackDone = () =>
    page
      .waitForFunction(
        () =>
          !(history.state as { dialog?: string } | null)?.dialog || document.querySelector('[role="dialog"]') !== null,
      )
      // A page between two documents has nothing to take back.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => (await stepsBackDone(), goto(...args));
  page.reload = async (...args) => (await stepsBackDone(), reload(...args));
}

/**
 * A fresh page (own storage) at the given width, pointed at the app under test, on the run's clock; `locale` sets
 * the browser's languages. `ownClock`: the journey sets the page's clock itself with Playwright's `context.clock`
 * (from the run's time, `Date.now()` in the journey file), which the run's clock would otherwise move once more.
 */
export async function newPage(
  browser: Browser,
  width: Width,
  {
    locale,
    serviceWorkers,
    ownClock = false,
  }: { locale?: string; serviceWorkers?: 'allow' | 'block'; ownClock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: lane().baseUrl,
    locale,
    serviceWorkers,
    viewport: { width, height: width < 768 ? 812 : 860 },
    deviceScaleFactor: 1,
  });
  if (!ownClock) await withRunClock(context);
  context.on('page', awaitStepsBack);
  const page = await context.newPage();
  trackRequests(page);
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  // Violations a script catches (Zod's eval probe did) log nothing; Chromium still reports them as
  // issues, and Lighthouse counts them against best practices.
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    if (csp)
      problems.push(
        `CSP issue: ${csp.contentSecurityPolicyViolationType} (${csp.violatedDirective}) at ${csp.sourceCodeLocation?.url ?? csp.blockedURL ?? '?'}`,
      );
  });
  await cdp.send('Audits.enable');
  return page;
}

/** Signs in through the API and stores the token, as the login screen would. */
export async function signInAs(page: Page, user: E2eUser): Promise<string> {
  const access_token = await tokenFor(user);
  await page.context().addInitScript((token) => {
    // The script runs in every frame; a cross-origin one (the embedded map) has no storage for it.
    if (window !== window.top) return;
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, access_token);
  return access_token;
}

/** Saves a screenshot (whole page unless `fullPage` is false) as e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** The value of localStorage 'token' in the page. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/**
 * Fails when the page shows a translation key instead of its text ('admins.actions'): any
 * '<section>.<word>' whose section is a top-level key of the locale files.
 */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const sections = [
    ...new Set([shell, app].flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object))),
  ];
  const pattern = new RegExp(`\\b(?:${sections.join('|')})\\.[A-Za-z_]+`, 'g');
  const text = await page.evaluate(() => document.body.innerText);
  const found = [...text.matchAll(pattern)].map((m) => m[0]).filter((hit) => !/\.(?:cr|com|example)$/.test(hit));
  if (found.length > 0) throw new Error(`Raw translation keys on ${page.url()}: ${found.join(', ')}`);
}
const shell = join(process.cwd(), 'web/src/locales/en.json');
const app = join(process.cwd(), 'web/src/locales/app/en.json');

/**
 * A token for an account: the run's shared one for the accounts global-setup made (see E2eContext
 * `tokens`), else a sign-in through the API (an account a journey created itself).
 */
export async function tokenFor(account: { email: string; password: string }): Promise<string> {
  const { baseUrl, tokens } = lane();
  const shared = tokens[account.email];
  if (shared) return shared;
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Login of ${account.email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Waits until the page's heading is React's: a page the server sends prerendered (`/`, `/login`, the
 * housekeeper's `/home-employee` shell: scripts/prerender.ts) shows its buttons before the app runs,
 * and a click on them then does nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Opens a public page the server sends prerendered and waits until React has hydrated it. */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** True once the phone's copy of her events (IndexedDB) holds the event named. */
export function cacheHolds(page: Page, summary: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('turnover-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(false);
          const get = db.transaction('queries').objectStore('queries').get('client');
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? null).includes(wanted));
          get.onerror = () => resolve(false);
        };
      }),
    summary,
  );
}
