import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The company's clients (owners and managers of the properties). Imported by properties.ts and accounts.ts (a
// client's portal users), so it imports neither.

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    activeStatus: boolean('active_status').notNull().default(true),
    /** Billing (decision 0036): the currency of its prices and invoices, the tax rate (percent), its tax id. */
    currency: text('currency', { enum: ['USD', 'CRC'] })
      .notNull()
      .default('USD'),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(13),
    billingEmail: text('billing_email'),
    /** Hacienda's id type: '01' physical person, '02' legal person, '03' DIMEX, '04' NITE. */
    idType: text('id_type', { enum: ['01', '02', '03', '04'] }),
    idNumber: text('id_number'),
    /** The language of its mails and PDFs (invoices, reports, invitations; docs/decisions/0048). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('es'),
    /** The terms a new invoice starts with: cash, or credit of `credit_days` (docs/decisions/0049). */
    terms: text('terms', { enum: ['cash', 'credit'] })
      .notNull()
      .default('cash'),
    creditDays: integer('credit_days'),
    /** Opt-in: a weekly e-mail for each overdue invoice. */
    paymentReminders: boolean('payment_reminders').notNull().default(false),
    createdAt: createdAt(),
  },
  // Names are stored trimmed with single spaces; two active clients never share one, whatever the case.
  (t) => [
    uniqueIndex('clients_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.activeStatus}`),
    check('clients_currency_check', sql`${t.currency} in ('USD', 'CRC')`),
    check('clients_id_type_check', sql`${t.idType} in ('01', '02', '03', '04')`),
    check('clients_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'clients_terms_check',
      sql`(${t.terms} = 'cash' and ${t.creditDays} is null) or (${t.terms} = 'credit' and ${t.creditDays} > 0)`,
    ),
  ],
);
