import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows per statement of a bulk write (feed syncs, spreadsheet imports). PGlite runs every statement on
 * the main thread, so one statement of thousands of rows stalls every other request while it runs; a
 * few hundred take tens of milliseconds. 250 rows x 20 columns stays far below PostgreSQL's 65,535
 * parameters per statement.
 */
export const BATCH_ROWS = 250;

/** Lets the event loop answer what waits (other requests) before the next batch. */
export function yieldToLoop(): Promise<void> {
  return nextTurn();
}

/**
 * Writes `rows` in slices of `size` in order, yielding to the event loop before each slice when there
 * is more than one, and answers each slice's result. Inside a transaction the slices still commit or roll back together.
 */
export async function inBatches<T, R>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<R>,
  size = BATCH_ROWS,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    if (rows.length > size) await yieldToLoop();
    results.push(await write(rows.slice(start, start + size)));
  }
  return results;
}
