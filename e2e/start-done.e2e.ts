// Journey (decision 0035): a housekeeper with no connection taps Start on a cleaning, closes
// and reopens the app (still offline: the Start waits in the phone's outbox, shown on the card), taps
// Done later, and when the connection returns both reach the server in order with the times she tapped:
// the property's median of real durations is hers. Her home at 375 px in English and Spanish shows the
// windows and durations, and its first paint downloads no time-off dialog.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { apiCall, demoUser } from './staff-events-api';

const stamp = Date.now();
// The page's clock starts two hours back (below): the cleaning is on the phone's day then, so the journey
// holds at any hour, also just after midnight.
const PHONE_CLOCK_BACK_MS = 120 * 60_000;
const today = todayIso(new Date(stamp - PHONE_CLOCK_BACK_MS));
const name = `Start done ${stamp}`;
// She starts 1 h 50 min before she taps Done: the page's clock is set back for the Start (the server
// accepts a tap from the past, not one more than 5 minutes ahead of its own time). No sleeps: the
// page's clock jumps.
const TOOK = 110;
let browser: Browser;
let adminToken: string;
let propertyId = 0;
let eventId = 0;

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  // A property of its own, so its median is made of this journey's cleaning only.
  const clients = await apiCall<{ id: number }[]>('/clients/', adminToken);
  const property = await apiCall<{ id: number }>('/houses/', adminToken, 'POST', {
    client_id: clients[0]!.id,
    name: `Villa ${stamp}`,
    client_price: 100,
    worker_payment: 30,
    state: 'Guanacaste',
    city: 'Tamarindo',
  });
  propertyId = property.id;
  const employees = await apiCall<{ id: number; email: string }[]>('/employee/', adminToken);
  const ana = employees.find((e) => e.email === demoUser('employee').email)!;
  const event = await apiCall<{ id: number }>('/cleaning_events/create', adminToken, 'POST', {
    property_id: propertyId,
    event_summary: name,
    service_date: today,
    check_out_date: today,
  });
  eventId = event.id;
  await apiCall('/assignments/', adminToken, 'POST', { cleaning_event_id: eventId, employee_id: ana.id });
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('article', { name });

/** The kinds of the actions the phone's outbox holds in IndexedDB (what a reopened app sends). */
function storedKinds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('turnover-outbox');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const get = db.transaction('outbox').objectStore('outbox').get('items');
          get.onsuccess = () => resolve(((get.result ?? []) as { kind: string }[]).map((item) => item.kind));
          get.onerror = () => resolve([]);
        };
      }),
  );
}

describe('Start and Done on her phone', () => {
  let context: BrowserContext;

  it('shows her home at 375 px with the window and estimate on each job, without the time-off dialog downloaded', async () => {
    const page = await newPage(browser, 375, { ownClock: true });
    context = page.context();
    // The page's clock runs from two hours ago (before anything is stored on the phone, which keeps
    // its copies with their times): she taps Start 1 h 50 min before Done.
    await context.clock.install({ time: new Date(Date.now() - PHONE_CLOCK_BACK_MS) });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInAs(page, demoUser('employee'));
    await page.goto('/home-employee');
    await waitForApp(page);
    await page
      .getByRole('button', { name: new RegExp(name) })
      .getByTestId('job-window')
      .waitFor();
    expect(scripts.filter((url) => /time-off/.test(url))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'start-done-home-en-375');

    await page.getByRole('button', { name: 'Ask for time off' }).click();
    await page.getByRole('dialog', { name: 'Time off' }).getByRole('button', { name: 'Send request' }).waitFor();
    expect(scripts.filter((url) => /time-off/.test(url)).length).toBeGreaterThan(0);
    await screenshot(page, 'start-done-time-off-en-375');
    await page.keyboard.press('Escape');
    // The service worker must control the page before the connection goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(pageProblems.get(page)).toEqual([]);
  });

  it('taps Start offline; the Start survives a reopen, then Done; both reach the server once online', async () => {
    const page = context.pages()[0]!;
    const startedAt = new Date(Date.now() - TOOK * 60_000);
    await context.clock.setSystemTime(startedAt);
    await page.goto('/cleaning-events-employee');
    await card(page).waitFor();
    // Her month is on the phone (IndexedDB) before the connection goes.
    await expect.poll(() => cacheHolds(page, name), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);

    await card(page).getByRole('button', { name: 'Start' }).click();
    await card(page)
      .getByText(/^Started \d\d:\d\d$/)
      .waitFor();
    await card(page).getByText('Waiting to send').waitFor();
    await expect.poll(() => storedKinds(page)).toEqual(['start']);

    // Closed and opened again without a connection: the Start is still on the phone.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/cleaning-events-employee');
    await card(reopened)
      .getByText(/^Started \d\d:\d\d$/)
      .waitFor();
    await card(reopened).getByText('Waiting to send').waitFor();
    expect(await card(reopened).getByRole('button', { name: 'Start' }).count()).toBe(0);

    await context.clock.setSystemTime(new Date(startedAt.getTime() + TOOK * 60_000));
    await card(reopened).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click();
    await card(reopened).getByRole('checkbox', { name: 'Sent to Review' }).waitFor();
    await card(reopened).getByText('Took 1 h 50 min').waitFor();
    await card(reopened).getByText('Waiting to send (2)').waitFor();
    await screenshot(reopened, 'start-done-waiting-375');

    await context.setOffline(false);
    await expect
      .poll(
        () =>
          card(reopened)
            .getByText(/Waiting to send/)
            .count(),
        { timeout: 20_000 },
      )
      .toBe(0);

    const month = await apiCall<{ id: number; actual_minutes: number | null }[]>(
      `/cleaning_events/by-month?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`,
      adminToken,
    );
    const done = month.find((e) => e.id === eventId)!;
    expect(done.actual_minutes).toBe(TOOK);
    const houses = await apiCall<{ id: number; median_minutes: number | null }[]>('/houses/', adminToken);
    expect(houses.find((h) => h.id === propertyId)?.median_minutes).toBe(TOOK);
    expect(pageProblems.get(reopened) ?? []).toEqual([]);
    await reopened.close();
  });

  it('shows her home in Spanish at 375 px with what she did', async () => {
    const page = await context.newPage();
    await page.goto('/home-employee');
    await waitForApp(page);
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.reload();
    await waitForApp(page);
    await page.getByText('Tardó 1 h 50 min').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'start-done-home-es-375');
    await page.close();
  });
});
