// How money, dates and numbers read, for the web screens and the PDF report alike: money by
// currency and language, calendar dates (YYYY-MM-DD strings, read in UTC so no time zone moves a
// day) and numbers. Intl only, no I/O.

/** Client prices are in each client's currency (decision 0036), staff payments in the payroll currency (0004). */
export const CURRENCIES = ['USD', 'CRC'] as const;
export type Currency = (typeof CURRENCIES)[number];
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

/** How the language writes a number's groups and decimals: ',' and '.' in English, es-CR's space and ',' in Spanish. */
export function numberSeparators(language: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(numberLocale(language)).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
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

// One date style per language, everywhere (screens, date fields, PDFs, e-mails, WhatsApp texts):
// English 'Oct 1, 2026' ('Thu, Oct 1, 2026'), Spanish '1 oct 2026' ('jue 1 oct 2026'). Written from
// the tables above, so the same date reads the same on a phone, in a PDF and in an e-mail
// (docs/decisions/0030-language-per-person-and-date-style.md).

/** The app's languages for dates: Spanish for 'es*', English for anything else. */
function dateLanguage(language: string): 'en' | 'es' {
  return language.startsWith('es') ? 'es' : 'en';
}

/** What to write besides day, month and year. */
export type DateStyleOptions = {
  /** The short weekday first: 'Thu, Oct 1, 2026' / 'jue 1 oct 2026'. */
  weekday?: boolean;
  /** Without the year when the screen already shows it (a week's days): 'Oct 1' / '1 oct'. */
  year?: boolean;
};

/** A calendar date (YYYY-MM-DD) in the app's one style: 'Oct 1, 2026' / '1 oct 2026'. */
export function formatDate(iso: string, language: string, options: DateStyleOptions = {}): string {
  const lang = dateLanguage(language);
  const names = CALENDAR_NAMES[lang]!;
  const [y, m, d] = parts(iso);
  const month = names.monthsShort[m - 1] ?? '';
  const weekday = options.weekday ? names.weekdaysShort[utc(iso).getUTCDay()] : undefined;
  const withYear = options.year !== false;
  if (lang === 'es') return [weekday, d, month, withYear ? y : undefined].filter((p) => p !== undefined).join(' ');
  return `${weekday ? `${weekday}, ` : ''}${month} ${d}${withYear ? `, ${y}` : ''}`;
}

/** A date or a dash when there is none ('-'). */
export function formatDateOrDash(iso: string | null | undefined, language: string): string {
  return iso ? formatDate(iso, language) : '-';
}

/**
 * A range of dates, the shared parts written once: 'Nov 16 – 22, 2026', 'Nov 27 – Dec 3, 2026',
 * 'Dec 28, 2026 – Jan 3, 2027' / '16 – 22 nov 2026', '27 nov – 3 dic 2026', '28 dic 2026 – 3 ene 2027'.
 */
export function formatDateRange(start: string, end: string, language: string): string {
  const lang = dateLanguage(language);
  const [sy, sm] = parts(start);
  const [ey, em] = parts(end);
  if (sy !== ey) return `${formatDate(start, lang)} – ${formatDate(end, lang)}`;
  const last = formatDate(end, lang);
  if (sm !== em) return `${formatDate(start, lang, { year: false })} – ${last}`;
  const [, , sd] = parts(start);
  const [, , ed] = parts(end);
  return lang === 'es' ? `${sd} – ${last}` : `${formatDate(start, lang, { year: false })} – ${ed}, ${ey}`;
}

/** A moment (a timestamp) in the date style and the reader's clock: 'Oct 1, 2026, 9:30 AM' / '1 oct 2026, 9:30'. */
export function formatDateTime(moment: Date | string, language: string, timeZone?: string): string {
  const lang = dateLanguage(language);
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const zone = timeZone ? { timeZone } : {};
  const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone }).format(date);
  const time = dateTimeFormat(lang === 'es' ? 'es-CR' : 'en-US', { hour: 'numeric', minute: '2-digit', ...zone })
    .format(date)
    .replace(/[\u00a0\u202f]/g, ' ');
  return `${formatDate(day, lang)}, ${time}`;
}

/** The short name of a month (1-12) without a trailing dot: 'Nov', 'nov'. */
export function shortMonthName(month: number, language: string): string {
  return CALENDAR_NAMES[dateLanguage(language)]!.monthsShort[month - 1] ?? '';
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
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(utc(iso));
}

/** The seven short weekday names, Sunday first (calendar column headings). */
export function weekdayNames(language: string): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatWeekday(`2026-11-0${i + 1}`, language, 'short'));
}

/** Minutes as '1 h 45 min', '2 h', '45 min', rounded to a minute ('-1 h 5 min' when negative). */
export function formatDuration(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const text = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  return minutes < 0 && total > 0 ? `-${text}` : text;
}
