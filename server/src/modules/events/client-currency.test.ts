import { describe, expect, it } from 'vitest';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Client prices in the client's currency (decision 0036): property answers name it, Completed Services sums
// per currency (never colones added to dollars), the export and the client report print it.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const dollars = await w.client('Pacific Coast Rentals');
const made = await w.call(w.admin, 'POST', '/api/clients/', { name: 'Arenal Vacation Homes', currency: 'CRC' });
expect(made.statusCode, made.body).toBe(201);
const colones = made.json() as { id: number };
const sol = await w.house(dollars.id, 'Casa Sol', 80, 15000);
const volcan = await w.house(colones.id, 'Casa Volcán', 45000, 15000, 2000);
const tucan = await w.house(colones.id, 'Villa Tucán', 62500.5, 18000);
await w.cleaning(sol.id, '2026-11-03', 'completed', 'Sol turnover');
await w.cleaning(volcan.id, '2026-11-04', 'completed', 'Volcán turnover');
await w.cleaning(tucan.id, '2026-11-05', 'completed', 'Tucán turnover');

type Totals = { revenue: { amount: number; currency: string; pending: number }[] };
const completed = async (query = '') => {
  const res = await w.call(w.admin, 'GET', `/api/cleaning_events/completed?year=2026&month=11${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { totals: Totals; events: { property: Record<string, unknown> }[] };
};

describe('property answers carry the client currency with the client price', () => {
  it('on the admin’s property, list, price history and event answers, never on a supervisor’s', async () => {
    expect(volcan).toMatchObject({ client_price: 45000, client_currency: 'CRC' }); // the POST /houses/ answer
    const list = (await w.call(w.admin, 'GET', '/api/houses/')).json() as { id: number; client_currency: string }[];
    expect(list.find((h) => h.id === sol.id)?.client_currency).toBe('USD');
    expect(list.find((h) => h.id === tucan.id)?.client_currency).toBe('CRC');
    const history = await w.call(w.admin, 'GET', `/api/houses/${tucan.id}/price-history`);
    expect(history.json()).toMatchObject({ client_currency: 'CRC', current: { client_price: 62500.5 } });
    const { events } = await completed(`&client_id=${colones.id}`);
    expect(events.map((e) => e.property.client_currency)).toEqual(['CRC', 'CRC']);
    const forSupervisor = await w.call(w.supervisor, 'GET', '/api/houses/');
    expect(forSupervisor.statusCode).toBe(200);
    expect(forSupervisor.body).not.toContain('client_currency');
  });
});

describe('Completed Services totals per currency', () => {
  it('sums dollars and colones apart, and only the currencies listed', async () => {
    expect((await completed()).totals.revenue).toEqual([
      { amount: 80, currency: 'USD', pending: 80 },
      { amount: 107500.5, currency: 'CRC', pending: 107500.5 },
    ]);
    expect((await completed(`&client_id=${colones.id}`)).totals.revenue).toEqual([
      { amount: 107500.5, currency: 'CRC', pending: 107500.5 },
    ]);
    expect((await completed('&lean=true')).totals.revenue.map((r) => r.currency)).toEqual(['USD', 'CRC']);
    expect((await completed('&payment_client_status=paid')).totals.revenue).toEqual([]);
  });

  it('exports each price with its currency and a totals row per currency', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/cleaning_events/completed/xlsx?year=2026&month=11',
      headers: w.admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]?.slice(5, 8)).toEqual(['Client price', 'Extras (client)', 'Currency']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[5], r[7]])).toEqual([
      ['2026-11-03', 'Casa Sol', 80, 'USD'],
      ['2026-11-04', 'Casa Volcán', 45000, 'CRC'],
      ['2026-11-05', 'Villa Tucán', 62500.5, 'CRC'],
      ['Total', undefined, 80, 'USD'],
      ['Total', undefined, 107500.5, 'CRC'],
    ]);
    const staffCost = rows.at(-2);
    expect([staffCost?.[10], staffCost?.[12]]).toEqual([48000, 2000]);
  });
});

describe('the client report in the client’s currency', () => {
  it('prints a colones client’s prices in colones, in English and in Spanish', async () => {
    const body = { client_id: colones.id, start_date: '2026-11-01', end_date: '2026-11-30' };
    const en = await w.call(w.admin, 'POST', '/api/reports/', { ...body, language: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    const { text } = await pdfText(en.rawPayload);
    expect(text).toMatch(/Nov 4, 2026\s+Casa Volcán\s+Volcán turnover\s+Ana\s+CRC 45,000\.00/);
    expect(text).toMatch(/Nov 5, 2026\s+Villa Tucán\s+Tucán turnover\s+Ana\s+CRC 62,500\.50/);
    expect(text).toContain('CRC 107,500.50');
    expect(text).not.toContain('$');
    const es = await w.call(w.admin, 'POST', '/api/reports/', { ...body, language: 'es' });
    const spanish = (await pdfText(es.rawPayload)).text;
    expect(spanish).toMatch(/CRC 107\s500,50/);
    const usd = await w.call(w.admin, 'POST', '/api/reports/', { ...body, client_id: dollars.id, language: 'en' });
    expect((await pdfText(usd.rawPayload)).text).toMatch(/Casa Sol\s+Sol turnover\s+Ana\s+\$80\.00/);
  });
});
