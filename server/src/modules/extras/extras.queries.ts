import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema/accounts';
import { cleaningExtras } from '../../db/schema/billing';
import { assignments, cleaningEvents } from '../../db/schema/events';
import { clients, properties } from '../../db/schema/properties';

export type ExtraRow = typeof cleaningExtras.$inferSelect;
export type ExtraInsert = typeof cleaningExtras.$inferInsert;
/** An extra with the names of who asked for it (or added it) and who decided it. */
export type NamedExtraRow = { extra: ExtraRow; createdByName: string | null; decidedByName: string | null };

const creator = aliasedTable(users, 'extra_creator');
const decider = aliasedTable(users, 'extra_decider');
const namedSelection = { extra: cleaningExtras, createdByName: creator.name, decidedByName: decider.name };

/** The extras of one cleaning, oldest first, with who asked and who decided. */
export function listExtras(db: DbOrTx, eventId: number): Promise<NamedExtraRow[]> {
  return db
    .select(namedSelection)
    .from(cleaningExtras)
    .leftJoin(creator, eq(creator.id, cleaningExtras.createdBy))
    .leftJoin(decider, eq(decider.id, cleaningExtras.decidedBy))
    .where(eq(cleaningExtras.cleaningEventId, eventId))
    .orderBy(asc(cleaningExtras.createdAt), asc(cleaningExtras.id));
}

/** One extra of one cleaning with its names, or none. */
export async function findExtra(db: DbOrTx, eventId: number, id: number): Promise<NamedExtraRow | undefined> {
  const [row] = await db
    .select(namedSelection)
    .from(cleaningExtras)
    .leftJoin(creator, eq(creator.id, cleaningExtras.createdBy))
    .leftJoin(decider, eq(decider.id, cleaningExtras.decidedBy))
    .where(and(eq(cleaningExtras.cleaningEventId, eventId), eq(cleaningExtras.id, id)));
  return row;
}

/** Adds an extra; answers its id. */
export async function insertExtra(db: DbOrTx, values: ExtraInsert): Promise<number> {
  const [row] = await db.insert(cleaningExtras).values(values).returning({ id: cleaningExtras.id });
  return row!.id;
}

/** Changes an extra (a decision, its amounts). */
export async function updateExtra(db: DbOrTx, id: number, patch: Partial<ExtraInsert>): Promise<void> {
  await db.update(cleaningExtras).set(patch).where(eq(cleaningExtras.id, id));
}

/** Removes an extra. */
export async function deleteExtra(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cleaningExtras).where(eq(cleaningExtras.id, id));
}

/** A cleaning's extras still waiting for a decision, oldest first. */
export function requestedExtras(db: DbOrTx, eventId: number): Promise<ExtraRow[]> {
  return db
    .select()
    .from(cleaningExtras)
    .where(and(eq(cleaningExtras.cleaningEventId, eventId), eq(cleaningExtras.status, 'requested')))
    .orderBy(asc(cleaningExtras.createdAt), asc(cleaningExtras.id));
}

/** Every request waiting for a decision, oldest first, with its cleaning's property, date and housekeeper. */
export function listRequests(db: DbOrTx) {
  return db
    .select({
      ...namedSelection,
      propertyName: properties.name,
      serviceDate: cleaningEvents.serviceDate,
      housekeeperName: employees.name,
    })
    .from(cleaningExtras)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, cleaningExtras.cleaningEventId))
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .leftJoin(assignments, eq(assignments.cleaningEventId, cleaningEvents.id))
    .leftJoin(employees, eq(employees.id, assignments.employeeId))
    .leftJoin(creator, eq(creator.id, cleaningExtras.createdBy))
    .leftJoin(decider, eq(decider.id, cleaningExtras.decidedBy))
    .where(eq(cleaningExtras.status, 'requested'))
    .orderBy(asc(cleaningExtras.createdAt), asc(cleaningExtras.id));
}

/** The currency of the client whose cleaning this is (an extra's client amount is in it). */
export async function clientCurrencyOfEvent(db: DbOrTx, eventId: number): Promise<'USD' | 'CRC'> {
  const [row] = await db
    .select({ currency: clients.currency })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .innerJoin(clients, eq(clients.id, properties.clientId))
    .where(eq(cleaningEvents.id, eventId));
  return row?.currency ?? 'USD';
}
