// The accessibility journey: every screen passes axe-core's WCAG 2 A/AA rules at phone and desktop widths, in one
// language per file (a11y-en.e2e.ts, a11y-es.e2e.ts), so the two run side by side. Staff screens in Spanish at
// 375 px are phone-fit.e2e.ts's, with their dialogs.
// A serious or critical violation fails the test and is printed with its rule, element and summary.
// Its pages run without the service worker: installing it (precaching the whole app) in every context made this
// journey about a sixth slower for nothing it checks. The screens of a role share one page per width; a dialog's
// check has a fresh one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import {
  connectBrowser,
  newPage,
  openPublicPage,
  pageProblems,
  screenSettled,
  screenshot,
  signInAs,
  waitForApp,
  WIDTHS,
} from './browser';
import type { E2eUser } from './context';

const { demo } = lane();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = E2eUser['role'] | 'visitor';
/** The screens checked, signed in as the demo company's accounts (they have real data to show). */
const ROUTES: { role: Role; path: string }[] = [
  { role: 'visitor', path: '/' },
  { role: 'visitor', path: '/login' },
  { role: 'visitor', path: '/forgot-password' },
  { role: 'admin', path: '/dashboard' },
  { role: 'admin', path: '/assign' },
  { role: 'admin', path: '/cleaning-events' },
  { role: 'admin', path: '/reports' },
  { role: 'admin', path: '/staff' },
  { role: 'admin', path: '/clients' },
  { role: 'admin', path: '/propertys' },
  { role: 'admin', path: '/airbnb' },
  { role: 'admin', path: '/history-events' },
  { role: 'admin', path: '/removed-events' },
  { role: 'admin', path: '/payroll' },
  { role: 'admin', path: '/invoices' },
  { role: 'admin', path: '/import-properties' },
  { role: 'admin', path: '/supervisors-admins' },
  { role: 'admin', path: '/settings' },
  { role: 'supervisor', path: '/problems' },
  { role: 'employee', path: '/home-employee' },
  { role: 'employee', path: '/cleaning-events-employee' },
  { role: 'employee', path: '/my-pay' },
  { role: 'supervisor', path: '/supervisor-path' },
];
type Language = 'en' | 'es';

/** The main dialog of a few screens, opened as a person would (in either language); axe runs with it open. */
const DIALOGS: { role: Role; path: string; dialog: string; open: (page: Page, language: Language) => Promise<void> }[] =
  [
    {
      role: 'visitor',
      path: '/',
      dialog: 'contact',
      open: (page, language) =>
        page
          .locator('#contact')
          .getByRole('link', { name: language === 'en' ? 'Send Email' : 'Enviar correo' })
          .click(),
    },
    {
      role: 'admin',
      path: '/dashboard',
      dialog: 'event details',
      open: async (page) => {
        // A day with assigned events lists them (at desktop widths its count of assigned ones, on a
        // phone the whole day); the first opens its details.
        await page
          .getByRole('button', { name: /(^|, )(Assigned|Asignado):? [1-9]/ })
          .first()
          .click();
        const list = page.getByRole('dialog');
        await list.locator('.mantine-Modal-body button').first().click();
        await page.getByRole('dialog').getByRole('tab').first().waitFor();
      },
    },
    {
      role: 'admin',
      path: '/assign',
      dialog: 'create event',
      open: (page, language) =>
        page.getByRole('button', { name: language === 'en' ? 'Create New Event' : 'Crear nuevo evento' }).click(),
    },
    {
      role: 'admin',
      path: '/staff',
      dialog: 'register user',
      open: (page, language) =>
        page.getByRole('button', { name: language === 'en' ? 'Register employee' : 'Registrar empleado' }).click(),
    },
  ];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page and returns its serious and critical WCAG 2 A/AA violations; with
 * `include`, only inside the elements that selector matches (an open dialog).
 */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') blocks an inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: Violation[] }>;
          };
        }
      ).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tags: TAGS, include },
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per element of each violation: rule, impact, where and why. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    )
    .join('\n');
}

/** Opens a screen as `role` (signing the page in on its first screen) and waits until its content is in. */
async function openScreen(page: Page, role: Role, path: string, language: Language): Promise<void> {
  if (role === 'visitor') await openPublicPage(page, path);
  else {
    if (page.url() === 'about:blank') await signInAs(page, { ...demo[role], name: role, role });
    await page.goto(path);
    await waitForApp(page);
  }
  await screenSettled(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** The accessibility journey in one language: every route and dialog at both widths. */
export function checkAccessibility(language: Language): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(WIDTHS)(`accessibility in ${language} at %i px`, (width) => {
    // Spanish at 375 px: phone-fit.e2e.ts runs axe on every staff screen and its dialogs there, so this
    // journey checks only the public pages at that width and language.
    const covered = language === 'es' && width === 375;
    const routes = covered ? ROUTES.filter((r) => r.role === 'visitor') : ROUTES;
    const dialogs = covered ? DIALOGS.filter((d) => d.role === 'visitor') : DIALOGS;
    // One page per role at this width, signed in once: each screen is then a reload in a browser that has
    // the app's files cached (compiled code too), where a fresh context per screen fetched and compiled them again.
    const pages = new Map<Role, Page>();
    afterAll(async () => {
      for (const page of pages.values()) await page.context().close();
    });
    it.each(routes)('$path ($role) has no serious or critical axe violation', async ({ role, path }) => {
      let page = pages.get(role);
      if (!page) {
        page = await newPage(browser, width, { locale: language, serviceWorkers: 'block' });
        pages.set(role, page);
      }
      await openScreen(page, role, path, language);

      const violations = await seriousViolations(page);
      await screenshot(page, `a11y-${path === '/' ? 'landing' : path.slice(1)}-${language}-${width}`, {
        fullPage: false,
      });
      const problems = pageProblems.get(page)!.splice(0); // this screen's only: the page goes on to the next
      expect(describeViolations(violations)).toBe('');
      expect(problems).toEqual([]);
    });

    it.each(dialogs)(
      '$path ($role) with its $dialog dialog open has no serious or critical axe violation',
      async ({ role, path, dialog, open }) => {
        const page = await newPage(browser, width, { locale: language, serviceWorkers: 'block' });
        await openScreen(page, role, path, language);
        await open(page, language);
        await page.getByRole('dialog').last().waitFor();
        // The dialog's transition over and its content loaded.
        await page.waitForFunction(() => {
          const content = [...document.querySelectorAll('.mantine-Modal-content')].at(-1);
          return (
            content &&
            getComputedStyle(content).opacity === '1' &&
            !content.querySelector('.mantine-Skeleton-root, .mantine-Loader-root')
          );
        });

        const violations = await seriousViolations(page);
        await screenshot(
          page,
          `a11y-${path === '/' ? 'landing' : path.slice(1)}-${dialog.replace(/ /g, '-')}-${language}-${width}`,
          { fullPage: false },
        );
        expect(describeViolations(violations)).toBe('');
        expect(pageProblems.get(page)).toEqual([]);
        await page.context().close();
      },
    );
  });
}
