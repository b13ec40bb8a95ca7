// Invoice arithmetic (decisions.md 7, decision 0036), shared by the server, the PDF and the screens.
// Amounts are handled in whole cents so that no sum drifts by floating-point error.

/** The invoice statuses: a draft has no number; a void invoice is kept, its cleanings billable again. */
export const INVOICE_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How a payment came in. */
export const PAYMENT_METHODS = ['transfer', 'sinpe', 'card', 'cash', 'check', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Hacienda's identification types: physical person, legal person, DIMEX, NITE. */
export const ID_TYPES = ['01', '02', '03', '04'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The kinds of extra work on a cleaning. */
export const EXTRA_KINDS = ['laundry', 'waiting_time', 'same_day', 'supplies', 'other'] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];
export const EXTRA_STATUSES = ['requested', 'approved', 'refused'] as const;
export type ExtraStatus = (typeof EXTRA_STATUSES)[number];

/** The default IVA of Costa Rica, percent. */
export const DEFAULT_TAX_RATE = 13;

const toCents = (amount: number) => BigInt(Math.round(amount * 100));
const fromCents = (cents: bigint) => Number(cents) / 100;

/**
 * The tax of one line: `amount` times `ratePercent` (up to 2 decimals), rounded half-up to the cent.
 * 10.05 at 13% is 1.3065, so 1.31; computed exactly, never as 1.3064999.
 */
export function lineTax(amount: number, ratePercent: number): number {
  const cents = toCents(amount);
  const rate = BigInt(Math.round(ratePercent * 100)); // hundredths of a percent
  const scaled = cents * rate; // tax in cents, times 10,000
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  return fromCents(sign * ((magnitude + 5_000n) / 10_000n));
}

export type InvoiceTotals = { subtotal: number; tax: number; total: number };

/** The sums of the lines' amounts and of their (already rounded) taxes: an invoice's subtotal, tax and total. */
export function invoiceTotals(lines: { amount: number; tax: number }[]): InvoiceTotals {
  let subtotal = 0n;
  let tax = 0n;
  for (const line of lines) {
    subtotal += toCents(line.amount);
    tax += toCents(line.tax);
  }
  return { subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(subtotal + tax) };
}

/** What is still owed: the total less the payments, never below zero. */
export function invoiceBalance(total: number, paid: number): number {
  const owed = toCents(total) - toCents(paid);
  return owed > 0n ? fromCents(owed) : 0;
}

/** The status of an issued invoice after its payments: paid once nothing is owed, partially paid in between. */
export function statusAfterPayments(total: number, paid: number): 'issued' | 'partially_paid' | 'paid' {
  if (toCents(paid) <= 0n) return 'issued';
  return toCents(paid) >= toCents(total) ? 'paid' : 'partially_paid';
}

/** Whether an invoice in this status takes payments. */
export const takesPayments = (status: InvoiceStatus) => status === 'issued' || status === 'partially_paid';

/** Whether an invoice in this status may be voided: issued ones, paid or not (drafts are deleted instead). */
export const canVoid = (status: InvoiceStatus) => status !== 'draft' && status !== 'void';

/** An invoice number as printed: at least 6 digits, '000042'; a draft has none. */
export function formatInvoiceNumber(number: number | null): string {
  return number === null ? '' : String(number).padStart(6, '0');
}

/**
 * An extra's line total from its quantity and price per unit, exact to the cent (half-up): screens ask for the unit
 * price and send the line's total, which the API keeps (docs/decisions/0046-one-truth-for-money.md).
 */
export function extraLineTotal(quantity: number, unit: number): number {
  const cents = Math.round(quantity * 100) * Math.round(unit * 100);
  return Math.round(cents / 100) / 100;
}

/** The price per unit of a line total (to prefill a correction), to the cent. */
export function extraUnitPrice(total: number, quantity: number): number {
  return quantity > 0 ? Math.round((total / quantity) * 100) / 100 : total;
}
