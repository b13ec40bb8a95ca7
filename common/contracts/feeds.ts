import { z } from 'zod';
import { FEED_PLATFORMS } from '../domain/feed-platform';
import { httpUrlField, idField } from './common';

/** How the last fetch of a feed ended: applied, unchanged since the last one (304), or failed. */
export const FEED_RESULTS = ['ok', 'not_modified', 'error'] as const;
export type FeedResult = (typeof FEED_RESULTS)[number];

/** POST /airbn_url/ and PUT /airbn_url/{id}: the property and its iCal URL (http or https). */
export const feedInput = z.object({
  property_id: idField('Please select a property.'),
  ical_url: httpUrlField,
});
export type FeedInput = z.infer<typeof feedInput>;
export type FeedFormValues = z.input<typeof feedInput>;

/** A calendar-feed integration as the list shows it (plus the last sync's outcome). */
export const feed = z.object({
  id: z.number(),
  property_id: z.number(),
  ical_url: z.string(),
  propertyName: z.string(),
  clientName: z.string(),
  client_id: z.number(),
  platform: z.enum(FEED_PLATFORMS),
  last_sync_at: z.string().nullable(),
  last_result: z.enum(FEED_RESULTS).nullable(),
  last_error: z.string().nullable(),
});
export type Feed = z.infer<typeof feed>;

/** Why a sync is held for an admin: the calendar came back empty, or lost most of its future stays at once. */
export const HOLD_REASONS = ['empty', 'lost_most'] as const;

/** Hours of failed fetches after which a feed is flagged on /airbnb and the admin calendar. */
export const FAILING_FLAG_HOURS = 24;

/** A feed as the list and its calls answer it: `feed` plus its health (failing, held). */
export const feedView = feed.extend({
  /** When its fetches started failing (null while they work). */
  failing_since: z.string().nullable(),
  /** Failing for more than 24 hours: flagged. */
  failing: z.boolean(),
  /** A sync that would cancel most future stays waits for an admin: confirm or discard. */
  hold: z.object({ since: z.string(), reason: z.enum(HOLD_REASONS), events: z.number() }).nullable(),
});
export type FeedView = z.infer<typeof feedView>;
export const feedList = z.array(feedView);

/** What one sync changed: events created, moved or updated, removed, flagged as cancelled. */
export const syncSummary = z.object({
  result: z.enum(FEED_RESULTS),
  /** Why the fetch failed: a sentence for the admin. */
  error: z.string().nullable(),
  created: z.number(),
  updated: z.number(),
  /** Unassigned events of cancelled reservations, removed. */
  removed: z.number(),
  /** Assigned events of cancelled reservations, flagged (and their housekeepers told). */
  flagged: z.number(),
  /** removed + flagged. */
  cancelled: z.number(),
  /** The calendar lost most of its future stays at once: nothing was cancelled, an admin must decide. */
  held: z.boolean(),
  /** A problem that did not stop the sync (an event with unreadable dates was skipped). */
  warning: z.string().nullable(),
});
export type SyncSummary = z.infer<typeof syncSummary>;

/**
 * The answer of registering a feed and of "Sync now": the feed with what its sync did. On
 * registration, `sync.result` says whether the first sync worked and `sync.error` why not.
 */
export const feedSyncResponse = feedView.extend({ sync: syncSummary });
export type FeedSyncResponse = z.infer<typeof feedSyncResponse>;

/** One line of a feed's activity log (GET /airbn_url/{id}/activity: the last 20, newest first). */
export const feedActivityEntry = z.object({
  at: z.string(),
  result: z.enum(FEED_RESULTS),
  created: z.number(),
  updated: z.number(),
  cancelled: z.number(),
  held: z.boolean(),
  error: z.string().nullable(),
});
export type FeedActivityEntry = z.infer<typeof feedActivityEntry>;
export const feedActivity = z.array(feedActivityEntry);

/**
 * GET /airbn_url/alerts: what the admin calendar flags: feeds failing for more than 24 hours, syncs
 * held for a decision, and upcoming cleanings a feed changed (to acknowledge) or left unconfirmed.
 */
export const feedAlerts = z.object({
  failing: z.array(
    z.object({
      id: z.number(),
      propertyName: z.string(),
      failing_since: z.string(),
      last_error: z.string().nullable(),
    }),
  ),
  held: z.array(
    z.object({
      id: z.number(),
      propertyName: z.string(),
      since: z.string(),
      reason: z.enum(HOLD_REASONS),
      events: z.number(),
    }),
  ),
  changed_events: z.number(),
  unconfirmed_events: z.number(),
  /**
   * The cleanings behind the two counts, by date (the first ALERT_EVENTS_SHOWN of each): the banner links
   * each to its details. `feed_change` is null for an unconfirmed Booking.com cleaning.
   */
  events: z.array(
    z.object({
      id: z.number(),
      property_name: z.string(),
      service_date: z.string(),
      feed_change: z.enum(['moved', 'cancelled', 'restored']).nullable(),
      unconfirmed: z.boolean(),
    }),
  ),
});
/** How many changed or unconfirmed cleanings the alerts name one by one (the counts cover them all). */
export const ALERT_EVENTS_SHOWN = 20;
export type FeedAlerts = z.infer<typeof feedAlerts>;

/**
 * DELETE /airbn_url/{id}?remove_future=true also removes the feed's unassigned cleanings after today
 * (recorded as deleted in their history); without it every cleaning stays.
 */
export const deleteFeedQuery = z.object({
  remove_future: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
/** What a feed deletion did: `removed` counts the future unassigned cleanings removed with it. */
export const deleteFeedResponse = z.object({ id: z.number(), deleted: z.literal(true), removed: z.number() });
export type DeleteFeedResponse = z.infer<typeof deleteFeedResponse>;

/** The message of a second registration of one URL for one property (409). */
export const DUPLICATE_FEED = 'This calendar URL is already registered for this property.';
