import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AvailabilitySlot } from '@common/domain/capacity';
import { createdAt } from './columns';
import { clients } from './clients';

// Who signs in, and the staff records linked to them (the accounts module).

/** Everyone who signs in. E-mail is unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'supervisor', 'employee', 'client'] }).notNull(),
    /** The client a portal user (role `client`) belongs to; null for staff. Their access goes with the client. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped whenever existing tokens must stop working (password, role, deactivation). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language chosen in the app ('en' or 'es'): e-mails sent to this user use it. Null until chosen. */
    language: text('language', { enum: ['en', 'es'] }),
    /**
     * The language her app last ran in, recorded at sign-in and with a push device: until she chooses one
     * (`language` null), pushes and e-mails to her use it (docs/decisions/0043-words-and-numbers.md).
     */
    appLanguage: text('app_language', { enum: ['en', 'es'] }),
    /** Set for a first admin made with a generated password: every call but the password change answers 403 until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Their last sign-in (admins see it beside a client's portal users). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** When a portal user's invitation was last sent. */
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'supervisor', 'employee', 'client')`),
    check('users_client_check', sql`(${t.role} = 'client') = (${t.clientId} is not null)`),
    index('users_client_idx').on(t.clientId),
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
    /** Her working week, [{ weekday, start, end }] (decision 0035); null: never set (every day 08:00-18:00). */
    availability: jsonb('availability').$type<AvailabilitySlot[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employees_user_id_key').on(t.userId)],
);

/** Days off: `approved` ones make her unavailable; `requested` ones (from her phone) wait for an admin. */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['requested', 'approved'] })
      .notNull()
      .default('approved'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_employee_idx').on(t.employeeId, t.startDate),
    check('time_off_status_check', sql`${t.status} in ('requested', 'approved')`),
    check('time_off_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
