import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/factories';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Completed Services (decision 0012): prices fixed on completion, filters, totals, bulk payment, export.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const beto = await staffMember(app, w.admin.auth, 'employee', 'Beto Rojas');
const pacific = await w.client('Pacific Coast Rentals');
const other = await w.client('Otra Compañía');
const sol = await w.house(pacific.id, 'Casa Sol', 80, 15000, 5000);
const luna = await w.house(pacific.id, 'Villa Luna', 1250.5, 20000, 2500);
const otra = await w.house(other.id, 'Otra Casa', 99.99, 1000);
const solEarly = await w.cleaning(sol.id, '2026-11-03', 'completed', 'Early Sol');
const lunaBeto = await w.cleaning(luna.id, '2026-11-10', 'completed', 'Luna by Beto', false, beto);
const otraJob = await w.cleaning(otra.id, '2026-11-12', 'completed', 'Otra job', false, beto);
const inReview = await w.cleaning(sol.id, '2026-11-14', 'in_review', 'Still in review');
await w.cleaning(sol.id, '2026-12-01', 'completed', 'December job');

type Listed = {
  events: {
    id: number;
    client_price: number;
    worker_payment: number;
    supervisor_payment: number;
    payment_client_status: string;
    payment_employee_status: string;
    payment_supervisor_status: string;
  }[];
  totals: {
    count: number;
    revenue: { amount: number; currency: string; pending: number }[];
    staff_cost: { amount: number; worker: number; supervisor: number; pending: number };
  };
};
const list = async (query = '') => {
  const res = await w.call(w.admin, 'GET', `/api/cleaning_events/completed?year=2026&month=11${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};
const bulk = (payload: object, who = w.admin) => w.call(who, 'PATCH', '/api/cleaning_events/payments', payload);
const editSol = (price: number, worker: number, supervisor: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/houses/${sol.id}`,
    headers: w.admin.auth,
    payload: {
      client_id: pacific.id,
      name: 'Casa Sol',
      client_price: price,
      worker_payment: worker,
      supervisor_payment: supervisor,
      state: 'Guanacaste',
    },
  });

