import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonthYear, formatDmy, formatMoney, formatMonth, formatNumber, formatWeekday, formatWeekRange, weekdayNames } from './format';

// Intl writes Spanish groups with a (narrow) no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('writes one amount the same way everywhere: its sign and 2 decimals', () => {
    expect(formatMoney(15000, 'CRC', 'en')).toBe('₡15,000.00');
    expect(formatMoney(1410.5, 'USD', 'en')).toBe('$1,410.50');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(-5, 'USD', 'en')).toBe('-$5.00');
  });

  it('groups as a Costa Rican reader expects in Spanish', () => {
    expect(plain(formatMoney(15000, 'CRC', 'es'))).toBe('₡15 000,00');
    expect(plain(formatMoney(1410.5, 'USD', 'es'))).toBe('$1 410,50');
  });

  it('rounds to the cent and never writes a negative zero', () => {
    expect(formatMoney(0.005, 'USD', 'en')).toBe('$0.01');
    expect(formatMoney(-0.001, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(1234567.891, 'CRC', 'en')).toBe('₡1,234,567.89');
  });

  it('groups plain numbers by language', () => {
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(plain(formatNumber(12500.5, 'es'))).toBe('12 500,5');
  });
});

describe('dates', () => {
  it('reads a date without any time zone moving it', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      expect(formatDate('2026-11-01', 'en')).toBe('Nov 1, 2026');
      expect(formatWeekday('2026-11-01', 'en')).toBe('Sunday');
    } finally {
      process.env.TZ = tz;
    }
  });

  it('writes the fixed forms of the spec and the report', () => {
    expect(formatDmy('2026-03-05')).toBe('05/03/2026');
    expect(formatDmy(null)).toBe('');
    expect(formatDayMonthYear('2026-11-03', 'en')).toBe('03 Nov 2026');
    expect(formatDayMonthYear('2026-09-30', 'es')).toBe('30 sept 2026');
    expect(formatWeekRange('2026-12-28', '2027-01-03', 'en')).toBe('28 Dec - 03 Jan 2027');
    expect(formatWeekRange('2026-11-16', '2026-11-22', 'es')).toBe('16 nov - 22 nov 2026');
  });

  it('names months and weekdays in the language', () => {
    expect(formatMonth(2026, 11, 'en')).toBe('November 2026');
    expect(formatMonth(2026, 11, 'es')).toBe('noviembre de 2026');
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('es')[0]).toBe('dom');
  });
});
