import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  canVoid,
  daysPastDue,
  dueOn,
  priceInvoice,
  formatInvoiceNumber,
  invoiceBalance,
  invoiceTotals,
  lineTax,
  statusAfterPayments,
  takesPayments,
} from './invoice';

describe('invoice arithmetic', () => {
  it('rounds each line tax half-up to the cent, exactly', () => {
    expect(lineTax(10.05, 13)).toBe(1.31); // 1.3065
    expect(lineTax(100.5, 13)).toBe(13.07); // 13.065, which floating point reads as 13.0649999
    expect(lineTax(0.5, 13)).toBe(0.07); // 0.065
    expect(lineTax(0.03, 13)).toBe(0); // 0.0039
    expect(lineTax(85, 13)).toBe(11.05);
    expect(lineTax(25_000, 13)).toBe(3_250);
    expect(lineTax(33.33, 2.5)).toBe(0.83); // 0.83325
    expect(lineTax(120, 0)).toBe(0);
  });

  it('adds the rounded line taxes, not the tax of the sum', () => {
    const lines = [10.05, 10.05, 10.05].map((amount) => ({ amount, tax: lineTax(amount, 13) }));
    // Per line 1.31 three times: 3.93; the tax of the sum (30.15 x 13% = 3.9195) would be 3.92.
    expect(invoiceTotals(lines)).toEqual({ subtotal: 30.15, tax: 3.93, total: 34.08 });
    expect(invoiceTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('sums many lines without drift', () => {
    const lines = Array.from({ length: 600 }, () => ({ amount: 0.1, tax: lineTax(0.1, 13) }));
    expect(invoiceTotals(lines)).toEqual({ subtotal: 60, tax: 6, total: 66 });
  });

  it('follows payments from issued to partially paid to paid', () => {
    expect(statusAfterPayments(113, 0)).toBe('issued');
    expect(statusAfterPayments(113, 50)).toBe('partially_paid');
    expect(statusAfterPayments(113, 113)).toBe('paid');
    expect(invoiceBalance(113, 50.5)).toBe(62.5);
    expect(invoiceBalance(113, 113)).toBe(0);
  });

  it('says which statuses take payments and may be voided', () => {
    expect(takesPayments('issued') && takesPayments('partially_paid')).toBe(true);
    expect(takesPayments('draft') || takesPayments('paid') || takesPayments('void')).toBe(false);
    expect(canVoid('issued') && canVoid('partially_paid') && canVoid('paid')).toBe(true);
    expect(canVoid('draft') || canVoid('void')).toBe(false);
  });

  it('prints numbers with at least six digits', () => {
    expect(formatInvoiceNumber(42)).toBe('000042');
    expect(formatInvoiceNumber(1_234_567)).toBe('1234567');
    expect(formatInvoiceNumber(null)).toBe('');
  });
});

describe('extra line totals', () => {
  it('multiplies quantity by the unit price to the cent, and back', async () => {
    const { extraLineTotal, extraUnitPrice } = await import('./invoice');
    expect(extraLineTotal(3, 3.5)).toBe(10.5);
    expect(extraLineTotal(3, 2500)).toBe(7500);
    expect(extraLineTotal(1.5, 0.33)).toBe(0.5);
    expect(extraLineTotal(0.1, 0.1)).toBe(0.01);
    expect(extraUnitPrice(10.5, 3)).toBe(3.5);
    expect(extraUnitPrice(7500, 3)).toBe(2500);
  });
});

describe('priceInvoice', () => {
  it('taxes each line on what it bills after its discount and its share of the invoice discount', () => {
    const priced = priceInvoice(
      [
        { amount: 100, discount: 10 },
        { amount: 50, discount: 0 },
        { amount: 0.05, discount: 0 },
      ],
      10,
      13,
    );
    expect(priced.lines.map((l) => l.share)).toEqual([6.43, 3.57, 0]);
    expect(priced.lines.map((l) => l.net)).toEqual([83.57, 46.43, 0.05]);
    expect(priced.lines.map((l) => l.tax)).toEqual([10.86, 6.04, 0.01]);
    expect(priced).toMatchObject({ gross: 150.05, discount: 20, subtotal: 130.05, tax: 16.91, total: 146.96 });
  });

  it('keeps discounts between zero and what they discount', () => {
    const priced = priceInvoice(
      [
        { amount: 20, discount: 25 },
        { amount: 10, discount: -5 },
      ],
      50,
      13,
    );
    expect(priced.lines.map((l) => [l.discount, l.share, l.net])).toEqual([
      [20, 0, 0],
      [0, 10, 0],
    ]);
    expect(priced).toMatchObject({ subtotal: 0, tax: 0, total: 0, discount: 30 });
  });

  it('without discounts prices as before: the sum of each line and its rounded tax', () => {
    const lines = [{ amount: 10.05, discount: 0 }];
    expect(priceInvoice(lines, 0, 13)).toMatchObject({ subtotal: 10.05, tax: 1.31, total: 11.36 });
  });
});

describe('terms and aging', () => {
  it('is due on issue in cash and after the credit days on credit, across a month end', () => {
    expect(dueOn('2026-12-04', 'cash')).toBe('2026-12-04');
    expect(dueOn('2026-12-04', { credit_days: 30 })).toBe('2027-01-03');
  });

  it('buckets open balances by days past due', () => {
    expect([0, 1, 30, 31, 60, 61].map((d) => agingBucket(d))).toEqual([
      'current',
      'days_1_30',
      'days_1_30',
      'days_31_60',
      'days_31_60',
      'over_60',
    ]);
    expect(daysPastDue('2026-11-30', '2026-12-04')).toBe(4);
  });
});
