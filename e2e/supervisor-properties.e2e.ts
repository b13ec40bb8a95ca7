// Journey: a supervisor opens Properties: search and details, but no client, no price, no changes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, WIDTHS } from './browser';

const { demo } = lane();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('properties for a supervisor at %i px', (width) => {
  it("lists and details properties without client, client price or the housekeeper's pay", async () => {
    const page = await newPage(browser, width);
    await signInAs(page, { ...demo.supervisor, name: 'Sofía Vargas', role: 'supervisor' });
    await page.goto('/propertys');
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    await page.getByText('Villa Marea').first().waitFor();
    await screenshot(page, `properties-supervisor-${width}`);
    expect(await page.getByText('Pacific Coast Rentals').count()).toBe(0);
    expect(await page.getByText('Client', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Register property' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    await page.getByRole('textbox', { name: /Search by name/ }).fill('tamarindo');
    await page.getByRole('button', { name: 'Details Villa Marea' }).click();
    const modal = page.getByRole('dialog', { name: 'Villa Marea' });
    // Her own pay for it, not the housekeeper's (docs/decisions/0043-words-and-numbers.md).
    await modal.getByText('Supervisor payment (CRC)').waitFor();
    await modal.getByText('₡7,500.00').waitFor();
    expect(await modal.getByText('Housekeeper payment (CRC)').count()).toBe(0);
    expect(await modal.getByText('Client price (USD)').count()).toBe(0);
    expect(await modal.getByText('Pacific Coast Rentals').count()).toBe(0);
    await modal.getByTestId('photo-counter').waitFor();
    await screenshot(page, `property-details-supervisor-${width}`, { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
