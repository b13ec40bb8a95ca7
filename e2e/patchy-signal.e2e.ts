// Journey (decision 0042): her phone on a patchy signal. The connection drops right after the server answered a
// tick, a count and a checklist photo (the phone's re-read of the checklist never arrives), and right after
// the server took an extra request whose answer never reached the phone; her week, whose reads all fail while the
// browser still counts itself online, stays on the phone and opens offline; photos chosen with "Add photos"
// survive leaving the screen and a reload; the signal goes right after Done was answered, and her card says so.
// Everything still reads as answered on the phone and was applied once on the server.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventChecklist } from '@common/contracts/checklists';
import type { Extra } from '@common/contracts/extras';
import { todayIso } from '../common/domain/dates';
import { cacheHolds, connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { apiCall, createAssignedEvent, demoUser } from './staff-events-api';

const summary = `Patchy signal ${Date.now()}`;
const PHOTO = join(process.cwd(), 'server/test/fixtures/images/house-1.jpg');
const PHOTO_2 = join(process.cwd(), 'server/test/fixtures/images/house-2.jpg');
const PHOTO_3 = join(process.cwd(), 'server/test/fixtures/images/house-3.jpg');
const TEMPLATE = {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [
        { id: 'oven', label: 'Oven cleaned', label_es: 'Horno limpio', kind: 'check', required: true },
        { id: 'towels', label: 'Towel sets laid out', label_es: 'Juegos de toallas', kind: 'count', required: true },
        { id: 'kitchen', label: 'Photo of the kitchen', label_es: 'Foto de la cocina', kind: 'photo', required: true },
      ],
    },
  ],
};
let browser: Browser;
let adminToken: string;
let eventId: number;

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  // The journeys' company starts without a checklist (global-setup.ts): this file's copy gets its own.
  await apiCall('/checklist/template', adminToken, 'PUT', TEMPLATE);
  eventId = (await createAssignedEvent(adminToken, todayIso(), summary)).id;
});
afterAll(async () => {
  await browser?.close();
});

const checklist = () => apiCall<EventChecklist>(`/cleaning_events/${eventId}/checklist`, adminToken);
const answerOf = async (id: string) => (await checklist()).sections[0]!.items.find((i) => i.id === id)!.answer;
const isEventsUrl = (url: string | URL) => new URL(url).pathname.startsWith('/api/cleaning_events/');
/** Whether the phone saved her week (IndexedDB, web/src/app/offline.ts) at or after `time` (the page's clock). */
const savedSince = (page: Page, time: number) =>
  page.evaluate(
    (since) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('turnover-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('queries').objectStore('queries').get('client');
          get.onsuccess = () => resolve(((get.result as { savedAt?: number } | undefined)?.savedAt ?? 0) >= since);
          get.onerror = () => resolve(false);
        };
      }),
    time,
  );
const card = (page: Page) => page.getByRole('article', { name: summary });
const list = (page: Page) => page.getByRole('dialog', { name: /^Checklist · / });

