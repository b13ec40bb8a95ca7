import { z } from 'zod';
import { CURRENCIES } from '../domain/format';
import { EXTRA_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '../domain/invoice';
import {
  exchangeRateField as exchangeRate,
  idField,
  isoDateField as isoDate,
  multiLineText,
  optionalBody,
  singleLineText,
} from './common';

// Invoices (decisions.md 7, "Billing clients"; decision 0036). Admins only.

/** POST /invoices: a draft for the client's completed cleanings and approved extras of the period. */
export const createInvoiceInput = z
  .object({
    client_id: idField('Client is required'),
    start_date: isoDate('Start date is required (YYYY-MM-DD)'),
    end_date: isoDate('End date is required (YYYY-MM-DD)'),
    /** Colones per US dollar, printed on a USD invoice. */
    exchange_rate: exchangeRate,
  })
  .refine((v) => v.start_date <= v.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type CreateInvoiceInput = z.infer<typeof createInvoiceInput>;

/** POST /invoices/{id}/issue: numbers the draft; the exchange rate may be set or changed here. */
export const issueInvoiceInput = optionalBody(z.object({ exchange_rate: exchangeRate }));
export type IssueInvoiceInput = z.infer<typeof issueInvoiceInput>;

/** POST /invoices/{id}/payments: a payment received (at most the balance). */
export const paymentInput = z.object({
  amount: z.coerce
    .number({ message: 'The amount must be a number above 0' })
    .positive('The amount must be a number above 0')
    .max(100_000_000, 'The amount must be at most 100,000,000')
    .multipleOf(0.01, 'At most 2 decimals'),
  paid_on: isoDate('The payment date is required (YYYY-MM-DD)'),
  method: z.enum(PAYMENT_METHODS, { message: 'Method must be transfer, sinpe, card, cash, check or other' }),
  reference: singleLineText(200).default(''),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/** POST /invoices/{id}/void: the reason is required and printed on the voided invoice. */
export const voidInvoiceInput = z.object({ reason: multiLineText(500, 'A reason is required') });
export type VoidInvoiceInput = z.infer<typeof voidInvoiceInput>;

/** GET /invoices?status=&client_id= */
export const invoiceListQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  client_id: idField().optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** GET /invoices/{id}/pdf?lang=en|es: the PDF in that language, else the client's (docs/decisions/0048). */
export const invoicePdfQuery = z.object({ lang: z.enum(['en', 'es']).optional() });

export const invoiceLine = z.object({
  kind: z.enum(['cleaning', 'extra']),
  cleaning_event_id: z.number(),
  extra_id: z.number().nullable(),
  /** The extra's kind (laundry, waiting_time, ...); null on a cleaning's line. */
  extra_kind: z.enum(EXTRA_KINDS).nullable(),
  service_date: z.string(),
  description: z.string(),
  quantity: z.number(),
  amount: z.number(),
  tax: z.number(),
  cabys: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoicePayment = z.object({
  id: z.number(),
  amount: z.number(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

const invoiceFields = {
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  /** Null while a draft; the company's next number once issued, never reused. */
  number: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.enum(CURRENCIES),
  tax_rate: z.number(),
  exchange_rate: z.number().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  created_at: z.string(),
  issued_on: z.string().nullable(),
  emailed_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  line_count: z.number(),
};

/** One invoice in a list (no lines). */
export const invoiceSummary = z.object(invoiceFields);
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** One invoice with its lines (one per cleaning, one per extra) and payments. */
export const invoice = z.object({
  ...invoiceFields,
  client_id_type: z.string().nullable(),
  client_id_number: z.string().nullable(),
  billing_email: z.string().nullable(),
  lines: z.array(invoiceLine),
  payments: z.array(invoicePayment),
});
export type Invoice = z.infer<typeof invoice>;

/** What is owed per currency (issued and partially paid invoices). */
export const currencyTotals = z.object({
  currency: z.enum(CURRENCIES),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
});

/** GET /invoices: the invoices (newest first) and, over those listed and not void or draft, the totals per currency. */
export const invoiceList = z.object({ invoices: z.array(invoiceSummary), totals: z.array(currencyTotals) });
export type InvoiceList = z.infer<typeof invoiceList>;

/** GET /invoices/balances: per client with invoices, what its issued invoices still owe, in its currency. */
export const clientBalances = z.array(
  z.object({ client_id: z.number(), currency: z.enum(CURRENCIES), balance: z.number(), unpaid_invoices: z.number() }),
);
export type ClientBalances = z.infer<typeof clientBalances>;

/** POST /invoices/{id}/email: 202 once queued in the outbox; 409 when the client has no billing or contact e-mail. */
export const invoiceEmailResponse = z.object({ queued: z.literal(true), to: z.string() });

/** An invoice PDF (application/pdf). */
export const invoicePdfFile = z.instanceof(Uint8Array).meta({ description: 'An invoice (application/pdf)' });

/** POST /invoices/{id}/email: the language of the message and its PDF (else the client's); the body may be left out. */
export const invoiceEmailInput = optionalBody(
  z.object({ lang: z.enum(['en', 'es'], { message: 'The language must be en or es' }).optional() }),
);
export type InvoiceEmailInput = z.infer<typeof invoiceEmailInput>;
