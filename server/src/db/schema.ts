import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

/** Binary content; PGlite answers a Uint8Array, pg a Buffer: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

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
    /** The language chosen in the app ('en' or 'es'): e-mails sent to this user use it. Null until chosen. */
    language: text('language', { enum: ['en', 'es'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'supervisor', 'employee')`),
  ],
);

/** Forgotten-password links: only a SHA-256 of the token is kept; single use, valid until `expiresAt`. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
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
    /**
     * The reservation this event cleans after, per property: `code:<code>` or `uid:<UID>`. Unique per
     * property, so no two events ever exist for one reservation, whichever feeds list it.
     */
    reservationKey: text('reservation_key'),
    /** The stay's first night (feed events): a stay that moves under a new UID is found by it. */
    checkInDate: date('check_in_date', { mode: 'string' }),
    /** Successful feed fetches in a row that no longer listed the reservation. */
    feedMissingCount: integer('feed_missing_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** A Booking.com closed period: maybe a guest, maybe a block, until an admin confirms or dismisses it. */
    unconfirmed: boolean('unconfirmed').notNull().default(false),
    /** What a feed last did to this assigned event (moved, cancelled, restored), until an admin acknowledges it. */
    feedChange: text('feed_change', { enum: ['moved', 'cancelled', 'restored'] }),
    feedChangeAt: timestamp('feed_change_at', { withTimezone: true, mode: 'date' }),
    /** The cleaning date before the feed moved it. */
    feedChangeFrom: date('feed_change_from', { mode: 'string' }),
    /** Why a supervisor or admin last sent the event back from review to its housekeeper; cleared when she sends it to review again. */
    sentBackReason: text('sent_back_reason'),
    sentBackAt: timestamp('sent_back_at', { withTimezone: true, mode: 'date' }),
    /** Fields an admin set by hand (PUT): a feed no longer overwrites them. */
    manualFields: text('manual_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The property's prices when the event became completed (a trigger copies them, see migration
     * 0005): reports and pay statements read these, so a later price change rewrites nothing.
     * Null while the event is not completed.
     */
    clientPrice: numeric('client_price', { precision: 12, scale: 2, mode: 'number' }),
    workerPayment: numeric('worker_payment', { precision: 12, scale: 2, mode: 'number' }),
    supervisorPayment: numeric('supervisor_payment', { precision: 12, scale: 2, mode: 'number' }),
    /** When and by whom the event was marked completed (the supervisor whose statement pays it). */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cleaning_events_service_date_idx').on(t.serviceDate),
    index('cleaning_events_property_date_idx').on(t.propertyId, t.serviceDate),
    // Also cleaning_events_property_date_sums_idx (property_id, service_date) INCLUDE (status, prices) for
    // report stats: made in migration 0014 by hand, since drizzle's index builder has no INCLUDE.
    index('cleaning_events_status_date_idx').on(t.status, t.serviceDate),
    index('cleaning_events_feed_idx').on(t.feedId),
    index('cleaning_events_completed_by_idx').on(t.completedBy, t.serviceDate),
    uniqueIndex('cleaning_events_reservation_key')
      .on(t.propertyId, t.reservationKey)
      .where(sql`${t.reservationKey} is not null`),
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

/**
 * Every change of an event: who (a user, a feed, the system), when, what (field), before and after.
 * No foreign key to the event: the history of a deleted event stays readable.
 */
export const eventHistory = pgTable(
  'event_history',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when the change was made (kept if the user is renamed or deleted). */
    actorName: text('actor_name'),
    source: text('source', { enum: ['user', 'feed', 'system'] }).notNull(),
    action: text('action', {
      enum: ['created', 'changed', 'deleted', 'cancelled', 'restored', 'acknowledged', 'confirmed', 'dismissed'],
    }).notNull(),
    field: text('field'),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('event_history_event_idx').on(t.eventId, t.id)],
);

/** What a deleted event was, for audit: its history stays in event_history under the same id. */
export const deletedEvents = pgTable(
  'deleted_events',
  {
    id: integer('id').primaryKey(),
    propertyId: integer('property_id').notNull(),
    propertyName: text('property_name').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    eventSummary: text('event_summary').notNull(),
    status: text('status', { enum: eventStatuses }).notNull(),
    housekeeperName: text('housekeeper_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedByName: text('deleted_by_name'),
  },
  (t) => [index('deleted_events_service_date_idx').on(t.serviceDate)],
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
  },
  (t) => [index('reports_client_idx').on(t.clientId)],
);

/** A file attached to an outgoing mail. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Mail waiting to go out (or sent): stored first so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Files sent with the message (a report PDF), base64, kept with it so a retry sends them too. */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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

/**
 * Counters of the request limits (sign-in, contact form), shared by every app process on the
 * database; rate-limiter-flexible's Drizzle store reads and writes it (decision 0013).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

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
 * Answers already given to a request carrying an `Idempotency-Key` (decision 0016): a replay of the
 * same key by the same user gets the stored answer and changes nothing again. Written in the same
 * transaction as the change; kept 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Photo proof of one cleaning (issue 14): the file is kept by the media module (media_files, by
 * content hash); the same file sent twice for one event is one photo, so a repeated upload whose
 * answer was lost adds nothing.
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
  },
  (t) => [uniqueIndex('event_photos_event_media_key').on(t.eventId, t.mediaName)],
);

export const problemKinds = ['damage', 'missing_supplies', 'maintenance', 'other'] as const;

/**
 * A problem found at a cleaning (issue 14): damage, missing supplies, maintenance. It belongs to the
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
