import { monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';

/** A YYYY-MM-DD date in the reader's local format ('-' when missing). */
export function localDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '-';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language).format(new Date(y, m - 1, d));
}

/** An amount with its currency sign and 2 decimals: '$1,410.50', '₡60,000.00'. */
export function money(amount: number, currency: 'USD' | 'CRC', language: string): string {
  const sign = currency === 'USD' ? '$' : '₡';
  const number = new Intl.NumberFormat(language === 'es' ? 'es-CR' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${sign}${number}`;
}

/** First and last day of last month: the range a monthly client report usually covers. */
export function lastMonth(today = todayIso()): { start: string; end: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? monthRange(y - 1, 12) : monthRange(y, m - 1);
}
