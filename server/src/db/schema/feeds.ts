import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { properties } from './properties';

// Calendar feeds of the rental platforms, their sync log and dismissed feed events.

/** An iCal feed of a short-term-rental platform that produces cleaning events for a property. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    icalUrl: text('ical_url').notNull(),
    platform: text('platform').notNull().default(''),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
    lastResult: text('last_result'),
    lastError: text('last_error'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the fetches started failing (cleared by the next success): flagged after 24 hours. */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    /** When the admins were told (by push) that this feed is failing; cleared when it syncs again. */
    failingToldAt: timestamp('failing_told_at', { withTimezone: true, mode: 'date' }),
    /** The stays of the last calendar read, replayed when the server answers 304 Not Modified. */
    lastCalendar: jsonb('last_calendar').$type<unknown>(),
    /** A fetch that would cancel most future stays at once waits here for an admin (confirm or discard). */
    holdSince: timestamp('hold_since', { withTimezone: true, mode: 'date' }),
    holdReason: text('hold_reason', { enum: ['empty', 'lost_most'] }),
    holdEventIds: integer('hold_event_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_property_url_key').on(t.propertyId, t.icalUrl)],
);

/** The last syncs of each feed (the newest 20 are kept): what the feed's activity log shows. */
export const feedSyncLog = pgTable(
  'feed_sync_log',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    result: text('result', { enum: ['ok', 'not_modified', 'error'] }).notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    held: boolean('held').notNull().default(false),
    error: text('error'),
  },
  (t) => [index('feed_sync_log_feed_idx').on(t.feedId, t.id)],
);

/**
 * Reservations an admin removed on purpose (a deleted feed event, a dismissed Booking.com closed
 * period): no feed of that property creates a cleaning for them again.
 */
export const feedDismissals = pgTable(
  'feed_dismissals',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reservationKey: text('reservation_key').notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feed_dismissals_key').on(t.propertyId, t.reservationKey)],
);
