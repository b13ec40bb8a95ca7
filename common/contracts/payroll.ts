import { z } from 'zod';
import { dayOfWeek, isValidIsoDate } from '../domain/calendar';
import { languageField } from './auth';
import { idField } from './common';
import { paymentStatusField } from './events';

const FRIDAY = 5;
const weekStart = z
  .string({ message: 'week_start is required (a Friday, YYYY-MM-DD)' })
  .trim()
  .refine(isValidIsoDate, { message: 'week_start must be a date (YYYY-MM-DD)' })
  .refine((iso) => !isValidIsoDate(iso) || dayOfWeek(iso) === FRIDAY, {
    message: 'week_start must be a Friday (the pay week runs Friday to Thursday)',
  });

/** GET /payroll/weekly?week_start= (decisions.md 6): the Friday that starts the pay week. */
export const weeklyQuery = z.object({ week_start: weekStart });
export type WeeklyQuery = z.infer<typeof weeklyQuery>;

/** GET /payroll/weekly/pdf?week_start=&employee_id=: one person's statement as a PDF. */
export const statementPdfQuery = z.object({
  week_start: weekStart,
  employee_id: idField('employee_id must be a staff id'),
});
export type StatementPdfQuery = z.infer<typeof statementPdfQuery>;

/** One paid cleaning of a statement: the worker payment (housekeeper) or supervisor payment (supervisor), as fixed on completion. */
export const statementEvent = z.object({
  id: z.number(),
  service_date: z.string(),
  property_name: z.string(),
  amount: z.number(),
  payment_employee_status: paymentStatusField,
});
export type StatementEvent = z.infer<typeof statementEvent>;

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
  total: z.number(),
  paid: z.number(),
  pending: z.number(),
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

/** A statement PDF (application/pdf, sent as an attachment). */
export const statementPdfFile = z.instanceof(Uint8Array).meta({ description: 'A pay statement (application/pdf)' });
