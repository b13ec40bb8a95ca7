import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Currency } from '@common/domain/format';
import { inBatches } from '../../db/batches';
import type { DbOrTx } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { employees, users } from '../../db/schema/accounts';
import { cleaningEvents } from '../../db/schema/events';
import { calendarFeeds } from '../../db/schema/feeds';
import { reports } from '../../db/schema/reports';
import { clients, properties, propertyImages } from '../../db/schema/properties';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
type ClientOfProperty = { clientName: string; clientCurrency: Currency };
export type PropertyWithClient = PropertyRow & ClientOfProperty & { images: { url: string }[] };

async function withImages(db: DbOrTx, rows: (PropertyRow & ClientOfProperty)[]): Promise<PropertyWithClient[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select({ propertyId: propertyImages.propertyId, url: propertyImages.url })
    .from(propertyImages)
    .where(
      inArray(
        propertyImages.propertyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
  const byProperty = new Map<number, { url: string }[]>();
  for (const image of images) {
    const list = byProperty.get(image.propertyId) ?? [];
    list.push({ url: image.url });
    byProperty.set(image.propertyId, list);
  }
  return rows.map((r) => ({ ...r, images: byProperty.get(r.id) ?? [] }));
}

export type PropertyFilter = { clientId?: number; id?: number; ids?: number[]; includeArchived?: boolean };

/** Properties with client name and photos: not archived unless asked; optionally of one client or these ids. */
export async function listProperties(db: DbOrTx, filter: PropertyFilter = {}): Promise<PropertyWithClient[]> {
  if (filter.ids?.length === 0) return [];
  const rows = await db
    .select({ property: properties, clientName: clients.name, clientCurrency: clients.currency })
    .from(properties)
    .innerJoin(clients, eq(clients.id, properties.clientId))
    .where(
      and(
        filter.includeArchived ? undefined : isNull(properties.archivedAt),
        filter.ids ? inArray(properties.id, filter.ids) : undefined,
        filter.clientId !== undefined ? eq(properties.clientId, filter.clientId) : undefined,
        filter.id !== undefined ? eq(properties.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id));
  return withImages(
    db,
    rows.map((r) => ({ ...r.property, clientName: r.clientName, clientCurrency: r.clientCurrency })),
  );
}

/** Inserts a property and its photos in order. */
export async function insertProperty(db: DbOrTx, row: NewPropertyRow, images: { url: string }[]): Promise<number> {
  const [created] = await db.insert(properties).values(row).returning({ id: properties.id });
  if (!created) throw new Error('insert returned no row');
  await replaceImages(db, created.id, images);
  return created.id;
}

/** Rows per statement of an import's writes: one JSON parameter each (db/json-rows.ts). */
const IMPORT_BATCH = 1_000;

/** Inserts many properties without photos, in batches; answers their ids in the order given. */
export async function insertPropertyRows(db: DbOrTx, rows: NewPropertyRow[]): Promise<number[]> {
  const ids = await inBatches(
    rows,
    async (batch) => {
      const { columns, rows: given } = jsonRows(properties, batch);
      const result = await db.execute(sql`insert into ${properties} (${columns}) ${given} returning id`);
      // Serial ids follow the rows' order within one statement. Both drivers answer { rows }.
      return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id).sort((a, b) => a - b);
    },
    IMPORT_BATCH,
  );
  return ids.flat();
}

const {
  id: _id,
  createdAt: _created,
  archivedAt: _archived,
  // Not in spreadsheets: an import keeps a property's times, estimate and housekeepers.
  checkOutTime: _checkOut,
  checkInTime: _checkIn,
  cleaningMinutes: _minutes,
  preferredEmployeeId: _preferred,
  backupEmployeeId: _backup,
  ...replaceable
} = getTableColumns(properties);
/** On conflict, every field a spreadsheet sets takes the new value (photos, times, housekeepers, creation and archive dates stay). */
const REPLACE_FIELDS = sql.join(
  [
    ...Object.values(replaceable)
      .filter((column) => column.name !== properties.updatedAt.name)
      .map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
    sql`${sql.identifier(properties.updatedAt.name)} = now()`,
  ],
  sql`, `,
);

/** Replaces the fields of many existing properties by id, in batches (one statement per batch of rows). */
export async function replacePropertyRows(db: DbOrTx, rows: (NewPropertyRow & { id: number })[]): Promise<void> {
  await inBatches(
    rows,
    (batch) => {
      const { columns, rows: given } = jsonRows(properties, batch);
      return db.execute(
        sql`insert into ${properties} (${columns}) ${given} on conflict (${sql.identifier(properties.id.name)}) do update set ${REPLACE_FIELDS}`,
      );
    },
    IMPORT_BATCH,
  );
}

/**
 * The properties of a client, not archived, whose names are among `names` in any case (the index on
 * (client_id, lower(name))), oldest first.
 */
export async function listPropertyRowsOfClientNamed(
  db: DbOrTx,
  clientId: number,
  names: string[],
): Promise<PropertyRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.clientId, clientId),
        isNull(properties.archivedAt),
        sql`lower(${properties.name}) in (select lower(n) from unnest(${sql.param(names)}::text[]) as n)`,
      ),
    )
    .orderBy(asc(properties.id));
}

/** A client's properties of these ids, not archived, locked until the transaction ends (an import's changes). */
export async function lockPropertyRowsOfClient(db: DbOrTx, clientId: number, ids: number[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.clientId, clientId), isNull(properties.archivedAt), inArray(properties.id, ids)))
    .for('update');
}

