// Journey: the admin generates a client report and e-mails it to the client from the history; the
// row then says when it was mailed. Phone and desktop widths, and the Spanish screen.
import type { Browser } from 'playwright-core';
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

describe.each(WIDTHS)('mailing a report at %i px', (width) => {
  it('generates a report, e-mails it to the client and the history shows it mailed', async () => {
    const page = await newPage(browser, width);
    await signInAs(page, admin);
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Report History' }).waitFor();
    await page
      .getByLabel(/^Client/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: 'Arenal Vacation Homes' }).click();
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF', exact: true }).click(),
    ]);

    const row = page.getByRole('row').filter({ hasText: 'Arenal Vacation Homes' }).first();
    await row.getByText('by Laura Jiménez').waitFor();
    // At 375 px the "Report downloaded" message sits over the row's buttons until it closes by itself (a
    // pointer resting on it, as a retried click's does, keeps it open): tap once it has gone, as a person would.
    // It shows after the download begins: wait for it to show before waiting for it to go, or the wait for it
    // to go can pass before it came (that made this fail once under load).
    const downloaded = page.getByText(/^Report downloaded: /);
    await downloaded.waitFor();
    await page.mouse.move(0, 0); // away from the message (bottom of a phone, top right of a desktop)
    await downloaded.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'E-mail to client' }).click();
    // Whom it goes to is shown, and nothing is sent until confirmed.
    const confirm = page.getByRole('dialog', { name: 'E-mail the report' });
    await confirm.getByText(/goes to reservas@arenalhomes\.example\./).waitFor();
    await screenshot(page, `report-email-confirm-${width}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Report e-mailed to reservas@arenalhomes.example.').waitFor();
    await row.getByText(/^E-mailed /).waitFor();
    await screenshot(page, `report-email-${width}`, { fullPage: false });
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe('mailing a report in Spanish', () => {
  it('shows the history with who generated it and when it was mailed', async () => {
    const page = await newPage(browser, 1280);
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto('/reports');
    const row = page.getByRole('row').filter({ hasText: 'Arenal Vacation Homes' }).first();
    await row.getByText('por Laura Jiménez').waitFor();
    await row.getByText(/^Enviado /).waitFor();
    await row.getByRole('button', { name: 'Enviar al cliente' }).waitFor();
    await screenshot(page, 'report-email-es-1280', { fullPage: false });
    await page.context().close();
  });
});