describe('her phone on a patchy signal', () => {
  let context: BrowserContext;
  let phone: Page;
  // While set, the phone's reads of its cleanings (the checklist read again after an answer, the extras,
  // her week) never arrive: the signal went between the server's answer and the next read.
  let readsLost = false;
  const online = async () => {
    readsLost = false;
    await context.setOffline(false);
  };
  /**
   * Runs `answer` with the signal failing right after the server answered `method` on a URL ending in `path`:
   * the phone's next read is lost while the browser still counts itself online (a patchy signal), and only then
   * does the phone learn it is offline, so the read's retry waits for the signal.
   */
  const cutAfter = async (method: string, path: string, answer: () => Promise<void>) => {
    const answered = phone.waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname.endsWith(path) && r.ok(),
    );
    const readLost = context.waitForEvent('requestfailed', (r) => r.method() === 'GET' && isEventsUrl(r.url()));
    readsLost = true;
    await answer();
    await answered;
    await readLost;
    await context.setOffline(true);
  };

  it('opens her cleaning online, with the service worker in control (375 px)', async () => {
    phone = await newPage(browser, 375);
    context = phone.context();
    await context.route(isEventsUrl, (route: Route) =>
      readsLost && route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await signInAs(phone, demoUser('employee'));
    await phone.goto('/cleaning-events-employee');
    await card(phone).getByRole('button', { name: 'Checklist 0/3' }).waitFor();
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cacheHolds(phone, 'Towel sets laid out'), { timeout: 15_000 }).toBe(true);
  });

  it('keeps a tick, a count and a photo the server confirmed when the signal goes before the checklist is read again', async () => {
    await card(phone).getByRole('button', { name: 'Checklist 0/3' }).click();
    const dialog = list(phone);
    await cutAfter('PUT', '/checklist/oven', () => dialog.getByRole('checkbox', { name: 'Oven cleaned' }).check());
    await dialog.getByText('1 of 3 done').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Oven cleaned' }).isChecked()).toBe(true);
    await online();

    await cutAfter('PUT', '/checklist/towels', async () => {
      await dialog.getByRole('textbox', { name: 'How many' }).fill('4');
      await dialog.getByRole('textbox', { name: 'How many' }).blur();
    });
    await dialog.getByText('2 of 3 done').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'How many' }).inputValue()).toBe('4');
    await online();

    await cutAfter('POST', '/photos', async () => {
      const chooser = phone.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Take photo: Photo of the kitchen' }).click();
      await (await chooser).setFiles(PHOTO);
    });
    const mine = dialog.getByRole('img', { name: 'Your photo: Photo of the kitchen' });
    await dialog.getByText('3 of 3 done').waitFor();
    // Its picture too, from the phone (the service worker's photos), with no signal.
    await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Take photo: Photo of the kitchen' }).count()).toBe(0);
    await screenshot(phone, 'patchy-checklist-kept-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close checklist' }).click();
    await card(phone).getByRole('button', { name: 'Checklist 3/3' }).waitFor();
    await online();
    expect((await checklist()).done).toBe(3);
  });

  it('sends an extra request once when the server took it but its answer was lost', async () => {
    await context.route(
      '**/api/cleaning_events/*/extras',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        // The server takes the request; the signal goes before its answer reaches the phone.
        await route.fetch();
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await phone.goto('/home-employee');
    const job = phone.getByTestId(`job-${eventId}`);
    await job.getByRole('button', { name: 'Request an extra' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Request an extra' });
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await phone.getByRole('option', { name: 'Laundry' }).click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await job.getByText('Waiting for signal').waitFor();
    expect(await apiCall<Extra[]>(`/cleaning_events/${eventId}/extras`, adminToken)).toHaveLength(1);

    await online();
    await job.getByText('Requested', { exact: true }).waitFor({ timeout: 30_000 });
    await job.getByText('Waiting for signal').waitFor({ state: 'hidden' });
    expect(await apiCall<Extra[]>(`/cleaning_events/${eventId}/extras`, adminToken)).toHaveLength(1);
  });

  it('keeps her week on the phone when its reads fail while the browser still counts itself online', async () => {
    await phone.goto('/cleaning-events-employee');
    await card(phone).getByRole('button', { name: 'Checklist 3/3' }).waitFor();
    const weekReadFails = () =>
      context.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/cleaning_events/my-week');
    // What the phone keeps has her answers (saved a second after the screen read them).
    await expect.poll(() => cacheHolds(phone, '"count":4'), { timeout: 10_000 }).toBe(true);
    readsLost = true;
    // She opens the app again on a bad signal: her week, read again, and its retry are lost. What was last read
    // is still what the phone keeps, not an empty week.
    const failed = weekReadFails().then(weekReadFails);
    await phone.reload();
    await failed;
    const failedAt = await phone.evaluate(() => Date.now());
    await expect.poll(() => savedSince(phone, failedAt), { timeout: 10_000 }).toBe(true);
    expect(await cacheHolds(phone, summary)).toBe(true);
    await context.setOffline(true);
    await phone.reload();
    await card(phone).getByRole('button', { name: 'Checklist 3/3' }).waitFor();
    await online();
    expect((await checklist()).done).toBe(3);
  });

  it('keeps the photos she chose across leaving the screen and a reload', async () => {
    await phone.goto('/cleaning-events-employee');
    await card(phone).locator('input[type="file"]').setInputFiles([PHOTO_2, PHOTO_3]);
    await card(phone).getByText('2 photos to send').waitFor();
    await phone.goto('/home-employee');
    await phone.goto('/cleaning-events-employee');
    await card(phone).getByText('2 photos to send').waitFor();
    await phone.reload();
    await card(phone).getByRole('img', { name: 'Chosen photo 2' }).waitFor();
    await card(phone).getByText('2 photos to send').waitFor();
    expect(await apiCall<unknown[]>(`/cleaning_events/${eventId}/photos`, adminToken)).toEqual([]);
  });

  it('shows Done the server answered as sent, not sending, when the signal goes before the next read', async () => {
    await cutAfter('PATCH', '/status', () =>
      card(phone).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }).click(),
    );
    // Not "Sending..." until the signal returns: the server answered.
    await card(phone).getByRole('checkbox', { name: 'Sent to Review' }).waitFor();
    await screenshot(phone, 'patchy-done-answered-offline-375', { fullPage: false });
    await online();

    type HistoryLine = { field: string | null; after: string | null };
    const history = await apiCall<{ entries: HistoryLine[] }>(`/cleaning_events/${eventId}/history`, adminToken);
    expect(history.entries.filter((l) => l.field === 'status').map((l) => l.after)).toEqual(['assigned', 'in_review']);
    expect(await answerOf('oven')).toMatchObject({ checked: true });
    expect(await answerOf('towels')).toMatchObject({ count: 4 });
    expect((await answerOf('kitchen'))?.photo_url).toMatch(/\/media\//);
    // The two chosen photos went with Done, once; the checklist's photo is not among the cleaning's own.
    expect(await apiCall<unknown[]>(`/cleaning_events/${eventId}/photos`, adminToken)).toHaveLength(2);
    expect(pageProblems.get(phone)).toEqual([]);
    await context.close();
  });
});
