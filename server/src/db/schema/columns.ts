import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column kinds the tables of every area share.

/** Binary content; PGlite answers a Uint8Array, pg a Buffer: both come back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

/** A list of fixed words as a check's SQL list: `'a', 'b'` (the words are the code's own, never input). */
export const sqlWords = (words: readonly string[]): SQL => sql.raw(words.map((w) => `'${w}'`).join(', '));
