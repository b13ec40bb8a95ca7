import { z } from 'zod';
import { CHECKLIST_ITEM_ID, MAX_CHECKLIST_ITEMS } from '../domain/checklist';
import { isValidMonth } from '../domain/calendar';
import { EVENT_STATUSES, normalizeStatus, PAYMENT_STATUSES } from '../domain/event-status';
import {
  blankToUndefined,
  idField,
  isoDateField as isoDate,
  isoDateTimeField,
  multiLineText,
  notEmpty,
  NOTHING_TO_CHANGE,
  singleLineText,
} from './common';
import { eventPropertyView } from './properties';

const optionalIsoDate = z.preprocess(blankToUndefined, isoDate('Invalid date (YYYY-MM-DD)').nullable().optional());
// On an edit, an empty date clears the field (null) rather than leaving it as it was.
const clearableIsoDate = z.preprocess(
  (v) => (v === '' ? null : v),
  isoDate('Invalid date (YYYY-MM-DD)').nullable().optional(),
);

export const eventStatusField = z.preprocess(
  (v) => (typeof v === 'string' ? (normalizeStatus(v) ?? v) : v),
  z.enum(EVENT_STATUSES),
);
export const paymentStatusField = z.enum(PAYMENT_STATUSES);

/** A query-string flag: `true`/`1` or `false`/`0`, absent means false. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * `mine=true` narrows any role to the events assigned to the signed-in user (their own work);
 * `lean=true` asks for the lean form (`leanMonth`): each property once, not in every event.
 */
export const byMonthQuery = z
  .object({
    year: z.coerce.number().int(),
    month: z.coerce.number().int(),
    mine: booleanFlag.describe('true: only the events assigned to the signed-in user'),
    lean: booleanFlag.describe(
      'true: the lean form { events, properties }, each property once (the web app asks for it)',
    ),
  })
  .refine((q) => isValidMonth(q.year, q.month), { message: 'year must be 1900-9999 and month 1-12', path: ['month'] });

/** What a feed can do to an assigned event that the admins must see: move it, cancel it, bring it back. */
export const FEED_CHANGE_KINDS = ['moved', 'cancelled', 'restored'] as const;
export type FeedChangeKind = (typeof FEED_CHANGE_KINDS)[number];
export const feedChange = z.object({
  kind: z.enum(FEED_CHANGE_KINDS),
  /** When the feed made the change (ISO timestamp). */
  at: z.string(),
  /** The cleaning date before a move. */
  from_date: z.string().nullable(),
});
export type FeedChange = z.infer<typeof feedChange>;

export const cleaningEvent = z.object({
  id: z.number(),
  property_id: z.number(),
  house: z.object({
    name: z.string(),
    state: z.string(),
    city: z.string(),
    street_address: z.string(),
    region: z.string(),
  }),
  property: eventPropertyView.nullable(),
  service_date: z.string(),
  check_out_date: z.string().nullable(),
  arrival_date: z.string().nullable(),
  event_summary: z.string(),
  note: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  displayStatus: z.string(),
  payment_employee_status: paymentStatusField,
  payment_client_status: paymentStatusField,
  /** The supervisor's pay for this cleaning (whoever completed it), apart from the housekeeper's (decision 0031). */
  payment_supervisor_status: paymentStatusField,
  assignedEmployeeId: z.number().nullable(),
  assignedEmployeeName: z.string().nullable(),
  isAssigned: z.boolean(),
  clientName: z.string().nullable(),
  /** The next guests arrive on the cleaning day: it must be done the same day. */
  same_day_turnover: z.boolean(),
  /** The reservation disappeared from its calendar feed after the event was assigned. */
  cancelled: z.boolean(),
  source: z.enum(['manual', 'feed']),
  /** A Booking.com closed period (guest or block?): an admin confirms or dismisses it. */
  unconfirmed: z.boolean(),
  /** What a feed did to this assigned event, shown until an admin acknowledges it. */
  feed_change: feedChange.nullable(),
  /** Why the event was last sent back from review (shown to its housekeeper), until she sends it to review again. */
  sent_back_reason: z.string().nullable(),
  sent_back_at: z.string().nullable(),
  /** Its window (decision 0035): from the day's check-out time to the next check-in, local `YYYY-MM-DDTHH:MM`. */
  window_start: z.string(),
  window_end: z.string(),
  /** The property's estimate in use (minutes). */
  cleaning_minutes: z.number(),
  /** The window is shorter than the estimate. */
  tight: z.boolean(),
  /** When its housekeeper tapped Start and Done (marked it serviced); the minutes between. */
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  actual_minutes: z.number().nullable(),
});
export type CleaningEvent = z.infer<typeof cleaningEvent>;
export const cleaningEventList = z.array(cleaningEvent);

/**
 * An event of the lean month form: what comes from its property (`property`, `house`, `clientName`)
 * is in `properties`, and what follows from its own fields (`displayStatus`, `isAssigned`,
 * `same_day_turnover`) is left out; readers rebuild the full event from them.
 */
