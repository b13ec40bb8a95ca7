import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { InvoiceListQuery } from '@common/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import { cleaningExtras, invoiceCounter, invoiceLines, invoicePayments, invoices } from '../../db/schema/billing';
import { cleaningEvents } from '../../db/schema/events';
import { clients } from '../../db/schema/clients';
import { properties } from '../../db/schema/properties';
import { dataVersions } from '../../db/schema/system';

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type NewLine = typeof invoiceLines.$inferInsert;

/** Whether a line's cleaning or extra is on an open (not void) invoice already. */
const onOpenCleaning = sql`exists (select 1 from ${invoiceLines} l where l.cleaning_event_id = ${cleaningEvents.id} and l.open and l.kind = 'cleaning')`;
const onOpenExtra = sql`exists (select 1 from ${invoiceLines} l where l.extra_id = ${cleaningExtras.id} and l.open and l.kind = 'extra')`;

type Period = { clientId: number; start: string; end: string };
const inPeriod = (p: Period) =>
  and(
    eq(properties.clientId, p.clientId),
    eq(cleaningEvents.status, 'completed'),
    gte(cleaningEvents.serviceDate, p.start),
    lte(cleaningEvents.serviceDate, p.end),
  );

/** The client's completed cleanings of the period not on an open invoice, with the property's name, by date. */
export function billableCleanings(db: DbOrTx, p: Period) {
  return db
    .select({
      id: cleaningEvents.id,
      serviceDate: cleaningEvents.serviceDate,
      clientPrice: cleaningEvents.clientPrice,
      propertyName: properties.name,
    })
    .from(cleaningEvents)
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(and(inPeriod(p), sql`not ${onOpenCleaning}`))
    .orderBy(asc(cleaningEvents.serviceDate), asc(properties.name), asc(cleaningEvents.id));
}

/** The approved extras of the client's completed cleanings of the period not on an open invoice. */
export function billableExtras(db: DbOrTx, p: Period) {
  return db
    .select({
      id: cleaningExtras.id,
      cleaningEventId: cleaningExtras.cleaningEventId,
      serviceDate: cleaningEvents.serviceDate,
      kind: cleaningExtras.kind,
      description: cleaningExtras.description,
      quantity: cleaningExtras.quantity,
      clientAmount: cleaningExtras.clientAmount,
    })
    .from(cleaningExtras)
    .innerJoin(cleaningEvents, eq(cleaningEvents.id, cleaningExtras.cleaningEventId))
    .innerJoin(properties, eq(properties.id, cleaningEvents.propertyId))
    .where(and(inPeriod(p), eq(cleaningExtras.status, 'approved'), sql`not ${onOpenExtra}`))
    .orderBy(asc(cleaningExtras.id));
}

