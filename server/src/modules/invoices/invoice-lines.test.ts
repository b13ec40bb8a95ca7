import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AgingReport, Invoice, InvoiceList } from '@common/contracts/invoices';
import { invoices } from '../../db/schema/billing';
import { mailOutbox } from '../../db/schema/mail';
import { billingWorld } from '../../../test/billing-world';
import { pdfText } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';
import { sendPaymentReminders } from './invoice-reminders.service';

// Manual lines, discounts, terms, the aging list and the weekly reminders through the API on a real database
// (docs/decisions/0049).
const ctx = await createTestApp();
const w = await billingWorld(ctx);
const { admin, db } = w;

const draft = async (clientId: number, body: object = {}) => {
  const res = await w.call(admin, 'POST', '/api/invoices/', {
    client_id: clientId,
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invoice;
};
const withCleanings = async (name: string, prices: number[], o: Parameters<typeof w.client>[1] = {}) => {
  const client = await w.client(name, o);
  const house = await w.house(client.id, `Casa ${name}`);
  const days = prices.map((_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
  for (const [i, price] of prices.entries()) await w.cleanings(house.id, [days[i]!], price);
  return client;
};
const lines = (id: number) => `/api/invoices/${id}/lines`;

describe('manual lines and discounts on a draft', () => {
  it('adds, edits and removes a manual line with its kind CABYS code; discounts price every line and the totals', async () => {
    const settings = (await w.call(admin, 'GET', '/api/settings/company')).json() as object;
    await w.call(admin, 'PUT', '/api/settings/company', { ...settings, cabys_extra: '8532900000000' });
    const client = await withCleanings('Manual Rentals', [100, 50]);
    const inv = await draft(client.id);

    const added = await w.call(admin, 'POST', lines(inv.id), {
      description: 'Deep clean of the terrace, the barbecue and the outdoor furniture after the season',
      quantity: 2,
      unit_amount: 12.5,
      kind: 'extra',
      discount: 5,
    });
    expect(added.statusCode, added.body).toBe(201);
    const manual = (added.json() as Invoice).lines.at(-1)!;
    expect(manual).toMatchObject({ manual: true, kind: 'extra', amount: 25, discount: 5, cabys: '8532900000000' });
    expect(manual.service_date).toBeNull();

    const [cleaning] = (added.json() as Invoice).lines;
    const put = await w.call(admin, 'PUT', `${lines(inv.id)}/${cleaning!.id}`, { discount: 10 });
    expect(put.statusCode, put.body).toBe(200);
    const patched = await w.call(admin, 'PATCH', `/api/invoices/${inv.id}`, { discount: 10 });
    expect(patched.statusCode, patched.body).toBe(200);
    const priced = patched.json() as Invoice;
    // Lines 100 - 10, 50, 25 - 5 bill 160; the invoice's 10 is shared 5.63 / 3.12 / 1.25 by what each bills.
    expect(priced.lines.map((l) => [l.amount, l.discount, l.invoice_discount, l.net, l.tax])).toEqual([
      [100, 10, 5.63, 84.37, 10.97],
      [50, 0, 3.12, 46.88, 6.09],
      [25, 5, 1.25, 18.75, 2.44],
    ]);
    expect(priced).toMatchObject({ gross: 175, discount_total: 25, subtotal: 150, tax: 19.5, total: 169.5 });

    const edited = await w.call(admin, 'PUT', `${lines(inv.id)}/${manual.id}`, { quantity: 1, kind: 'cleaning' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Invoice).lines.at(-1)).toMatchObject({ amount: 12.5, discount: 5, kind: 'cleaning' });

    const removed = await w.call(admin, 'DELETE', `${lines(inv.id)}/${manual.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Invoice).lines).toHaveLength(2);

    // Issued, the invoice, its list row and its PDF show the same totals.
    const issued = (await w.call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {})).json() as Invoice;
    const list = (await w.call(admin, 'GET', `/api/invoices/?client_id=${client.id}`)).json() as InvoiceList;
    expect(list.invoices[0]).toMatchObject({
      total: issued.total,
      subtotal: issued.subtotal,
      discount_total: 20,
      line_count: 2,
    });
    const pdf = await pdfText((await w.call(admin, 'GET', `/api/invoices/${inv.id}/pdf?lang=en`)).rawPayload);
    expect(pdf.text).toContain(`$${issued.total.toFixed(2)}`);
    expect(pdf.text).toContain('-$20.00');
  });

  it('refuses a discount above its line or above the invoice (422), and words on a cleaning line (409)', async () => {
    const client = await withCleanings('Bounded Rentals', [40]);
    const inv = await draft(client.id);
    const line = inv.lines[0]!;
    const over = await w.call(admin, 'PUT', `${lines(inv.id)}/${line.id}`, { discount: 40.01 }, 'es');
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('El descuento es mayor que la línea: como máximo $40,00.');
    const overInvoice = await w.call(admin, 'PATCH', `/api/invoices/${inv.id}`, { discount: 41 });
    expect(overInvoice.statusCode).toBe(422);
    expect(overInvoice.json().detail).toBe('The discount is more than the invoice: at most $40.00.');
    const negative = await w.call(admin, 'POST', lines(inv.id), { description: 'x', unit_amount: 5, discount: -1 });
    expect(negative.statusCode).toBe(422);
    const words = await w.call(admin, 'PUT', `${lines(inv.id)}/${line.id}`, { description: 'Other' });
    expect(words.statusCode).toBe(409);
    expect((await w.call(admin, 'GET', `/api/invoices/${inv.id}`)).json()).toMatchObject({ total: 45.2 });
  });

  it('answers 409 in the reader language once issued, and changes nothing', async () => {
    const client = await withCleanings('Issued Rentals', [30]);
    const inv = await draft(client.id);
    await w.call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {});
    const add = await w.call(admin, 'POST', lines(inv.id), { description: 'Late', unit_amount: 5 }, 'es');
    expect(add.statusCode).toBe(409);
    expect(add.json().detail).toMatch(/^La factura \d{6} ya está emitida/);
    const lineId = inv.lines[0]!.id;
    expect((await w.call(admin, 'PUT', `${lines(inv.id)}/${lineId}`, { discount: 1 })).statusCode).toBe(409);
    expect((await w.call(admin, 'DELETE', `${lines(inv.id)}/${lineId}`)).statusCode).toBe(409);
    expect((await w.call(admin, 'PATCH', `/api/invoices/${inv.id}`, { discount: 1 })).statusCode).toBe(409);
    expect((await w.call(admin, 'GET', `/api/invoices/${inv.id}`)).json()).toMatchObject({
      total: 33.9,
      line_count: 1,
    });
  });
});

describe('terms, due dates and aging', () => {
  it("starts with the client's terms and is due the credit days after issue; cash is due on issue", async () => {
    const credit = await withCleanings('Credit Rentals', [10], { creditDays: 30 });
    const inv = await draft(credit.id);
    expect(inv).toMatchObject({ terms: { credit_days: 30 }, due_on: null });
    const issued = (await w.call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {})).json() as Invoice;
    const expected = new Date(`${issued.issued_on!}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 30);
    expect(issued.due_on).toBe(expected.toISOString().slice(0, 10));

    const cash = await withCleanings('Cash Rentals', [10], { creditDays: 15 });
    const asCash = await draft(cash.id, { terms: 'cash' });
    const issuedCash = (await w.call(admin, 'POST', `/api/invoices/${asCash.id}/issue`, {})).json() as Invoice;
    expect(issuedCash).toMatchObject({ terms: 'cash', due_on: issuedCash.issued_on });
  });

  it('buckets open balances by days past due, per currency and per client, open ones only', async () => {
    const aging = async () => (await w.call(admin, 'GET', '/api/invoices/aging')).json() as AgingReport;
    const before = await aging();
    const client = await withCleanings('Aging Rentals', [100, 200, 300, 400, 500], { currency: 'CRC' });
    const made: Invoice[] = [];
    for (const day of ['01', '02', '03', '04', '05']) {
      const res = await w.call(admin, 'POST', '/api/invoices/', {
        client_id: client.id,
        start_date: `2026-10-${day}`,
        end_date: `2026-10-${day}`,
      });
      made.push(res.json() as Invoice);
    }
    const today = before.as_of;
    const daysAgo = (n: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - n);
      return d.toISOString().slice(0, 10);
    };
    for (const [i, late] of [0, 1, 31, 61, 5].entries()) {
      await w.call(admin, 'POST', `/api/invoices/${made[i]!.id}/issue`, {});
      await db
        .update(invoices)
        .set({ dueOn: daysAgo(late) })
        .where(eq(invoices.id, made[i]!.id));
    }
    // The last is paid in full: no longer open.
    await w.call(admin, 'POST', `/api/invoices/${made[4]!.id}/payments`, {
      amount: 565,
      paid_on: today,
      method: 'cash',
    });
    const report = await aging();
    const mine = report.clients.find((c) => c.client_id === client.id)!;
    // 100, 200, 300, 400 plus 13% IVA.
    expect(mine).toMatchObject({
      currency: 'CRC',
      invoices: 4,
      days_late: 61,
      current: 113,
      days_1_30: 226,
      days_31_60: 339,
      over_60: 452,
      total: 1130,
    });
    const crc = report.totals.find((t) => t.currency === 'CRC')!;
    const crcBefore = before.totals.find((t) => t.currency === 'CRC')?.total ?? 0;
    expect(Math.round((crc.total - crcBefore) * 100) / 100).toBe(1130);
  });
});

describe('payment reminders', () => {
  it('e-mails each overdue invoice of an opted-in client once a week, in its language, never twice', async () => {
    const settings = (await w.call(admin, 'GET', '/api/settings/company')).json() as object;
    await w.call(admin, 'PUT', '/api/settings/company', { ...settings, company_name: 'Limpiezas Brillo' });
    const optedIn = await withCleanings('Reminded Rentals', [100], {
      paymentReminders: true,
      billingEmail: 'pay@reminded.test',
      language: 'es',
    });
    const quiet = await withCleanings('Quiet Rentals', [100], { email: 'quiet@rentals.test' });
    for (const client of [optedIn, quiet]) {
      const inv = await draft(client.id);
      await w.call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {});
      await db.update(invoices).set({ dueOn: '2026-10-20' }).where(eq(invoices.id, inv.id));
    }
    const mails = () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'pay@reminded.test'));
    const now = new Date('2026-12-01T15:00:00Z');
    await sendPaymentReminders(db, now);
    await sendPaymentReminders(db, new Date('2026-12-07T15:00:00Z')); // six days later: not again
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Limpiezas Brillo: la factura \d{6} está vencida$/);
    expect(sent[0]!.body).toContain('venció el 20 oct 2026 (hace 42 días)');
    expect(sent[0]!.body).toContain('$113,00');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'quiet@rentals.test'))).toHaveLength(0);
    await sendPaymentReminders(db, new Date('2026-12-08T15:00:01Z'));
    expect(await mails()).toHaveLength(2);
  });
});
