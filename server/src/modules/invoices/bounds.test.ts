import { describe, expect, it } from 'vitest';
import type { Invoice } from '@common/contracts/invoices';
import { billingWorld } from '../../../test/billing-world';
import { createTestApp } from '../../../test/test-app';

// Numbers and dates the API takes are plausible (docs/decisions/0043-words-and-numbers.md): an exchange rate of
// 1-10,000 colones per dollar, never stored as 0; every date 2000-2100, refused with 422 in the reader's language
// before any query (PostgreSQL refuses a week after 9999-12-31 with 22009, which answered 500).
const ctx = await createTestApp();
const w = await billingWorld(ctx);
const { admin, call } = w;
const client = await w.client('Bounded Stays', { currency: 'USD' });
const house = await w.house(client.id, 'Casa Bordes', 100);
await w.cleanings(house.id, ['2026-06-03', '2026-06-10']);

type Refusal = { detail: string; errors?: { field: string; message: string }[] };
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(422);
  return res.json() as Refusal;
};

describe('the exchange rate', () => {
  it('is refused below 1 or above 10,000 colones per dollar, in the reader language, and nothing is made', async () => {
    for (const rate of [0.0000001, 0.5, 0, -3, 10_001]) {
      const res = await call(
        admin,
        'POST',
        '/api/invoices/',
        { client_id: client.id, start_date: '2026-06-01', end_date: '2026-06-30', exchange_rate: rate },
        'es',
      );
      expect(refusal(res).errors).toContainEqual({
        field: 'exchange_rate',
        message: 'El tipo de cambio debe estar entre 1 y 10.000 colones por dólar',
      });
    }
    const list = (await call(admin, 'GET', `/api/invoices/?client_id=${client.id}`)).json() as { invoices: unknown[] };
    expect(list.invoices).toHaveLength(0);
  });

  it('keeps a plausible rate as sent, and refuses a tiny one at issue too', async () => {
    const made = await call(admin, 'POST', '/api/invoices/', {
      client_id: client.id,
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      exchange_rate: 1,
    });
    expect(made.statusCode).toBe(201);
    const draft = made.json() as Invoice;
    expect(draft.exchange_rate).toBe(1);
    const tiny = await call(admin, 'POST', `/api/invoices/${draft.id}/issue`, { exchange_rate: 0.00001 });
    expect(refusal(tiny).errors?.[0]?.field).toBe('exchange_rate');
    const issued = await call(admin, 'POST', `/api/invoices/${draft.id}/issue`, { exchange_rate: 505.25 });
    expect(issued.statusCode).toBe(200);
    expect((issued.json() as Invoice).exchange_rate).toBe(505.25);

    // A payment far from the invoice (year 1000, 9999) is refused; the balance stays.
    for (const paid_on of ['1000-01-01', '9999-12-31', '2101-01-01', '1999-12-31']) {
      const res = await call(
        admin,
        'POST',
        `/api/invoices/${draft.id}/payments`,
        { amount: 10, paid_on, method: 'transfer' },
        'es',
      );
      expect(refusal(res).errors).toContainEqual({
        field: 'paid_on',
        message: 'Las fechas deben estar entre 2000 y 2100',
      });
    }
    const after = (await call(admin, 'GET', `/api/invoices/${draft.id}`)).json() as Invoice;
    expect(after.payments).toHaveLength(0);
  });
});

describe('every date the API takes is 2000-2100', () => {
  // 9999-12-31 and 2101-01-07 are Fridays, as a pay week needs; 1999-12-31 too.
  const far = ['9999-12-31', '2101-01-07', '1999-12-31'];
  it.each([
    ['payroll/weekly', 'GET', (d: string) => `/api/payroll/weekly?week_start=${d}`, undefined, 'week_start'],
    [
      'payroll/weekly/pdf',
      'GET',
      (d: string) => `/api/payroll/weekly/pdf?week_start=${d}&employee_id=1`,
      undefined,
      'week_start',
    ],
    ['capacity', 'GET', (d: string) => `/api/capacity?start=${d}`, undefined, 'start'],
    ['assignments/suggest', 'POST', () => '/api/assignments/suggest', (d: string) => ({ week_start: d }), 'week_start'],
    ['assignments', 'GET', (d: string) => `/api/assignments/?from=${d}`, undefined, 'from'],
    [
      'cleaning_events/create',
      'POST',
      () => '/api/cleaning_events/create',
      (d: string) => ({ property_id: house.id, service_date: d, event_summary: 'Turnover' }),
      'service_date',
    ],
  ] as const)('%s answers 422 in the reader language, never 500', async (_name, method, url, body, field) => {
    for (const d of far) {
      const res = await call(admin, method, url(d), body?.(d), 'es');
      expect(res.statusCode, `${d} ${res.body}`).toBe(422);
      expect((res.json() as Refusal).errors).toContainEqual({
        field,
        message: 'Las fechas deben estar entre 2000 y 2100',
      });
    }
    // The edges are dates like any other.
    if (method === 'GET' && field === 'week_start' && !url('x').includes('pdf'))
      expect((await call(admin, method, url('2100-12-31'))).statusCode).toBe(200);
  });
});

describe('the periods checked by their service (400, as their other date refusals)', () => {
  it('refuses removed cleanings of year 9999, in the reader language', async () => {
    const res = await call(
      admin,
      'GET',
      '/api/cleaning_events/removed?start=9999-12-20&end=9999-12-31',
      undefined,
      'es',
    );
    expect(res.statusCode).toBe(400);
    expect((res.json() as Refusal).detail).toBe('Las fechas deben estar entre 2000 y 2100.');
  });
});
