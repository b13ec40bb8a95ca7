// Invoice arithmetic (decision 0036), shared by the server, the PDF and the screens.
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

/** Payment terms: cash (due on issue) or credit of a number of days (docs/decisions/0049). */
export type InvoiceTerms = 'cash' | { credit_days: number };

/** The terms as stored (a kind and the days of a credit), and back. */
export const termsColumns = (terms: InvoiceTerms) =>
  terms === 'cash'
    ? { terms: 'cash' as const, creditDays: null }
    : { terms: 'credit' as const, creditDays: terms.credit_days };
export const termsOf = (row: { terms: 'cash' | 'credit'; creditDays: number | null }): InvoiceTerms =>
  row.terms === 'credit' && row.creditDays ? { credit_days: row.creditDays } : 'cash';

/** The day an invoice issued on `issuedOn` (YYYY-MM-DD) is due: the same day in cash, else after the credit days. */
export function dueOn(issuedOn: string, terms: InvoiceTerms): string {
  if (terms === 'cash') return issuedOn;
  const day = new Date(`${issuedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + terms.credit_days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `due` to `today` (both YYYY-MM-DD): 0 or less while not late. */
export const daysPastDue = (due: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);

/** The aging buckets of an open balance: not yet late, 1-30, 31-60 and over 60 days past its due date. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'over_60'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export function agingBucket(daysLate: number): AgingBucket {
  if (daysLate <= 0) return 'current';
  if (daysLate <= 30) return 'days_1_30';
  return daysLate <= 60 ? 'days_31_60' : 'over_60';
}

/** A line as priced: its own discount and its share of the invoice's, what it bills after both, and that tax. */
export type PricedLine = { amount: number; discount: number; share: number; net: number; tax: number };
export type PricedInvoice = InvoiceTotals & { lines: PricedLine[]; gross: number; discount: number };

/**
 * The one pricing of an invoice (server, PDF and screens; docs/decisions/0049): each line's discount is kept
 * between 0 and its amount, the invoice's between 0 and what the lines bill after theirs; the invoice's is
 * shared among the lines in proportion to what each bills (whole cents, largest remainders first), so
 * each line's tax is on what it really bills, rounded half-up, and the totals are the sums of the lines.
 */
export function priceInvoice(
  lines: { amount: number; discount: number }[],
  invoiceDiscount: number,
  ratePercent: number,
): PricedInvoice {
  const amounts = lines.map((l) => toCents(l.amount));
  const own = lines.map((l, i) => clampCents(toCents(l.discount), amounts[i]!));
  const after = amounts.map((a, i) => a - own[i]!);
  const base = after.reduce((s, c) => s + c, 0n);
  const shared = clampCents(toCents(invoiceDiscount), base);
  const shares = after.map((c) => (base > 0n ? (c * shared) / base : 0n));
  let left = shared - shares.reduce((s, c) => s + c, 0n);
  const rest = after.map((c) => (base > 0n ? (c * shared) % base : 0n));
  const order = after.map((_, i) => i).sort((a, b) => Number(rest[b]! - rest[a]!) || a - b);
  for (const i of order) {
    if (left <= 0n) break;
    if (shares[i]! < after[i]!) {
      shares[i] = shares[i]! + 1n;
      left -= 1n;
    }
  }
  const priced = lines.map((_, i) => {
    const net = fromCents(after[i]! - shares[i]!);
    return {
      amount: fromCents(amounts[i]!),
      discount: fromCents(own[i]!),
      share: fromCents(shares[i]!),
      net,
      tax: lineTax(net, ratePercent),
    };
  });
  const totals = invoiceTotals(priced.map((l) => ({ amount: l.net, tax: l.tax })));
  const gross = amounts.reduce((s, c) => s + c, 0n);
  return { ...totals, lines: priced, gross: fromCents(gross), discount: fromCents(gross - base + shared) };
}

const clampCents = (c: bigint, max: bigint) => (c < 0n ? 0n : c > max ? max : c);
