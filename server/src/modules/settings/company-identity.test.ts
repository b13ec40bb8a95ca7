import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@common/contracts/invoices';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { freePort } from '../../../test/server-process';
import { readableBody, startSmtp, stopSmtp } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { deliverDueMail } from '../email/email.service';
import { ensureCompanyIdentity } from './settings.service';

// The company's identity is a Settings value (docs/decisions/0048): a rename shows in the next mail, PDF,
// the served manifest and the public pages, without a rebuild or a restart; clients have a language that
// their mails and PDFs speak, whatever the sender's screen.

// A build as the server finds it: index.html and a prerendered landing page, both with the name's mark.
const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(webDir, 'index.html'), readFileSync(path.join(process.cwd(), 'web/index.html'), 'utf8'));
mkdirSync(path.join(webDir, 'prerendered'));
for (const lang of ['en', 'es'])
  writeFileSync(
    path.join(webDir, 'prerendered', `index.${lang}.html`),
    readFileSync(path.join(webDir, 'index.html'), 'utf8').replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${lang}"><h1>__COMPANY_NAME__</h1></div>`,
    ),
  );

const ctx = await createTestApp({ webDir });
const { app, database } = ctx;
const db = database.db;
const w = await reportWorld(ctx);
const admin = w.admin;

