import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { cleaningEvents } from './events';
import { properties } from './properties';

// Problems reported at a property, with their photos.

export const problemKinds = ['damage', 'missing_supplies', 'maintenance', 'other'] as const;

/**
 * A problem found at a cleaning: damage, missing supplies, maintenance. It belongs to the
 * property (its history keeps it, also once the event is deleted) and names the event it came from.
 */
export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => cleaningEvents.id, { onDelete: 'set null' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: problemKinds }).notNull(),
    note: text('note').notNull(),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closeNote: text('close_note'),
  },
  (t) => [
    index('problems_status_idx').on(t.status, t.id),
    index('problems_property_idx').on(t.propertyId, t.id),
    index('problems_event_idx').on(t.eventId),
    check('problems_kind_check', sql`${t.kind} in ('damage', 'missing_supplies', 'maintenance', 'other')`),
    check('problems_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Photos of a problem report (at most 10, by the service), kept by the media module like event photos. */
export const problemPhotos = pgTable(
  'problem_photos',
  {
    id: serial('id').primaryKey(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    // The stored file's name (media module): a row of media_files, or an object in the S3_URL bucket
    // (decision 0014), so no foreign key to media_files.
    mediaName: text('media_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('problem_photos_problem_media_key').on(t.problemId, t.mediaName)],
);
