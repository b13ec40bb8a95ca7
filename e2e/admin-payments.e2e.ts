// Journey: the admin finds a completed service, marks both payments paid, and they stay after reload;
// History Events lists every event of the month read-only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor, WIDTHS } from './browser';
import { apiCall } from './staff-events-api';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };
// The demo company's cleanings of ten days ago are completed, and their housekeepers not yet paid.
const month = addDays(todayIso(), -10).slice(0, 7);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth + 1;

describe.each(WIDTHS)('completed services at %i px', (width) => {
  it('sets the client and housekeeper payments of a completed event, persisted after reload', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto(`/cleaning-events?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Completed Services' }).waitFor();
    // Pick a card whose payments are both still pending (the other width takes another one).
    const pending = page.locator('[data-testid^="completed-"]').filter({ has: page.locator('input[value="Pending"]') });
    await pending.first().waitFor();
    const testId = (await pending.nth(width === 375 ? 0 : 1).getAttribute('data-testid'))!;
    const card = page.getByTestId(testId);
    await screenshot(page, `completed-services-${width}`, { fullPage: false });
    expect(await page.evaluate(noSideScroll)).toBe(true);

    for (const label of ['Client payment', 'Housekeeper payment']) {
      await card.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: 'Paid' }).click();
      await screenshot(page, `completed-services-paying-${width}`, { fullPage: false });
      await expect.poll(() => card.getByRole('combobox', { name: label }).inputValue()).toBe('Paid');
      await expect.poll(() => card.getByRole('combobox', { name: label }).isDisabled()).toBe(false);
    }
    await page.reload();
    const again = page.getByTestId(testId);
    await again.waitFor();
    expect(await again.getByRole('combobox', { name: 'Client payment' }).inputValue()).toBe('Paid');
    expect(await again.getByRole('combobox', { name: 'Housekeeper payment' }).inputValue()).toBe('Paid');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('History Events shows every status with its housekeeper; an empty month says so', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto('/history-events');
    await page.getByRole('heading', { level: 1, name: 'History Events' }).waitFor();
    await page.locator('[data-testid^="history-"]').first().waitFor();
    // This month's events in every status they have (on the first days of a month none is completed yet).
    const [year, monthNumber] = todayIso().split('-').map(Number);
    const events = await apiCall<{ status: string }[]>(
      `/cleaning_events/by-month?year=${year}&month=${monthNumber}`,
      await tokenFor(admin),
    );
    const statuses = new Set(events.map((event) => event.status));
    expect(statuses.size).toBeGreaterThan(1);
    const label: Record<string, string> = {
      unassigned: 'Unassigned',
      assigned: 'Assigned',
      in_review: 'In review',
      completed: 'Completed',
    };
    for (const status of statuses)
      expect(
        await page.locator('[data-testid^="history-"]').getByText(label[status]!, { exact: true }).count(),
      ).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^="history-"]').count()).toBe(events.length);
    expect(await page.locator('[data-testid^="history-"]').getByRole('combobox').count()).toBe(0);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `history-events-${width}`, { fullPage: false });

    // A month far back has nothing.
    await page.getByRole('button', { name: /Month/ }).click();
    await page.locator('.mantine-MonthPickerInput-calendarHeaderControl').first().click();
    await page.locator('.mantine-MonthPickerInput-calendarHeaderControl').first().click();
    await page.locator('.mantine-MonthPickerInput-monthsListControl').first().click();
    await page.getByText('No completed events found for this month.').waitFor();
    await screenshot(page, `history-events-empty-${width}`, { fullPage: false });
    await page.context().close();
  });
});