describe('prices fixed on completion', () => {
  it('keeps the prices a cleaning had when completed; a later completion takes those of its own day', async () => {
    expect((await editSol(95, 17000, 6000)).statusCode).toBe(200);
    // Dated before today's change: priced as on its day (docs/decisions/0046-one-truth-for-money.md).
    const late = await w.cleaning(sol.id, '2026-11-20', 'completed', 'Late Sol');
    const { events } = await list(`&property_id=${sol.id}`);
    expect(events.map((e) => [e.id, e.client_price, e.worker_payment, e.supervisor_payment])).toEqual([
      [solEarly, 80, 15000, 5000],
      [late, 80, 15000, 5000],
    ]);
    const stats = await w.call(
      w.admin,
      'GET',
      `/api/reports/stats?client_id=${pacific.id}&start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(stats.json()).toMatchObject({
      revenue: [{ amount: 80 + 80 + 1250.5, currency: 'USD' }],
      staff_cost: { worker: 15000 + 15000 + 20000, supervisor: 5000 + 5000 + 2500 },
    });
    const pdf = await w.call(w.admin, 'POST', '/api/reports/', {
      client_id: pacific.id,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      property_id: sol.id,
    });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/Nov 3, 2026\s+Casa Sol\s+Early Sol\s+Ana\s+\$80\.00/);
    expect(text).toMatch(/Nov 20, 2026\s+Casa Sol\s+Late Sol\s+Ana\s+\$80\.00/);

    const history = await w.call(w.admin, 'GET', `/api/houses/${sol.id}/price-history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      client_currency: 'USD',
      current: { client_price: 95, worker_payment: 17000, supervisor_payment: 6000 },
      periods: [
        {
          client_price: 80,
          worker_payment: 15000,
          supervisor_payment: 5000,
          first_date: '2026-11-03',
          last_date: '2026-12-01',
          cleanings: 3,
        },
      ],
    });
    expect((await w.call(w.supervisor, 'GET', `/api/houses/${sol.id}/price-history`)).statusCode).toBe(403);
    expect((await w.call(w.admin, 'GET', '/api/houses/999999/price-history')).statusCode).toBe(404);
  });

  it('forgets the prices when an event leaves completed and fixes today’s when it is completed again', async () => {
    const id = await w.cleaning(otra.id, '2026-11-25', 'completed', 'Reopened');
    expect(
      (await w.call(w.admin, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode,
    ).toBe(200);
    expect((await list()).events.some((e) => e.id === id)).toBe(false);
    expect(
      (await w.call(w.admin, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect((await list()).events.find((e) => e.id === id)).toMatchObject({ client_price: 99.99, worker_payment: 1000 });
    // Back to what the other tests expect.
    expect(
      (await w.call(w.admin, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /cleaning_events/completed', () => {
  it('lists only completed events of the month, narrowed by client, property and housekeeper', async () => {
    const all = await list();
    expect(all.events.map((e) => e.id)).not.toContain(inReview);
    expect(all.events).toHaveLength(4);
    expect((await list(`&client_id=${other.id}`)).events.map((e) => e.id)).toEqual([otraJob]);
    expect((await list(`&property_id=${luna.id}`)).events.map((e) => e.id)).toEqual([lunaBeto]);
    expect((await list(`&employee_id=${beto.employee.id}`)).events.map((e) => e.id)).toEqual([lunaBeto, otraJob]);
    expect((await list(`&client_id=${pacific.id}&employee_id=${beto.employee.id}`)).events.map((e) => e.id)).toEqual([
      lunaBeto,
    ]);
  });

  it('lean=true sends each property once, and the same events and totals as the spec form', async () => {
    const full = await list();
    const res = await w.call(w.admin, 'GET', '/api/cleaning_events/completed?year=2026&month=11&lean=true');
    expect(res.statusCode, res.body).toBe(200);
    const lean = res.json() as {
      events: Record<string, unknown>[];
      properties: Record<string, { name: string }>;
      totals: unknown;
    };
    expect(lean.totals).toEqual(full.totals);
    expect(lean.events.map((e) => e.id)).toEqual(full.events.map((e) => e.id));
    expect(
      Object.values(lean.properties)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Casa Sol', 'Otra Casa', 'Villa Luna']);
    for (const event of lean.events) {
      expect(event).not.toHaveProperty('property');
      expect(event).not.toHaveProperty('house');
    }
    // Each event keeps its own fields and fixed prices, as in the spec form.
    const byId = new Map(full.events.map((e) => [e.id, e as unknown as Record<string, unknown>]));
    for (const event of lean.events) {
      const spec = byId.get(event.id as number)!;
      for (const [field, value] of Object.entries(event)) expect(spec[field], field).toEqual(value);
    }
  });

  it('adds the totals of the filtered set, revenue and staff cost kept apart', async () => {
    const { totals } = await list(`&employee_id=${beto.employee.id}`);
    expect(totals).toEqual({
      count: 2,
      revenue: [{ amount: 1350.49, currency: 'USD', pending: 1350.49 }],
      staff_cost: { amount: 23500, currency: 'CRC', worker: 21000, supervisor: 2500, pending: 23500 },
    });
  });

  it('refuses bad filters and non-admins', async () => {
    const bad = await w.call(w.admin, 'GET', '/api/cleaning_events/completed?year=2026&month=13');
    expect(bad.statusCode).toBe(422);
    expect(
      (await w.call(w.admin, 'GET', '/api/cleaning_events/completed?year=2026&month=11&payment_client_status=maybe'))
        .statusCode,
    ).toBe(422);
    expect((await w.call(w.supervisor, 'GET', '/api/cleaning_events/completed?year=2026&month=11')).statusCode).toBe(
      403,
    );
  });

  it('exports the filtered list as .xlsx with a totals row, in the reader’s language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cleaning_events/completed/xlsx?year=2026&month=11&employee_id=${beto.employee.id}`,
      headers: { ...w.admin.auth, 'accept-language': 'es-CR,es;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="completed-services-2026-11.xlsx"');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]?.slice(0, 3)).toEqual(['Fecha', 'Cliente', 'Propiedad']);
    expect(rows[0]?.slice(-2)).toEqual(['Estado pago camarera', 'Estado pago supervisor']);
    expect(rows.slice(1)).toEqual([
      [
        '2026-11-10',
        'Pacific Coast Rentals',
        'Villa Luna',
        'Luna by Beto',
        'Beto Rojas',
        1250.5,
        0,
        'USD',
        'pendiente',
        undefined,
        20000,
        0,
        2500,
        'pendiente',
        'pendiente',
      ],
      [
        '2026-11-12',
        'Otra Compañía',
        'Otra Casa',
        'Otra job',
        'Beto Rojas',
        99.99,
        0,
        'USD',
        'pendiente',
        undefined,
        1000,
        0,
        0,
        'pendiente',
        'pendiente',
      ],
      ['Total', undefined, undefined, undefined, undefined, 1350.49, 0, 'USD', undefined, undefined, 21000, 0, 2500],
    ]);
  });
});

describe('PATCH /cleaning_events/payments', () => {
  it('changes nothing when one id is unknown (404) or one event is not completed (409)', async () => {
    const before = await list();
    const unknown = await bulk({ ids: [solEarly, 999999], payment_client_status: 'paid' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toContain('999999');
    const open = await bulk({
      ids: [solEarly, inReview],
      payment_client_status: 'paid',
      payment_employee_status: 'paid',
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().detail).toContain(String(inReview));
    expect(await list()).toEqual(before);
    expect((await bulk({ ids: [solEarly] })).statusCode).toBe(422);
    expect((await bulk({ ids: [], payment_client_status: 'paid' })).statusCode).toBe(422);
    expect((await bulk({ ids: [solEarly], payment_client_status: 'paid' }, w.supervisor)).statusCode).toBe(403);
  });

  it('marks a selection paid in one call, records each change, and filters by payment status', async () => {
    const res = await bulk({
      ids: [solEarly, lunaBeto, lunaBeto],
      payment_client_status: 'paid',
      payment_employee_status: 'paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await bulk({ ids: [solEarly, otraJob], payment_client_status: 'paid' })).json()).toEqual({ updated: 1 });
    const paid = await list('&payment_client_status=paid');
    expect(paid.events.map((e) => e.id).sort()).toEqual([solEarly, lunaBeto, otraJob].sort());
    expect((await list('&payment_employee_status=pending')).events.map((e) => e.id)).not.toContain(lunaBeto);
    // Sofía's supervisor pay of Luna (2,500) is still owed: it has its own status (decision 0031).
    expect((await list(`&employee_id=${beto.employee.id}`)).totals.staff_cost.pending).toBe(3500);
    const history = (await w.call(w.admin, 'GET', `/api/cleaning_events/${lunaBeto}/history`)).json() as {
      entries: { field: string | null; after: string | null }[];
    };
    expect(history.entries.filter((e) => e.field?.startsWith('payment_'))).toEqual([
      expect.objectContaining({ field: 'payment_client_status', after: 'paid' }),
      expect.objectContaining({ field: 'payment_employee_status', after: 'paid' }),
    ]);
  });

  it('marks the supervisor pay apart from the housekeeper’s, filters and totals by it, and old calls still work', async () => {
    expect(await list('&payment_supervisor_status=paid')).toMatchObject({ events: [] });
    const res = await bulk({ ids: [lunaBeto, otraJob], payment_supervisor_status: 'paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const paid = await list('&payment_supervisor_status=paid');
    expect(paid.events.map((e) => [e.id, e.payment_employee_status, e.payment_supervisor_status])).toEqual([
      [lunaBeto, 'paid', 'paid'],
      [otraJob, 'pending', 'paid'],
    ]);
    expect(paid.totals.staff_cost).toMatchObject({ worker: 21000, supervisor: 2500, pending: 1000 });
    const both = await list('&payment_supervisor_status=paid&payment_employee_status=pending');
    expect(both.events.map((e) => e.id)).toEqual([otraJob]);
    expect((await list('&payment_supervisor_status=pending')).events.map((e) => e.id)).not.toContain(lunaBeto);
    // Back to pending, and the change is in the history.
    expect((await bulk({ ids: [otraJob], payment_supervisor_status: 'pending' })).json()).toEqual({ updated: 1 });
    const history = (await w.call(w.admin, 'GET', `/api/cleaning_events/${otraJob}/history`)).json() as {
      entries: { field: string | null; after: string | null }[];
    };
    expect(history.entries.filter((e) => e.field === 'payment_supervisor_status').map((e) => e.after)).toEqual([
      'paid',
      'pending',
    ]);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/cleaning_events/payments',
      headers: { ...w.admin.auth, 'accept-language': 'es' },
      payload: { ids: [otraJob], payment_supervisor_status: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
    const none = await app.inject({
      method: 'PATCH',
      url: '/api/cleaning_events/payments',
      headers: { ...w.admin.auth, 'accept-language': 'es' },
      payload: { ids: [otraJob] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toContain('payment_supervisor_status (cualquiera)');
  });
});
