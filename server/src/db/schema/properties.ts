import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employees } from './accounts';
import { clients } from './clients';
import { createdAt, updatedAt, money } from './columns';

// The properties cleaned for the clients, with their photos. The clients table is in clients.ts (users belong to
// a client too, and accounts.ts must not import this file back); it is exported from here as before.
export { clients };

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
    /** Its own check-out and check-in times (HH:MM); null: the company's (company_settings). */
    checkOutTime: text('check_out_time'),
    checkInTime: text('check_in_time'),
    /** Its own cleaning estimate in minutes; null: the default from bedrooms and bathrooms. */
    cleaningMinutes: integer('cleaning_minutes'),
    /** Who cleans it first, and next (assignment suggestions, decision 0035). */
    preferredEmployeeId: integer('preferred_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    backupEmployeeId: integer('backup_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_client_id_idx').on(t.clientId),
    index('properties_name_idx').on(t.clientId, t.name),
    // A spreadsheet import finds the client's properties of its rows' names, in any case.
    index('properties_client_lower_name_idx').on(t.clientId, sql`lower(${t.name})`),
  ],
);

/**
 * What a spreadsheet import under way has written to a client's properties (docs/decisions/0041): one row
 * per property it created (`previous` null) or changed (`previous`: its importable fields before), written
 * in the same short transaction as the property. The import deletes its rows at its end, the one step that
 * makes it final; rows left by an import that failed or whose process died are undone (created properties
 * removed, changed ones put back) before the client's next import.
 */
export const importJournal = pgTable(
  'import_journal',
  {
    id: serial('id').primaryKey(),
    // No foreign keys: a check per row would slow the import's writes, and a client with properties is never deleted.
    clientId: integer('client_id').notNull(),
    propertyId: integer('property_id').notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
  },
  (t) => [index('import_journal_client_idx').on(t.clientId, t.id)],
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

/** The company's settings: check-out and check-in times for properties that set none, the invoice header. One row (id 1). */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    /** The invoice header (decision 0048): the company's legal name, tax id and address. */
    legalName: text('legal_name').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    address: text('address').notNull().default(''),
    /** CABYS codes of invoice lines, per line kind (Costa Rica's electronic invoice needs one per line). */
    cabysCleaning: text('cabys_cleaning').notNull().default(''),
    cabysExtra: text('cabys_extra').notNull().default(''),
    /**
     * The company's identity (docs/decisions/0048): the name every mail, PDF, push, the manifest and the
     * public pages show, and the contacts printed on invoices. Null until set: the start fills it from the
     * environment (COMPANY_NAME...), else the product's default.
     */
    companyName: text('company_name'),
    companyPhone: text('company_phone'),
    companyEmail: text('company_email'),
    companyAddress: text('company_address'),
    bankDetails: text('bank_details'),
    sinpePhone: text('sinpe_phone'),
    /**
     * The largest extra a supervisor approves alone, per currency of the client's amount (colones also bound the
     * housekeeper's amount); above it the extra waits for an admin (docs/decisions/0043-words-and-numbers.md).
     */
    extraLimitCrc: numeric('extra_limit_crc', { precision: 12, scale: 2, mode: 'number' }).notNull().default(25000),
    extraLimitUsd: numeric('extra_limit_usd', { precision: 12, scale: 2, mode: 'number' }).notNull().default(50),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The prices a property had before each change (docs/decisions/0046-one-truth-for-money.md): a trigger on
 * properties writes the old three amounts with the day of the change, so a cleaning completed later is priced
 * at what was in force on its own day (the oldest change after its service date), else at today's prices.
 */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    clientPrice: money('client_price'),
    workerPayment: money('worker_payment'),
    supervisorPayment: money('supervisor_payment'),
    createdAt: createdAt(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.propertyId, t.changedOn)],
);
