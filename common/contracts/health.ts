import { z } from 'zod';

/**
 * GET /api/health: what a monitor polls. Public, so it holds counts, ids and times only (no
 * addresses, feed URLs or error texts). 503 with `{ detail }` when the database does not answer.
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), query_ms: z.number() }),
  outbox: z.object({
    /** Messages not sent yet (waiting for their first try or a retry). */
    pending: z.number(),
    /** Of those, the ones that failed at least once and wait for a retry (mail is never dropped). */
    retrying: z.number(),
    oldest_pending_at: z.string().nullable(),
  }),
  feeds: z.object({
    total: z.number(),
    /** Feeds whose last sync failed, oldest failure first. */
    failing: z.array(
      z.object({
        id: z.number(),
        property_id: z.number(),
        failing_since: z.string(),
        last_sync_at: z.string().nullable(),
      }),
    ),
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
