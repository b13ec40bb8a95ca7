// The app's one formatter: how a screen writes money, dates and numbers in the reader's language.
// The rules live in common/domain/format.ts, where the PDF report reads them too; no screen formats
// money or dates by hand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeFormat,
  formatDate,
  formatDayMonth,
  formatDayMonthLong,
  formatDmy,
  formatMoney,
  formatMonth,
  formatNumber,
  formatWeekday,
  formatWeekRange,
  weekdayNames,
  type Currency,
} from '@common/domain/format';
import { formatPhone } from '@common/domain/phone';

/** The text with its first letter a capital, the rest as written: 'Noviembre de 2026', not 'Noviembre De 2026'. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
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
    /** A YYYY-MM-DD date; 'Nov 21, 2026' unless other Intl options are given. */
    date: (iso: string, options?: Intl.DateTimeFormatOptions) => formatDate(iso, language, options),
    /** The reader's usual numeric date ('11/21/2026', '21/11/2026'), or '-' when missing (spec 2.18). */
    numericDate: (iso: string | null | undefined) => (iso ? formatDate(iso, language, {}) : '-'),
    /** DD/MM/YYYY: the spec's event titles. */
    dmy: formatDmy,
    /** '03 Nov'. */
    dayMonth: (iso: string) => formatDayMonth(iso, language),
    /** 'November 6', '6 de noviembre'. */
    dayMonthLong: (iso: string) => formatDayMonthLong(iso, language),
    /** 'Friday', or 'Fri' when short. */
    weekday: (iso: string, width?: 'long' | 'short') => formatWeekday(iso, language, width),
    /** 'Friday 03 Nov' / 'Fri 03 Nov' ('Viernes 03 nov'): it starts a line, so with a capital. */
    weekdayDayMonth: (iso: string, width?: 'long' | 'short') =>
      capitalizeFirst(`${formatWeekday(iso, language, width)} ${formatDayMonth(iso, language)}`),
    /** 'November 2026', 'Noviembre de 2026': a title, so its first letter a capital. */
    month: (year: number, month: number) => capitalizeFirst(formatMonth(year, month, language)),
    /** 'Sun' ... 'Sat' ('Dom' ... 'Sáb'): column headings. */
    weekdays: () => weekdayNames(language).map(capitalizeFirst),
    /** '16 Nov - 22 Nov 2026'. */
    weekRange: (start: string, end: string) => formatWeekRange(start, end, language),
    /** A moment (ISO timestamp) in the reader's time zone: 'Nov 21, 2026, 9:30 AM'. */
    dateTime: (timestamp: string) =>
      dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(timestamp)),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

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