type Who = { auth: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en', who: Who = admin) =>
  app.inject({ method, url, payload, headers: { ...who.auth, 'accept-language': lang } });
const settings = async () => (await call('GET', '/api/settings/company')).json() as Record<string, string>;
const rename = async (fields: Record<string, string>) => {
  const res = await call('PUT', '/api/settings/company', {
    check_out_time: '11:00',
    check_in_time: '15:00',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
};

const port = await freePort();
const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
afterAll(() => transport.close());
/** Sends what the outbox holds to a real SMTP catcher; answers the messages as received. */
async function delivered(): Promise<{ to: string[]; text: string; raw: string }[]> {
  const smtp = await startSmtp(port);
  try {
    await deliverDueMail(db, transport, 'office@clean.example');
    return smtp.received.map((m) => ({ to: m.to, raw: m.raw, text: readableBody(m.raw) }));
  } finally {
    await stopSmtp(smtp.server);
  }
}
const clientList = async () => (await call('GET', '/api/clients/')).json() as { id: number; language: string }[];
const clientOf = (list: { id: number; language: string }[], id: number) => list.find((c) => c.id === id);
const attachedPdf = async (raw: string) => {
  const part = raw
    .split('Content-Disposition: attachment')[1]!
    .split(/\r?\n\r?\n/)[1]!
    .split(/\r?\n--/)[0]!;
  return (await pdfText(Buffer.from(part.replace(/\s+/g, ''), 'base64'))).text;
};

/** A client with a completed cleaning in November 2026 and an issued invoice for it. */
async function invoicedClient(name: string, language: 'en' | 'es', email: string) {
  const client = await w.client(name);
  const put = await call('PUT', `/api/clients/${client.id}`, { billing_email: email, language });
  expect(put.statusCode, put.body).toBe(200);
  const house = await w.house(client.id, `Casa ${name}`, 80, 15000, 5000);
  await w.cleaning(house.id, '2026-11-06', 'completed');
  const draft = await call('POST', '/api/invoices/', {
    client_id: client.id,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const invoice = draft.json() as Invoice;
  expect((await call('POST', `/api/invoices/${invoice.id}/issue`, {})).statusCode).toBe(200);
  return { client, invoice };
}

describe('the first start', () => {
  it("takes the environment's name and phone only while Settings has none", async () => {
    expect(await settings()).toMatchObject({ company_name: 'BrightStay', company_phone: '' });
    await ensureCompanyIdentity(db, { companyName: 'Env Cleaning Co', companyPhone: '+506 2222-3333' });
    expect(await settings()).toMatchObject({ company_name: 'Env Cleaning Co', company_phone: '+506 2222-3333' });
    // A later start with other values changes nothing that is set.
    await ensureCompanyIdentity(db, { companyName: 'Other Co', companyPhone: '+506 9999-9999' });
    expect(await settings()).toMatchObject({ company_name: 'Env Cleaning Co', company_phone: '+506 2222-3333' });
  });
});

describe('GET/PUT /settings/company: the identity', () => {
  it('stores the name, contacts, bank and SINPE details; those left out stay, a blank clears', async () => {
    const saved = await rename({
      company_name: '  Limpiezas Sol y Mar ',
      company_phone: '+506 2654-1000',
      company_email: 'Hola@SolYMar.example',
      company_address: 'Tamarindo, Guanacaste',
      bank_details: 'BAC Credomatic\nIBAN CR05 0102 0000 1234 5678 90',
      sinpe_phone: '8888-7777',
    });
    expect(saved).toMatchObject({
      company_name: 'Limpiezas Sol y Mar',
      company_email: 'hola@solymar.example',
      bank_details: 'BAC Credomatic\nIBAN CR05 0102 0000 1234 5678 90',
      sinpe_phone: '8888-7777',
    });
    expect(await rename({ company_address: '' })).toMatchObject({
      company_name: 'Limpiezas Sol y Mar',
      company_address: '',
      sinpe_phone: '8888-7777',
    });
  });

  it.each([
    [{ company_name: '' }, 'company_name'],
    [{ company_name: 'x'.repeat(61) }, 'company_name'],
    [{ company_name: 'Two\nlines' }, 'company_name'],
    [{ company_email: 'not-an-address' }, 'company_email'],
    [{ company_phone: '12' }, 'company_phone'],
    [{ sinpe_phone: 'call me' }, 'sinpe_phone'],
    [{ bank_details: 'x'.repeat(501) }, 'bank_details'],
  ])('refuses %o with 422 on %s and changes nothing', async (body, field) => {
    const before = await settings();
    const res = await call('PUT', '/api/settings/company', {
      check_out_time: '11:00',
      check_in_time: '15:00',
      company_phone: '+506 2654-9999',
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBeTruthy();
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await settings()).toEqual(before);
  });

  it('says a missing name in Spanish to a Spanish reader; only admins may change it', async () => {
    const res = await call(
      'PUT',
      '/api/settings/company',
      {
        check_out_time: '11:00',
        check_in_time: '15:00',
        company_name: ' ',
      },
      'es',
    );
    expect(res.json().errors).toContainEqual({
      field: 'company_name',
      message: 'El nombre de la empresa es obligatorio',
    });
    const put = await call(
      'PUT',
      '/api/settings/company',
      { check_out_time: '11:00', check_in_time: '15:00', company_name: 'Mine' },
      'en',
      w.supervisor,
    );
    expect(put.statusCode).toBe(403);
    expect((await settings()).company_name).not.toBe('Mine');
  });
});

describe('a rename', () => {
  it('shows in the served manifest and public pages at once, with new ETags', async () => {
    await rename({ company_name: 'Limpiezas Sol y Mar' });
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Limpiezas Sol y Mar Staff',
      short_name: 'Limpiezas Sol y Mar',
      start_url: '/home-employee',
    });
    const etag = String(manifest.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'es' } });
    const pageEtag = String(page.headers.etag);
    expect(page.body).toContain('<h1>Limpiezas Sol y Mar</h1>');

    await rename({ company_name: 'Brisa & Sol <CR>' });
    const renamed = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': etag },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.json()).toMatchObject({ name: 'Brisa & Sol <CR> Staff', short_name: 'Brisa & Sol <CR>' });

    const html = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'es', 'if-none-match': pageEtag },
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers.etag).not.toBe(pageEtag);
    // Escaped in the text, the title and the social preview; never the build's mark.
    expect(html.body).toContain('<h1>Brisa &amp; Sol &lt;CR&gt;</h1>');
    expect(html.body).toContain('<title>Brisa &amp; Sol &lt;CR&gt; · Cleaning & Property Care</title>');
    expect(html.body).toContain('<meta property="og:site_name" content="Brisa &amp; Sol &lt;CR&gt;" />');
    expect(html.body).not.toContain('__COMPANY_NAME__');
    // The app reads the name from the page's settings (web/src/lib/company.ts), "<" escaped.
    const json = /<script id="company-settings" type="application\/json">([^<]*)<\/script>/.exec(html.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ name: 'Brisa & Sol <CR>' });
    // The staff app's page too.
    const staff = await app.inject({ method: 'GET', url: '/calendar' });
    expect(staff.body).toContain('<title>Brisa &amp; Sol &lt;CR&gt; · Cleaning & Property Care</title>');
  });

  it('shows in the next invoice mail (through a real SMTP server), its PDF with the contacts, and a pay statement PDF', async () => {
    await rename({
      company_name: 'Limpiezas Sol y Mar',
      company_phone: '+506 2654-1000',
      company_email: 'hola@solymar.example',
      bank_details: 'BAC Credomatic\nIBAN CR05 0102 0000 1234 5678 90',
      sinpe_phone: '8888-7777',
    });
    const { invoice } = await invoicedClient('Rename Rentals', 'en', 'billing@rename.example');
    expect((await call('POST', `/api/invoices/${invoice.id}/email`)).statusCode).toBe(202);
    const [mail] = (await delivered()).filter((m) => m.to.includes('billing@rename.example'));
    expect(mail!.text).toMatch(/Thank you,\s+Limpiezas Sol y Mar/);
    const pdf = await attachedPdf(mail!.raw);
    expect(pdf).toContain('Limpiezas Sol y Mar');
    expect(pdf).toContain('Tel. +506 2654-1000 · hola@solymar.example');
    expect(pdf).toContain('How to pay');
    expect(pdf).toContain('IBAN CR05 0102 0000 1234 5678 90');
    expect(pdf).toContain('SINPE Móvil: 8888-7777');
    expect(pdf).not.toContain('BrightStay');

    const statement = await app.inject({
      method: 'GET',
      url: `/api/payroll/weekly/pdf?week_start=2026-11-06&employee_id=${w.housekeeper.employee.id}`,
      headers: admin.auth,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const text = (await pdfText(statement.rawPayload)).text;
    expect(text).toContain('Limpiezas Sol y Mar');
    expect(text).not.toContain('BrightStay');
  });
});

describe("a client's language", () => {
  it("is Spanish by default, and the client's invoice mail and PDF speak it while the admin's screen is English", async () => {
    const { client, invoice } = await invoicedClient('Rentas Pacífico', 'es', 'cobros@pacifico.example');
    expect(clientOf(await clientList(), client.id)).toMatchObject({ language: 'es' });
    expect((await call('POST', `/api/invoices/${invoice.id}/email`, undefined, 'en')).statusCode).toBe(202);
    const [mail] = (await delivered()).filter((m) => m.to.includes('cobros@pacifico.example'));
    expect(mail!.text).toContain('Hola Rentas Pacífico:');
    expect(mail!.text).toMatch(/Gracias,\s+Limpiezas Sol y Mar/);
    const pdf = await attachedPdf(mail!.raw);
    expect(pdf).toContain('Factura');
    expect(pdf).toContain('Cómo pagar');
    // Its PDF downloaded from an English screen is Spanish too, unless a language is asked for.
    const download = await call('GET', `/api/invoices/${invoice.id}/pdf`, undefined, 'en');
    expect((await pdfText(download.rawPayload)).text).toContain('Factura');
    const english = await call('GET', `/api/invoices/${invoice.id}/pdf?lang=en`, undefined, 'es');
    expect((await pdfText(english.rawPayload)).text).toContain('Invoice');
  });

  it("an English client's mail is English from a Spanish screen; a new client is Spanish; a bad language is 422", async () => {
    const { invoice } = await invoicedClient('Coast Rentals', 'en', 'billing@coast.example');
    expect((await call('POST', `/api/invoices/${invoice.id}/email`, undefined, 'es')).statusCode).toBe(202);
    const [mail] = (await delivered()).filter((m) => m.to.includes('billing@coast.example'));
    expect(mail!.text).toContain('Hello Coast Rentals,');
    expect(await attachedPdf(mail!.raw)).toContain('How to pay');

    const created = await call('POST', '/api/clients/', { name: 'Nueva Rentals' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ language: 'es' });
    const bad = await call('PUT', `/api/clients/${created.json().id}`, { language: 'fr' }, 'es');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toContainEqual({ field: 'language', message: 'El idioma debe ser en o es' });
    expect(clientOf(await clientList(), created.json().id)).toMatchObject({ language: 'es' });
  });

  it('the invitation is in the client’s language, greets by the name given, never by the e-mail, and says what the portal is', async () => {
    const client = (await call('POST', '/api/clients/', { name: 'Villas Gerencia' })).json() as { id: number };
    const unnamed = await call('POST', `/api/clients/${client.id}/users`, { email: 'gerencia@villas.example' }, 'en');
    expect(unnamed.statusCode, unnamed.body).toBe(201);
    expect(unnamed.json()).toMatchObject({ language: 'es' });
    const named = await call(
      'POST',
      `/api/clients/${client.id}/users`,
      { email: 'laura@villas.example', name: 'Laura Jiménez' },
      'en',
    );
    expect(named.statusCode, named.body).toBe(201);
    const mails = await delivered();
    const toUnnamed = mails.find((m) => m.to.includes('gerencia@villas.example'))!.text;
    expect(toUnnamed).toContain('¡Hola!');
    expect(toUnnamed).not.toMatch(/Hola,? gerencia/i);
    expect(toUnnamed).toContain('Limpiezas Sol y Mar te invitó a su portal de propietarios para Villas Gerencia');
    expect(toUnnamed).toContain('El portal es un sitio web privado');
    expect(mails.find((m) => m.to.includes('laura@villas.example'))!.text).toContain('Hola, Laura Jiménez:');
  });
});
