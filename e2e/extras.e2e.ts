// Journey (decision 0036): the demo housekeeper, at 375 px in Spanish, asks
// for an extra on her cleaning of today while her phone has no signal; the request waits on the phone
// and reaches the server once when the signal is back. The admin, at 1280 px in English, finds it in
// "Extras to approve" on the dashboard and approves it with its amounts; once the cleaning is completed,
// her pay statement lists the extra under the cleaning, and the client's invoice bills it (e-mail and
// payments: invoices.e2e.ts). Screenshots of each new screen and dialog at 375 and 1280 px, in English and
// Spanish.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessWeek } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import {
  cacheHolds,
  connectBrowser,
  newPage,
  pageProblems,
  screenshot,
  signInAs,
  tokenFor,
  waitForApp,
} from './browser';
import { apiCall, demoUser } from './staff-events-api';

const stamp = Date.now();
const today = todayIso();
const summary = `Extras ${stamp}`;
const propertyName = `Casa Extras ${stamp}`;
const description = `Sábanas extra ${stamp}`;
type Extra = { id: number; status: string; client_amount: number | null; worker_amount: number; kind: string };
let browser: Browser;
let adminToken: string;
let anaToken: string;
let eventId = 0;
// A second cleaning of hers, left open: the request dialog and a waiting request on the office's screens.
let openId = 0;
// Her request on the open cleaning, made once for both widths' office screens.
let waiting: Extra | undefined;
let currency = 'USD';

beforeAll(async () => {
  browser = await connectBrowser();
  adminToken = await tokenFor(demoUser('admin'));
  anaToken = await tokenFor(demoUser('employee'));
  // A property of its own (its name finds the request on the dashboard), of the demo's first client.
  const clients = await apiCall<{ id: number; currency: string }[]>('/clients/', adminToken);
  currency = clients[0]!.currency;
  const property = await apiCall<{ id: number }>('/houses/', adminToken, 'POST', {
    client_id: clients[0]!.id,
    name: propertyName,
    client_price: 100,
    worker_payment: 20000,
    state: 'Guanacaste',
    city: 'Tamarindo',
  });
  const employees = await apiCall<{ id: number; email: string }[]>('/employee/', adminToken);
  const ana = employees.find((e) => e.email === demoUser('employee').email)!;
  const event = await apiCall<{ id: number }>('/cleaning_events/create', adminToken, 'POST', {
    property_id: property.id,
    event_summary: summary,
    service_date: today,
    check_out_date: today,
  });
  eventId = event.id;
  const open = await apiCall<{ id: number }>('/cleaning_events/create', adminToken, 'POST', {
    property_id: property.id,
    event_summary: `${summary} open`,
    service_date: today,
    check_out_date: today,
  });
  openId = open.id;
  for (const id of [eventId, openId])
    await apiCall('/assignments/', adminToken, 'POST', { cleaning_event_id: id, employee_id: ana.id });
});
afterAll(async () => {
  await browser?.close();
});

