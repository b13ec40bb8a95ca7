// Journey: the admin narrows Completed Services to one housekeeper's cleanings the client has not paid,
// reads the totals, selects them all and marks the client paid in one step; the filters live in the
// URL, so a reload shows the same (now empty) view. The Spanish screen is looked at too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };
// The demo company's cleanings of ten days ago are completed and not yet paid.
const month = addDays(todayIso(), -10).slice(0, 7);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth + 1;

describe.each(WIDTHS)('completed services filters at %i px', (width) => {
  it('filters by housekeeper and client payment, shows totals, bulk-marks the client paid', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto(`/cleaning-events?month=${month}&payment_client_status=pending`);
    await page.getByRole('heading', { level: 1, name: 'Completed Services' }).waitFor();
    const cards = page.locator('[data-testid^="completed-"]');
    await cards.first().waitFor();
    const name = /Housekeeper: (.+)/.exec(await cards.first().innerText())![1]!.trim();

    await page.getByTestId('filter-employee').click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('employee_id')).toMatch(/^\d+$/);
    // While the filtered list loads there are no cards at all: wait for cards, all of hers.
    await expect
      .poll(async () => {
        const texts = await cards.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(`Housekeeper: ${name}`));
      })
      .toBe(true);
    const ids = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!));
    const count = ids.length;
    await expect.poll(() => page.getByTestId('total-count').innerText()).toContain(String(count));
    // The revenue is totalled per currency: each currency her cards bill in (the first figure of a card's price
    // line, "$140.00 · ₡32,500.00": the client's price, then her pay) has its total.
    const billed = (await cards.allInnerTexts()).map((text) => /([$₡])[\d,]+\.\d\d · [$₡]/.exec(text)?.[1]);
    expect(billed).not.toContain(undefined);
    for (const symbol of new Set(billed))
      await expect
        .poll(() => page.getByTestId('total-revenue').innerText())
        .toMatch(new RegExp(`\\${symbol}[\\d,]+\\.\\d\\d`));
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `completed-filters-${width}`);

    await page.getByTestId('select-all').click();
    await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe(`${count} selected`);
    await page.getByTestId('bulk-client-paid').click();
    // Paid ones leave a list filtered to pending.
    await page.getByText('No completed cleanings match this month and these filters.').waitFor();
    await page.reload();
    await page.getByText('No completed cleanings match this month and these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('payment_client_status')).toBe('pending');

    await page.getByTestId('filter-payment-client').click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await page.getByTestId(ids[0]!).waitFor();
    for (const text of await cards.allInnerTexts()) expect(text).toContain(`Housekeeper: ${name}`);
    for (const id of ids)
      expect(await page.getByTestId(id).getByRole('combobox', { name: 'Client payment' }).inputValue()).toBe('Paid');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('completed services in Spanish', () => {
  it('shows the filters, totals and bulk actions in Spanish at 375 px', async () => {
    const page = await newPage(browser, 375);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto(`/cleaning-events?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Servicios completados' }).waitFor();
    await page.getByText('Ingresos de clientes').waitFor();
    await page.getByText('Marcar pagado a la camarera').waitFor();
    await screenshot(page, 'completed-filters-es-375', { fullPage: false });
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await page.context().close();
  });
});
