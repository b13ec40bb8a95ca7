// Journey: the admin opens the calendar, sees the month's counts and an event's two-tab details.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** True when the page itself scrolls sideways (it must not at 375 px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe.each(WIDTHS)('admin calendar at %i px', (width) => {
  it('shows status counts, the chart and the summary, and opens an event in two tabs', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.getByTestId('month-grid').waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('heading', { name: 'Event Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Events per Day' }).waitFor();
    // Counted as shown: a day is drawn once for a phone and once for wider screens, one of them hidden.
    expect(await page.locator('[aria-current="date"]:visible').count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `dashboard-${width}`);

    // A day with assigned events: its count of them (on a phone the whole day, decision 0034) lists
    // them; the first opens its details.
    const phone = width === 375;
    const button = page.getByRole('button', { name: phone ? /, Assigned [1-9]/ : /^Assigned: [1-9]\d* on / }).first();
    const count = phone
      ? Number(/, Assigned (\d+)/.exec((await button.textContent()) ?? '')?.[1])
      : Number((await button.textContent())?.trim());
    await button.click();
    // The count's list is named by the day and status (the day's by the day alone).
    const dayName = phone ? await page.getByRole('dialog').locator('.mantine-Modal-title').textContent() : null;
    const list = page.getByRole('dialog', { name: dayName ?? / · Assigned$/, exact: true });
    await list.getByText('Assigned').first().waitFor();
    expect(await list.locator('button').filter({ hasText: /./ }).count()).toBeGreaterThanOrEqual(count);
    await screenshot(page, `dashboard-day-modal-${width}`, { fullPage: false });

    await list.locator('.mantine-Modal-body button').first().click();
    await list.waitFor({ state: 'detached' });
    const detail = page.getByRole('dialog', { name: /^Event Details - \w{3}, \w{3} \d{1,2}, \d{4}$/ });
    await detail.getByRole('tab', { name: 'Property' }).waitFor();
    // The one event-details modal, in the app's language for the admin, with the admin's price and pay lines.
    await detail.getByText('Bedrooms', { exact: true }).waitFor();
    await detail.getByText('Client price', { exact: true }).waitFor();
    await detail.getByText('Supervisor payment', { exact: true }).waitFor();
    await detail
      .getByText(/^₡[\d,]+\.\d\d$/)
      .first()
      .waitFor();
    await detail.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
    await screenshot(page, `dashboard-detail-property-${width}`, { fullPage: false });
    await detail.getByRole('tab', { name: 'Event' }).click();
    await detail.getByText('Cleaning Date', { exact: true }).waitFor();
    await detail.getByText('Event Summary', { exact: true }).waitFor();
    await screenshot(page, `dashboard-detail-event-${width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // An empty status of a day says so (a phone lists a whole day, and the demo month has none empty).
    if (!phone) {
      await page
        .getByRole('button', { name: /^In review: 0 on / })
        .first()
        .click();
      await page.getByRole('dialog').getByText('No events with this status on this date.').waitFor();
      await screenshot(page, `dashboard-empty-modal-${width}`, { fullPage: false });
    }
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('admin screens in Spanish', () => {
  it.each(WIDTHS)('calendar and assignment speak Spanish at %i px', async (width) => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Resumen de eventos' }).waitFor();
    await page.getByRole('heading', { name: 'Eventos por día' }).waitFor();
    await screenshot(page, `dashboard-es-${width}`, { fullPage: false });
    await page.goto('/assign');
    await page.getByRole('button', { name: 'Crear nuevo evento' }).waitFor();
    await page.getByRole('heading', { name: /Eventos sin asignar/ }).waitFor();
    await screenshot(page, `assign-es-${width}`, { fullPage: false });
    await page.goto('/cleaning-events');
    await page.getByRole('combobox', { name: 'Pago del cliente' }).first().waitFor();
    await screenshot(page, `completed-services-es-${width}`, { fullPage: false });
    await page.context().close();
  });
});
