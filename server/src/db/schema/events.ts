import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { employees, users } from './accounts';
import { calendarFeeds } from './feeds';
import { properties } from './properties';

// Cleaning events, their assignment, their history and what deleted events were.

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
    /** The supervisor's pay for this cleaning (the one who completed it), apart from the housekeeper's (decision 0031). */
    paymentSupervisorStatus: text('payment_supervisor_status', { enum: paymentStatuses }).notNull().default('pending'),
    /** When the housekeeper's and the supervisor's pay were marked paid (null while pending): statements' "Paid on". */
    employeePaidAt: timestamp('employee_paid_at', { withTimezone: true, mode: 'date' }),
    supervisorPaidAt: timestamp('supervisor_paid_at', { withTimezone: true, mode: 'date' }),
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
    /**
     * Who reviewed it first (marked it completed the first time): the supervisor pay stays theirs through a
     * re-open and a later review by someone else, unless an admin names another (docs/decisions/0045-paid-is-final.md).
     */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its housekeeper tapped Start, and marked it serviced (Done): its real duration (decision 0035). */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
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
    check('cleaning_events_pay_supervisor_check', sql`${t.paymentSupervisorStatus} in ('pending', 'paid')`),
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
 * Who was a cleaning's housekeeper until it went to another one or back to unassigned (events.queries keeps it when
 * an assignment moves or goes): what her phone still sends for it afterwards (photos, checklist answers, the note)
 * reaches the office as history lines (docs/decisions/0051-proof-sent-after-a-reassignment.md).
 */
export const formerAssignments = pgTable(
  'former_assignments',
  {
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cleaningEventId, t.employeeId] })],
);

/**
 * The cleanings a deactivation returned to unassigned, per staff member, so that reactivating them can
 * offer those back (docs/decisions/0029). Replaced at each deactivation, emptied by a give-back.
 */
export const releasedCleanings = pgTable(
  'released_cleanings',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    cleaningEventId: integer('cleaning_event_id')
      .notNull()
      .references(() => cleaningEvents.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.cleaningEventId] })],
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

/** Why an event left the schedule: an admin deleted it, dismissed it (an unconfirmed period), or its feed cancelled it. */
export const removalReasons = ['deleted', 'dismissed', 'feed_cancelled'] as const;

/**
 * What a deleted event was, for audit and to restore it (POST /cleaning_events/{id}/restore): its
 * history stays in event_history under the same id. Rows removed before migration 0016 lack the
 * columns after `deletedByName` (a restore rebuilds them blank).
 */
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
    reason: text('reason', { enum: removalReasons }).notNull().default('deleted'),
    checkOutDate: date('check_out_date', { mode: 'string' }),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    note: text('note'),
    /** The feed it came from (no foreign key: the feed may be gone by the time it is restored). */
    feedId: integer('feed_id'),
    externalUid: text('external_uid'),
    reservationCode: text('reservation_code'),
    reservationKey: text('reservation_key'),
    checkInDate: date('check_in_date', { mode: 'string' }),
    unconfirmed: boolean('unconfirmed').notNull().default(false),
    manualFields: text('manual_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentEmployeeStatus: text('payment_employee_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentClientStatus: text('payment_client_status', { enum: paymentStatuses }).notNull().default('pending'),
  },
  (t) => [index('deleted_events_service_date_idx').on(t.serviceDate)],
);
