import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EXTRA_KINDS } from '@common/domain/invoice';
import { createdAt, sqlWords } from './columns';
import { users } from './accounts';
import { cleaningEvents } from './events';
import { clients } from './properties';

// Billing clients (decision 0036): extras on cleanings, invoices, their lines and payments.

const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Extra work on one cleaning (extra laundry, waiting for a late guest, ...): the line's totals, the client's in
 * the client's currency and the housekeeper's in colones. Requested from her phone or added approved by the
 * office; approved ones are paid with the cleaning and billed. Fixed once the cleaning is completed.
 */
export const cleaningExtras = pgTable(
  'cleaning_extras',
  {
    id: serial('id').primaryKey(),
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXTRA_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    clientAmount: amount('client_amount').notNull().default(0),
    workerAmount: amount('worker_amount').notNull().default(0),
    status: text('status', { enum: ['requested', 'approved', 'refused'] }).notNull(),
    refuseReason: text('refuse_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cleaning_extras_event_idx').on(t.cleaningEventId),
    check('cleaning_extras_kind_check', sql`${t.kind} in (${sqlWords(EXTRA_KINDS)})`),
    check('cleaning_extras_status_check', sql`${t.status} in ('requested', 'approved', 'refused')`),
    check(
      'cleaning_extras_amounts_check',
      sql`${t.clientAmount} >= 0 and ${t.workerAmount} >= 0 and ${t.quantity} > 0`,
    ),
  ],
);

/** The company's invoice numbers: one row; issuing takes the next inside its transaction (no gaps). */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_counter_one_row', sql`${t.id} = 1`)],
);

/**
 * An invoice to one client for a period: a draft (no number) until issued; voided, never deleted, once issued.
 * The client's currency, tax rate and tax id are copied when the draft is made, so later edits rewrite nothing.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    number: integer('number'),
    status: text('status', { enum: ['draft', 'issued', 'partially_paid', 'paid', 'void'] })
      .notNull()
      .default('draft'),
    currency: text('currency', { enum: ['USD', 'CRC'] }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Colones per US dollar, printed on a USD invoice when set. */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    clientName: text('client_name').notNull(),
    clientIdType: text('client_id_type'),
    clientIdNumber: text('client_id_number'),
    billingEmail: text('billing_email'),
    subtotal: amount('subtotal').notNull().default(0),
    tax: amount('tax').notNull().default(0),
    total: amount('total').notNull().default(0),
    paid: amount('paid').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    issuedOn: date('issued_on', { mode: 'string' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** A discount on the whole invoice (an amount), shared among its lines for their tax (docs/decisions/0049). */
    discount: amount('discount').notNull().default(0),
    /** Payment terms: cash (due on issue) or credit of `credit_days`; `due_on` is set when issued. */
    terms: text('terms', { enum: ['cash', 'credit'] })
      .notNull()
      .default('cash'),
    creditDays: integer('credit_days'),
    dueOn: date('due_on', { mode: 'string' }),
    /** When the last payment reminder was queued (at most one a week per invoice, kept across restarts). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_client_idx').on(t.clientId, t.status),
    check('invoices_status_check', sql`${t.status} in ('draft', 'issued', 'partially_paid', 'paid', 'void')`),
    check('invoices_currency_check', sql`${t.currency} in ('USD', 'CRC')`),
    check('invoices_number_when_issued', sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check('invoices_discount_check', sql`${t.discount} >= 0`),
    check(
      'invoices_terms_check',
      sql`(${t.terms} = 'cash' and ${t.creditDays} is null) or (${t.terms} = 'credit' and ${t.creditDays} > 0)`,
    ),
  ],
);

/**
 * One line of an invoice: a cleaning (its frozen client price) or an approved extra. `open` is true while the
 * invoice is not void: a cleaning or an extra is on at most one open invoice, which the database enforces.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['cleaning', 'extra'] }).notNull(),
    /** Null on a manual line (typed by the office on a draft: `manual`). */
    cleaningEventId: integer('cleaning_event_id').references(() => cleaningEvents.id),
    manual: boolean('manual').notNull().default(false),
    /** Null once the extra was removed (allowed while its invoice is a draft or void): the line keeps its words. */
    extraId: integer('extra_id').references(() => cleaningExtras.id, { onDelete: 'set null' }),
    /** Null on a manual line. */
    serviceDate: date('service_date', { mode: 'string' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    /** The line's total before discounts (quantity x unit on a manual line). */
    amount: amount('amount').notNull(),
    /** The line's own discount (an amount, at most `amount`); the invoice's discount is shared on top of it. */
    discount: amount('discount').notNull().default(0),
    /** The tax of what the line bills after both discounts (docs/decisions/0049). */
    tax: amount('tax').notNull(),
    /** The CABYS code of the line's kind when the draft was made (company settings), for electronic invoicing. */
    cabys: text('cabys').notNull().default(''),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    uniqueIndex('invoice_lines_open_cleaning_key')
      .on(t.cleaningEventId)
      .where(sql`${t.open} and ${t.kind} = 'cleaning'`),
    uniqueIndex('invoice_lines_open_extra_key')
      .on(t.extraId)
      .where(sql`${t.open} and ${t.kind} = 'extra'`),
    check('invoice_lines_kind_check', sql`${t.kind} in ('cleaning', 'extra')`),
    check('invoice_lines_extra_check', sql`${t.kind} = 'extra' or ${t.extraId} is null`),
    check(
      'invoice_lines_source_check',
      sql`${t.manual} = (${t.cleaningEventId} is null) and (not ${t.manual} or ${t.extraId} is null)`,
    ),
    check('invoice_lines_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= ${t.amount}`),
  ],
);

/** A payment received against an issued invoice (partial or full). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: amount('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['transfer', 'sinpe', 'card', 'cash', 'check', 'other'] }).notNull(),
    reference: text('reference').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
  ],
);
