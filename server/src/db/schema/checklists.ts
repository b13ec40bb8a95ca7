import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AddedItemDef, ChecklistSectionDef } from '@common/domain/checklist';
import { updatedAt } from './columns';
import { users } from './accounts';
import { cleaningEvents } from './events';
import { eventPhotos } from './media';
import { properties } from './properties';

// Checklists (decision 0037): the company's template, a property's changes, a cleaning's answers.

/**
 * The company's checklist template: one row (id 1), its sections and items as one document, because it
 * is read and written whole (the editor saves the list) and every cleaning resolves it.
 */
export const checklistTemplate = pgTable(
  'checklist_template',
  {
    id: integer('id').primaryKey().default(1),
    sections: jsonb('sections').$type<ChecklistSectionDef[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  () => [check('checklist_template_one_row', sql`id = 1`)],
);

/** A property's changes to the template: its own items, the template items it hides, reference photos by item. */
export const propertyChecklists = pgTable('property_checklists', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  added: jsonb('added').$type<AddedItemDef[]>().notNull().default([]),
  hidden: jsonb('hidden').$type<string[]>().notNull().default([]),
  // Item id -> stored file name (media module: a media_files row or a bucket object, so no foreign key).
  references: jsonb('references').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * One answer of a cleaning's checklist. The item's label, kind and section are kept with it, so an answer
 * reads the same after the template changes. A send-back clears the answer and sets `redo_reason`, which
 * stays (with the new answer) until the cleaning is reviewed again.
 */
export const checklistAnswers = pgTable(
  'checklist_answers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    section: text('section').notNull(),
    label: text('label').notNull(),
    kind: text('kind', { enum: ['check', 'photo', 'count', 'note'] }).notNull(),
    checked: boolean('checked'),
    count: integer('count'),
    note: text('note'),
    photoId: integer('photo_id').references(() => eventPhotos.id, { onDelete: 'set null' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    redoReason: text('redo_reason'),
    redoAt: timestamp('redo_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.itemId] }),
    check('checklist_answers_kind_check', sql`${t.kind} in ('check', 'photo', 'count', 'note')`),
  ],
);
