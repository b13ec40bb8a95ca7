import { z } from 'zod';
import { CURRENCIES } from '../domain/format';
import { blankToUndefined, exchangeRateField, idField, isoDateField, optionalBody } from './common';

const isoDate = (required: string) => isoDateField(required, 'Invalid date (YYYY-MM-DD)');
const clientId = idField('Client is required');
const optionalPropertyId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idField('Invalid property').optional(),
);
const END_BEFORE_START = 'End date must be on or after the start date';

const reportLanguage = z.enum(['en', 'es']);
export const INCLUDE_PHOTOS_MESSAGE = 'Must be true or false';
/** GET /reports/{id}/pdf?language=: the PDF's language, else the client's (docs/decisions/0048). */
export const reportLanguageQuery = z.object({ language: reportLanguage.optional() });

/** The report form: client, start date and end date required; property optional. */
export const reportInput = z
  .object({
    client_id: clientId,
    start_date: isoDate('Start date is required'),
    end_date: isoDate('End date is required'),
    property_id: optionalPropertyId,
    /** The PDF's language (chosen on the Reports screen); else the client's. */
    language: reportLanguage.optional(),
    /** Whether the PDF ends with the cleanings' photos (stored with the report: regenerating and e-mailing keep it). */
    include_photos: z.boolean({ message: INCLUDE_PHOTOS_MESSAGE }).default(false),
    /** Whether each cleaning's checklist summary (items done, photos per section) is in the PDF; stored like photos. */
    include_checklist: z.boolean({ message: INCLUDE_PHOTOS_MESSAGE }).default(false),
  })
  .refine((v) => v.start_date <= v.end_date, { message: END_BEFORE_START, path: ['end_date'] });
export type ReportInput = z.infer<typeof reportInput>;

/** GET /reports/stats: the form's fields, plus an optional exchange rate (colones per dollar). */
export const reportStatsQuery = z
  .object({
    client_id: clientId,
    start_date: isoDate('Start date is required'),
    end_date: isoDate('End date is required'),
    property_id: optionalPropertyId,
    crc_per_usd: exchangeRateField,
  })
  .refine((v) => v.start_date <= v.end_date, { message: END_BEFORE_START, path: ['end_date'] });
export type ReportStatsQuery = z.infer<typeof reportStatsQuery>;
/** A stored report; `property` is null for a whole-client report. */
export const reportHistoryItem = z.object({
  id: z.number(),
  client: z.object({ id: z.number(), name: z.string() }),
  property: z.object({ name: z.string() }).nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  /** When it was last generated (regenerating an identical report updates its row) and by whom. */
  generated_at: z.string(),
  generated_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** When it was last queued by e-mail to the client; null if never. */
  emailed_at: z.string().nullable(),
  /** Whether its PDF ends with the cleanings' photos. */
  include_photos: z.boolean(),
  /** Whether its PDF has the cleanings' checklist summary. */
  include_checklist: z.boolean(),
});
export type ReportHistoryItem = z.infer<typeof reportHistoryItem>;
export const reportHistoryList = z.array(reportHistoryItem);

/**
 * GET /reports/?limit=&before=: one page of the history, newest first: at most `limit` items, and only
 * those older than the report `before` (the last one of the previous page). Without them, the whole
 * history (the spec's form).
 */
export const reportHistoryQuery = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('limit must be 1 to 200')
      .min(1, 'limit must be 1 to 200')
      .max(200, 'limit must be 1 to 200')
      .optional(),
  ),
  before: z.preprocess(blankToUndefined, idField('before must be a report id').optional()),
});
export type ReportHistoryQuery = z.infer<typeof reportHistoryQuery>;

export const reportIdParams = z.object({ id: idField() });

/**
 * Stats of a range (decisions 0004, 0036 and 0054). Revenue is a list per client currency, never two currencies added
 * together (one client's range: one entry, in that client's currency, zero when nothing was completed); staff
 * cost is in the payroll currency (CRC). The margin is in the client's currency: a colones client's needs no
 * rate (`crc_per_usd` null); a dollar client's exists only when the caller gives an exchange rate, else null
 * (docs/decisions/0054-report-stats-per-client-currency.md).
 */
export const reportStats = z.object({
  events: z.object({ unassigned: z.number(), assigned: z.number(), in_review: z.number(), completed: z.number() }),
  total_events: z.number(),
  revenue: z.array(z.object({ amount: z.number(), currency: z.enum(CURRENCIES) })),
  staff_cost: z.object({ amount: z.number(), currency: z.literal('CRC'), worker: z.number(), supervisor: z.number() }),
  margin: z.object({ amount: z.number(), currency: z.enum(CURRENCIES), crc_per_usd: z.number().nullable() }).nullable(),
});
export type ReportStats = z.infer<typeof reportStats>;

/** A report answer: the PDF bytes (application/pdf, sent as an attachment). */
export const pdfFile = z.instanceof(Uint8Array).meta({ description: 'A PDF document (application/pdf)' });

/** POST /reports/{id}/email: the language of the message and PDF (else the client's); the body may be left out. */
export const emailReportInput = optionalBody(z.object({ language: reportLanguage.optional() }));
export type EmailReportInput = z.infer<typeof emailReportInput>;

/** 202: the report is in the outbox, to the client's address. */
export const emailReportResponse = z.object({ id: z.number(), to: z.string(), status: z.literal('queued') });
export type EmailReportResponse = z.infer<typeof emailReportResponse>;
