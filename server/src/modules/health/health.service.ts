import type { HealthResponse } from '@common/contracts/health';
import type { Db } from '../../db/client';
import { healthFigures } from './health.queries';

/**
 * The figures of /api/health; throws (503) when the database does not answer. `query_ms` is the time of
 * the one statement that reads the figures (never cached): how long the database takes to answer a query.
 */
export async function checkHealth(db: Db, kind: 'pglite' | 'postgres'): Promise<HealthResponse> {
  const started = performance.now();
  const row = await healthFigures(db);
  const queryMs = Math.round((performance.now() - started) * 100) / 100;
  return {
    status: 'ok',
    database: { kind, query_ms: queryMs },
    outbox: { pending: row.pending, retrying: row.retrying, oldest_pending_at: row.oldest_pending_at },
    feeds: { total: row.feeds_total, failing: row.failing },
  };
}
