import type { Invoice, InvoiceLine, InvoiceSummary } from '@common/contracts/invoices';
import { invoiceBalance, lineTax, priceInvoice } from '@common/domain/invoice';

/** A cleaning line at the invoice's rate (tax rounded as the server does). */
export const cleaningLine = (eventId: number, amount: number, date: string, rate = 13): InvoiceLine => ({
  id: eventId,
  kind: 'cleaning',
  manual: false,
  cleaning_event_id: eventId,
  extra_id: null,
  extra_kind: null,
  service_date: date,
  description: `Casa ${eventId}`,
  quantity: 1,
  amount,
  discount: 0,
  invoice_discount: 0,
  net: amount,
  tax: lineTax(amount, rate),
  cabys: '',
});

/** An invoice with its totals computed from its lines and payments; `overrides` set anything else. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const lines = overrides.lines ?? [cleaningLine(1, 80, '2026-10-03'), cleaningLine(2, 100.5, '2026-10-10')];
  const payments = overrides.payments ?? [];
  const { subtotal, tax, total, gross, discount } = priceInvoice(lines, overrides.discount ?? 0, 13);
  const totals = { subtotal, tax, total, gross, discount_total: discount };
  const paid = payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
  return {
    id: 7,
    client_id: 1,
    client_name: 'Pacific Coast Rentals',
    number: null,
    status: 'draft',
    currency: 'USD',
    tax_rate: 13,
    exchange_rate: null,
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    ...totals,
    paid,
    balance: invoiceBalance(totals.total, paid),
    created_at: '2026-11-01T15:00:00Z',
    issued_on: null,
    terms: 'cash',
    due_on: null,
    discount: 0,
    emailed_at: null,
    voided_at: null,
    void_reason: null,
    line_count: lines.length,
    client_id_type: '02',
    client_id_number: '3101123456',
    billing_email: 'billing@pacific.example',
    ...overrides,
    lines,
    payments,
  };
}

/** The list's view of an invoice (no lines, no payments). */
export function summaryOf(invoice: Invoice): InvoiceSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list leaves these out
  const { lines, payments, client_id_type, client_id_number, billing_email, ...summary } = invoice;
  return summary;
}
