import { z } from 'zod';
import { minutesOfDay } from '../domain/capacity';
import {
  blankToUndefined,
  emailField,
  idField,
  isoDateField as isoDate,
  isoDateTimeField,
  multiLineText,
  phoneField,
  singleLineText,
  timeOfDayField,
} from './common';
import { assignResponse } from './events';

// Capacity and time windows (decision 0035): company times, availability, time off,
// the capacity of the coming days and assignment suggestions.

export const EXTRA_LIMIT_MESSAGE = 'The limit must be a number from 0 to 10,000,000';
const extraLimit = z.coerce
  .number({ message: EXTRA_LIMIT_MESSAGE })
  .min(0, EXTRA_LIMIT_MESSAGE)
  .max(10_000_000, EXTRA_LIMIT_MESSAGE)
  .multipleOf(0.01, 'At most 2 decimals');

const cabysField = z.preprocess(
  (v) => v ?? '',
  z
    .string()
    .trim()
    .regex(/^(\d{13})?$/, 'A CABYS code is 13 digits'),
);

/** The longest company name: it fits a phone's header, a mail's subject and the installed app's name. */
export const COMPANY_NAME_MAX = 60;
export const COMPANY_NAME_REQUIRED = 'The company name is required';
/** A contact field that may be cleared: '' (blank) or a valid value. */
const orBlank = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? '' : v), z.union([z.literal(''), schema]));

/**
 * GET /settings/company (admin): the check-out and check-in times of properties that set none, and the
 * invoice header (decision 0036): the company's legal name, tax id, address, and the
 * CABYS code of each invoice line kind.
 */
