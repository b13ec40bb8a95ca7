import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@common/contracts/invoices';
import { todayIso } from '@common/domain/dates';
import { invoiceCounter } from '../../db/schema/billing';
import { billingWorld } from '../../../test/billing-world';
import { pdfText } from '../../../test/reports-world';
import { freePort } from '../../../test/server-process';
import { startSmtp, stopSmtp } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { deliverDueMail } from '../email/email.service';

// Numbers without gaps or duplicates under concurrent issues, the PDF in both languages and the e-mail through a
// real SMTP catcher with the PDF attached.
const ctx = await createTestApp();
const w = await billingWorld(ctx);
const { admin, db } = w;

const draft = async (clientId: number, month: string) => {
  const res = await w.call(admin, 'POST', '/api/invoices/', {
    client_id: clientId,
    start_date: `${month}-01`,
    end_date: `${month}-28`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invoice;
};
const issue = (id: number, body: object = {}) => w.call(admin, 'POST', `/api/invoices/${id}/issue`, body);
const pdf = async (id: number, lang?: string, header?: string) => {
  const res = await w.call(admin, 'GET', `/api/invoices/${id}/pdf${lang ? `?lang=${lang}` : ''}`, undefined, header);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
};

describe('POST /invoices/{id}/issue', () => {
  it('20 concurrent issues take 20 consecutive numbers; repeated and failed issues burn none', async () => {
    const client = await w.client('Many Rentals');
    const house = await w.house(client.id);
    const drafts: Invoice[] = [];
    for (let m = 1; m <= 20; m++) {
      const month = `2025-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
      await w.cleanings(house.id, [`${month}-${String(Math.ceil(m / 12) + 1).padStart(2, '0')}`], 50);
      drafts.push(await draft(client.id, month));
    }
    // Every draft issued at once, five of them twice: the second of a pair answers 409 and takes no number.
    const answers = await Promise.all([...drafts, ...drafts.slice(0, 5)].map((d) => issue(d.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const numbers = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as Invoice).number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
    expect(answers.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      status: 'issued',
      issued_on: todayIso(),
    });

    // A failing issue (the sequence set back by hand onto a used number) rolls back and gives its number back.
    const last = numbers[19]!;
    await db.update(invoiceCounter).set({ lastNumber: last - 1 });
    const more = await w.house(client.id);
    await w.cleanings(more.id, ['2026-02-02'], 10);
    const next = await draft(client.id, '2026-02');
    const failed = await issue(next.id);
    expect(failed.statusCode).toBe(409);
    expect((await db.select().from(invoiceCounter))[0]!.lastNumber).toBe(last - 1);
    expect((await w.call(admin, 'GET', `/api/invoices/${next.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
    await db.update(invoiceCounter).set({ lastNumber: last });
    expect((await issue(next.id)).json()).toMatchObject({ number: last + 1 });
  });
});

describe('GET /invoices/{id}/pdf', () => {
  it('prints the company, the client, the number, the lines with their kinds and the totals, in English and Spanish', async () => {
    const put = await w.call(admin, 'GET', '/api/settings/company');
    expect(put.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/company',
      headers: admin.auth,
      payload: {
        ...(put.json() as object),
        legal_name: 'BrightStay Servicios S.A.',
        tax_id: '3-101-765432',
        address: 'Tamarindo, Guanacaste',
        cabys_cleaning: '8531000000100',
      },
    });
    const client = await w.client('Pacífico Rentals', { idType: '02', idNumber: '3-101-123456' });
    const house = await w.house(client.id, 'Casa Sol');
    const [id] = await w.cleanings(house.id, ['2026-03-03'], 1410.5);
    await w.extra(id!, 10.05, { kind: 'laundry', description: 'Two loads' });
    const inv = await draft(client.id, '2026-03');
    expect(inv.lines[0]!.cabys).toBe('8531000000100');

    const en = await pdf(inv.id, 'en');
    expect(en.text).toContain('BrightStay Servicios S.A.');
    expect(en.text).toContain('3-101-765432');
    expect(en.text).toContain('DRAFT');
    expect(en.text).toContain('Pacífico Rentals');
    expect(en.text).toContain('02 3-101-123456');
    expect(en.text).toContain('Cleaning · Casa Sol');
    expect(en.text).toContain('Laundry · Two loads');
    expect(en.text).toContain('Mar 3, 2026');
    expect(en.text).toContain('IVA 13%');
    expect(en.text).toContain('$1,420.55');
    expect(en.text).toContain(`$${inv.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    await issue(inv.id, { exchange_rate: 505.25 });
    const es = await pdf(inv.id, undefined, 'es');
    expect(es.text).toContain('Factura');
    expect(es.text).toMatch(/Factura N\.º \d{6}/);
    expect(es.text).toContain('Limpieza · Casa Sol');
    expect(es.text).toContain('Lavandería · Two loads');
    expect(es.text).toContain('3 mar 2026');
    expect(es.text).toContain('Tipo de cambio: 505,25 colones por dólar');
    expect(es.text).toContain('Total en colones');

    await w.call(admin, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Duplicated by mistake' });
    const voided = await pdf(inv.id, 'en');
    expect(voided.text).toContain('VOID');
    expect(voided.text).toContain('Voided: Duplicated by mistake');
  });

  it('renders 600 lines on several pages, each numbered', async () => {
    const client = await w.client('Busy Rentals', { currency: 'CRC' });
    const house = await w.house(client.id, 'Casa Grande');
    const dates = Array.from(
      { length: 600 },
      (_, i) => `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    await w.cleanings(house.id, dates, 25_000);
    const res = await w.call(admin, 'POST', '/api/invoices/', {
      client_id: client.id,
      start_date: '2024-01-01',
      end_date: '2024-12-31',
    });
    const inv = res.json() as Invoice;
    expect(inv.lines).toHaveLength(600);
    const text = await pdf(inv.id, 'es');
    expect(text.total).toBeGreaterThan(10);
    expect(text.pages.at(-1)).toContain(`Página ${text.total} de ${text.total}`);
    expect(text.pages.at(-1)).toMatch(/Total CRC 16\s950\s000,00/);
  });
});

const port = await freePort();
const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
afterAll(() => transport.close());

describe('POST /invoices/{id}/email', () => {
  it('queues the issued invoice to the billing e-mail with the PDF; a real SMTP server receives it', async () => {
    const client = await w.client('Mail Rentals', {
      email: 'owner@mail.example',
      billingEmail: 'billing@mail.example',
    });
    await w.cleanings((await w.house(client.id)).id, ['2026-04-04'], 90);
    const inv = await draft(client.id, '2026-04');
    expect((await w.call(admin, 'POST', `/api/invoices/${inv.id}/email`)).statusCode).toBe(409); // a draft
    const number = ((await issue(inv.id)).json() as Invoice).number!;
    const res = await w.call(admin, 'POST', `/api/invoices/${inv.id}/email`, { lang: 'es' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queued: true, to: 'billing@mail.example' });
    expect((await w.call(admin, 'GET', `/api/invoices/${inv.id}`)).json().emailed_at).not.toBeNull();

    const smtp = await startSmtp(port);
    try {
      expect(await deliverDueMail(db, transport, 'billing@clean.example')).toEqual({ sent: 1, failed: 0 });
      const { to, raw } = smtp.received[0]!;
      expect(to).toEqual(['billing@mail.example']);
      expect(raw).toContain(String(number).padStart(6, '0'));
      expect(raw).toMatch(/Subject: (=\?UTF-8\?Q\?)?Factura/);
      expect(raw).toMatch(/Content-Type: application\/pdf;\s+name="?invoice-\d{6}-mail-rentals\.pdf/);
      const attachment = raw
        .split('Content-Disposition: attachment')[1]!
        .split(/\r?\n\r?\n/)[1]!
        .split(/\r?\n--/)[0]!;
      const bytes = Buffer.from(attachment.replace(/\s+/g, ''), 'base64');
      expect((await pdfText(bytes)).text).toContain('Factura');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it("falls back to the client's e-mail, and answers 409 with no address at all", async () => {
    const owner = await w.client('Owner Rentals', { email: 'owner@owner.example' });
    await w.cleanings((await w.house(owner.id)).id, ['2026-05-05'], 90);
    const a = await draft(owner.id, '2026-05');
    await issue(a.id);
    expect((await w.call(admin, 'POST', `/api/invoices/${a.id}/email`)).json()).toEqual({
      queued: true,
      to: 'owner@owner.example',
    });

    const silent = await w.client('Silent Rentals');
    await w.cleanings((await w.house(silent.id)).id, ['2026-05-05'], 90);
    const b = await draft(silent.id, '2026-05');
    await issue(b.id);
    const res = await w.call(admin, 'POST', `/api/invoices/${b.id}/email`, {}, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Silent Rentals no tiene correo de facturación ni de contacto; agrégalo primero en la pantalla Clientes.',
    );
    expect((await w.call(admin, 'GET', `/api/invoices/${b.id}`)).json().emailed_at).toBeNull();
  });
});
