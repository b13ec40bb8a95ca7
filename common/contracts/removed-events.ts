import { z } from 'zod';
import { EVENT_STATUSES } from '../domain/event-status';

/** The longest span GET /cleaning_events/removed answers, in days (a week screen asks for 7). */
export const REMOVED_MAX_DAYS = 62;

// Anything but one string (a repeated parameter) reads as a string that is no date: the service answers 400.
const queryDate = z.preprocess((v) => (v === undefined || typeof v === 'string' ? v : '-'), z.string().optional());

/**
 * GET /cleaning_events/removed?start=&end= (decision 0028): both dates (YYYY-MM-DD), end not before
 * start, at most REMOVED_MAX_DAYS days. Checked by the service, which answers 400 in the reader's language.
 */
export const removedEventsQuery = z.object({ start: queryDate, end: queryDate });
export type RemovedEventsQuery = z.infer<typeof removedEventsQuery>;

export const REMOVAL_REASONS = ['deleted', 'feed_cancelled'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/**
 * A cleaning that left the schedule: deleted (or dismissed) by an admin, or cancelled by its calendar
 * feed. `removed_by` is the admin, as history lines name people ({ id, name }); null for a feed.
 */
export const removedEvent = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  service_date: z.string(),
  reason: z.enum(REMOVAL_REASONS),
  removed_at: z.string(),
  removed_by: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  event_summary: z.string(),
  /** The status it had when removed. */
  status: z.enum(EVENT_STATUSES),
  /** The housekeeper it had when removed. */
  housekeeper_name: z.string().nullable(),
  /** An unconfirmed Booking.com period an admin dismissed (reason 'deleted'). */
  dismissed: z.boolean(),
});
export type RemovedEvent = z.infer<typeof removedEvent>;
export const removedEventList = z.array(removedEvent);
