// Journey: the app on a 375 px phone. In Spanish no button, label, tab or badge is cut; the
// housekeeper's buttons and checkboxes are big enough for a thumb; the phone's Back closes an open
// dialog before it leaves the page.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { todayIso } from '../common/domain/dates';
import type { E2eUser } from './context';
import {
  connectBrowser,
  newPage,
  openPublicPage,
  pageProblems,
  screenshot,
  signInAs,
  tokenFor,
  screenSettled,
  waitForApp,
} from './browser';
import { createAssignedEvent, demoUser } from './staff-events-api';
import { cutTexts, smallTargets } from './fit';

const today = todayIso();
const summary = `Phone E2E ${Date.now()}`;
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
  const admin = await tokenFor(demoUser('admin'));
  await createAssignedEvent(admin, today, summary);
  // A second cleaning at the same property today: /assign shows its longest mark ("two cleanings here").
  await createAssignedEvent(admin, today, `Second cleaning ${Date.now()}`);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `path` signed in as `role` at 375 px in `locale` and waits until its content is in. */
async function openOnPhone(role: E2eUser['role'], path: string, locale = 'es'): Promise<Page> {
  const page = await newPage(browser, 375, { locale });
  await signInAs(page, demoUser(role));
  await page.goto(path);
  await waitForApp(page);
  await screenSettled(page);
  return page;
}

const SCREENS: { role: E2eUser['role']; path: string }[] = [
  { role: 'admin', path: '/dashboard' },
  { role: 'admin', path: '/assign' },
  { role: 'admin', path: '/cleaning-events' },
  { role: 'admin', path: '/history-events' },
  { role: 'admin', path: '/removed-events' },
  { role: 'admin', path: '/reports' },
  { role: 'admin', path: '/staff' },
  { role: 'admin', path: '/clients' },
  { role: 'admin', path: '/airbnb' },
  { role: 'admin', path: '/payroll' },
  { role: 'admin', path: '/invoices' },
  { role: 'employee', path: '/home-employee' },
  { role: 'employee', path: '/cleaning-events-employee' },
  { role: 'employee', path: '/my-pay' },
  { role: 'supervisor', path: '/supervisor-path' },
  { role: 'supervisor', path: '/propertys' },
];

