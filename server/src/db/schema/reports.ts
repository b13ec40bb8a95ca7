import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { clients, properties } from './properties';

// Client reports, kept so they can be regenerated.

/** A generated client report, kept so it can be regenerated. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    propertyId: integer('property_id').references(() => properties.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Who generated it last (regenerating an identical report updates the row, decision 0012). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it was last generated. */
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it was last queued to the client by e-mail, and to which address. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    emailedTo: text('emailed_to'),
    /** Whether the PDF ends with the cleanings' photos (decision 0017); the last generation decides. */
    includePhotos: boolean('include_photos').notNull().default(false),
    includeChecklist: boolean('include_checklist').notNull().default(false),
  },
  (t) => [index('reports_client_idx').on(t.clientId)],
);
