import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/feeds';
import { mailOutbox } from '../../db/schema/mail';

export type HealthRow = {
  pending: number;
  retrying: number;
  /** ISO 8601 in UTC, like `Date#toISOString`. */
  oldest_pending_at: string | null;
  feeds_total: number;
  failing: { id: number; property_id: number; failing_since: string; last_sync_at: string | null }[];
};

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Everything /api/health reports of the database in one statement (one round trip: on PGlite, whose one
 * connection queues every client's queries, four queries waited four times): the outbox backlog, the
 * number of feeds and the 100 oldest failures. It reads the e-mail and feed modules' tables on purpose.
 */
export async function healthFigures(db: Db): Promise<HealthRow> {
  const result = await db.execute(sql`
    select o.pending, o.retrying, o.oldest_pending_at,
      (select count(*)::int from ${calendarFeeds}) as feeds_total,
      coalesce((select json_agg(json_build_object('id', f.id, 'property_id', f.property_id, 'failing_since', f.failing_since, 'last_sync_at', f.last_sync_at) order by f.since, f.id)
        from (select id, property_id, ${calendarFeeds.failingSince} as since, ${iso(calendarFeeds.failingSince)} as failing_since, ${iso(calendarFeeds.lastSyncAt)} as last_sync_at
          from ${calendarFeeds} where ${calendarFeeds.failingSince} is not null order by ${calendarFeeds.failingSince}, ${calendarFeeds.id} limit 100) f), '[]'::json) as failing
    from (select count(*)::int as pending, (count(*) filter (where ${mailOutbox.attempts} > 0))::int as retrying, ${iso(sql`min(${mailOutbox.createdAt})`)} as oldest_pending_at
      from ${mailOutbox} where ${mailOutbox.status} = 'pending') o`);
  // Both drivers (PGlite, node-postgres) answer { rows }; json comes back parsed.
  const row = (result as unknown as { rows: HealthRow[] }).rows[0];
  if (!row) throw new Error('health query returned no row');
  return row;
}