export const companySettings = z.object({
  check_out_time: timeOfDayField,
  check_in_time: timeOfDayField,
  legal_name: z.string(),
  tax_id: z.string(),
  address: z.string(),
  cabys_cleaning: z.string(),
  cabys_extra: z.string(),
  /** The company's identity (docs/decisions/0048): its name on every mail, PDF, push, the manifest and the public pages. */
  company_name: z.string(),
  /** Its contacts and payment details printed on invoices; '' when none. */
  company_phone: z.string(),
  company_email: z.string(),
  company_address: z.string(),
  bank_details: z.string(),
  sinpe_phone: z.string(),
  /** The largest extra a supervisor approves alone, in colones and in dollars (docs/decisions/0043-words-and-numbers.md). */
  extra_limit_crc: z.number(),
  extra_limit_usd: z.number(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** PUT /settings/company: the times, and any of the invoice header's fields (those left out stay). */
export const companySettingsInput = z.object({
  check_out_time: timeOfDayField,
  check_in_time: timeOfDayField,
  legal_name: singleLineText(200).optional(),
  tax_id: singleLineText(30).optional(),
  address: multiLineText(500).optional(),
  cabys_cleaning: cabysField.optional(),
  cabys_extra: cabysField.optional(),
  company_name: singleLineText(COMPANY_NAME_MAX, COMPANY_NAME_REQUIRED).optional(),
  company_phone: orBlank(phoneField).optional(),
  company_email: orBlank(emailField).optional(),
  company_address: multiLineText(300).optional(),
  bank_details: multiLineText(500).optional(),
  sinpe_phone: orBlank(phoneField).optional(),
  extra_limit_crc: extraLimit.optional(),
  extra_limit_usd: extraLimit.optional(),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInput>;

/** One weekly slot: weekday 0-6 (0 = Sunday), from start to end (HH:MM, start before end). */
export const availabilitySlot = z
  .object({
    weekday: z.coerce
      .number({ message: 'Weekday must be 0 (Sunday) to 6 (Saturday)' })
      .int('Weekday must be 0 (Sunday) to 6 (Saturday)')
      .min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
      .max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)'),
    start: timeOfDayField,
    end: timeOfDayField.or(z.literal('24:00')),
  })
  .refine((s) => minutesOfDay(s.start) < minutesOfDay(s.end), {
    message: 'The end must be after the start',
    path: ['end'],
  });
export type AvailabilitySlotInput = z.infer<typeof availabilitySlot>;

/**
 * A housekeeper's week (`availability` on PUT /employee/{id}): at most 3 slots a day that do not
 * overlap; an empty list means she works no day; null means never set (every day 08:00-18:00).
 */
export const availabilityField = z
  .array(availabilitySlot)
  .max(21, 'At most 3 slots a day')
  .refine(
    (slots) =>
      slots.every((a, i) =>
        slots.every(
          (b, j) =>
            i === j ||
            a.weekday !== b.weekday ||
            minutesOfDay(a.end) <= minutesOfDay(b.start) ||
            minutesOfDay(b.end) <= minutesOfDay(a.start),
        ),
      ),
    { message: 'Slots of one day must not overlap' },
  );

export const TIME_OFF_STATUSES = ['requested', 'approved'] as const;

/** A period off, both days included: `approved` counts (admins add those, or approve a request); `requested` waits for an admin. */
export const timeOff = z.object({
  id: z.number(),
  employee_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  note: z.string(),
  status: z.enum(TIME_OFF_STATUSES),
  created_at: z.string(),
  /** Her assigned cleanings in the period (to be reassigned), when it is approved or asked for. */
  assigned_cleanings: z.array(z.object({ id: z.number(), service_date: z.string(), property_name: z.string() })),
});
export type TimeOff = z.infer<typeof timeOff>;
export const timeOffList = z.array(timeOff);

/** POST /employee/{id}/time-off: by an admin (approved at once) or by the housekeeper herself (requested). */
export const timeOffInput = z
  .object({
    start_date: isoDate('Start date is required (YYYY-MM-DD)'),
    end_date: isoDate('End date is required (YYYY-MM-DD)'),
    note: multiLineText(500).default(''),
  })
  .refine((t) => t.start_date <= t.end_date, {
    message: 'The end date must be on or after the start date',
    path: ['end_date'],
  })
  .refine((t) => Date.parse(t.end_date) - Date.parse(t.start_date) <= 366 * 86_400_000, {
    message: 'Time off may last a year at most',
    path: ['end_date'],
  });
export type TimeOffInput = z.infer<typeof timeOffInput>;

/** GET /time-off/requests (admin): the requests waiting for an answer, with whose they are. */
export const timeOffRequest = timeOff.extend({ employee_name: z.string() });
export type TimeOffRequest = z.infer<typeof timeOffRequest>;
export const timeOffRequestList = z.array(timeOffRequest);

export const timeOffParams = z.object({ id: idField(), timeOffId: idField() });

/** GET /capacity?start=YYYY-MM-DD&days=14 (admin, supervisor); days 1-62. */
export const capacityQuery = z.object({
  start: isoDate('start must be a date (YYYY-MM-DD)'),
  days: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('days must be 1 to 62')
      .min(1, 'days must be 1 to 62')
      .max(62, 'days must be 1 to 62')
      .default(14),
  ),
});
export type CapacityQuery = z.infer<typeof capacityQuery>;

/** Why she cannot do a cleaning she has (common/domain/capacity.ts `unavailability`). */
export const UNAVAILABILITY_KINDS = ['time_off', 'day_off', 'outside_hours'] as const;

/** One of her cleanings of the day that falls on her time off, a day she does not work, or outside her hours. */
export const offDayCleaning = z.object({
  cleaning_event_id: z.number(),
  property_name: z.string(),
  reason: z.enum(UNAVAILABILITY_KINDS),
});
export type OffDayCleaning = z.infer<typeof offDayCleaning>;

/** One housekeeper's day: the minutes of her assigned cleanings against the minutes she can work (0 when off). */
export const capacityStaffDay = z.object({
  employee_id: z.number(),
  name: z.string(),
  assigned_minutes: z.number(),
  available_minutes: z.number(),
  /** Her approved time off covers the day. */
  off: z.boolean(),
  /** Her cleanings that day she is not available for (moved there by a feed, or made or assigned so): the admin's to fix. */
  off_day_cleanings: z.array(offDayCleaning),
});
export const capacityDay = z.object({
  date: z.string(),
  /**
   * The estimates of every cleaning of the day (whatever its status; cancelled and removed ones excluded,
   * unconfirmed Booking.com periods included).
   */
  demand_minutes: z.number(),
  available_minutes: z.number(),
  cleanings: z.number(),
  /** Cleanings whose window is shorter than their estimate. */
  tight: z.number(),
  unassigned: z.number(),
  /** Of `cleanings`, the unconfirmed Booking.com periods (counted in the demand until dismissed). */
  unconfirmed: z.number(),
  over: z.boolean(),
  staff: z.array(capacityStaffDay),
});
export const capacityResponse = z.object({ days: z.array(capacityDay) });
export type CapacityDay = z.infer<typeof capacityDay>;
export type CapacityResponse = z.infer<typeof capacityResponse>;

/** POST /assignments/suggest (admin): suggestions for the week's unassigned cleanings (7 days from week_start). */
export const suggestInput = z.object({ week_start: isoDate('week_start must be a date (YYYY-MM-DD)') });
export const suggestion = z.object({
  cleaning_event_id: z.number(),
  employee_id: z.number().nullable(),
  /** Why her (or why nobody), in the caller's language. */
  reasons: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestion>;
/** An unassigned cleaning suggestions leave out (an unconfirmed Booking.com period), with why in the caller's language. */
export const skippedSuggestion = z.object({ cleaning_event_id: z.number(), reason: z.string() });
export const suggestResponse = z.object({
  week_start: z.string(),
  suggestions: z.array(suggestion),
  skipped: z.array(skippedSuggestion),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;

/** POST /assignments/accept (admin): assign the accepted suggestions in one transaction. */
export const acceptInput = z.object({
  assignments: z
    .array(z.object({ cleaning_event_id: idField(), employee_id: idField() }))
    .min(1, 'Nothing to accept')
    .max(1000, 'At most 1000 at once'),
});
export type AcceptInput = z.infer<typeof acceptInput>;
/** What was assigned, and what was not (taken meanwhile, gone, or she is not available any more) with why. */
export const acceptResponse = z.object({
  assigned: z.array(assignResponse),
  skipped: z.array(z.object({ cleaning_event_id: z.number(), detail: z.string() })),
});
export type AcceptResponse = z.infer<typeof acceptResponse>;

/** POST /cleaning_events/{id}/start: `at` is when she tapped Start (a queued tap from a phone offline); default now. */
export const startInput = z.object({
  at: isoDateTimeField('at must be an ISO date-time').optional(),
});
export const startResponse = z.object({ id: z.number(), started_at: z.string() });
export type StartResponse = z.infer<typeof startResponse>;
