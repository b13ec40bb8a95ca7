import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList } from '@common/contracts/invoices';
import { billingWorld } from '../../../test/billing-world';
import { createTestApp } from '../../../test/test-app';

// Drafts, totals and payments through the API on a real database: per-line tax rounding, a cleaning on one open
// invoice at most (even with two drafts made at once), void and re-bill, partial then full payment.
const ctx = await createTestApp();
const w = await billingWorld(ctx);
const { admin } = w;

const draft = (client_id: number, start_date: string, end_date: string, lang?: string) =>
  w.call(admin, 'POST', '/api/invoices/', { client_id, start_date, end_date }, lang);
const issue = (id: number) => w.call(admin, 'POST', `/api/invoices/${id}/issue`, {});
const pay = (id: number, amount: number, lang?: string) =>
  w.call(admin, 'POST', `/api/invoices/${id}/payments`, { amount, paid_on: '2026-11-20', method: 'sinpe' }, lang);

describe('POST /invoices', () => {
  it('bills each line with its own tax rounded half-up to the cent, in USD', async () => {
    const client = await w.client('Pacific Coast Rentals', { idType: '02', idNumber: '3-101-123456' });
    const sol = await w.house(client.id, 'Casa Sol');
    const [a, b] = await w.cleanings(sol.id, ['2026-10-03', '2026-10-01'], 10.05);
    const [c] = await w.cleanings(sol.id, ['2026-10-02'], 100.5);
    await w.extra(a!, 10.05, { kind: 'laundry', description: 'Two extra loads', quantity: 2 });
    await w.extra(a!, 40, { status: 'requested' });
    await w.extra(b!, 55, { status: 'refused' });
    await w.cleanings(sol.id, ['2026-11-01'], 80); // outside the period

    const res = await draft(client.id, '2026-10-01', '2026-10-31');
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json() as Invoice;
    expect(inv).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'USD',
      tax_rate: 13,
      client_name: 'Pacific Coast Rentals',
      client_id_type: '02',
      client_id_number: '3-101-123456',
      line_count: 4,
    });
    // 10.05 x 13% = 1.3065 -> 1.31 each; 100.50 x 13% = 13.065 -> 13.07: the sums of rounded lines.
    expect(inv.lines.map((l) => [l.service_date, l.kind, l.extra_kind, l.description, l.amount, l.tax])).toEqual([
      ['2026-10-01', 'cleaning', null, 'Casa Sol', 10.05, 1.31],
      ['2026-10-02', 'cleaning', null, 'Casa Sol', 100.5, 13.07],
      ['2026-10-03', 'cleaning', null, 'Casa Sol', 10.05, 1.31],
      ['2026-10-03', 'extra', 'laundry', 'Two extra loads', 10.05, 1.31],
    ]);
    expect(inv.lines[3]!.quantity).toBe(2);
    expect([b, c, a, a]).toEqual(inv.lines.map((l) => l.cleaning_event_id));
    expect(inv).toMatchObject({ subtotal: 130.65, tax: 17, total: 147.65, paid: 0, balance: 147.65 });
  });

  it('bills a CRC client in colones at its own rate', async () => {
    const client = await w.client('Hotel Arenal', { currency: 'CRC', taxRate: 4 });
    const house = await w.house(client.id);
    await w.cleanings(house.id, ['2026-10-05', '2026-10-06'], 25_012.5);
    const inv = (await draft(client.id, '2026-10-01', '2026-10-31')).json() as Invoice;
    // 25,012.50 x 4% = 1,000.50 exactly.
    expect(inv).toMatchObject({ currency: 'CRC', tax_rate: 4, subtotal: 50_025, tax: 2001, total: 52_026 });
  });

  it('answers 409 with a sentence when nothing is left to bill, and keeps nothing', async () => {
    const client = await w.client('Empty Rentals');
    const before = ((await w.call(admin, 'GET', '/api/invoices/')).json() as InvoiceList).invoices.length;
    const res = await draft(client.id, '2026-10-01', '2026-10-31', 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Empty Rentals no tiene limpiezas completadas ni extras aprobados del 1 oct 2026 al 31 oct 2026 que no estén ya en una factura: no hay nada que facturar.',
    );
    expect(((await w.call(admin, 'GET', '/api/invoices/')).json() as InvoiceList).invoices).toHaveLength(before);
  });

  it('never puts a cleaning on two open invoices, even with two drafts made at once', async () => {
    const client = await w.client('Twin Rentals');
    const house = await w.house(client.id);
    const ids = await w.cleanings(
      house.id,
      Array.from({ length: 30 }, (_, i) => `2026-09-${String(i + 1).padStart(2, '0')}`),
    );
    const answers = await Promise.all([1, 2, 3, 4].map(() => draft(client.id, '2026-09-01', '2026-09-30')));
    const made = answers.filter((r) => r.statusCode === 201).map((r) => r.json() as Invoice);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const billed = made.flatMap((i) => i.lines.map((l) => l.cleaning_event_id!));
    expect(billed.sort((x, y) => x - y)).toEqual(ids);
    for (const inv of made) expect(inv.total).toBe(inv.lines.length * 113);
    // Nothing left: a fifth draft answers 409.
    expect((await draft(client.id, '2026-09-01', '2026-09-30')).statusCode).toBe(409);
    // A deleted draft frees its cleanings; an issued one cannot be deleted.
    const first = made[0]!;
    expect((await w.call(admin, 'DELETE', `/api/invoices/${first.id}`)).statusCode).toBe(204);
    expect((await w.call(admin, 'GET', `/api/invoices/${first.id}`)).statusCode).toBe(404);
    const again = (await draft(client.id, '2026-09-01', '2026-09-30')).json() as Invoice;
    expect(again.lines.map((l) => l.cleaning_event_id)).toEqual(first.lines.map((l) => l.cleaning_event_id));
    expect((await issue(again.id)).statusCode).toBe(200);
    const del = await w.call(admin, 'DELETE', `/api/invoices/${again.id}`);
    expect(del.statusCode).toBe(409);
    expect((await issue(again.id)).statusCode).toBe(409);
  });
});

