import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateOrDash,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatWeekday,
  shortMonthName,
  weekdayNames,
} from './format';

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

  it('writes one date style per language: Oct 1, 2026 / 1 oct 2026', () => {
    expect(formatDate('2026-10-01', 'en')).toBe('Oct 1, 2026');
    expect(formatDate('2026-10-01', 'es')).toBe('1 oct 2026');
    expect(formatDate('2026-09-30', 'es')).toBe('30 sept 2026');
    expect(formatDate('2026-10-01', 'en', { weekday: true })).toBe('Thu, Oct 1, 2026');
    expect(formatDate('2026-10-01', 'es', { weekday: true })).toBe('jue 1 oct 2026');
    expect(formatDate('2026-10-01', 'en', { weekday: true, year: false })).toBe('Thu, Oct 1');
    expect(formatDate('2026-10-01', 'es', { year: false })).toBe('1 oct');
    // Any other language reads the English style; a regional tag reads its language's.
    expect(formatDate('2026-10-01', 'fr')).toBe('Oct 1, 2026');
    expect(formatDate('2026-10-01', 'es-CR')).toBe('1 oct 2026');
    expect(formatDateOrDash(null, 'en')).toBe('-');
    expect(formatDateOrDash('2026-12-10', 'en')).toBe('Dec 10, 2026');
  });

  it('writes a range with its shared month and year once', () => {
    expect(formatDateRange('2026-11-16', '2026-11-22', 'en')).toBe('Nov 16 – 22, 2026');
    expect(formatDateRange('2026-11-27', '2026-12-03', 'en')).toBe('Nov 27 – Dec 3, 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03', 'en')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatDateRange('2026-11-16', '2026-11-22', 'es')).toBe('16 – 22 nov 2026');
    expect(formatDateRange('2026-11-27', '2026-12-03', 'es')).toBe('27 nov – 3 dic 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03', 'es')).toBe('28 dic 2026 – 3 ene 2027');
  });

  it('writes a moment as its date in the same style and the time', () => {
    const at = '2026-10-01T15:30:00Z';
    expect(formatDateTime(at, 'en', 'America/Costa_Rica')).toBe('Oct 1, 2026, 9:30 AM');
    expect(formatDateTime(at, 'es', 'America/Costa_Rica')).toBe('1 oct 2026, 9:30 a. m.');
    // The day is the reader's: late evening in Costa Rica is already the next day in UTC.
    expect(formatDateTime('2026-10-02T03:00:00Z', 'en', 'America/Costa_Rica')).toBe('Oct 1, 2026, 9:00 PM');
  });

  it('names months and weekdays in the language', () => {
    expect(formatMonth(2026, 11, 'en')).toBe('November 2026');
    expect(formatMonth(2026, 11, 'es')).toBe('noviembre de 2026');
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('es')[0]).toBe('dom');
  });

  it('writes the names of its own tables (English, Spanish) exactly as Intl does', () => {
    const intl = (language: string, options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
    for (const language of ['en', 'es', 'fr']) {
      for (let day = 1; day <= 7; day += 1) {
        const iso = `2026-11-0${day}`;
        const date = new Date(Date.UTC(2026, 10, day));
        expect(formatWeekday(iso, language)).toBe(intl(language, { weekday: 'long' }, date));
        expect(formatWeekday(iso, language, 'short')).toBe(intl(language, { weekday: 'short' }, date));
      }
      for (let month = 1; month <= 12; month += 1) {
        const date = new Date(Date.UTC(2027, month - 1, 28));
        expect(formatMonth(2027, month, language)).toBe(intl(language, { month: 'long', year: 'numeric' }, date));
        if (language !== 'fr')
          expect(shortMonthName(month, language)).toBe(intl(language, { month: 'short' }, date).replace('.', ''));
      }
    }
  });
});
