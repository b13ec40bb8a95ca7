import { describe, expect, it } from 'vitest';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// One truth for money (docs/decisions/0046-one-truth-for-money.md): Completed Services, its .xlsx, Reports & Stats
// and the client report count extras and add up to what the invoices bill; an issued invoice owns the client's
// paid state; a cleaning is priced as on its own day.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const { admin, supervisor, housekeeper: ana } = w;
const client = await w.client('Truth Rentals');
const casa = await w.house(client.id, 'Casa Verdad', 80, 15000, 3500);
const villa = await w.house(client.id, 'Villa Verdad', 120, 20000, 3500);

type Who = { auth: Record<string, string> };
const get = async (who: Who, url: string) => {
  const res = await w.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const complete = async (id: number) =>
  expect(
    (await w.call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
  ).toBe(200);

describe('the overviews add up to the invoices', () => {
  it('counts extras (corrected after completion) everywhere, to the cent', async () => {
    const one = await w.cleaning(casa.id, '2026-09-08', 'in_review');
    const two = await w.cleaning(villa.id, '2026-09-15', 'in_review');
    const loads = await w.call(admin, 'POST', `/api/cleaning_events/${one}/extras`, {
      kind: 'laundry',
      description: 'loads',
      quantity: 3,
      client_amount: 3.5,
      worker_amount: 2000,
    });
    const extraId = (loads.json() as { id: number }).id;
    await w.call(admin, 'POST', `/api/cleaning_events/${two}/extras`, {
      kind: 'waiting_time',
      client_amount: 4.1,
      worker_amount: 1500,
    });
    await complete(one);
    await complete(two);
    // Typed as a unit price by mistake: corrected to the line's totals (3 × $3.50, 3 × ₡2,000).
    const fixed = await w.call(admin, 'PUT', `/api/cleaning_events/${one}/extras/${extraId}`, {
      kind: 'laundry',
      description: 'loads',
      quantity: 3,
      client_amount: 10.5,
      worker_amount: 6000,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    const draft = await w.call(admin, 'POST', '/api/invoices/', {
      client_id: client.id,
      start_date: '2026-09-01',
      end_date: '2026-09-30',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const invoice = draft.json() as { id: number; subtotal: number };
    expect(invoice.subtotal).toBe(80 + 10.5 + 120 + 4.1);

    const completed = await get(admin, `/api/cleaning_events/completed?year=2026&month=9&client_id=${client.id}`);
    expect(completed.totals.revenue).toEqual([
      { amount: invoice.subtotal, currency: 'USD', pending: invoice.subtotal },
    ]);
    expect(completed.events.map((e: { extras_client_amount: number }) => e.extras_client_amount).sort()).toEqual(
      [10.5, 4.1].sort(),
    );
    // Staff cost: her worker payments with her extras, as her statements pay them.
    expect(completed.totals.staff_cost).toMatchObject({ worker: 15000 + 6000 + 20000 + 1500, supervisor: 7000 });
    let paidToHer = 0;
    for (const week of ['2026-09-04', '2026-09-11']) {
      const payroll = await get(admin, `/api/payroll/weekly?week_start=${week}`);
      paidToHer += payroll.staff.find((s: { employee_id: number }) => s.employee_id === ana.employee.id).total;
    }
    expect(paidToHer).toBe(completed.totals.staff_cost.worker);

    const stats = await get(
      admin,
      `/api/reports/stats?client_id=${client.id}&start_date=2026-09-01&end_date=2026-09-30`,
    );
    expect(stats.revenue).toEqual([{ amount: invoice.subtotal, currency: 'USD' }]);
    expect(stats.staff_cost).toMatchObject({ worker: 42500, supervisor: 7000 });

    // The client report's total is the invoice's subtotal.
    const report = await w.call(admin, 'POST', '/api/reports/', {
      client_id: client.id,
      start_date: '2026-09-01',
      end_date: '2026-09-30',
      language: 'en',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect((await pdfText(report.rawPayload)).text).toContain('214.60');

    // The .xlsx: an extras column and the invoice number once issued.
    const issued = await w.call(admin, 'POST', `/api/invoices/${invoice.id}/issue`, {});
    const number = String((issued.json() as { number: number }).number).padStart(6, '0');
    const sheet = await app.inject({
      method: 'GET',
      url: `/api/cleaning_events/completed/xlsx?year=2026&month=9&client_id=${client.id}`,
      headers: { ...admin.auth, 'accept-language': 'es' },
    });
    expect(sheet.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(col('Extras (cliente)')).toBeGreaterThan(0);
    expect(col('Factura')).toBeGreaterThan(0);
    expect(rows.slice(1, 3).map((r) => r[col('Factura')])).toEqual([number, number]);
    const total = rows.at(-1)!;
    expect(Number(total[col('Precio al cliente')]) + Number(total[col('Extras (cliente)')])).toBeCloseTo(214.6, 2);
  });
});

describe('an issued invoice owns the client’s paid state', () => {
  it('refuses the manual switch (409 naming the invoice), shows pending until the invoice is paid', async () => {
    const id = await w.cleaning(casa.id, '2026-08-11', 'completed');
    const other = await w.cleaning(villa.id, '2026-08-25', 'completed');
    // Not invoiced: the manual switch works (and a cleaning marked paid before it was invoiced...).
    const early = await w.call(admin, 'PATCH', '/api/cleaning_events/payments', {
      ids: [id],
      payment_client_status: 'paid',
    });
    expect(early.statusCode, early.body).toBe(200);
    const draft = await w.call(admin, 'POST', '/api/invoices/', {
      client_id: client.id,
      start_date: '2026-08-01',
      end_date: '2026-08-31',
    });
    const inv = draft.json() as { id: number; total: number };
    const issued = await w.call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {});
    const number = String((issued.json() as { number: number }).number).padStart(6, '0');
    const statusOf = async () =>
      (await get(admin, `/api/cleaning_events/completed?year=2026&month=8&client_id=${client.id}`)).events.map(
        (e: { id: number; payment_client_status: string }) => [e.id, e.payment_client_status],
      );
    // ...follows the invoice once issued: pending while it has a balance.
    expect(await statusOf()).toEqual([
      [id, 'pending'],
      [other, 'pending'],
    ]);
    const refused = await w.call(admin, 'PATCH', '/api/cleaning_events/payments', {
      ids: [other],
      payment_client_status: 'paid',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`Invoice ${number}`);
    const single = await app.inject({
      method: 'PATCH',
      url: `/api/cleaning_events/${other}/payment-client`,
      headers: { ...admin.auth, 'accept-language': 'es' },
      payload: { payment_client_status: 'paid' },
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().detail).toContain(`La factura ${number} cobra esta limpieza`);
    const paid = await w.call(admin, 'POST', `/api/invoices/${inv.id}/payments`, {
      amount: inv.total,
      paid_on: '2026-09-02',
      method: 'transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf()).toEqual([
      [id, 'paid'],
      [other, 'paid'],
    ]);
    // The filter reads the same truth.
    const pendingOnly = await get(
      admin,
      `/api/cleaning_events/completed?year=2026&month=8&client_id=${client.id}&payment_client_status=pending`,
    );
    expect(pendingOnly.events).toEqual([]);
  });
});

describe('the price of the cleaning’s day', () => {
  it('a price changed while a cleaning waited for review does not apply to it', async () => {
    const house = await w.house(client.id, 'Casa Precio', 90, 16000, 4000);
    const waiting = await w.cleaning(house.id, '2026-10-20', 'in_review');
    const edit = await w.call(admin, 'PUT', `/api/houses/${house.id}`, {
      client_id: client.id,
      name: 'Casa Precio',
      state: 'Guanacaste',
      client_price: 110,
      worker_payment: 18000,
      supervisor_payment: 4500,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await complete(waiting);
    // A cleaning dated after the change takes the new price.
    const later = await w.cleaning(house.id, '2027-06-01', 'completed');
    const events = [
      ...(await get(admin, `/api/cleaning_events/completed?year=2026&month=10&property_id=${house.id}`)).events,
      ...(await get(admin, `/api/cleaning_events/completed?year=2027&month=6&property_id=${house.id}`)).events,
    ] as { id: number; client_price: number; worker_payment: number; supervisor_payment: number }[];
    expect(events.map((e) => [e.id, e.client_price, e.worker_payment, e.supervisor_payment])).toEqual([
      [waiting, 90, 16000, 4000],
      [later, 110, 18000, 4500],
    ]);
  });
});