const extrasOf = () => apiCall<Extra[]>(`/cleaning_events/${eventId}/extras`, adminToken);
const herCard = (page: Page) => page.getByTestId(`job-${eventId}`);
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Opens a page signed in as `who` at `width` in `lang`, on `path`. */
async function openAs(who: 'admin' | 'employee', width: 375 | 1280, lang: 'en' | 'es', path: string) {
  const page = await newPage(browser, width);
  await signInAs(page, demoUser(who));
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

describe('extras: her request offline, the office approves, her pay shows it', () => {
  let context: BrowserContext;

  it('she asks for an extra without signal (375 px, Spanish); it is sent once when the signal is back', async () => {
    const page = await openAs('employee', 375, 'es', '/home-employee');
    context = page.context();
    await herCard(page).getByRole('button', { name: 'Solicitar un extra' }).waitFor();
    // The service worker and her week must be on the phone before the signal goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cacheHolds(page, summary), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);

    await herCard(page).getByRole('button', { name: 'Solicitar un extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar un extra' });
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Lavandería' }).click();
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill(description);
    await dialog.getByRole('textbox', { name: 'Cantidad' }).fill('2');
    await screenshot(page, 'extras-request-es-375');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Sin conexión: se guardó en tu teléfono').first().waitFor();
    await herCard(page).getByText('Esperando señal').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'extras-her-card-waiting-es-375');
    expect(await extrasOf()).toEqual([]);

    await context.setOffline(false);
    await herCard(page).getByText('Solicitado', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await herCard(page).getByText('Esperando señal').count()).toBe(0);
    const sent = await extrasOf();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'laundry', status: 'requested' });
    // Her answers carry no client amount.
    const hers = await apiCall<Extra[]>(`/cleaning_events/${eventId}/extras`, anaToken);
    expect(hers[0]?.client_amount).toBeNull();
    await screenshot(page, 'extras-her-card-requested-es-375');
    expect(pageProblems.get(page)).toEqual([]);
    await context.close();
  });

  it('the admin approves it with its amounts from the dashboard (1280 px, English)', async () => {
    const page = await openAs('admin', 1280, 'en', '/dashboard');
    const card = page.getByRole('region', { name: 'Extras to approve' });
    const request = card.getByTestId('extra-request').filter({ hasText: propertyName });
    await request.waitFor();
    await screenshot(page, 'extras-to-approve-en-1280');
    await request.getByRole('button', { name: 'Approve' }).click();
    // Two loads at 7.50 and ₡2,500 each: the line totals are shown before approving and sent.
    await request.getByRole('textbox', { name: `Client price per unit (${currency})` }).fill('7.5');
    await request.getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' }).fill('2500');
    await expect.poll(() => request.getByTestId('extra-line-total').textContent()).toContain('2 × ');
    await screenshot(page, 'extras-approve-en-1280');
    await request.getByRole('button', { name: 'Approve extra' }).click();
    await expect.poll(() => request.count(), { timeout: 15_000 }).toBe(0);
    expect(await extrasOf()).toEqual([
      expect.objectContaining({ status: 'approved', client_amount: 15, worker_amount: 5000 }),
    ]);
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('her pay statement lists the extra under the completed cleaning', async () => {
    // She taps Done and the office completes the cleaning (their own journeys cover those screens).
    await apiCall(`/cleaning_events/${eventId}/status`, anaToken, 'PATCH', {
      status: 'in_review',
      service_date: today,
    });
    await apiCall(`/cleaning_events/${eventId}/status`, adminToken, 'PATCH', { status: 'completed' });
    const week = businessWeek(today).start;
    for (const [width, lang] of [
      [375, 'es'],
      [1280, 'en'],
    ] as const) {
      const page = await openAs('employee', width, lang, `/my-pay?week=${week}`);
      const line = page.getByTestId('statement-extra').filter({ hasText: description });
      await line.waitFor();
      expect(await line.innerText()).toMatch(
        lang === 'es' ? /^\+ Lavandería \(.+\): ₡5\s?000,00$/ : /^\+ Laundry \(.+\): ₡5,000\.00$/,
      );
      const whatsapp = await page.locator('a[data-testid^="statement-whatsapp-"]').getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toContain(`(${description})`);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `extras-my-pay-${lang}-${width}`);
      await page.context().close();
    }
  });

  it("the client's invoice bills the extra beside its cleaning, named by its kind (1280 px, Spanish)", async () => {
    // The draft made as New invoice makes it (the invoices journey covers that dialog), for this month so far.
    const clients = await apiCall<{ id: number }[]>('/clients/', adminToken);
    const draft = await apiCall<{ id: number; lines: { kind: string; extra_kind: string | null; amount: number }[] }>(
      '/invoices',
      adminToken,
      'POST',
      { client_id: clients[0]!.id, start_date: `${today.slice(0, 8)}01`, end_date: today },
    );
    expect(draft.lines).toContainEqual(expect.objectContaining({ kind: 'extra', extra_kind: 'laundry', amount: 15 }));
    const page = await openAs('admin', 1280, 'es', `/invoices/${draft.id}`);
    await page.getByRole('row', { name: new RegExp(`Limpieza · ${propertyName}`) }).waitFor();
    const extra = page.getByRole('row', { name: new RegExp(`Lavandería · ${description}`) });
    await extra.waitFor();
    expect(await extra.innerText()).toMatch(/15,00/); // in the client's currency
    await screenshot(page, 'extras-invoiced-es-1280');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  describe.each([375, 1280] as const)('new screens and dialogs at %i px', (width) => {
    beforeAll(async () => {
      // A request waiting on her other cleaning, for the office's card.
      waiting ??= await apiCall<Extra>(`/cleaning_events/${openId}/extras`, anaToken, 'POST', {
        kind: 'waiting_time',
        description: `Huéspedes tarde ${stamp}`,
        quantity: 1,
      });
    });

    it.each(['en', 'es'] as const)('her cards and the request dialog, in %s', async (lang) => {
      const words = lang === 'en' ? EN : ES;
      const phone = await openAs('employee', width, lang, '/home-employee');
      await herCard(phone).getByText(words.approved, { exact: true }).waitFor();
      await phone.getByTestId(`job-${openId}`).getByText(words.requested, { exact: true }).waitFor();
      expect(await noSideScroll(phone)).toBe(true);
      await screenshot(phone, `extras-her-cards-${lang}-${width}`);
      await phone.getByTestId(`job-${openId}`).getByRole('button', { name: words.request }).click();
      await phone.getByRole('dialog', { name: words.request }).getByRole('button', { name: words.send }).waitFor();
      await screenshot(phone, `extras-request-dialog-${lang}-${width}`);
      expect(pageProblems.get(phone)).toEqual([]);
      await phone.context().close();
    });

    it.each(['en', 'es'] as const)(
      "the office's card, review and a completed cleaning's Extras tab, in %s",
      async (lang) => {
        const words = lang === 'en' ? EN : ES;
        const office = await openAs('admin', width, lang, '/dashboard');
        const request = office.getByTestId('extra-request').filter({ hasText: `Huéspedes tarde ${stamp}` });
        await request.waitFor();
        await screenshot(office, `extras-to-approve-${lang}-${width}`);
        await request.getByRole('button', { name: words.approve, exact: true }).click();
        await screenshot(office, `extras-approve-form-${lang}-${width}`);
        await office.goto('/supervisor-path');
        await office.getByRole('region', { name: words.toApprove }).waitFor();
        expect(await noSideScroll(office)).toBe(true);
        await screenshot(office, `extras-review-${lang}-${width}`);
        // The completed cleaning's Extras tab in the event details: corrections until billed or paid.
        await office.goto('/history-events');
        await office.getByRole('button', { name: `${words.details}: ${summary}`, exact: true }).click();
        const details = office.getByRole('dialog');
        await details.getByRole('tab', { name: 'Extras' }).click();
        await details.getByText(words.frozen).waitFor();
        await details.getByText(description).waitFor();
        expect(await noSideScroll(office)).toBe(true);
        await screenshot(office, `extras-details-${lang}-${width}`, { fullPage: false });
        expect(pageProblems.get(office)).toEqual([]);
        await office.context().close();
      },
      90_000,
    );

    afterAll(async () => {
      // The waiting request goes once both widths are shown, so the demo's dashboard is as it was.
      if (width === 1280 && waiting)
        await apiCall(`/cleaning_events/${openId}/extras/${waiting.id}/refuse`, adminToken, 'POST', {});
    });
  });
});

const EN = {
  approved: 'Approved',
  requested: 'Requested',
  request: 'Request an extra',
  send: 'Send request',
  approve: 'Approve',
  toApprove: 'Extras to approve',
  details: 'Details and history',
  frozen:
    'This cleaning is completed: its extras can still be corrected or removed until they are on an issued invoice or a paid statement.',
};
const ES = {
  approved: 'Aprobado',
  requested: 'Solicitado',
  request: 'Solicitar un extra',
  send: 'Enviar solicitud',
  approve: 'Aprobar',
  toApprove: 'Extras por aprobar',
  details: 'Detalles e historial',
  frozen:
    'Esta limpieza está completada: sus extras aún se pueden corregir o quitar mientras no estén en una factura emitida ni en un estado de pago pagado.',
};
