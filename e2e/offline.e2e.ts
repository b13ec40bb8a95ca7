// Journey (decision 0016): a housekeeper opens her week online, loses the connection,
// marks two cleanings serviced with a note (one with a photo), closes the app and opens it again
// still offline; when the connection returns both reach the server exactly once. A third cleaning is
// reassigned by the office meanwhile: the phone tells her, and keeps the refused action until she
// dismisses it. Also: the app is installable (manifest and a controlling service worker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { todayIso } from '../common/domain/dates';
import {
  cacheHolds,
  connectBrowser,
  newPage,
  pageProblems,
  screenshot,
  signInAs,
  tokenFor,
  waitForApp,
} from './browser';
import { apiCall, createAssignedEvent, demoUser } from './staff-events-api';

const today = todayIso();
const stamp = Date.now();
const names = { a: `Offline A ${stamp}`, b: `Offline B ${stamp}`, c: `Offline C ${stamp}` };
const PHOTO = join(process.cwd(), 'server/test/fixtures/images/house-1.jpg');
let browser: Browser;
let adminToken: string;
const ids: Record<keyof typeof names, number> = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  for (const key of ['a', 'b', 'c'] as const) ids[key] = (await createAssignedEvent(adminToken, today, names[key])).id;
});
afterAll(async () => {
  await browser?.close();
});

type HistoryLine = { field: string | null; after: string | null; actor: { name: string } | null };
const history = async (id: number) =>
  (await apiCall<{ entries: HistoryLine[] }>(`/cleaning_events/${id}/history`, adminToken)).entries;
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function markServiced(page: Page, name: string, note: string, photo?: string) {
  const item = card(page, name);
  await item.getByRole('textbox', { name: 'Note' }).fill(note);
  if (photo) await item.locator('input[type="file"]').setInputFiles(photo);
  await item.getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
  await item.getByRole('checkbox', { name: 'Sent to Review' }).waitFor();
  await item.getByText('Waiting to send').waitFor();
}

