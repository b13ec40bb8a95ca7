import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// A recordset column's type: a serial column reads as the integer it holds.
const recordType = (type: string) => (type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type);

/**
 * Rows of a bulk write as one JSON parameter, `select <columns> from json_to_recordset($1::json)`,
 * instead of a VALUES list with a parameter per cell: Drizzle builds a statement of thousands of
 * parameters slowly on the main thread (5 times the whole write's time for 20,000 properties here).
 * Answers the columns (those any row sets) and that SELECT, for `insert into <table> (<columns>) <rows>`;
 * the rows keep their order. Values must be what JSON carries as the column reads it (numbers, text,
 * booleans, ISO dates, null).
 */
export function jsonRows<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): { columns: SQL; rows: SQL } {
  const all = getTableColumns(table);
  const keys = Object.keys(all).filter((k) => rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
  const names = sql.join(
    keys.map((k) => sql.identifier(all[k]!.name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((k) => sql`${sql.identifier(all[k]!.name)} ${sql.raw(recordType(all[k]!.getSQLType()))}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((k) => [all[k]!.name, (r as Record<string, unknown>)[k] ?? null]))),
  );
  return { columns: names, rows: sql`select ${names} from json_to_recordset(${json}::json) as x(${types})` };
}