/** Inserts lines, skipping any whose cleaning or extra another open invoice took meanwhile; answers those inserted. */
export async function insertLines(db: DbOrTx, lines: NewLine[]): Promise<LineRow[]> {
  const inserted: LineRow[] = [];
  // 1,000 rows x 13 columns stays far below PostgreSQL's 65,535 parameters per statement.
  for (let i = 0; i < lines.length; i += 1000)
    inserted.push(
      ...(await db
        .insert(invoiceLines)
        .values(lines.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning()),
    );
  return inserted;
}

export async function insertInvoice(db: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [created] = await db.insert(invoices).values(row).returning();
  return created!;
}

export async function updateInvoice(db: DbOrTx, id: number, patch: Partial<typeof invoices.$inferInsert>) {
  await db.update(invoices).set(patch).where(eq(invoices.id, id));
}

/** One invoice, locked for update when changing it. */
export async function findInvoice(db: DbOrTx, id: number, lock = false): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An invoice's lines in order, with each extra's kind (null for a cleaning). */
export function listLines(db: DbOrTx, invoiceId: number) {
  return db
    .select({ line: invoiceLines, extraKind: cleaningExtras.kind })
    .from(invoiceLines)
    .leftJoin(cleaningExtras, eq(cleaningExtras.id, invoiceLines.extraId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

export function listPayments(db: DbOrTx, invoiceId: number) {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
}

export async function insertPayment(db: DbOrTx, row: typeof invoicePayments.$inferInsert) {
  await db.insert(invoicePayments).values(row);
}

// The listed invoice's id, named with its table: inside a select's field Drizzle writes a column bare ("id"),
// which the subquery would read as its own line's id.
const ownId = sql`${invoices}.${sql.identifier('id')}`;

/** Invoices matching the filter, newest first, with their line counts and their lines' sum before discounts. */
export function listInvoices(db: DbOrTx, filter: InvoiceListQuery) {
  return db
    .select({
      invoice: invoices,
      lineCount: sql<number>`(select count(*) from ${invoiceLines} l where l.invoice_id = ${ownId})::int`,
      gross: sql<string>`(select coalesce(sum(l.amount), 0) from ${invoiceLines} l where l.invoice_id = ${ownId})`,
    })
    .from(invoices)
    .where(
      and(
        filter.status !== undefined ? eq(invoices.status, filter.status) : undefined,
        filter.client_id !== undefined ? eq(invoices.clientId, filter.client_id) : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** Per client and currency: what its issued and partially paid invoices still owe, over clients with issued invoices. */
export function clientBalances(db: DbOrTx) {
  return db
    .select({
      clientId: invoices.clientId,
      currency: invoices.currency,
      balance: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paid}) filter (where ${invoices.status} in ('issued', 'partially_paid')), 0)`,
      unpaid: sql<number>`(count(*) filter (where ${invoices.status} in ('issued', 'partially_paid')))::int`,
    })
    .from(invoices)
    .where(inArray(invoices.status, ['issued', 'partially_paid', 'paid']))
    .groupBy(invoices.clientId, invoices.currency)
    .orderBy(asc(invoices.clientId), asc(invoices.currency));
}

/** Takes the company's next invoice number inside the caller's transaction (given back if it rolls back). */
export async function nextInvoiceNumber(db: DbOrTx): Promise<number> {
  const [row] = await db
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ number: invoiceCounter.lastNumber });
  return row!.number;
}

/** Marks an invoice's lines closed (void): its cleanings and extras may be billed again. */
export async function closeLines(db: DbOrTx, invoiceId: number) {
  await db.update(invoiceLines).set({ open: false }).where(eq(invoiceLines.invoiceId, invoiceId));
}

export async function deleteInvoice(db: DbOrTx, id: number) {
  await db.delete(invoices).where(eq(invoices.id, id));
}

/** The open invoice of each of these cleanings (one grouped query): Completed Services' `invoice`. */
export function openInvoicesOf(db: DbOrTx, eventIds: number[]) {
  return db
    .select({
      eventId: invoiceLines.cleaningEventId,
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.open, true),
        eq(invoiceLines.kind, 'cleaning'),
        inArray(invoiceLines.cleaningEventId, eventIds),
      ),
    );
}

/**
 * Moves the 'events' data version so cached event answers (Completed Services carries each cleaning's
 * invoice) are rebuilt: the invoice tables have no statement trigger of their own.
 */
export async function bumpEventsVersion(db: DbOrTx) {
  await db
    .update(dataVersions)
    .set({ version: sql`${dataVersions.version} + 1` })
    .where(eq(dataVersions.name, 'events'));
}

/** The open invoice (draft or issued, not void) that bills this extra, with its line, or none. */
export async function openInvoiceOfExtra(db: DbOrTx, extraId: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, lineId: invoiceLines.id })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.open, true), eq(invoiceLines.kind, 'extra'), eq(invoiceLines.extraId, extraId)));
  return row;
}

/** Changes one line of an invoice. */
export async function updateLine(db: DbOrTx, lineId: number, patch: Partial<typeof invoiceLines.$inferInsert>) {
  await db.update(invoiceLines).set(patch).where(eq(invoiceLines.id, lineId));
}

/** Removes one line of an invoice. */
export async function deleteLine(db: DbOrTx, lineId: number) {
  await db.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
}

/** Issued and partially paid invoices that still owe something, with their client's name and due date. */
export function openBalances(db: DbOrTx) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      clientName: clients.name,
      currency: invoices.currency,
      total: invoices.total,
      paid: invoices.paid,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(inArray(invoices.status, ['issued', 'partially_paid']), sql`${invoices.total} > ${invoices.paid}`))
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
}

const notRemindedSince = (since: Date) =>
  sql`(${invoices.remindedAt} is null or ${invoices.remindedAt} <= ${since.toISOString()})`;

/**
 * Overdue invoices of clients who opted in to reminders, not reminded since `since`: what a reminder needs, with
 * the client's language and e-mails.
 */
export function remindable(db: DbOrTx, today: string, since: Date) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientName: invoices.clientName,
      currency: invoices.currency,
      total: invoices.total,
      paid: invoices.paid,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      to: sql<string | null>`coalesce(${invoices.billingEmail}, ${clients.billingEmail}, ${clients.email})`,
      language: clients.language,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(
      and(
        eq(clients.paymentReminders, true),
        inArray(invoices.status, ['issued', 'partially_paid']),
        sql`${invoices.total} > ${invoices.paid}`,
        sql`${invoices.dueOn} < ${today}`,
        notRemindedSince(since),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** Records a reminder unless another process recorded one since `since`: whether this one may send it. */
export async function claimReminder(db: DbOrTx, id: number, now: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ remindedAt: now })
    .where(and(eq(invoices.id, id), notRemindedSince(since)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Who an invoice is for, and whether it is still a draft. */
export async function invoiceOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ clientId: invoices.clientId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}
