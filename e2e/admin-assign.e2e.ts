// Journey: the admin creates an event on /assign, assigns it, and sends the housekeeper's week by WhatsApp.
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

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function openAssign(page: Page) {
  await signInAs(page, admin);
  await page.goto('/assign');
  await page.getByRole('heading', { level: 1, name: 'Weekly Cleaning Assignment' }).waitFor();
  await page.getByTestId('employee-board').waitFor();
}

describe.each(WIDTHS)('weekly assignment at %i px', (width) => {
  it('creates an event and assigns it to a housekeeper; it stays assigned after reload', async () => {
    const page = await newPage(browser, width);
    await openAssign(page);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `assign-${width}`);

    await page.getByRole('button', { name: 'Create New Event' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Event' });
    await modal.getByRole('button', { name: 'Create event' }).click();
    await modal.getByText('Please select a property.').waitFor();
    await modal.getByText('Service date is required.').waitFor();
    await modal.getByText('Event summary is required.').waitFor();
    await screenshot(page, `assign-create-errors-${width}`, { fullPage: false });

    const summary = `E2E turnover ${width}`;
    await modal.getByRole('combobox', { name: 'Property' }).click();
    await page.getByRole('option', { name: /Casa Pelícano/ }).click();
    await modal.getByRole('button', { name: 'Service date' }).click();
    await page.locator('.mantine-DatePickerInput-day[data-today]').first().click();
    await modal.getByRole('textbox', { name: 'Event summary' }).fill(summary);
    await screenshot(page, `assign-create-filled-${width}`, { fullPage: false });
    await modal.getByRole('button', { name: 'Create event' }).click();
    await modal.waitFor({ state: 'hidden' });

    const card = page.locator('[data-testid^="unassigned-"]').filter({ hasText: summary });
    await card.waitFor();
    await card.getByRole('combobox', { name: /Assign Casa Pelícano to/ }).click();
    await page.getByRole('option', { name: 'Carmen Solís' }).click();
    const column = page.locator('[data-testid^="column-"]').filter({ hasText: 'Carmen Solís' });
    await column.getByText(summary).waitFor();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await page.locator('[data-testid^="column-"]').filter({ hasText: 'Carmen Solís' }).getByText(summary).waitFor();
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it("links a housekeeper's WhatsApp to this week's events in her language (the screen's until she chooses one) with the login link", async () => {
    const page = await newPage(browser, width);
    await openAssign(page);
    // A housekeeper with assigned events this week (the demo company always has some).
    const link = page.locator('a[href^="https://wa.me/"]').first();
    const label = (await link.getAttribute('aria-label')) ?? '';
    const name = label.replace("Send the shown week's events to ", '').replace(' by WhatsApp', '');
    const href = await link.getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/5068\d{7}$/);
    const text = url.searchParams.get('text') ?? '';
    // She has chosen no language: the message is in this screen's (English), dates in its style.
    expect(text).toMatch(
      new RegExp(`^Hi ${name}, these are your cleanings this week \\([A-Z][a-z]{2} \\d{1,2} – .+\\d{4}\\):`),
    );
    // Each cleaning with its window (decision 0047), then the property and its address.
    expect(text).toMatch(/• (Fri|Sat|Sun|Mon|Tue|Wed|Thu), [A-Z][a-z]{2} \d{1,2}, \d{4}, .*\d{2}:\d{2}.* – .+ \(.+\)/);
    expect(text.endsWith(`Sign in to see the details: ${new URL(page.url()).origin}/login`)).toBe(true);

    // Used once, the button rests for 2 seconds.
    const [popup] = await Promise.all([page.waitForEvent('popup').catch(() => null), link.click()]);
    await popup?.close();
    await expect.poll(() => link.getAttribute('data-disabled')).toBe('true');
    // The rest is 2 s, longer than expect.poll's default second.
    await expect.poll(() => link.getAttribute('data-disabled'), { timeout: 4000 }).toBeNull();
    await page.context().close();
  });
});
