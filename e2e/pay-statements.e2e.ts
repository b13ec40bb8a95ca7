// Journey: a housekeeper opens her pay statement of last week from her menu, reads the cleanings and
// totals, downloads the PDF and has a WhatsApp summary ready; an admin sees every staff member's week.
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lane } from './lane';
import { addDays, businessWeek } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, waitForApp, WIDTHS } from './browser';
import { previewPdf } from './pdf-preview';

const { demo } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };
const ana = { ...demo.employee, name: 'Ana Mora', role: 'employee' as const };
// The demo company's cleanings of ten days ago are completed.
const lastWeek = businessWeek(addDays(todayIso(), -10));

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth + 1;

describe.each(WIDTHS)('pay statements at %i px', (width) => {
  it('a housekeeper opens her statement from the menu, downloads the PDF, has the WhatsApp summary', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, ana);
    await page.goto('/home-employee');
    await waitForApp(page);
    if (width === 375) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Pay' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Pay' }).waitFor();
    // Back one week at a time to her latest week with completed cleanings (the demo's are in the past weeks).
    let start = businessWeek(todayIso()).start;
    for (let back = 0; back < 6; back++) {
      start = addDays(start, -7);
      // The URL changes before React renders the new week: wait for the shown range to change, so
      // the statement read below is this week's and not the one still on screen.
      const shown = await page.getByTestId('week-range').innerText();
      await page.getByTestId('week-previous').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('week')).toBe(start);
      await expect.poll(() => page.getByTestId('week-range').innerText()).not.toBe(shown);
      await page.locator('[data-testid^="statement-totals-"]').waitFor();
      if ((await page.locator('tbody tr').count()) > 0) break;
    }
    await page.getByText('Ana Mora', { exact: true }).waitFor();
    expect(await page.locator('[data-testid^="statement-totals-"]').count()).toBe(1);
    const totals = await page.locator('[data-testid^="statement-totals-"]').innerText();
    expect(totals).toMatch(/Total ₡[\d,]+\.\d\d/);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `my-pay-${width}`);

    const whatsapp = page.locator('a[data-testid^="statement-whatsapp-"]');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    // Ana has chosen no language: the summary is in this screen's (English).
    expect(href.searchParams.get('text')).toContain('Hi Ana Mora, this is your pay statement');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid^="statement-pdf-"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-\\d+-${start}\\.pdf$`));
    // A browser connected to remotely keeps downloads on its side: save a local copy.
    const path = `${tmpdir()}/${Date.now()}-${download.suggestedFilename()}`;
    await download.saveAs(path);
    const { readFileSync } = await import('node:fs');
    const pdf = readFileSync(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (width === 1280) expect(await previewPdf(browser, pdf, 'my-pay-statement')).toBe(1);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('admin pay statements', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`lists every staff member's week (${lang})`, async () => {
      const page = await newPage(browser, 1280);
      if (lang === 'es') await page.addInitScript(() => localStorage.setItem('lang', 'es'));
      await signInAs(page, admin);
      await page.goto(`/payroll?week=${lastWeek.start}`);
      await page
        .getByRole('heading', { level: 1, name: lang === 'es' ? 'Estados de pago' : 'Pay Statements' })
        .waitFor();
      await page.locator('[data-testid^="statement-totals-"]').first().waitFor();
      expect(await page.locator('[data-testid^="statement-totals-"]').count()).toBeGreaterThan(1);
      await page.getByTestId('payroll-totals').waitFor();
      await screenshot(page, `payroll-${lang}-1280`, { fullPage: false });
      expect(pageProblems.get(page)).toEqual([]);
      await page.context().close();
    });
  }
});

