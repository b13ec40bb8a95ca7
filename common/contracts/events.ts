import { z } from 'zod';
import { isValidIsoDate, isValidMonth } from '../domain/calendar';
import { EVENT_STATUSES, normalizeStatus, PAYMENT_STATUSES } from '../domain/event-status';
import { propertyView } from './properties';

const isoDate = (message: string) => z.string({ message }).trim().refine(isValidIsoDate, { message });
const optionalIsoDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate('Invalid date (YYYY-MM-DD)').nullable().optional());

export const eventStatusField = z.preprocess((v) => (typeof v === 'string' ? (normalizeStatus(v) ?? v) : v), z.enum(EVENT_STATUSES));
export const paymentStatusField = z.enum(PAYMENT_STATUSES);

/** `mine=true` narrows any role to the events assigned to the signed-in user (their own work). */
export const byMonthQuery = z
  .object({
    year: z.coerce.number().int(),
    month: z.coerce.number().int(),
    mine: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  })
  .refine((q) => isValidMonth(q.year, q.month), { message: 'year must be 1900-9999 and month 1-12', path: ['month'] });

export const cleaningEvent = z.object({
  id: z.number(),
  property_id: z.number(),
  house: z.object({ name: z.string(), state: z.string(), city: z.string(), street_address: z.string(), region: z.string() }),
  property: propertyView.nullable(),
  service_date: z.string(),
  check_out_date: z.string().nullable(),
  arrival_date: z.string().nullable(),
  event_summary: z.string(),
  note: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  displayStatus: z.string(),
  payment_employee_status: paymentStatusField,
  payment_client_status: paymentStatusField,
  assignedEmployeeId: z.number().nullable(),
  assignedEmployeeName: z.string().nullable(),
  isAssigned: z.boolean(),
  clientName: z.string().nullable(),
  /** The next guests arrive on the cleaning day: it must be done the same day. */
  same_day_turnover: z.boolean(),
  /** The reservation disappeared from its calendar feed after the event was assigned. */
  cancelled: z.boolean(),
  source: z.enum(['manual', 'feed']),
});
export type CleaningEvent = z.infer<typeof cleaningEvent>;
export const cleaningEventList = z.array(cleaningEvent);

export const myWeekResponse = z.object({ week_start: z.string(), week_end: z.string(), events: cleaningEventList });
export type MyWeekResponse = z.infer<typeof myWeekResponse>;

/** POST /cleaning_events/create: new events start unassigned, pending, pending (spec 4). */
export const createEventInput = z.object({
  property_id: z.coerce.number({ message: 'Please select a property.' }).int().positive('Please select a property.'),
  event_summary: z.string({ message: 'Event summary is required.' }).trim().min(1, 'Event summary is required.').max(500),
  service_date: isoDate('Service date is required.'),
  check_out_date: optionalIsoDate,
  arrival_date: optionalIsoDate,
  note: z.string().trim().max(2000).nullable().optional(),
  status: z.literal('unassigned', { message: 'New events start unassigned.' }).default('unassigned'),
  payment_employee_status: z.literal('pending', { message: 'New events start pending.' }).default('pending'),
  payment_client_status: z.literal('pending', { message: 'New events start pending.' }).default('pending'),
});
export type CreateEventInput = z.infer<typeof createEventInput>;
export type CreateEventValues = z.input<typeof createEventInput>;

export const noteInput = z.object({ note: z.string().trim().max(2000) });
export const statusInput = z.object({ status: eventStatusField });
export const paymentClientInput = z.object({ payment_client_status: paymentStatusField });
export const paymentEmployeeInput = z.object({ payment_employee_status: paymentStatusField });

export const assignment = z.object({ cleaning_event_id: z.number(), employee_id: z.number() });
export type Assignment = z.infer<typeof assignment>;
export const assignmentList = z.array(assignment);

/** Assign an event to an employee; a null employee unassigns it (spec 4). */
export const assignInput = z.object({
  cleaning_event_id: z.coerce.number().int().positive(),
  employee_id: z.coerce.number().int().positive().nullable(),
});
export type AssignInput = z.infer<typeof assignInput>;
export const assignResponse = z.object({ cleaning_event_id: z.number(), employee_id: z.number().nullable(), status: z.enum(EVENT_STATUSES) });

export const eventIdParams = z.object({ eventId: z.coerce.number().int().positive() });
