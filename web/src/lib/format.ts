// The app's one formatter: how a screen writes money, dates and numbers in the reader's language.
// The rules live in common/domain/format.ts, where the PDF report reads them too; no screen formats
// money or dates by hand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateOrDash,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatWeekday,
  numberSeparators,
  weekdayNames,
  type Currency,
  type DateStyleOptions,
} from '@common/domain/format';
import { formatDuration } from '@common/domain/format';
import { formatPhone } from '@common/domain/phone';
import { toIsoDate } from '@common/domain/dates';

/** The text with its first letter a capital, the rest as written: 'Noviembre de 2026', not 'Noviembre De 2026'. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A cleaning's window (local `YYYY-MM-DDTHH:MM` both ends): '11:00–15:00' within one day, else with
 * the short weekdays: 'Fri 11:00 – Sun 15:00' ('Vie 11:00 – Dom 15:00').
 */
export function formatWindow(start: string, end: string, language: string): string {
  const time = (dt: string) => dt.slice(11, 16);
  if (start.slice(0, 10) === end.slice(0, 10)) return `${time(start)}–${time(end)}`;
  const day = (dt: string) => capitalizeFirst(formatWeekday(dt.slice(0, 10), language, 'short'));
  return `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}

/** Every display format, bound to one language. */
export function formatterFor(language: string) {
  return {
    language,
    /** '$1,410.50', '₡15,000.00' (es: '₡15 000,00'). */
    money: (amount: number, currency: Currency) => formatMoney(amount, currency, language),
    number: (value: number) => formatNumber(value, language),
    /** '+506 8888 0000'. */
    phone: formatPhone,
    /** A YYYY-MM-DD date in the one style of the language: 'Oct 1, 2026' / '1 oct 2026' (decision 0030). */
    date: (iso: string, options?: DateStyleOptions) => formatDate(iso, language, options),
    /** A date, or '-' when missing. */
    dateOrDash: (iso: string | null | undefined) => formatDateOrDash(iso, language),
    /** 'Oct 1' / '1 oct': a day of a week or month the screen already dates. */
    dayMonth: (iso: string) => formatDate(iso, language, { year: false }),
    /** 'Friday', or 'Fri' when short. */
    weekday: (iso: string, width?: 'long' | 'short') => formatWeekday(iso, language, width),
    /** 'Fri, Oct 2' ('Vie 2 oct'): a day of a shown week; it starts a line, so with a capital. */
    weekdayDayMonth: (iso: string) => capitalizeFirst(formatDate(iso, language, { weekday: true, year: false })),
    /** 'November 2026', 'Noviembre de 2026': a title, so its first letter a capital. */
    month: (year: number, month: number) => capitalizeFirst(formatMonth(year, month, language)),
    /** 'Sun' ... 'Sat' ('Dom' ... 'Sáb'): column headings. */
    weekdays: () => weekdayNames(language).map(capitalizeFirst),
    /** 'Nov 16 – 22, 2026' / '16 – 22 nov 2026'. */
    weekRange: (start: string, end: string) => formatDateRange(start, end, language),
    /** A cleaning's window: '11:00–15:00', or 'Fri 11:00 – Sun 15:00' ('Vie 11:00 – Dom 15:00') over several days. */
    window: (start: string, end: string) => formatWindow(start, end, language),
    /** A moment (ISO timestamp) in the reader's time zone: 'Nov 21, 2026, 9:30 AM'. */
    dateTime: (timestamp: string) => formatDateTime(timestamp, language),
    /** Minutes as '1 h 45 min', '2 h', '45 min' (the same in English and Spanish). */
    duration: formatDuration,
    /** The phone's clock time of a moment (ISO timestamp): '09:12'. */
    clock: (timestamp: string) => clockTime(new Date(timestamp)),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

type DateFieldValue = string | Date | null;

/**
 * What a Mantine date field shows (its `valueFormatter`), in the app's date style instead of a
 * dayjs pattern: 'Oct 1, 2026' / '1 oct 2026', a range as 'Oct 1, 2026 – Oct 8, 2026'.
 */
export function dateFieldFormatter(language: string) {
  const one = (value: DateFieldValue) =>
    value ? formatDate(typeof value === 'string' ? value.slice(0, 10) : toIsoDate(value), language) : '';
  return ({ date }: { date: DateFieldValue | DateFieldValue[] }): string =>
    Array.isArray(date) ? date.filter(Boolean).map(one).join(' – ') : one(date);
}

/**
 * What an amount field (a Mantine NumberInput) needs to write numbers as the language does: '3,000.50' in
 * English, '3 000,50' in Spanish; a '.' typed on a Spanish phone's keypad still starts the decimals.
 */
export function useAmountFormat(): {
  thousandSeparator: string;
  decimalSeparator: string;
  allowedDecimalSeparators: string[];
} {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const { group, decimal } = numberSeparators(i18n.language);
    const allowedDecimalSeparators = [decimal, ...(group === '.' || group === ',' ? [] : ['.', ','])];
    return { thousandSeparator: group, decimalSeparator: decimal, allowedDecimalSeparators };
  }, [i18n.language]);
}

/** The formatter of the language the component is rendered in (the event details may differ from the app's). */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return useMemo(() => formatterFor(i18n.language), [i18n.language]);
}

/** Where an event takes place as the spec writes it: 'state - city - street address', blanks skipped. */
export function eventLocation(event: { house: { state: string; city: string; street_address: string } }): string {
  return [event.house.state, event.house.city, event.house.street_address]
    .filter((part) => part.trim() !== '')
    .join(' - ');
}