describe('payments and void', () => {
  it('a partial then a full payment: statuses, balance and the cleanings paid; overpaying answers 422 naming the balance', async () => {
    const client = await w.client('Paying Rentals');
    const house = await w.house(client.id);
    const ids = await w.cleanings(house.id, ['2026-08-03', '2026-08-04'], 100.5);
    const inv = (await draft(client.id, '2026-08-01', '2026-08-31')).json() as Invoice;
    expect(inv.total).toBe(227.14);
    expect((await pay(inv.id, 10)).statusCode).toBe(409); // a draft takes no payments
    expect((await issue(inv.id)).json()).toMatchObject({ status: 'issued' });

    const part = await pay(inv.id, 100);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'partially_paid', paid: 100, balance: 127.14 });
    expect(await w.clientStatus(ids[0]!)).toBe('pending');

    const over = await pay(inv.id, 127.15, 'es');
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('El pago es mayor que lo adeudado: el saldo es $127,14.');
    expect((await pay(inv.id, 500)).json().detail).toBe(
      'The payment is more than what is owed: the balance is $127.14.',
    );

    const full = await pay(inv.id, 127.14);
    expect(full.json()).toMatchObject({ status: 'paid', paid: 227.14, balance: 0 });
    expect((full.json() as Invoice).payments.map((p) => p.amount)).toEqual([100, 127.14]);
    for (const id of ids) expect(await w.clientStatus(id)).toBe('paid');
    expect((await pay(inv.id, 1)).statusCode).toBe(409);

    // The cleanings' history says who marked them paid.
    const history = await w.call(admin, 'GET', `/api/cleaning_events/${ids[0]}/history`);
    expect(history.body).toContain('payment_client_status');

    // Completed Services shows each cleaning's invoice.
    const completed = await w.call(
      admin,
      'GET',
      `/api/cleaning_events/completed?year=2026&month=8&client_id=${client.id}`,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const events = (completed.json() as { events: { id: number; invoice: unknown }[] }).events;
    expect(events.map((e) => e.invoice)).toEqual([
      { id: inv.id, number: full.json().number, status: 'paid' },
      { id: inv.id, number: full.json().number, status: 'paid' },
    ]);
    const lean = await w.call(
      admin,
      'GET',
      `/api/cleaning_events/completed?year=2026&month=8&client_id=${client.id}&lean=true`,
    );
    expect((lean.json() as { events: { invoice: unknown }[] }).events[0]!.invoice).toMatchObject({ id: inv.id });

    // Void: kept with its payments, its cleanings pending again and billable again.
    const voided = await w.call(admin, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', void_reason: 'Wrong client', paid: 227.14 });
    expect((voided.json() as Invoice).payments).toHaveLength(2);
    for (const id of ids) expect(await w.clientStatus(id)).toBe('pending');
    expect((await w.call(admin, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Again' })).statusCode).toBe(409);
    const after = await w.call(admin, 'GET', `/api/cleaning_events/completed?year=2026&month=8&client_id=${client.id}`);
    expect((after.json() as { events: { invoice: unknown }[] }).events.map((e) => e.invoice)).toEqual([null, null]);
    const rebill = await draft(client.id, '2026-08-01', '2026-08-31');
    expect(rebill.statusCode).toBe(201);
    expect((rebill.json() as Invoice).lines.map((l) => l.cleaning_event_id)).toEqual(ids);
  });

  it('lists newest first with totals per currency over issued ones, and each client balance', async () => {
    const usd = await w.client('Listed USD');
    const crc = await w.client('Listed CRC', { currency: 'CRC' });
    await w.cleanings((await w.house(usd.id)).id, ['2026-07-01'], 100);
    await w.cleanings((await w.house(crc.id)).id, ['2026-07-01'], 10_000);
    const a = (await draft(usd.id, '2026-07-01', '2026-07-31')).json() as Invoice;
    const b = (await draft(crc.id, '2026-07-01', '2026-07-31')).json() as Invoice;
    await issue(a.id);
    await issue(b.id);
    await pay(b.id, 1000);
    const list = (await w.call(admin, 'GET', `/api/invoices/?client_id=${usd.id}`)).json() as InvoiceList;
    expect(list.invoices.map((i) => i.id)).toEqual([a.id]);
    expect(list.totals).toEqual([{ currency: 'USD', total: 113, paid: 0, balance: 113 }]);
    const all = (await w.call(admin, 'GET', '/api/invoices/')).json() as InvoiceList;
    expect(all.invoices[0]!.id).toBe(b.id);
    const partial = (await w.call(admin, 'GET', '/api/invoices/?status=partially_paid')).json() as InvoiceList;
    expect(partial.invoices.map((i) => i.id)).toEqual([b.id]);
    const balances = (await w.call(admin, 'GET', '/api/invoices/balances')).json() as unknown[];
    expect(balances).toEqual(
      expect.arrayContaining([
        { client_id: usd.id, currency: 'USD', balance: 113, unpaid_invoices: 1 },
        { client_id: crc.id, currency: 'CRC', balance: 10_300, unpaid_invoices: 1 },
      ]),
    );
  });
});

describe('access and validation', () => {
  it('answers 403 to supervisors and housekeepers on every invoice route', async () => {
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['POST', '/api/invoices/'],
      ['GET', '/api/invoices/'],
      ['GET', '/api/invoices/balances'],
      ['GET', '/api/invoices/1'],
      ['DELETE', '/api/invoices/1'],
      ['POST', '/api/invoices/1/issue'],
      ['POST', '/api/invoices/1/payments'],
      ['POST', '/api/invoices/1/void'],
      ['POST', '/api/invoices/1/email'],
      ['GET', '/api/invoices/1/pdf'],
    ];
    for (const who of [w.supervisor, w.housekeeper])
      for (const [method, url] of routes)
        expect(
          (await w.call(who, method, url, method === 'POST' ? {} : undefined)).statusCode,
          `${method} ${url}`,
        ).toBe(403);
  });

  it('answers 422 with the field and its message, in Spanish too; 404 for an unknown invoice', async () => {
    const bad = await w.call(
      admin,
      'POST',
      '/api/invoices/',
      { client_id: 1, start_date: '2026-10-31', end_date: '2026-10-01' },
      'es',
    );
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('end_date');
    const noClient = await draft(999_999, '2026-10-01', '2026-10-31', 'es');
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().detail).toBe('El cliente elegido no existe.');
    const badPay = await w.call(admin, 'POST', '/api/invoices/1/payments', {
      amount: -1,
      paid_on: 'x',
      method: 'gold',
    });
    expect(badPay.statusCode).toBe(422);
    expect(JSON.stringify(badPay.json())).toMatch(/amount[\s\S]*paid_on|paid_on[\s\S]*amount/);
    const noReason = await w.call(admin, 'POST', '/api/invoices/1/void', { reason: '  ' }, 'es');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'El motivo es obligatorio' }]);
    const esPay = await w.call(
      admin,
      'POST',
      '/api/invoices/1/payments',
      { amount: 0, paid_on: '2026-11-01', method: 'cash' },
      'es',
    );
    expect(esPay.json().errors).toEqual([{ field: 'amount', message: 'El monto debe ser un número mayor que 0' }]);
    expect((await w.call(admin, 'GET', '/api/invoices/999999')).statusCode).toBe(404);
    expect((await w.call(admin, 'POST', '/api/invoices/999999/issue', {})).statusCode).toBe(404);
  });
});
