// Journey: a calendar feed moves a cleaning already assigned to Ana. The next time
// she opens the app on her phone (same phone, service worker and cached week in place) her job shows
// the change mark, in English on her home and in Spanish on her list, until an admin acknowledges it.
// The feed is served by a loopback HTTP server (the e2e server runs with ICAL_ALLOW_PRIVATE_HOSTS=1).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { formatDate } from '../common/domain/format';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { apiCall, demoUser } from './staff-events-api';

const stamp = Date.now();
const today = todayIso();
const tomorrow = addDays(today, 1);
const compact = (iso: string) => iso.replaceAll('-', '');
// One stay that checks out tomorrow, then (the guest leaves early) today: the moved cleaning is on
// her week and her month whatever day the suite runs, and neither date is in the past, which a feed
// never touches.
let checkOut = tomorrow;
const calendar = () =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(addDays(today, -3))}`,
    `DTEND;VALUE=DATE:${compact(checkOut)}`,
    'SUMMARY:Reserved',
    `UID:moved-${stamp}@airbnb.com`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let browser: Browser;
let feedServer: Server;
let adminToken: string;
let houseName: string;
let feedId: number;
let eventId: number;
beforeAll(async () => {
  browser = await connectBrowser();
  feedServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar()));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  adminToken = await tokenFor(demoUser('admin'));

  const client = await apiCall<{ id: number }>('/clients/', adminToken, 'POST', { name: `Moved Client ${stamp}` });
  houseName = `Casa Movida ${stamp}`;
  const house = await apiCall<{ id: number }>('/houses/', adminToken, 'POST', {
    client_id: client.id,
    name: houseName,
    client_price: 100,
    worker_payment: 15000,
    state: 'Guanacaste',
    city: 'Nosara',
  });
  const url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/moved.ics`;
  feedId = (await apiCall<{ id: number }>('/airbn_url/', adminToken, 'POST', { property_id: house.id, ical_url: url }))
    .id;
  const events = await apiCall<{ id: number; property_id: number }[]>(
    `/cleaning_events/by-month?year=${tomorrow.slice(0, 4)}&month=${Number(tomorrow.slice(5, 7))}`,
    adminToken,
  );
  const made = events.filter((e) => e.property_id === house.id);
  expect(made).toHaveLength(1);
  const employees = await apiCall<{ id: number; email: string }[]>('/employee/', adminToken);
  const ana = employees.find((e) => e.email === lane().demo.employee.email)!;
  eventId = made[0]!.id;
  await apiCall('/assignments/', adminToken, 'POST', { cleaning_event_id: eventId, employee_id: ana.id });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

/** Her job at the property, on the home's week or the list's cards. */
const job = (page: Page) => page.getByRole('button').or(page.getByRole('article')).filter({ hasText: houseName });

describe('a feed moves her cleaning', () => {
  it('she sees the change mark the next time she opens the app, in both languages', async () => {
    const page = await newPage(browser, 375);
    const context = page.context();
    await signInAs(page, demoUser('employee'));
    await page.goto('/home-employee');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.close();

    // The guest leaves a day early: the feed moves the cleaning to today.
    checkOut = today;
    const sync = await apiCall<{ sync: { updated: number } }>(`/airbn_url/${feedId}/sync`, adminToken, 'POST');
    expect(sync.sync.updated).toBe(1);

    const again = await context.newPage();
    pageProblems.set(again, []);
    await again.goto('/home-employee');
    const mark = job(again).first().getByTestId('feed-change');
    await mark.waitFor();
    expect(await mark.textContent()).toBe(`Moved by the calendar (was ${formatDate(tomorrow, 'en')})`);
    await screenshot(again, 'feed-change-home-375');

    await again.evaluate(() => localStorage.setItem('lang', 'es'));
    await again.goto('/cleaning-events-employee');
    const card = again.getByRole('article').filter({ hasText: houseName });
    await card.getByTestId('feed-change').waitFor();
    expect(await card.getByTestId('feed-change').textContent()).toBe(
      `Movido por el calendario (era ${formatDate(tomorrow, 'es')})`,
    );
    await screenshot(again, 'feed-change-list-es-375');

    // The office acknowledges the change: the mark goes from her phone too.
    await apiCall(`/cleaning_events/${eventId}/acknowledge`, adminToken, 'POST');
    await again.reload();
    await card.waitFor();
    // The reloaded screen draws her stored week first (the mark still on it), then the server's answer.
    await expect.poll(() => card.getByTestId('feed-change').count(), { timeout: 10_000 }).toBe(0);
    expect(pageProblems.get(again)).toEqual([]);
    await context.close();
  });
});
