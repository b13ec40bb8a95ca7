// Journey: an admin invoices last month for a demo client, issues it, e-mails it (the mail
// with its PDF reaches the SMTP catcher), records a partial and then a full payment, and Completed
// Services shows the invoice paid. The invoice PDF in English and Spanish rendered to PNG; the list and
// one invoice at 375 px in Spanish; every new screen saved at 375 and 1280 px in both languages. A manual line with a
// long description is added to the draft (it wraps on the PDF); the aging section fits at 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../common/contracts/clients';
import type { Invoice, InvoiceList } from '../common/contracts/invoices';
import { monthRange } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { formatInvoiceNumber } from '../common/domain/invoice';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor, waitForApp } from './browser';
import { lane } from './lane';
import { mailFiledFor } from './mail';
import { previewPdf } from './pdf-preview';

const { demo, baseUrl } = lane();
const admin = { ...demo.admin, name: 'Laura Jiménez', role: 'admin' as const };
const today = todayIso();
const month = Number(today.slice(5, 7));
const last =
  month === 1 ? monthRange(Number(today.slice(0, 4)) - 1, 12) : monthRange(Number(today.slice(0, 4)), month - 1);

let browser: Browser;
let token: string;
/** The demo client with something left to bill last month (the seed invoices some clients already). */
let client: Client;
let invoiceId = 0;

const api = async <T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    // A body is JSON; a call without one sends no Content-Type (Fastify refuses an empty JSON body).
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

