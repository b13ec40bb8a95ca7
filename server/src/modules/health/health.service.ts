import type { HealthResponse } from '@common/contracts/health';
import { pingDatabase, type Db } from '../../db/client';
import { outboxHealth } from '../email/email.service';
import { feedHealth } from '../feeds/feeds.service';

/** The figures of /api/health; throws (503) when the database does not answer. */
export async function checkHealth(db: Db, kind: 'pglite' | 'postgres'): Promise<HealthResponse> {
  const started = performance.now();
  await pingDatabase(db);
  const queryMs = Math.round((performance.now() - started) * 100) / 100;
  const [outbox, feeds] = await Promise.all([outboxHealth(db), feedHealth(db)]);
  return { status: 'ok', database: { kind, query_ms: queryMs }, outbox, feeds };
}