describe('at 375 px in Spanish', () => {
  it.each(SCREENS)('$path ($role) cuts no button, label, tab or badge text', async ({ role, path }) => {
    const page = await openOnPhone(role, path);
    expect(await cutTexts(page)).toEqual([]);
    await screenshot(page, `phone-es${path.replace(/\//g, '-')}`, { fullPage: false });
    await page.context().close();
  });
  it.each(['/', '/login'])('%s (public) cuts no button, label, tab or badge text', async (path) => {
    const page = await newPage(browser, 375, { locale: 'es' });
    await openPublicPage(page, path);
    expect(await cutTexts(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the housekeeper's screens at 375 px", () => {
  it.each(['/home-employee', '/cleaning-events-employee'])('%s has controls of at least 44 px', async (path) => {
    const page = await openOnPhone('employee', path);
    const small = await smallTargets(page);
    expect(small).toEqual([]);
    await screenshot(page, `phone-targets${path.replace(/\//g, '-')}`);
    await page.context().close();
  });
});

describe("the phone's Back button", () => {
  it('closes the open dialog and stays on the page', async () => {
    const page = await openOnPhone('employee', '/home-employee', 'en');
    const address = page.url();
    const dialog = page.getByRole('dialog');

    // The event's details, opened from the week's list.
    await page.getByRole('button', { name: new RegExp(summary) }).click();
    await dialog.getByRole('tab').first().waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);

    // The day's list, then an event of it (the list closes as the details open): Back closes the
    // details and stays on the page.
    await page.locator(`[data-day="${today}"]`).click();
    await dialog.getByRole('button', { name: new RegExp(summary) }).click();
    await dialog.getByRole('tab').first().waitFor();
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(page.url()).toBe(address);

    // A dialog closed by its own button leaves no entry behind: Back then leaves the page.
    await page.getByRole('button', { name: new RegExp(summary) }).click();
    await dialog.getByRole('tab').first().waitFor();
    await dialog
      .getByRole('button', { name: /^(Close|Cerrar)$/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !(history.state as { dialog?: string } | null)?.dialog);
    expect(page.url()).toBe(address);
    await screenshot(page, 'phone-back-closed-dialog', { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('toasts on a 375 px phone', () => {
  it("cover neither the header nor the card's main action", async () => {
    const page = await openOnPhone('employee', '/cleaning-events-employee', 'en');
    const card = page.getByRole('article', { name: summary });
    await card.getByRole('textbox', { name: 'Note' }).fill(`Toast check ${Date.now()}`);
    const action = card.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' });
    await card.getByRole('button', { name: 'Save note' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Note saved' });
    await toast.waitFor();
    // Wait until it has finished sliding in: its box no longer moves.
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    // The card's action in the middle of the screen, where she taps it (on screen, so the check means something).
    // The card shrinks once the note is saved (its Save button goes): scroll until it stays on screen.
    const onScreen = async () => {
      await action.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await action.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
    };
    await expect.poll(onScreen).toBe(true);
    await screenshot(page, 'phone-toast-375', { fullPage: false });
    const toastBox = (await toast.boundingBox())!;
    for (const covered of [
      page.getByTestId('phone-header-title'),
      page.getByRole('button', { name: 'Open menu' }),
      action,
    ]) {
      const box = (await covered.boundingBox())!;
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlaps, `the toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(box)}`).toBe(false);
    }
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

// Her home arrives as a shell (scripts/prerender.ts): the frame and the screen's title are on the
// screen before any script runs, and the app draws over them in one piece once her screen is in,
// with her week, nothing moving and no moment without the title.
describe.each([
  { locale: 'en-US', title: 'My Assigned Events (Friday → Thursday)' },
  { locale: 'es-CR', title: 'Mis eventos asignados (viernes → jueves)' },
])("the housekeeper's home shell for $locale", ({ locale, title }) => {
  it('is on the screen from the HTML and taken over without a shift', async () => {
    const language = locale.slice(0, 2);
    const served = await fetch(new URL('/home-employee', lane().baseUrl), {
      headers: { 'accept-language': locale },
    });
    const html = await served.text();
    expect(html).toContain('data-staff-shell');
    expect(html).toContain(`>${title}</h1>`);
    // Her modules are asked for with the stylesheet, for her week, not the shell's paint, waits for them
    // (docs/decisions/0033); they still run after the paint, and her week's reads need no stylesheet.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/employee-home-page-[\w-]+\.js">/);
    expect(html).toMatch(/<script async src="\/after-paint\.js"/);
    // Her layout and screen are fetched along with the entry, not once it has run.
    expect(html).toMatch(
      /data-preload-next="[^"]*\/assets\/app-layout-[\w-]+\.js[^"]*\/assets\/employee-home-page-[\w-]+\.js/,
    );

    const page = await newPage(browser, 375, { locale });
    await signInAs(page, demoUser('employee'));
    await page.addInitScript(() => {
      const seen = { shifts: 0, withoutTitle: 0 };
      Object.assign(window, { shellSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Checked after every change once the HTML is read: the app never shows a loader in the title's place.
      new MutationObserver(() => {
        if (document.readyState !== 'loading' && !document.querySelector('#root h1')) seen.withoutTitle += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/home-employee');
    await waitForApp(page);
    await page.getByRole('button', { name: new RegExp(summary) }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.evaluate(() => (window as unknown as { shellSeen: object }).shellSeen)).toEqual({
      shifts: 0,
      withoutTitle: 0,
    });
    expect(pageProblems.get(page)).toEqual([]);
    await screenshot(page, `home-shell-${language}-375`, { fullPage: false });
    await page.context().close();
  });
});