export const leanEvent = cleaningEvent.omit({
  property: true,
  house: true,
  clientName: true,
  displayStatus: true,
  isAssigned: true,
  same_day_turnover: true,
});
export type LeanEvent = z.infer<typeof leanEvent>;

/**
 * GET /cleaning_events/by-month?lean=true: the month's events without their property, and each
 * property they name once, keyed by its id (as the reader may see it: no client fields for staff, no
 * supervisor's pay for housekeepers).
 */
export const leanMonth = z.object({
  events: z.array(leanEvent),
  properties: z.record(z.string(), eventPropertyView),
});
export type LeanMonth = z.infer<typeof leanMonth>;

export const myWeekResponse = z.object({ week_start: z.string(), week_end: z.string(), events: cleaningEventList });
export type MyWeekResponse = z.infer<typeof myWeekResponse>;

// The fields an admin types for an event, shared by Create and Edit (same validation).
const eventFields = {
  property_id: idField('Please select a property.'),
  event_summary: singleLineText(500, 'Event summary is required.'),
  service_date: isoDate('Service date is required.'),
  check_out_date: optionalIsoDate,
  arrival_date: optionalIsoDate,
  note: multiLineText(2000).nullable().optional(),
};

/** POST /cleaning_events/create: new events start unassigned, pending, pending. */
export const createEventInput = z.object({
  ...eventFields,
  status: z.literal('unassigned', { message: 'New events start unassigned.' }).default('unassigned'),
  payment_employee_status: z.literal('pending', { message: 'New events start pending.' }).default('pending'),
  payment_client_status: z.literal('pending', { message: 'New events start pending.' }).default('pending'),
});
export type CreateEventInput = z.infer<typeof createEventInput>;
export type CreateEventValues = z.input<typeof createEventInput>;

/**
 * PUT /cleaning_events/{id} (decision 0007): any of these fields, validated as on Create; a null or
 * empty check-out, arrival or note clears it. Status, housekeeper and payments have their own calls.
 */
export const updateEventInput = z
  .object({
    property_id: eventFields.property_id.optional(),
    event_summary: eventFields.event_summary.optional(),
    service_date: eventFields.service_date.optional(),
    check_out_date: clearableIsoDate,
    arrival_date: clearableIsoDate,
    note: eventFields.note,
  })
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateEventInput = z.infer<typeof updateEventInput>;
export type UpdateEventValues = z.input<typeof updateEventInput>;

export const noteInput = z.object({ note: multiLineText(2000) });
export const statusInput = z.object({
  status: eventStatusField,
  /** The service date the caller saw (a phone sending a queued action): 409 when the event has moved since. */
  service_date: isoDate('Invalid date (YYYY-MM-DD)').optional(),
  /** Why a supervisor or admin sends an event in review back to assigned: required for that move, shown to the housekeeper. */
  reason: z.string().trim().max(500).optional(),
  /** When she marked it serviced (a queued tap from a phone offline): its finish time; default now. */
  at: isoDateTimeField('at must be an ISO date-time').optional(),
  /** With a send-back: the checklist items to redo (their answers are cleared; she sees the reason on each). */
  redo_items: z
    .array(z.string().regex(CHECKLIST_ITEM_ID, 'An item id is 1 to 40 lowercase letters, digits or dashes'))
    .max(MAX_CHECKLIST_ITEMS)
    .optional(),
});
export const paymentClientInput = z.object({ payment_client_status: paymentStatusField });
export const paymentEmployeeInput = z.object({ payment_employee_status: paymentStatusField });

export const assignment = z.object({ cleaning_event_id: z.number(), employee_id: z.number() });
export type Assignment = z.infer<typeof assignment>;
export const assignmentList = z.array(assignment);

/**
 * GET /assignments/?from=&to=: the assignments of the events whose service date lies in the range
 * (inclusive; either end may be left open). Without both, every assignment ever made (the spec's form).
 */
