import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { users } from './accounts';
import { cleaningEvents } from './events';

// Uploaded photos kept in the database, and the photos of a cleaning.

/**
 * Uploaded photos of the built-in media host, readable by every app process (decision 0013). The
 * name is the content hash and extension, so a file is written once and never changes.
 */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Photo proof of one cleaning: the file is kept by the media module (media_files, by content hash). A photo
 * answers one checklist item, or none (a photo of the cleaning): the same file sent twice for the same item,
 * or twice as a photo of the cleaning, is one photo, so a repeated upload whose answer was lost adds nothing;
 * the same file for two items, or for an item and the cleaning, is two photos, each removed on its own
 * (docs/decisions/0050-a-redo-counts-its-own-time.md).
 */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    // The stored file's name (media module): a row of media_files, or an object in the S3_URL bucket
    // (decision 0014), so no foreign key to media_files.
    mediaName: text('media_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The checklist item it answers; null for a photo of the cleaning (those count toward the 10).
    checklistItemId: text('checklist_item_id'),
  },
  (t) => [unique('event_photos_event_media_item_key').on(t.eventId, t.mediaName, t.checklistItemId).nullsNotDistinct()],
);
