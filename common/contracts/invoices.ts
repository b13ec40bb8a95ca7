import { z } from 'zod';
import { CURRENCIES } from '../domain/format';
import { AGING_BUCKETS, EXTRA_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '../domain/invoice';
import {
  exchangeRateField as exchangeRate,
  idField,
  isoDateField as isoDate,
  multiLineText,
  notEmpty,
  NOTHING_TO_CHANGE,
  optionalBody,
  singleLineText,
  quantityField,
} from './common';

// Invoices (docs/decisions/0036-billing-clients.md and 0049-invoice-lines-terms-and-aging.md). Admins only.

export const CREDIT_DAYS_MESSAGE = 'Credit days must be a whole number from 1 to 365';
export const DISCOUNT_MESSAGE = 'The discount must be a number from 0 to 100,000,000';
export const UNIT_AMOUNT_MESSAGE = 'The unit price must be a number from 0 to 100,000,000';

/** Payment terms: 'cash' (due on issue) or `{ credit_days }` (due that many days after issue). */
export const termsField = z.union(
  [
    z.literal('cash'),
    z.object({
      credit_days: z.coerce
        .number({ message: CREDIT_DAYS_MESSAGE })
        .int(CREDIT_DAYS_MESSAGE)
        .min(1, CREDIT_DAYS_MESSAGE)
        .max(365, CREDIT_DAYS_MESSAGE),
    }),
  ],
  { message: "Terms must be 'cash' or { credit_days }" },
);

const money = (message: string) =>
  z.coerce.number({ message }).min(0, message).max(100_000_000, message).multipleOf(0.01, 'At most 2 decimals');
const discount = money(DISCOUNT_MESSAGE);

/** The line kinds a manual line may take: its CABYS code is that kind's in Settings. */
export const MANUAL_LINE_KINDS = ['cleaning', 'extra'] as const;

/** POST /invoices/{id}/lines: a manual line on a draft (its total is quantity x unit, less its discount). */
export const manualLineInput = z.object({
  description: singleLineText(500, 'A description is required'),
  quantity: quantityField().default(1),
  unit_amount: money(UNIT_AMOUNT_MESSAGE),
  kind: z.enum(MANUAL_LINE_KINDS, { message: 'Kind must be cleaning or extra' }).default('extra'),
  discount: discount.default(0),
});
export type ManualLineInput = z.infer<typeof manualLineInput>;

/** PUT /invoices/{id}/lines/{line_id}: any of a manual line's fields; only `discount` on a cleaning's or extra's. */
export const updateLineInput = z
  .object({
    description: manualLineInput.shape.description.optional(),
    quantity: quantityField().optional(),
    unit_amount: money(UNIT_AMOUNT_MESSAGE).optional(),
    kind: z.enum(MANUAL_LINE_KINDS, { message: 'Kind must be cleaning or extra' }).optional(),
    discount: discount.optional(),
  })
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateLineInput = z.infer<typeof updateLineInput>;

export const lineParams = z.object({ id: idField(), line_id: idField() });

/** PATCH /invoices/{id}: a draft's discount on the whole invoice and its terms. */
export const updateInvoiceInput = z
  .object({ discount: discount.optional(), terms: termsField.optional(), exchange_rate: exchangeRate })
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceInput>;

/** POST /invoices: a draft for the client's completed cleanings and approved extras of the period. */
export const createInvoiceInput = z
  .object({
    client_id: idField('Client is required'),
    start_date: isoDate('Start date is required (YYYY-MM-DD)'),
    end_date: isoDate('End date is required (YYYY-MM-DD)'),
    /** Colones per US dollar, printed on a USD invoice. */
    exchange_rate: exchangeRate,
    /** Left out: the client's default terms. */
    terms: termsField.optional(),
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
  id: z.number(),
  kind: z.enum(['cleaning', 'extra']),
  /** Typed by the office on the draft (no cleaning behind it). */
  manual: z.boolean(),
  cleaning_event_id: z.number().nullable(),
  extra_id: z.number().nullable(),
  /** The extra's kind (laundry, waiting_time, ...); null on a cleaning's line and on a manual one. */
  extra_kind: z.enum(EXTRA_KINDS).nullable(),
  /** Null on a manual line. */
  service_date: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  /** The line's total before discounts. */
  amount: z.number(),
  /** The line's own discount, and its share of the invoice's discount (docs/decisions/0049). */
  discount: z.number(),
  invoice_discount: z.number(),
  /** What the line bills: amount less both discounts; `tax` is on it. */
  net: z.number(),
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
  /** The lines before discounts, all discounts (the lines' and the invoice's), the invoice's own. */
  gross: z.number(),
  discount_total: z.number(),
  discount: z.number(),
  /** What is taxed: the gross less all discounts. */
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  created_at: z.string(),
  issued_on: z.string().nullable(),
  terms: termsField,
  /** The issue date plus the credit days (the issue date in cash); null while a draft. */
  due_on: z.string().nullable(),
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

const agingAmounts = z
  .object(
    Object.fromEntries(AGING_BUCKETS.map((b) => [b, z.number()])) as Record<
      (typeof AGING_BUCKETS)[number],
      z.ZodNumber
    >,
  )
  .extend({ total: z.number() });

/**
 * GET /invoices/aging: the open balances of issued and partially paid invoices by how late they are (not yet due,
 * 1-30, 31-60 and over 60 days past their due date), per currency and per client (the latest first).
 */
export const agingReport = z.object({
  as_of: z.string(),
  totals: z.array(agingAmounts.extend({ currency: z.enum(CURRENCIES) })),
  clients: z.array(
    agingAmounts.extend({
      client_id: z.number(),
      client_name: z.string(),
      currency: z.enum(CURRENCIES),
      invoices: z.number(),
      /** The most days past due of its open invoices (0 when none is late). */
      days_late: z.number(),
    }),
  ),
});
export type AgingReport = z.infer<typeof agingReport>;