// Decision 0031: the supervisor's pay has its own status; an admin pays a person's week from the statements.
describe('paying a week', () => {
  const card = (page: Page, name: string) => page.getByTestId(/^statement-\d+$/).filter({ hasText: name });
  const pay = async (page: Page, name: string) => {
    await card(page, name).getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay this week?' });
    expect(await dialog.innerText()).toMatch(new RegExp(`Mark ${name}’s week of .+ paid: ₡[\\d,]+\\.\\d\\d\\.`));
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await card(page, name)
      .getByText(/^Paid on /)
      .waitFor();
  };

  it('an admin pays a supervisor’s week while the housekeepers stay unpaid, then pays a housekeeper (1280 px, English)', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, admin);
    await page.goto(`/payroll?week=${lastWeek.start}`);
    await card(page, 'Sofía Vargas').getByRole('button', { name: 'Pay' }).waitFor();
    const housekeepers = page.getByTestId(/^statement-\d+$/).filter({ hasText: 'Housekeeper' });
    const owed = async () => (await housekeepers.allInnerTexts()).map((t) => t.match(/Pending ₡[\d,.]+/)?.[0]);
    const before = await owed();
    expect(before.filter((p) => p && p !== 'Pending ₡0.00').length).toBeGreaterThan(0);

    await pay(page, 'Sofía Vargas');
    expect(await card(page, 'Sofía Vargas').innerText()).toContain('Pending ₡0.00');
    // The housekeepers of her cleanings are owed what they were owed.
    expect(await owed()).toEqual(before);
    expect(await card(page, 'Ana Mora').getByRole('button', { name: 'Pay' }).count()).toBe(1);

    await pay(page, 'Ana Mora');
    expect(await card(page, 'Ana Mora').innerText()).toContain('Pending ₡0.00');
    expect(await card(page, 'Diego').getByRole('button', { name: 'Pay' }).count()).toBe(1);
    await screenshot(page, 'payroll-paid-en-1280');

    // Her statement PDF says the week is paid.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Ana Mora').locator('[data-testid^="statement-pdf-"]').click(),
    ]);
    const path = `${tmpdir()}/${Date.now()}-${download.suggestedFilename()}`;
    await download.saveAs(path);
    const { readFileSync, copyFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    copyFileSync(path, 'e2e/screenshots/pay-statement-paid.pdf');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a company renamed in Settings names the installed app, the public page and her pay PDF at once (1280 px)', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, admin);
    await page.goto('/settings');
    const name = page.getByLabel(/^Company name/);
    await name.fill('Limpiezas Sol y Mar');
    await page.getByRole('button', { name: 'Save company' }).click();
    await page.getByText("Your company's details were saved.").waitFor();
    // The installed app's name: the manifest this page links to, read as the browser reads it (through the
    // service worker when one controls the page), with no rebuild.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return (await (await fetch(link!.href)).json()) as { name: string };
    });
    expect(manifest.name).toBe('Limpiezas Sol y Mar Staff');
    await page.goto('/');
    expect(await page.title()).toContain('Limpiezas Sol y Mar');
    await page.goto(`/payroll?week=${lastWeek.start}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Ana Mora').locator('[data-testid^="statement-pdf-"]').click(),
    ]);
    const path = `${tmpdir()}/${Date.now()}-${download.suggestedFilename()}`;
    await download.saveAs(path);
    const { readFileSync } = await import('node:fs');
    expect(await previewPdf(browser, readFileSync(path), 'pay-statement-renamed')).toBe(1);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('the statements with Pay and “Pagado el …” fit a phone in Spanish (375 px)', async () => {
    const page = await newPage(browser, 375);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto(`/payroll?week=${lastWeek.start}`);
    await card(page, 'Sofía Vargas')
      .getByText(/^Pagado el /)
      .waitFor();
    await card(page, 'Diego').getByRole('button', { name: 'Pagar' }).waitFor();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    // No label cut: every button and badge of the cards shows its whole text.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="statement-"] button, [data-testid^="statement-paid-"]')]
        .filter((el) => [el, ...el.querySelectorAll('span')].some((e) => e.scrollWidth > e.clientWidth + 1))
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'payroll-paid-es-375');
    await card(page, 'Diego').getByRole('button', { name: 'Pagar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Pagar esta semana?' });
    expect(await dialog.innerText()).toMatch(/Marcar pagada la semana .+ de Diego .+: ₡[\d\s.]+,\d\d\./);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, 'payroll-pay-confirm-es-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