beforeAll(async () => {
  browser = await connectBrowser();
  token = await tokenFor(admin);
  // Which client has last month's cleanings still to bill: a draft made and deleted at once tells.
  // The seed may have invoiced last month already: voiding one of its invoices frees its cleanings.
  client = (await clientWithLastMonthToBill())!;
  if (!client) {
    const { invoices } = (await api<{ invoices: Invoice[] }>('/invoices/')).body;
    const seeded = invoices.find((i) => i.start_date === last.start && i.status !== 'draft' && i.status !== 'void');
    if (seeded)
      await api(`/invoices/${seeded.id}/void`, {
        method: 'POST',
        body: JSON.stringify({ reason: 'Freed for the invoices journey' }),
      });
    client = (await clientWithLastMonthToBill())!;
  }
  expect(client, 'a demo client with last month to bill').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

/** The first active client for whom a draft of last month can be made (the draft is deleted again). */
async function clientWithLastMonthToBill(): Promise<Client | undefined> {
  const clients = (await api<Client[]>('/clients/')).body.filter((c) => c.active_status);
  for (const candidate of clients) {
    const made = await api<Invoice>('/invoices/', {
      method: 'POST',
      body: JSON.stringify({ client_id: candidate.id, start_date: last.start, end_date: last.end }),
    });
    if (made.status !== 201) continue;
    await api(`/invoices/${made.body.id}`, { method: 'DELETE' });
    return candidate;
  }
  return undefined;
}

/** Waits for the mail the catcher received for `to` carrying a PDF (the outbox worker sends it at once). */
const invoiceMailTo = (to: string) =>
  mailFiledFor(to, { matches: (raw) => /application\/pdf/i.test(raw), timeoutMs: 15_000, what: 'invoice mail' });

const LONG_LINE =
  'Deep clean of the terrace, the barbecue, the outdoor furniture and the pool deck after the end of the high season, with the windows of the upper floor';

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth + 1;

async function pay(page: Page, amount: string | null, lang: 'en' | 'es' = 'en') {
  await page
    .getByRole('button', { name: lang === 'en' ? 'Record payment' : 'Registrar pago' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: lang === 'en' ? 'Record a payment' : 'Registrar un pago' });
  await dialog.waitFor();
  if (amount !== null) await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('invoicing a client at 1280 px in English', () => {
  it('makes, issues, e-mails and is paid for last month’s invoice; Completed Services shows it paid', async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, admin);
    await page.goto('/invoices');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await screenshot(page, 'invoices-list-en-1280');

    await page.getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog
      .getByLabel(/^Client/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: new RegExp(`^${client.name}`) }).click();
    await screenshot(page, 'invoices-new-en-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/invoices\/\d+$/);
    invoiceId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: 'Invoice Draft' }).waitFor();
    // A manual line with a long description: it wraps on the screen and on the PDF below (decision 0049).
    await page.getByRole('button', { name: 'Add line' }).click();
    const line = page.getByRole('dialog', { name: 'Add a line' });
    await line.getByLabel('Description').fill(LONG_LINE);
    await line.getByLabel(/^Unit price/).fill('35');
    await line.getByLabel(/^Line discount/).fill('5');
    await line.getByRole('button', { name: 'Add line' }).click();
    await line.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Deep clean of the terrace/ }).waitFor();
    await screenshot(page, 'invoice-draft-en-1280');

    await page.getByRole('button', { name: 'Issue' }).click();
    const issueStep = page.getByRole('dialog', { name: 'Issue this invoice?' });
    await issueStep.getByRole('textbox', { name: /^Exchange rate/ }).waitFor(); // a USD client's
    await screenshot(page, 'invoice-issue-en-1280', { fullPage: false });
    await issueStep.getByRole('button', { name: 'Issue' }).click();
    await page.getByRole('heading', { name: /^Invoice \d{6}$/ }).waitFor();
    const issued = (await api<Invoice>(`/invoices/${invoiceId}`)).body;
    expect(issued.status).toBe('issued');
    expect(issued.number).not.toBeNull();

    await page.getByRole('button', { name: 'E-mail' }).click();
    const sentTo = await page.getByText(/^The invoice was sent to /).innerText();
    const to = sentTo.replace('The invoice was sent to ', '').replace(/\.$/, '');
    const raw = await invoiceMailTo(to);
    expect(raw).toContain(formatInvoiceNumber(issued.number));

    // A partial payment, then the rest (the amount starts at the balance).
    const half = (Math.round(issued.total * 50) / 100).toFixed(2);
    await pay(page, half);
    await page.locator('.mantine-Badge-label', { hasText: /^Partially paid$/ }).waitFor();
    await expect.poll(async () => (await api<Invoice>(`/invoices/${invoiceId}`)).body.status).toBe('partially_paid');
    await screenshot(page, 'invoice-partially-paid-en-1280');
    await pay(page, null);
    await page.locator('.mantine-Badge-label', { hasText: /^Paid$/ }).waitFor();
    const paid = (await api<Invoice>(`/invoices/${invoiceId}`)).body;
    expect(paid.status).toBe('paid');
    expect(paid.balance).toBe(0);
    await screenshot(page, 'invoice-paid-en-1280');

    // The PDFs, in English and in Spanish, as PNGs to look at.
    for (const lang of ['en', 'es'] as const) {
      const response = await fetch(`${baseUrl}/api/invoices/${invoiceId}/pdf?lang=${lang}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const pages = await previewPdf(browser, Buffer.from(await response.arrayBuffer()), `invoice-pdf-${lang}`);
      expect(pages).toBeGreaterThan(0);
    }

    // Completed Services: last month's cleanings of the client carry the paid invoice.
    await page.goto(`/cleaning-events?month=${last.start.slice(0, 7)}&client_id=${client.id}`);
    const mark = page.locator('[data-testid^="invoice-"]').first();
    await mark.locator('.mantine-Badge-label', { hasText: /^Paid$/ }).waitFor();
    expect(await mark.innerText()).toContain(formatInvoiceNumber(paid.number));
    await screenshot(page, 'completed-invoice-paid-en-1280', { fullPage: false });

    // The client's row shows its currency and links to its invoices; Settings has the invoice header.
    await page.goto('/clients');
    await page.getByRole('row').filter({ hasText: client.name }).first().waitFor();
    await screenshot(page, 'clients-billing-en-1280');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Invoice header' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-invoice-header-en-1280');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['es', 375],
  ['es', 1280],
  ['en', 375],
] as const)('the new screens in %s at %i px', (lang, width) => {
  it('shows the list and one invoice without sideways scroll', async () => {
    const page = await newPage(browser, width);
    if (lang === 'es') await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signInAs(page, admin);
    await page.goto(`/invoices?client_id=${client.id}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Facturas' : 'Invoices' }).waitFor();
    await page.getByTestId('client-balance').waitFor();
    await page.getByTestId('aging').waitFor(); // the seed leaves a partly paid invoice open
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `invoices-list-${lang}-${width}`);

    const id = invoiceId || (await api<{ invoices: Invoice[] }>('/invoices/')).body.invoices[0]!.id;
    await page.goto(`/invoices/${id}`);
    await page.getByTestId('invoice-totals').waitFor();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `invoice-${lang}-${width}`);

    // The client's draft (the seed makes one this month): its lines' buttons and the terms form fit.
    const drafts = await api<InvoiceList>(`/invoices/?client_id=${client.id}&status=draft`);
    if (drafts.body.invoices[0]) {
      await page.goto(`/invoices/${drafts.body.invoices[0].id}`);
      await page.getByTestId('draft-terms').waitFor();
      expect(await page.evaluate(noSideScroll)).toBe(true);
      await screenshot(page, `invoice-draft-${lang}-${width}`);
    }

    await page.goto('/invoices');
    await page.getByRole('button', { name: lang === 'es' ? 'Nueva factura' : 'New invoice' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `invoices-new-${lang}-${width}`, { fullPage: false });

    await page.goto('/clients');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(client.name).first().waitFor();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await screenshot(page, `clients-billing-${lang}-${width}`);
    await page.getByRole('button', { name: lang === 'es' ? 'Registrar cliente' : 'Register client' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `client-form-${lang}-${width}`, { fullPage: false });
    await page.goto('/settings');
    await page.getByRole('heading', { name: lang === 'es' ? 'Encabezado de factura' : 'Invoice header' }).waitFor();
    await screenshot(page, `settings-invoice-header-${lang}-${width}`);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
