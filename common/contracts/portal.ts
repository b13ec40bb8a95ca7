import { z } from 'zod';
import { EVENT_STATUSES } from '../domain/event-status';
import { FEED_PLATFORMS } from '../domain/feed-platform';
import { CURRENCIES } from '../domain/format';
import { INVOICE_STATUSES } from '../domain/invoice';
import { problemKinds } from '../domain/limits';
import { languageField } from './auth';
import { emailField, idField, singleLineText } from './common';
import { problemStatuses } from './photos';

// The owners' portal (decision 0039): a client's own sign-ins, and what
// they read at /portal. A client user is bound to one client and reads nothing of any other.

// ---- Who has access (admins, under /clients/{id}/users) ----

/** POST /clients/{id}/users: invites a person of the client; the e-mail carries a set-password link. */
export const inviteClientUserInput = z.object({
  email: emailField,
  /** The language of the mail and the portal; left out: the client's (docs/decisions/0048). */
  language: languageField.optional(),
  /** How the invitation and the portal greet them; left out: the mail greets without a name. */
  name: singleLineText(120).optional(),
});
export type InviteClientUserInput = z.infer<typeof inviteClientUserInput>;

/** One person with access to a client's portal, as admins see them. */
export const clientUser = z.object({
  id: z.number(),
  client_id: z.number(),
  name: z.string(),
  email: z.string(),
  language: languageField.nullish(),
  /** When the invitation was (last) sent. */
  invited_at: z.string(),
  /** False until they set a password through the invitation's link. */
  password_set: z.boolean(),
  /** Their last sign-in; null if never. */
  last_login_at: z.string().nullable(),
});
export type ClientUser = z.infer<typeof clientUser>;
export const clientUserList = z.array(clientUser);

export const clientUserParams = z.object({ id: idField(), user_id: idField() });

// ---- What a client user reads ----

/** A calendar feed's health: when it last synced, and since when it fails (null while it works). */
export const portalFeed = z.object({
  id: z.number(),
  platform: z.enum(FEED_PLATFORMS),
  last_sync_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  ok: z.boolean(),
});
export type PortalFeed = z.infer<typeof portalFeed>;

/** GET /portal/properties: the client's properties with their feeds' health. */
export const portalProperty = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  check_out_time: z.string(),
  check_in_time: z.string(),
  feeds: z.array(portalFeed),
});
export type PortalProperty = z.infer<typeof portalProperty>;
export const portalPropertyList = z.array(portalProperty);

/** The longest period GET /portal/cleanings answers, in days (a screen asks for a month or two). */
export const PORTAL_MAX_DAYS = 93;

const queryDate = z.preprocess((v) => (v === undefined || typeof v === 'string' ? v : '-'), z.string().optional());
/** GET /portal/cleanings?start=&end= (YYYY-MM-DD, both, end not before start, at most PORTAL_MAX_DAYS days). */
export const portalCleaningsQuery = z.object({ start: queryDate, end: queryDate });
export type PortalCleaningsQuery = z.infer<typeof portalCleaningsQuery>;

export const portalPhoto = z.object({ id: z.number(), url: z.string() });

/** A finished cleaning's checklist, summed up per section (room), in the reader's language. */
export const portalChecklist = z.object({
  done: z.number(),
  total: z.number(),
  sections: z.array(z.object({ title: z.string(), done: z.number(), total: z.number(), photos: z.number() })),
});

/**
 * One cleaning of the client's: its status and window; once completed (reviewed by a supervisor), its proof:
 * photos (the cleaning's and its checklist's) and the checklist summary. `housekeeper` is a first name only.
 */
export const portalCleaning = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  service_date: z.string(),
  status: z.enum(EVENT_STATUSES),
  window_start: z.string(),
  window_end: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  housekeeper: z.string().nullable(),
  photos: z.array(portalPhoto),
  checklist: portalChecklist.nullable(),
});
export type PortalCleaning = z.infer<typeof portalCleaning>;
export const portalCleaningList = z.array(portalCleaning);

/** GET /portal/problems: the problems found at the client's properties, newest first, with photos. */
export const portalProblem = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  service_date: z.string().nullable(),
  kind: z.enum(problemKinds),
  note: z.string(),
  status: z.enum(problemStatuses),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  close_note: z.string().nullable(),
  photos: z.array(portalPhoto),
});
export type PortalProblem = z.infer<typeof portalProblem>;
export const portalProblemList = z.array(portalProblem);

/** GET /portal/reports: the client's reports, newest first; each PDF is GET /reports/{id}/pdf. */
export const portalReport = z.object({
  id: z.number(),
  property_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  generated_at: z.string(),
});
export type PortalReport = z.infer<typeof portalReport>;
export const portalReportList = z.array(portalReport);

/** GET /portal/invoices: the client's issued invoices (never drafts), newest first; each PDF is GET /invoices/{id}/pdf. */
export const portalInvoice = z.object({
  id: z.number(),
  number: z.number(),
  status: z.enum(INVOICE_STATUSES).exclude(['draft']),
  currency: z.enum(CURRENCIES),
  start_date: z.string(),
  end_date: z.string(),
  issued_on: z.string(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
});
export type PortalInvoice = z.infer<typeof portalInvoice>;
export const portalInvoiceList = z.array(portalInvoice);