/** Which of these property ids exist (archived or not), locked until the transaction ends. */
export async function existingPropertyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids)).for('update');
  return rows.map((r) => r.id);
}

/**
 * Takes back properties an import created: removed when nothing refers to them, else (a cleaning, a
 * feed or a report made on one meanwhile) archived, as deleting a property with history does.
 */
export async function removeImportedProperties(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const p = properties;
  await db
    .delete(p)
    .where(
      and(
        inArray(p.id, ids),
        sql`not exists (select 1 from ${cleaningEvents} where ${cleaningEvents.propertyId} = ${p.id})`,
        sql`not exists (select 1 from ${calendarFeeds} where ${calendarFeeds.propertyId} = ${p.id})`,
        sql`not exists (select 1 from ${reports} where ${reports.propertyId} = ${p.id})`,
      ),
    );
  await db
    .update(p)
    .set({ archivedAt: new Date() })
    .where(and(inArray(p.id, ids), isNull(p.archivedAt)));
}

export async function updatePropertyRow(db: DbOrTx, id: number, patch: Partial<NewPropertyRow>): Promise<boolean> {
  const updated = await db
    .update(properties)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(properties.id, id), isNull(properties.archivedAt)))
    .returning({ id: properties.id });
  return updated.length > 0;
}

/** Replaces a property's photos with these, in this order. */
export async function replaceImages(db: DbOrTx, propertyId: number, images: { url: string }[]): Promise<void> {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length > 0) {
    await db.insert(propertyImages).values(images.map((img, position) => ({ propertyId, position, url: img.url })));
  }
}

/** Whether anything refers to the property (cleaning events, a calendar feed or a saved report): then it is archived, not deleted. */
export async function propertyHasHistory(db: DbOrTx, id: number): Promise<boolean> {
  const [event] = await db
    .select({ one: sql<number>`1` })
    .from(cleaningEvents)
    .where(eq(cleaningEvents.propertyId, id))
    .limit(1);
  if (event) return true;
  const [feed] = await db
    .select({ one: sql<number>`1` })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.propertyId, id))
    .limit(1);
  if (feed) return true;
  // A saved client report names it (and is regenerated from it), even one of a range without cleanings.
  const [report] = await db
    .select({ one: sql<number>`1` })
    .from(reports)
    .where(eq(reports.propertyId, id))
    .limit(1);
  return report !== undefined;
}

export async function archiveProperty(db: DbOrTx, id: number): Promise<void> {
  await db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, id));
}

export async function deletePropertyRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

/**
 * The prices the property's completed cleanings were fixed at, one row per run of cleanings
 * completed one after another at the same three amounts (with their first and last cleaning dates),
 * the latest run first.
 */
export async function listPricePeriods(db: DbOrTx, propertyId: number) {
  const e = cleaningEvents;
  const byCompletion = sql`order by ${e.completedAt}, ${e.id}`;
  // Gaps and islands: the difference of the two row numbers is constant along a run of equal prices.
  const runs = db
    .select({
      clientPrice: e.clientPrice,
      workerPayment: e.workerPayment,
      supervisorPayment: e.supervisorPayment,
      serviceDate: e.serviceDate,
      completedAt: e.completedAt,
      run: sql<number>`row_number() over (${byCompletion}) - row_number() over (partition by ${e.clientPrice}, ${e.workerPayment}, ${e.supervisorPayment} ${byCompletion})`.as(
        'run',
      ),
    })
    .from(e)
    .where(and(eq(e.propertyId, propertyId), eq(e.status, 'completed')))
    .as('runs');
  const started = sql`min(${runs.completedAt})`;
  return db
    .select({
      clientPrice: runs.clientPrice,
      workerPayment: runs.workerPayment,
      supervisorPayment: runs.supervisorPayment,
      firstDate: sql<string>`min(${runs.serviceDate})::text`,
      lastDate: sql<string>`max(${runs.serviceDate})::text`,
      cleanings: sql<number>`count(*)::int`,
    })
    .from(runs)
    .groupBy(runs.run, runs.clientPrice, runs.workerPayment, runs.supervisorPayment)
    .orderBy(desc(started));
}

/** Which of these staff ids are active housekeepers (role employee): the only ones a property may prefer. */
export async function activeHousekeeperIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(inArray(employees.id, ids), eq(employees.activeStatus, true), eq(users.role, 'employee')));
  return new Set(rows.map((r) => r.id));
}

/**
 * The real durations (Start to Done) of these properties' last 10 cleanings that have both, newest
 * finish first: one grouped query for a whole list.
 */
export async function lastDurations(db: DbOrTx, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  const e = cleaningEvents;
  const ranked = db
    .select({
      propertyId: e.propertyId,
      startedAt: e.startedAt,
      finishedAt: e.finishedAt,
      rank: sql<number>`row_number() over (partition by ${e.propertyId} order by ${e.finishedAt} desc, ${e.id} desc)`.as(
        'rank',
      ),
    })
    .from(e)
    .where(
      and(
        inArray(e.propertyId, propertyIds),
        isNotNull(e.startedAt),
        isNotNull(e.finishedAt),
        gte(e.finishedAt, e.startedAt),
      ),
    )
    .as('ranked');
  return db
    .select({ propertyId: ranked.propertyId, startedAt: ranked.startedAt, finishedAt: ranked.finishedAt })
    .from(ranked)
    .where(lte(ranked.rank, 10));
}
