import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { employees } from './accounts';
import { cleaningEvents } from './events';

// Paid is final (docs/decisions/0045-paid-is-final.md): what a pay statement paid, as it was paid.

/** An extra as it was paid with its cleaning's worker line. */
export type PaidExtra = { id: number; kind: string; description: string; amount: number };

/**
 * One line of a person's pay statement that was paid (`adjustment` false), written when the line's status becomes
 * paid whatever path pays it, or a later change to a paid cleaning (`adjustment` true): the difference between
 * what the cleaning earns the person now and what was paid, placed on their next unpaid week and paid with it.
 * A paid line is never rewritten; un-paying a line (an admin's correction) removes its record.
 */
export const payRecords = pgTable(
  'pay_records',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['worker', 'supervisor'] }).notNull(),
    /** The Friday of the statement week the line is on. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    adjustment: boolean('adjustment').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The approved extras included in a worker line's amount when it was paid. */
    extras: jsonb('extras').$type<PaidExtra[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'paid'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pay_records_employee_week_idx').on(t.employeeId, t.weekStart),
    index('pay_records_event_idx').on(t.cleaningEventId, t.kind),
    check('pay_records_kind_check', sql`${t.kind} in ('worker', 'supervisor')`),
    check('pay_records_status_check', sql`${t.status} in ('pending', 'paid')`),
    check('pay_records_original_paid', sql`${t.adjustment} or ${t.status} = 'paid'`),
  ],
);
