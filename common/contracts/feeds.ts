import { z } from 'zod';
import { FEED_PLATFORMS } from '../domain/feed-platform';
import { httpUrlField } from './common';

/** How the last fetch of a feed ended: applied, unchanged since the last one (304), or failed. */
export const FEED_RESULTS = ['ok', 'not_modified', 'error'] as const;
export type FeedResult = (typeof FEED_RESULTS)[number];

/** POST /airbn_url/ and PUT /airbn_url/{id}: the property and its iCal URL (http or https). */
export const feedInput = z.object({
  property_id: z.coerce.number({ message: 'Please select a property.' }).int().positive('Please select a property.'),
  ical_url: httpUrlField,
});
export type FeedInput = z.infer<typeof feedInput>;
export type FeedFormValues = z.input<typeof feedInput>;

/** A calendar-feed integration as the list shows it (spec 3, plus the last sync's outcome). */
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
export const feedList = z.array(feed);

/** What one sync changed: events created, moved or updated, removed, flagged as cancelled. */
export const syncSummary = z.object({
  result: z.enum(FEED_RESULTS),
  error: z.string().nullable(),
  created: z.number(),
  updated: z.number(),
  removed: z.number(),
  flagged: z.number(),
});
export type SyncSummary = z.infer<typeof syncSummary>;

/** The answer of registering a feed and of "Sync now": the feed with what its sync did. */
export const feedSyncResponse = feed.extend({ sync: syncSummary });
export type FeedSyncResponse = z.infer<typeof feedSyncResponse>;

export const deleteFeedResponse = z.object({ id: z.number(), deleted: z.literal(true) });
