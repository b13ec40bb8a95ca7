import { describe, expect, it } from 'vitest';
import {
  canVoid,
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
