import { z } from 'zod';
import { EXTRA_KINDS } from '../domain/invoice';
import { dayOfWeek, isValidIsoDate } from '../domain/calendar';
import { languageField } from './auth';
import { idField, isoDateField } from './common';
import { paymentStatusField } from './events';

const FRIDAY = 5;
const weekStart = isoDateField(
  'week_start is required (a Friday, YYYY-MM-DD)',
  'week_start must be a date (YYYY-MM-DD)',
).refine((iso) => !isValidIsoDate(iso) || dayOfWeek(iso) === FRIDAY, {
  message: 'week_start must be a Friday (the pay week runs Friday to Thursday)',
});

/** GET /payroll/weekly?week_start= (decision 0012): the Friday that starts the pay week. */
export const weeklyQuery = z.object({ week_start: weekStart });
export type WeeklyQuery = z.infer<typeof weeklyQuery>;

/** GET /payroll/weekly/pdf?week_start=&employee_id=: one person's statement as a PDF. */
export const statementPdfQuery = z.object({
  week_start: weekStart,
  employee_id: idField('employee_id must be a staff id'),
});
export type StatementPdfQuery = z.infer<typeof statementPdfQuery>;

/** Which pay of a cleaning a statement line is: the housekeeper's worker payment or the supervisor's payment. */
export const PAY_KINDS = ['worker', 'supervisor'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/**
 * One paid cleaning of a statement: the worker payment (housekeeper) or supervisor payment (supervisor), as
 * fixed on completion. `payment_employee_status` is this person's pay status on the line: the event's
 * `payment_employee_status` on a worker line, its `payment_supervisor_status` on a supervisor line (decision 0031).
 */
export const statementEvent = z.object({
  id: z.number(),
  service_date: z.string(),
  property_name: z.string(),
  amount: z.number(),
  kind: z.enum(PAY_KINDS),
  payment_employee_status: paymentStatusField,
  /** When this line was marked paid (ISO timestamp); null while pending or when not recorded (before decision 0031). */
  paid_at: z.string().nullable(),
  /**
   * The cleaning's approved extras paid to its housekeeper (worker lines only; decision 0036): `amount` above
   * includes them, so a line is the cleaning's whole pay.
   */
  extras: z.array(z.object({ id: z.number(), kind: z.enum(EXTRA_KINDS), description: z.string(), amount: z.number() })),
});
export type StatementEvent = z.infer<typeof statementEvent>;

/**
 * A later change to a cleaning whose line was already paid (docs/decisions/0045-paid-is-final.md): the difference
 * between what it earns this person now and what they were paid, on their next unpaid week, never on the paid one.
 * It names its cleaning (`cleaning_event_id`, its date and property) and is paid with the week it is on.
 */
export const statementAdjustment = z.object({
  id: z.number(),
  cleaning_event_id: z.number(),
  service_date: z.string(),
  property_name: z.string(),
  kind: z.enum(PAY_KINDS),
  amount: z.number(),
  payment_employee_status: paymentStatusField,
  paid_at: z.string().nullable(),
});
export type StatementAdjustment = z.infer<typeof statementAdjustment>;

/** One person's week: amounts in the payroll currency. */
export const staffStatement = z.object({
  employee_id: z.number(),
  name: z.string(),
  /** The person's role: `employee` (housekeeper) or `supervisor`. */
  role: z.enum(['employee', 'supervisor']),
  phone: z.string(),
  /** The person's language (null until chosen): the WhatsApp summary to them is written in it. */
  language: languageField.nullish(),
  events: z.array(statementEvent),
  /** Adjustments of cleanings paid on earlier weeks; `total`, `paid` and `pending` include them. */
  adjustments: z.array(statementAdjustment),
  total: z.number(),
  paid: z.number(),
  pending: z.number(),
  /** When the week was paid: the last line's paid_at once every line is paid; null while anything is pending. */
  paid_at: z.string().nullable(),
});
export type StaffStatement = z.infer<typeof staffStatement>;

/** Admins get every active staff member (and anyone paid that week); others only themselves. */
export const weeklyPayroll = z.object({
  week_start: z.string(),
  week_end: z.string(),
  currency: z.literal('CRC'),
  staff: z.array(staffStatement),
});
export type WeeklyPayroll = z.infer<typeof weeklyPayroll>;

/** POST /payroll/weekly/pay (admin, decision 0031): marks one person's week paid. */
export const payStatementInput = z.object({
  week_start: weekStart,
  employee_id: idField('employee_id must be a staff id'),
});
export type PayStatementInput = z.infer<typeof payStatementInput>;

/** The person's statement after paying, and how many of its lines this call marked paid (0: it was already paid). */
export const payStatementResponse = z.object({
  week_start: z.string(),
  week_end: z.string(),
  currency: z.literal('CRC'),
  updated: z.number(),
  statement: staffStatement,
});
export type PayStatementResponse = z.infer<typeof payStatementResponse>;

/** A statement PDF (application/pdf, sent as an attachment). */
export const statementPdfFile = z.instanceof(Uint8Array).meta({ description: 'A pay statement (application/pdf)' });
