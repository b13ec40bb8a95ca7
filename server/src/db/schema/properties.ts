import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, money } from './columns';

// Clients and the properties cleaned for them, with their photos.

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    activeStatus: boolean('active_status').notNull().default(true),
    createdAt: createdAt(),
  },
  // Names are stored trimmed with single spaces; two active clients never share one, whatever the case.
  (t) => [
    uniqueIndex('clients_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.activeStatus}`),
  ],
);

/** A house (property) that gets cleaned. Archived rather than deleted once it has events. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    clientPrice: money('client_price'),
    workerPayment: money('worker_payment'),
    supervisorPayment: money('supervisor_payment'),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    region: text('region').notNull().default(''),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    entryMethod: text('entry_method').notNull().default(''),
    entryMethodDescription: text('entry_method_description').notNull().default(''),
    cabinetCode: text('cabinet_code').notNull().default(''),
    laundryType: text('laundry_type').notNull().default(''),
    laundryTypeDescription: text('laundry_type_description').notNull().default(''),
    note: text('note').notNull().default(''),
    googleMapsAddress: text('google_maps_address').notNull().default(''),
    googleDriveFolderUrl: text('google_drive_folder_url').notNull().default(''),
    details: text('details').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('properties_client_id_idx').on(t.clientId), index('properties_name_idx').on(t.clientId, t.name)],
);

/** A property's photos, in the order they were given (at most 10, enforced by the service). */
export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('property_images_position_key').on(t.propertyId, t.position)],
);
