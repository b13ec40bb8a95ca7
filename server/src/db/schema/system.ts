import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// Change counters, job leases, rate limits and idempotency keys: the machinery, no business data.

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
 * app processes on one database run each job once (decision 0003).
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