describe('the housekeeper works offline', () => {
  let context: BrowserContext;

  it('opens her week online: installable, with a service worker in control', async () => {
    const page = await newPage(browser, 375);
    context = page.context();
    await signInAs(page, demoUser('employee'));
    await page.goto('/cleaning-events-employee');
    for (const name of Object.values(names)) await card(page, name).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      return href ? ((await (await fetch(href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      short_name: 'BrightStay',
      start_url: '/home-employee',
      display: 'standalone',
      theme_color: '#0ca678',
    });
    const icons = (manifest?.icons ?? []) as { sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    // Her week is on the phone before the connection goes: saved to IndexedDB after the app's first answers,
    // which takes longer than expect.poll's default second.
    await expect.poll(() => cacheHolds(page, names.c), { timeout: 15_000 }).toBe(true);
    expect(pageProblems.get(page)).toEqual([]);
  });

  it("passes Chromium's installability check (the one Lighthouse's installable-manifest audit read)", async () => {
    // Lighthouse 12 dropped its PWA category; its audit asked Chromium this same question. A normal
    // profile, because Chromium never offers to install from an incognito context (Playwright's).
    const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      baseURL: lane().baseUrl,
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = persistent.pages()[0] ?? (await persistent.newPage());
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      const cdp = await persistent.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('marks two cleanings serviced offline (a note, a photo) and a third that the office reassigns meanwhile', async () => {
    const page = context.pages()[0]!;
    await context.setOffline(true);
    await markServiced(page, names.a, 'Done offline A');
    await markServiced(page, names.b, 'Done offline B', PHOTO);
    await markServiced(page, names.c, 'Done offline C', PHOTO);
    // A: note + status, B: note + photo + status, C: note + photo + status.
    await page.getByTestId('outbox-count').filter({ visible: true, hasText: '8 waiting' }).waitFor();
    await screenshot(page, 'offline-waiting-375');

    const staff = await apiCall<{ id: number; email: string; role: string; active_status: boolean }[]>(
      '/employee/',
      adminToken,
    );
    const other = staff.find((s) => s.role === 'employee' && s.active_status && s.email !== demoUser('employee').email);
    if (!other) throw new Error('The demo company has no second housekeeper');
    await apiCall('/assignments/', adminToken, 'POST', { cleaning_event_id: ids.c, employee_id: other.id });
    await page.close();
  });

  it('opens her home offline painted: her prerendered shell from the service worker, in her language', async () => {
    const page = await context.newPage();
    const shell = async () => {
      const response = await page.goto('/home-employee');
      expect(response?.fromServiceWorker()).toBe(true);
      return /<div id="root" data-prerendered="(\w+)" data-staff-shell>/.exec((await response?.text()) ?? '')?.[1];
    };
    expect(await shell()).toBe('en');
    await waitForApp(page);
    expect(await page.locator('h1').textContent()).toBe('My Assigned Events (Friday → Thursday)');
    // A language chosen in this browser (the cookie the server reads too) picks the Spanish shell.
    await context.addCookies([{ name: 'lang', value: 'es', url: lane().baseUrl }]);
    expect(await shell()).toBe('es');
    await context.clearCookies({ name: 'lang' });
    expect(pageProblems.get(page) ?? []).toEqual([]);
    await page.close();
  });

  it('reopens the app offline with everything still waiting, then sends it once online', async () => {
    const page = await context.newPage();
    await page.goto('/cleaning-events-employee');
    await page.getByTestId('outbox-count').filter({ visible: true, hasText: '8 waiting' }).waitFor();
    for (const name of Object.values(names)) await card(page, name).getByText('Waiting to send').waitFor();
    expect(await (await history(ids.a)).filter((l) => l.field === 'status')).toHaveLength(1); // only 'assigned'

    await context.setOffline(false);
    // The queue notices the connection and sends three actions with photos, one after another.
    await expect.poll(() => page.getByTestId('outbox-count').count(), { timeout: 20_000 }).toBe(0);
    const refused = page.getByTestId('outbox-failed').filter({ hasText: `Not sent: ${names.c}` });
    await refused.getByText('This cleaning event is not assigned to you.').waitFor();
    await screenshot(page, 'offline-refused-375');

    for (const id of [ids.a, ids.b]) {
      const lines = await history(id);
      expect(lines.filter((l) => l.field === 'status').map((l) => l.after)).toEqual(['assigned', 'in_review']);
      expect(lines.filter((l) => l.field === 'note')).toHaveLength(1);
    }
    expect((await apiCall<unknown[]>(`/cleaning_events/${ids.b}/photos`, adminToken)).length).toBe(1);
    expect((await apiCall<unknown[]>(`/cleaning_events/${ids.a}/photos`, adminToken)).length).toBe(0);
    // C went to someone else: its serviced mark is refused, her note and photo reach the office as lines of its
    // history under her name (docs/decisions/0051-proof-sent-after-a-reassignment.md), not as the cleaning's own.
    const c = await history(ids.c);
    expect(c.filter((l) => l.field === 'status').map((l) => l.after)).toEqual(['assigned']);
    expect(c.filter((l) => l.field === 'note')).toHaveLength(0);
    const staff = await apiCall<{ email: string; name: string }[]>('/employee/', adminToken);
    const housekeeperName = staff.find((s) => s.email === demoUser('employee').email)?.name;
    const late = c.filter((l) => l.field?.startsWith('late_'));
    expect(late.map((l) => [l.field, l.actor?.name])).toEqual([
      ['late_photo', housekeeperName],
      ['late_note', housekeeperName],
    ]);
    expect(late[1]!.after).toBe('Done offline C');
    expect((await apiCall<unknown[]>(`/cleaning_events/${ids.c}/photos`, adminToken)).length).toBe(0);

    // The refusal (C's serviced mark) and what the office has are ONE message for the cleaning (decision 0042),
    // there until she dismisses it, after the toast has gone (its own seconds, so longer than expect.poll's default).
    await expect.poll(() => page.getByText(`Not sent: ${names.c}`).count(), { timeout: 20_000 }).toBe(1);
    const failures = page.getByTestId('outbox-failed');
    expect(await failures.count()).toBe(1);
    await failures.getByText('Sent to review', { exact: true }).waitFor();
    await failures.getByText('The office has: Photo house-1.jpg · Note').waitFor();
    await screenshot(page, 'offline-kept-for-office-375');
    await failures.first().getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => failures.count()).toBe(0);
    expect(pageProblems.get(page) ?? []).toEqual([]);
  });
});
