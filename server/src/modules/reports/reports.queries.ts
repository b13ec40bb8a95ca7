import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Currency } from '@common/domain/format';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema/accounts';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { clients, properties } from '../../db/schema/properties';
import { reports } from '../../db/schema/reports';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

/** Which events a report or its stats cover: one client's, in a date range, optionally one property. */
export type ReportScope = { clientId: number; from: string; to: string; propertyId?: number | null };

function inScope(scope: ReportScope) {
  return and(
    eq(properties.clientId, scope.clientId),
    gte(cleaningEvents.serviceDate, scope.from),
    lte(cleaningEvents.serviceDate, scope.to),
    scope.propertyId != null ? eq(cleaningEvents.propertyId, scope.propertyId) : undefined,
  );
}

/** A property's name and owner, archived ones included (they stay in reports). */
export async function findPropertyOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, clientId: properties.clientId })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/**
 * Stores a history item, or marks the identical one (client, property, range) generated again now by
 * this user, with this generation's options (with or without photos).
 */
export async function upsertReport(
  db: DbOrTx,
  row: Pick<
    NewReportRow,
    'clientId' | 'propertyId' | 'startDate' | 'endDate' | 'createdBy' | 'includePhotos' | 'includeChecklist'
  >,
): Promise<number> {
  const result = await db.execute(sql`
    insert into ${reports} (client_id, property_id, start_date, end_date, created_by, include_photos, include_checklist)
    values (${row.clientId}, ${row.propertyId ?? null}, ${row.startDate}, ${row.endDate}, ${row.createdBy ?? null},
      ${row.includePhotos ?? false}, ${row.includeChecklist ?? false})
    on conflict (client_id, coalesce(property_id, 0), start_date, end_date)
    do update set generated_at = now(), created_by = excluded.created_by, include_photos = excluded.include_photos,
      include_checklist = excluded.include_checklist
    returning id`);
  // Both drivers (PGlite, node-postgres) answer { rows }.
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) throw new Error('upsert returned no row');
  return Number(id);
}

/** Notes that a report was queued by e-mail to `to`. */
export async function markEmailed(db: DbOrTx, id: number, to: string): Promise<void> {
  await db.update(reports).set({ emailedAt: new Date(), emailedTo: to }).where(eq(reports.id, id));
}

const historySelection = {
  id: reports.id,
  clientId: reports.clientId,
  clientName: clients.name,
  clientCurrency: clients.currency,
  propertyId: reports.propertyId,
  propertyName: properties.name,
  startDate: reports.startDate,
  endDate: reports.endDate,
  createdAt: reports.createdAt,
  generatedAt: reports.generatedAt,
  generatedById: users.id,
  generatedByName: users.name,
  emailedAt: reports.emailedAt,
  includePhotos: reports.includePhotos,
  includeChecklist: reports.includeChecklist,
};
export type HistoryRow = {
  id: number;
  clientId: number;
  clientName: string;
  clientCurrency: Currency;
  propertyId: number | null;
  propertyName: string | null;
  startDate: string;
  endDate: string;
  createdAt: Date;
  generatedAt: Date;
  generatedById: number | null;
  generatedByName: string | null;
  emailedAt: Date | null;
  includePhotos: boolean;
  includeChecklist: boolean;
};

/** Which stored reports to read: one by id, or a page of `limit` older than report `before`; of one client if given. */
export type HistoryFilter = { id?: number; limit?: number; before?: number; clientId?: number };

/** Stored reports with their client and property names and who generated them, last generated first. */
export function listHistoryRows(
  db: DbOrTx,
  { id, limit, before, clientId }: HistoryFilter = {},
): Promise<HistoryRow[]> {
  // Older than the cursor in the list's own order (time, then id); an unknown cursor matches nothing.
  const older = sql`(${reports.generatedAt}, ${reports.id}) < (select r.generated_at, r.id from ${reports} r where r.id = ${before})`;
  const query = db
    .select(historySelection)
    .from(reports)
    .innerJoin(clients, eq(clients.id, reports.clientId))
    .leftJoin(properties, eq(properties.id, reports.propertyId))
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(
      and(
        id !== undefined ? eq(reports.id, id) : undefined,
        before !== undefined ? older : undefined,
        clientId !== undefined ? eq(reports.clientId, clientId) : undefined,
      ),
    )
    .orderBy(desc(reports.generatedAt), desc(reports.id));
  return limit !== undefined ? query.limit(limit) : query;
}

export type CompletedCleaningRow = {
  eventId: number;
  serviceDate: string;
  propertyId: number;
  propertyName: string;
  summary: string;
  housekeeper: string | null;
  clientPrice: number | null;
  /** Its approved extras' client line totals, summed (docs/decisions/0046-one-truth-for-money.md). */
  extras: number;
};

/** The approved extras of the row's cleaning summed: the client's or the housekeeper's line totals. */
const extrasOf = (column: 'client_amount' | 'worker_amount') =>
  sql.raw(
    `(select coalesce(sum(x.${column}), 0) from cleaning_extras x where x.cleaning_event_id = "cleaning_events"."id" and x.status = 'approved')`,
  );

/** The completed cleanings of a scope with the price each had when completed, by property name then date (the report's table order). */
export function listCompletedCleanings(db: DbOrTx, scope: ReportScope): Promise<CompletedCleaningRow[]> {
  return db
    .select({
      eventId: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      propertyId: properties.id,
      propertyName: properties.name,
      summary: cleaningEvents.eventSummary,
      housekeeper: employees.name,
      clientPrice: cleaningEvents.clientPrice,
      extras: sql<number>`${extrasOf('client_amount')}`.mapWith(Number),
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .where(and(inScope(scope), eq(cleaningEvents.status, 'completed')))
    .orderBy(asc(properties.name), asc(properties.id), asc(cleaningEvents.serviceDate), asc(cleaningEvents.id));
}

/** How many events of the scope are in each status. */
export function countEventsByStatus(db: DbOrTx, scope: ReportScope) {
  return db
    .select({ status: cleaningEvents.status, count: count() })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(inScope(scope))
    .groupBy(cleaningEvents.status);
}

/**
 * Sums over the completed cleanings of the scope: client prices and worker payments with their approved extras
 * (what invoices bill and statements pay), supervisor payments, as frozen on completion.
 */
export async function sumCompleted(
  db: DbOrTx,
  scope: ReportScope,
): Promise<{ revenue: number; worker: number; supervisor: number }> {
  const [row] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${cleaningEvents.clientPrice} + ${extrasOf('client_amount')}), 0)::text`,
      worker: sql<string>`coalesce(sum(${cleaningEvents.workerPayment} + ${extrasOf('worker_amount')}), 0)::text`,
      supervisor: sql<string>`coalesce(sum(${cleaningEvents.supervisorPayment}), 0)::text`,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(and(inScope(scope), eq(cleaningEvents.status, 'completed')));
  return {
    revenue: Number(row?.revenue ?? 0),
    worker: Number(row?.worker ?? 0),
    supervisor: Number(row?.supervisor ?? 0),
  };
}

/** Who a stored report is for. */
export async function reportClientId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ clientId: reports.clientId }).from(reports).where(eq(reports.id, id));
  return row?.clientId;
}
