// The history benchmark's data set: 3 years of a company with 300 properties (30 clients, 3 photos
// and one calendar feed each) and 40 housekeepers: about 250,000 cleanings up to a month ahead, with
// assignments, statuses and payments as time left them, three history rows for most of them, feed
// sync logs, reports, deleted events and sent mail. Written with INSERT ... SELECT generate_series,
// so it takes seconds on PostgreSQL and about a minute on PGlite.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import { employees } from '../server/src/db/schema/accounts';
import { registerUser } from '../server/src/modules/accounts/accounts.service';

export const CLIENTS = 30;
export const PROPERTIES = 300;
export const HOUSEKEEPERS = 40;
export const CLEANINGS = 250_000;
export const YEARS = 3;
export const PASSWORD = 'Bench!History1';
export const ADMIN_EMAIL = 'admin@history.example';
export const HOUSEKEEPER_EMAIL = 'hk1@history.example';

/** Fills an empty, migrated database; `today` is YYYY-MM-DD. Returns the row counts. */
export async function writeHistory(db: Db, today: string): Promise<Record<string, number>> {
  const admin = await registerUser(db, { name: 'Bench Admin', email: ADMIN_EMAIL, password: PASSWORD, role: 'admin' });
  const keeper = await registerUser(db, {
    name: 'Housekeeper 1',
    email: HOUSEKEEPER_EMAIL,
    password: PASSWORD,
    role: 'employee',
  });
  const first = `'${today}'::date - ${YEARS * 365}`;
  const days = YEARS * 365 + 31; // three years back and a month ahead
  const run = (text: string) => db.execute(sql.raw(text));
  await run(
    `insert into clients (name, email, phone) select 'Client ' || i, 'client' || i || '@history.example', '+506 8000 ' || lpad(i::text, 4, '0') from generate_series(1, ${CLIENTS}) i`,
  );
  await run(`insert into properties (client_id, name, client_price, worker_payment, state, city, street_address, region, bedrooms, bathrooms, details)
    select c.id, 'House ' || i, 90 + i % 60, 15000 + (i % 10) * 1000, 'Guanacaste', 'Tamarindo', 'Street ' || i, 'Region ' || (i % 6), 1 + i % 5, 1 + i % 3, repeat('Reponer café y revisar toallas. ', 5)
    from generate_series(0, ${PROPERTIES - 1}) i join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = i % ${CLIENTS}`);
  await run(
    `insert into property_images (property_id, position, url) select p.id, k, '/media/' || md5(p.id || '-' || k) || '.jpg' from properties p, generate_series(0, 2) k`,
  );
  await run(
    `insert into employees (name, email, phone) select 'Housekeeper ' || i, 'hk' || i || '@history.example', '+506 8800 ' || lpad(i::text, 4, '0') from generate_series(1, ${HOUSEKEEPERS}) i`,
  );
  await db.update(employees).set({ userId: keeper.id }).where(eq(employees.email, HOUSEKEEPER_EMAIL));
  await run(`insert into calendar_feeds (property_id, ical_url, platform, last_sync_at, last_result)
    select id, 'https://www.airbnb.com/calendar/ical/' || id || '.ics', 'airbnb', now(), 'ok' from properties`);
  // A full activity log per feed: the app keeps each feed's newest 20 syncs.
  await run(`insert into feed_sync_log (feed_id, at, result, created, updated)
    select f.id, now() - k * interval '30 minutes', case when k % 10 = 0 then 'ok' else 'not_modified' end, k % 3, k % 2 from calendar_feeds f, generate_series(1, 20) k`);
  // Cleanings spread evenly over the days, properties in turn; the past is done, the near past under review.
  await run(`insert into cleaning_events (property_id, feed_id, service_date, check_out_date, check_in_date, event_summary, status,
      payment_employee_status, payment_client_status, external_uid, reservation_key, reservation_code, completed_at, completed_by, unconfirmed)
    select f.property_id, f.id, e.d, e.d, e.d - (1 + e.i % 6), 'Reserved', e.status,
      case when e.status = 'completed' and e.d < '${today}'::date - 14 then 'paid' else 'pending' end,
      case when e.status = 'completed' and e.d < '${today}'::date - 45 then 'paid' else 'pending' end,
      'bench-' || e.i || '@airbnb.com', 'bench-' || e.i, 'HM' || lpad(e.i::text, 8, '0'),
      case when e.status = 'completed' then e.d + time '14:00' end, case when e.status = 'completed' then ${admin.id} end, false
    from (
      select i, d, case
        when d < '${today}'::date - 7 then case when i % 50 = 0 then 'in_review' else 'completed' end
        when d < '${today}'::date then (array['completed', 'in_review', 'assigned'])[1 + i % 3]
        when i % 5 < 3 then 'assigned' else 'unassigned' end as status
      from (select i, (${first} + (i::bigint * ${days} / ${CLEANINGS})::int) as d from generate_series(0, ${CLEANINGS - 1}) i) s
    ) e join (select id, property_id, row_number() over (order by id) - 1 as n from calendar_feeds) f on f.n = e.i % ${PROPERTIES}`);
  await run(`insert into assignments (cleaning_event_id, employee_id, assigned_by)
    select e.id, k.id, ${admin.id} from cleaning_events e join (select id, row_number() over (order by id) - 1 as n from employees) k on k.n = (e.id * 7) % ${HOUSEKEEPERS}
    where e.status <> 'unassigned'`);
  await run(
    `insert into event_history (event_id, at, source, action) select id, service_date - 20 + time '09:00', 'feed', 'created' from cleaning_events`,
  );
  await run(`insert into event_history (event_id, at, actor_id, actor_name, source, action, field, before, after)
    select id, service_date - 3 + time '10:00', ${admin.id}, 'Bench Admin', 'user', 'changed', 'housekeeper', null, 'Housekeeper' from cleaning_events where status <> 'unassigned'`);
  await run(`insert into event_history (event_id, at, actor_id, actor_name, source, action, field, before, after)
    select id, completed_at, ${admin.id}, 'Bench Admin', 'user', 'changed', 'status', 'in_review', 'completed' from cleaning_events where status = 'completed'`);
  await run(`insert into reports (client_id, start_date, end_date, created_by, generated_at)
    select c.id, date_trunc('month', '${today}'::date - (m || ' months')::interval)::date, (date_trunc('month', '${today}'::date - (m || ' months')::interval) + interval '1 month - 1 day')::date, ${admin.id}, now() - (m || ' months')::interval
    from clients c, generate_series(1, ${YEARS * 12}) m`);
  await run(`insert into deleted_events (id, property_id, property_name, service_date, event_summary, status, deleted_at, deleted_by, deleted_by_name)
    select 10000000 + i, p.id, p.name, ${first} + i % ${days}, 'Reserved', 'unassigned', now() - (i % 900) * interval '1 day', ${admin.id}, 'Bench Admin'
    from generate_series(1, 3000) i join (select id, name, row_number() over (order by id) - 1 as n from properties) p on p.n = i % ${PROPERTIES}`);
  await run(`insert into mail_outbox (to_address, subject, body, status, attempts, sent_at)
    select 'client' || (i % ${CLIENTS}) || '@history.example', 'Report ' || i, 'Your report.', 'sent', 1, now() - i * interval '1 hour' from generate_series(1, 20000) i`);
  // What autovacuum has long done to a database of 3 years: statistics, and the visibility map that lets
  // index-only scans (report stats' covering index) skip the heap.
  await run('vacuum analyze');
  const counts: Record<string, number> = {};
  for (const table of [
    'cleaning_events',
    'assignments',
    'event_history',
    'feed_sync_log',
    'reports',
    'deleted_events',
    'mail_outbox',
  ]) {
    // Both drivers (PGlite, node-postgres) answer { rows }.
    counts[table] =
      ((await run(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  return counts;
}
