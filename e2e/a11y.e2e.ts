// Journey: every screen passes axe-core's WCAG 2 A/AA rules at phone and desktop widths, in English and Spanish.
// A serious or critical violation fails the test and is printed with its rule, element and summary.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';
import type { E2eUser } from './context';

const { demo } = inject('e2e');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = E2eUser['role'] | 'visitor';
/**
 * The screens checked, signed in as the demo company's accounts (they have real data to show).
 * TODO (issue 12), not clean yet, so not listed:
 * - '/' (landing): "Send Email" in the Contact band, white button with teal-8 text on the teal gradient
 *   fails color-contrast; a button whose aria-label leaves out its visible text (label-content-name-mismatch).
 * - '/home-employee': the month calendar's grid roles (aria-required-parent: gridcell buttons and
 *   columnheaders outside a row; aria-required-children on the grid) and day buttons whose aria-label
 *   ("2026-11-16: 0 events") leaves out the visible day number (label-content-name-mismatch).
 * - Dialogs open (event details, forms) are not checked yet.
 */
const ROUTES: { role: Role; path: string }[] = [
  { role: 'visitor', path: '/login' },
  { role: 'admin', path: '/dashboard' },
  { role: 'admin', path: '/assign' },
  { role: 'admin', path: '/cleaning-events' },
  { role: 'admin', path: '/reports' },
  { role: 'admin', path: '/staff' },
  { role: 'admin', path: '/clients' },
  { role: 'admin', path: '/propertys' },
  { role: 'admin', path: '/airbnb' },
  { role: 'employee', path: '/cleaning-events-employee' },
  { role: 'supervisor', path: '/supervisor-path' },
];
const LANGUAGES = ['en', 'es'] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page and returns its serious and critical WCAG 2 A/AA violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') blocks an inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `[${violation.impact}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    )
    .join('\n');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('accessibility in %s', (language) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(ROUTES)('$path ($role) has no serious or critical axe violation', async ({ role, path }) => {
      const page = await newPage(browser, width, { locale: language });
      if (role !== 'visitor') await signInAs(page, { ...demo[role], name: role, role });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // Nothing still loading: skeletons and loaders would hide the screen's real content from axe.
      await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

      const violations = await seriousViolations(page);
      await screenshot(page, `a11y-${path === '/' ? 'landing' : path.slice(1)}-${language}-${width}`, { fullPage: false });
      expect(describeViolations(violations)).toBe('');
      expect(pageProblems.get(page)).toEqual([]);
      await page.context().close();
    });
  });
});
