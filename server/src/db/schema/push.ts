import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@common/domain/notifications';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';

// Web Push (decision 0038): the server's VAPID keys, devices, each user's choices, the send queue.

/** The VAPID key pair made on first use when the environment gives none: one row, so every process signs alike. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  () => [check('push_keys_one_row', sql`id = 1`)],
);

/** A device (browser) that takes pushes for a user; its endpoint is unique, the last user to subscribe owns it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What a user wants pushed: kinds turned off (so kinds added later start on), quiet hours in their time zone. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offKinds: jsonb('off_kinds').$type<NotificationKind[]>().notNull().default([]),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: updatedAt(),
});

/**
 * One message to one user (to each of their devices), written in the transaction of the change that
 * caused it and sent by the push worker like the mail outbox: claimed, sent, retried with back-off.
 * `dueAt` is when it may go (after quiet hours); a change to her cleaning (`fallback`) that no device
 * confirmed (`receivedAt`) within 15 minutes of `dueAt` goes by e-mail once (`fallbackSentAt`).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind | 'test'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    /** The random token the device sends back to confirm it showed the message. */
    receipt: text('receipt').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    fallback: boolean('fallback').notNull().default(false),
    fallbackSentAt: timestamp('fallback_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('push_outbox_fallback_idx')
      .on(t.dueAt)
      .where(sql`${t.fallback} and ${t.fallbackSentAt} is null and ${t.receivedAt} is null`),
  ],
);
