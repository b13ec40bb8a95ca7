import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

/** Everyone who signs in. E-mail is unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'supervisor', 'employee'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped whenever existing tokens must stop working (password, role, deactivation). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'supervisor', 'employee')`),
  ],
);

/** Housekeepers and supervisors, each linked to the user they sign in with. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    activeStatus: boolean('active_status').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employees_user_id_key').on(t.userId)],
);

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  activeStatus: boolean('active_status').notNull().default(true),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index('calendar_feeds_property_id_idx').on(t.propertyId)],
);

const eventStatuses = ['unassigned', 'assigned', 'in_review', 'completed'] as const;
const paymentStatuses = ['pending', 'paid'] as const;

/** One cleaning of one property on one calendar date. */
export const cleaningEvents = pgTable(
  'cleaning_events',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    eventSummary: text('event_summary').notNull().default(''),
    note: text('note'),
    status: text('status', { enum: eventStatuses }).notNull().default('unassigned'),
    paymentEmployeeStatus: text('payment_employee_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentClientStatus: text('payment_client_status', { enum: paymentStatuses }).notNull().default('pending'),
    /** Set when the event came from a calendar feed: how re-syncs find it again. */
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'set null' }),
    externalUid: text('external_uid'),
    reservationCode: text('reservation_code'),
    /** Successful feed fetches in a row that no longer listed the reservation. */
    feedMissingCount: integer('feed_missing_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cleaning_events_service_date_idx').on(t.serviceDate),
    index('cleaning_events_property_date_idx').on(t.propertyId, t.serviceDate),
    index('cleaning_events_status_date_idx').on(t.status, t.serviceDate),
    uniqueIndex('cleaning_events_feed_uid_key').on(t.feedId, t.externalUid),
    check('cleaning_events_status_check', sql`${t.status} in ('unassigned', 'assigned', 'in_review', 'completed')`),
    check('cleaning_events_pay_emp_check', sql`${t.paymentEmployeeStatus} in ('pending', 'paid')`),
    check('cleaning_events_pay_client_check', sql`${t.paymentClientStatus} in ('pending', 'paid')`),
  ],
);

/** Which housekeeper does an event: at most one per event. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assignments_event_key').on(t.cleaningEventId),
    index('assignments_employee_idx').on(t.employeeId),
  ],
);

/** Every status change of an event: who, when, from and to. */
export const eventStatusHistory = pgTable(
  'event_status_history',
  {
    id: serial('id').primaryKey(),
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('event_status_history_event_idx').on(t.cleaningEventId)],
);

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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_client_idx').on(t.clientId)],
);

/** Mail waiting to go out (or sent): stored first so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Change counters, bumped by triggers on every write to the tables a view reads (see migration
 * 0002). A cached month view is valid while its counter has not moved, across processes too.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * Leases of periodic jobs: a process runs a job only while it holds its row's lease, so several
 * app processes on one database run each job once (decisions.md 2).
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }).notNull(),
  owner: text('owner').notNull(),
});
