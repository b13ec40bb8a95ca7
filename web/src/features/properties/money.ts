import i18n from '../../lib/i18n';

/** Client prices are in the client currency (USD, decisions.md 2). */
export const CLIENT_CURRENCY = '$';
/** Housekeeper and supervisor payments are in the payroll currency (CRC, decisions.md 2). */
export const PAYROLL_CURRENCY = '₡';

/** An amount with its currency symbol, grouped in the reader's language: "$120.00", "₡25,000.00". */
export function formatMoney(amount: number, symbol: string): string {
  const locale = i18n.language === 'es' ? 'es-CR' : 'en-US';
  return `${symbol}${amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
