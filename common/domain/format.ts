// How money, dates and numbers read, for the web screens and the PDF report alike: money by
// currency and language, calendar dates (YYYY-MM-DD strings, read in UTC so no time zone moves a
// day) and numbers. Intl only, no I/O.

/** Client prices are in the client currency, staff payments in the payroll currency (decisions.md 2). */
export const CURRENCIES = ['USD', 'CRC'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CLIENT_CURRENCY: Currency = 'USD';
export const PAYROLL_CURRENCY: Currency = 'CRC';

const SYMBOLS: Record<Currency, string> = { USD: '$', CRC: '₡' };

/** The sign written before an amount of the currency: '$', '₡'. */
export function currencySymbol(currency: Currency): string {
  return SYMBOLS[currency];
}

// Building an Intl formatter costs far more than using one (about a millisecond in Chromium; a month
// calendar formats hundreds of dates): each locale and options pair is built once and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
}

/**
 * The calendar's names in the app's two languages, as Intl writes them (format.test.ts compares them).
 * The first Intl.DateTimeFormat a page builds loads the calendar data, a single task of about 50 ms
 * on a phone's main thread (200 ms at Lighthouse's 4x slowdown), and the housekeeper's home only needs
 * names: her start formats from these, and any other language or format goes through Intl.
 */
const CALENDAR_NAMES: Record<
  string,
  {
    weekdays: string[];
    weekdaysShort: string[];
    months: string[];
    monthsShort: string[];
    monthYear: string;
    dayMonth: string;
  }
> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthYear: '{month} {year}',
    dayMonth: '{month} {day}',
  },
  es: {
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    weekdaysShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    monthYear: '{month} de {year}',
    dayMonth: '{day} de {month}',
  },
};

const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The Intl.DateTimeFormat of this locale and options, built once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

// Spanish readers are in Costa Rica: their grouping is es-CR's ('15 000,50'), English is en-US's.
function numberLocale(language: string): string {
  return language.startsWith('es') ? 'es-CR' : 'en-US';
}

/** A number grouped as the language writes it ('1,250.5' / '1 250,5'). */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  const locale = numberLocale(language);
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** An amount with its currency sign and always 2 decimals: '$1,410.50', '₡15,000.00', '-$5.00'. */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const cents = Math.round(amount * 100);
  const digits = formatNumber(Math.abs(cents) / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? '-' : ''}${SYMBOLS[currency]}${digits}`;
}

function parts(iso: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return [y, m, d];
}

function utc(iso: string): Date {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
}

/** A calendar date as the language writes it; by default 'Nov 21, 2026' / '21 nov 2026'. */
export function formatDate(
  iso: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utc(iso));
}

/** DD/MM/YYYY by the string alone ('' when missing): the spec's event titles and chat message. */
export function formatDmy(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The short name of a month (1-12) without a trailing dot: 'Nov', 'nov'. */
export function shortMonthName(month: number, language: string): string {
  const names = CALENDAR_NAMES[language];
  if (names) return names.monthsShort[month - 1] ?? '';
  return dateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, month - 1, 1)))
    .replace('.', '');
}

/** 'DD MMM' of a date: '03 Nov', '03 nov'. */
export function formatDayMonth(iso: string, language: string): string {
  const [, m] = parts(iso);
  return `${iso.slice(8, 10)} ${shortMonthName(m, language)}`;
}

/** 'DD MMM YYYY', unambiguous for any reader: '03 Nov 2026' (the PDF report's dates). */
export function formatDayMonthYear(iso: string, language: string): string {
  return `${formatDayMonth(iso, language)} ${iso.slice(0, 4)}`;
}

/** The '{DD MMM - DD MMM YYYY}' range of a week heading: '16 Nov - 22 Nov 2026'. */
export function formatWeekRange(start: string, end: string, language: string): string {
  return `${formatDayMonth(start, language)} - ${formatDayMonthYear(end, language)}`;
}

/** A month and year (1-12): 'November 2026', 'noviembre de 2026'. */
export function formatMonth(year: number, month: number, language: string): string {
  const names = CALENDAR_NAMES[language];
  if (names) return fill(names.monthYear, { month: names.months[month - 1] ?? '', year });
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The weekday of a date: 'Friday' / 'viernes', or short 'Fri' / 'vie'. */
export function formatWeekday(iso: string, language: string, width: 'long' | 'short' = 'long'): string {
  const names = CALENDAR_NAMES[language];
  if (names) return (width === 'long' ? names.weekdays : names.weekdaysShort)[utc(iso).getUTCDay()] ?? '';
  return formatDate(iso, language, { weekday: width });
}

/** A day of a month without the year: 'November 6', '6 de noviembre'. */
export function formatDayMonthLong(iso: string, language: string): string {
  const names = CALENDAR_NAMES[language];
  const [, month, day] = parts(iso);
  if (names) return fill(names.dayMonth, { month: names.months[month - 1] ?? '', day });
  return formatDate(iso, language, { day: 'numeric', month: 'long' });
}

/** The seven short weekday names, Sunday first (calendar column headings). */
export function weekdayNames(language: string): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatWeekday(`2026-11-0${i + 1}`, language, 'short'));
}