export const assignmentListQuery = z
  .object({
    from: z.preprocess(blankToUndefined, isoDate('from must be a date (YYYY-MM-DD)').optional()),
    to: z.preprocess(blankToUndefined, isoDate('to must be a date (YYYY-MM-DD)').optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must be on or after from', path: ['to'] });
export type AssignmentListQuery = z.infer<typeof assignmentListQuery>;

/** Assign an event to an employee; a null employee unassigns it. */
export const assignInput = z.object({
  cleaning_event_id: idField(),
  employee_id: idField().nullable(),
  /** Assign even though she is off or not working during the cleaning's window (else 409 saying why). */
  force: z.boolean().optional(),
  /**
   * Reassign a cleaning its housekeeper already started (or answered checklist items of): else 409 with
   * `code: 'confirm_started'` saying what was done. Confirmed, the new housekeeper starts fresh and the first
   * one's start, note and answers stay in the history (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md).
   */
  confirm_started: z.boolean().optional(),
});
export type AssignInput = z.infer<typeof assignInput>;
export const assignResponse = z.object({
  cleaning_event_id: z.number(),
  employee_id: z.number().nullable(),
  status: z.enum(EVENT_STATUSES),
});
export type AssignResponse = z.infer<typeof assignResponse>;

export const eventIdParams = z.object({ eventId: idField() });
/** DELETE /assignments/by-event/{eventId}?confirm_started=true: unassign a cleaning already started (as on POST). */
export const unassignQuery = z.object({
  confirm_started: booleanFlag.describe('true: the admin confirmed; the first housekeeper’s work goes to the history'),
});

/** Who changed an event: a signed-in user, a calendar feed, or the system. */
export const HISTORY_SOURCES = ['user', 'feed', 'system'] as const;
/** What happened to an event; `changed` names the field with its value before and after. */
export const HISTORY_ACTIONS = [
  'created',
  'changed',
  'deleted',
  'cancelled',
  'restored',
  'acknowledged',
  'confirmed',
  'dismissed',
] as const;
/**
 * What a former housekeeper's phone sent after the cleaning went to someone else or back to unassigned, kept for the
 * office as a line under her name (docs/decisions/0051-proof-sent-after-a-reassignment.md): `late_photo` (after: the
 * photo's URL; before: the checklist item it answered, if any, as JSON `{"label":"...","label_es":"..."}`),
 * `late_answer` (before: the item, the same way; after: the answer as JSON, `{"checked":true}`), `late_note` (after:
 * the note).
 */
export const LATE_PROOF_FIELDS = ['late_photo', 'late_answer', 'late_note'] as const;
export type LateProofField = (typeof LATE_PROOF_FIELDS)[number];

/** The answer to a former housekeeper's photo, answer or note (202): the office has it, the cleaning is not hers. */
export const keptForOffice = z.object({ kept_for_office: z.literal(true), detail: z.string() });
export type KeptForOffice = z.infer<typeof keptForOffice>;
/** How the calls a former housekeeper's phone may still make say so in the API docs. */
export const KEPT_FOR_OFFICE =
  'The housekeeper the cleaning was taken from (reassigned or unassigned) gets 202 `{ kept_for_office, detail }`: ' +
  'what she sent is kept as a line of its history under her name, and the cleaning itself does not change.';

/**
 * The fields a `changed` line can name. Values are text: dates as YYYY-MM-DD, `property` and
 * `housekeeper` as names, statuses and payment statuses as their codes; null when empty.
 */
export const HISTORY_FIELDS = [
  'property',
  'service_date',
  'check_out_date',
  'arrival_date',
  'event_summary',
  'note',
  'status',
  'housekeeper',
  'payment_client_status',
  'payment_employee_status',
  ...LATE_PROOF_FIELDS,
] as const;

/** One line of an event's history: who, when, what, before and after. */
export const eventHistoryEntry = z.object({
  id: z.number(),
  at: z.string(),
  source: z.enum(HISTORY_SOURCES),
  /** The user who made the change (their name when they made it); null for feed and system changes. */
  actor: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  action: z.enum(HISTORY_ACTIONS),
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type EventHistoryEntry = z.infer<typeof eventHistoryEntry>;

/** A deleted (or dismissed) event as kept for audit. */
export const deletedEvent = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  service_date: z.string(),
  event_summary: z.string(),
  status: z.enum(EVENT_STATUSES),
  housekeeper_name: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by_name: z.string().nullable(),
});
export type DeletedEvent = z.infer<typeof deletedEvent>;
export const deletedEventList = z.array(deletedEvent);

/** GET /cleaning_events/{id}/history: oldest line first; `deleted` is set once the event is gone. */
export const eventHistoryResponse = z.object({
  event_id: z.number(),
  deleted: deletedEvent.nullable(),
  entries: z.array(eventHistoryEntry),
});
export type EventHistoryResponse = z.infer<typeof eventHistoryResponse>;

export { IN_REVIEW_PAGE } from '../domain/limits';
/** GET /cleaning_events/in-review: a page of the events waiting for review, oldest first (`limit` 1-500, default 200; `offset`). */
export const inReviewPageQuery = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('limit must be 1 to 500')
      .min(1, 'limit must be 1 to 500')
      .max(500, 'limit must be 1 to 500')
      .optional(),
  ),
  offset: z.preprocess(
    blankToUndefined,
    z.coerce.number().int('offset must be 0 or more').min(0, 'offset must be 0 or more').optional(),
  ),
});
export type InReviewPageQuery = z.infer<typeof inReviewPageQuery>;

/** GET /cleaning_events/deleted: events deleted or dismissed whose cleaning date falls in the month. */
export const deletedEventsQuery = z
  .object({ year: z.coerce.number().int(), month: z.coerce.number().int() })
  .refine((q) => isValidMonth(q.year, q.month), { message: 'year must be 1900-9999 and month 1-12', path: ['month'] });
