import type {
  ClientBalances,
  CreateInvoiceInput,
  Invoice,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
  IssueInvoiceInput,
} from '@common/contracts/invoices';
import type { InvoiceRef } from '@common/contracts/payments';
import { todayIso } from '@common/domain/dates';
import type { Currency } from '@common/domain/format';
import {
  dueOn,
  formatInvoiceNumber,
  invoiceBalance,
  priceInvoice,
  termsColumns,
  termsOf,
} from '@common/domain/invoice';
import { sumMoney } from '@common/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../errors';
import { dateParam, text } from '../../i18n/text';
import { portalClientOf, type AuthUser } from '../../plugins/auth';
import { getClient } from '../clients/clients.service';
import { companySettings } from '../settings/settings.service';
import * as q from './invoices.queries';
import { can } from '@common/domain/policy';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The open invoice each of these cleanings is on (one grouped query), by event id: Completed Services' `invoice`. */
export async function openInvoicesByEvent(db: DbOrTx, eventIds: number[]): Promise<Map<number, InvoiceRef>> {
  if (eventIds.length === 0) return new Map();
  const rows = await q.openInvoicesOf(db, eventIds);
  // Only cleaning lines with a cleaning are asked for, so every event id is set.
  return new Map(rows.map((r) => [r.eventId!, { id: r.id, number: r.number, status: r.status }]));
}

/**
 * The client payment of a cleaning an issued invoice bills follows the invoice (docs/decisions/0046-one-truth-for-
 * money.md): setting it by hand answers 409 naming the invoice. Cleanings on a draft or on no invoice keep the switch.
 */
export async function assertNotInvoiced(tx: DbOrTx, ids: number[]): Promise<void> {
  const billed = [...(await openInvoicesByEvent(tx, ids)).values()].find((i) => i.status !== 'draft');
  if (billed)
    throw new AppError('conflict', text('event.clientPaidByInvoice', { number: formatInvoiceNumber(billed.number) }));
}

/** The list form of an invoice row; `gross` is the sum of its lines before discounts. */
export function toSummary(row: q.InvoiceRow, lineCount: number, gross: number): InvoiceSummary {
  return {
    id: row.id,
    client_id: row.clientId,
    client_name: row.clientName,
    number: row.number,
    status: row.status,
    currency: row.currency,
    tax_rate: row.taxRate,
    exchange_rate: row.exchangeRate,
    start_date: row.startDate,
    end_date: row.endDate,
    gross,
    discount_total: Math.max(0, Math.round((gross - row.subtotal) * 100) / 100),
    discount: row.discount,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    paid: row.paid,
    balance: row.status === 'void' ? 0 : invoiceBalance(row.total, row.paid),
    created_at: row.createdAt.toISOString(),
    issued_on: row.issuedOn,
    terms: termsOf(row),
    due_on: row.dueOn,
    emailed_at: iso(row.emailedAt),
    voided_at: iso(row.voidedAt),
    void_reason: row.voidReason,
    line_count: lineCount,
  };
}

/** The invoice, or 404. */
export async function findInvoiceOr404(db: DbOrTx, id: number, lock = false): Promise<q.InvoiceRow> {
  const row = await q.findInvoice(db, id, lock);
  if (!row) throw new AppError('not_found', text('invoice.notFound'));
  return row;
}

/** One invoice with its lines and payments (GET /invoices/{id}). */
export async function getInvoice(db: DbOrTx, id: number): Promise<Invoice> {
  const row = await findInvoiceOr404(db, id);
  const [lines, payments] = await Promise.all([q.listLines(db, id), q.listPayments(db, id)]);
  const priced = priceInvoice(
    lines.map((l) => l.line),
    row.discount,
    row.taxRate,
  );
  return {
    ...toSummary(row, lines.length, priced.gross),
    client_id_type: row.clientIdType,
    client_id_number: row.clientIdNumber,
    billing_email: row.billingEmail,
    lines: lines.map(({ line, extraKind }, i) => ({
      id: line.id,
      kind: line.kind,
      manual: line.manual,
      cleaning_event_id: line.cleaningEventId,
      extra_id: line.extraId,
      extra_kind: line.kind === 'extra' && !line.manual ? (extraKind ?? 'other') : null,
      service_date: line.serviceDate,
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      discount: line.discount,
      invoice_discount: priced.lines[i]!.share,
      net: priced.lines[i]!.net,
      tax: line.tax,
      cabys: line.cabys,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paid_on: p.paidOn,
      method: p.method,
      reference: p.reference,
      created_at: p.createdAt.toISOString(),
    })),
  };
}

/** The client, or 422 on the client field (it is part of the body). */
async function billedClient(db: DbOrTx, clientId: number) {
  return getClient(db, clientId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not_found')
      throw new AppError('invalid', text('client.notChosen'), [
        { field: 'client_id', message: text('client.notFoundField') },
      ]);
    throw err;
  });
}

/**
 * Makes a draft of the client's completed cleanings and approved extras of the period that no open invoice has
 * (POST /invoices). Lines skip, in the database, any cleaning or extra another draft took meanwhile; with
 * nothing left to bill it answers 409 and keeps nothing.
 */
export async function createInvoice(db: Db, who: AuthUser, input: CreateInvoiceInput): Promise<Invoice> {
  const client = await billedClient(db, input.client_id);
  const settings = await companySettings(db);
  const period = { clientId: client.id, start: input.start_date, end: input.end_date };
  const nothing = () =>
    new AppError(
      'conflict',
      text('invoice.nothingToBill', {
        client: client.name,
        start: dateParam(input.start_date),
        end: dateParam(input.end_date),
      }),
    );
  return db.transaction(async (tx) => {
    const [cleanings, extras] = await Promise.all([q.billableCleanings(tx, period), q.billableExtras(tx, period)]);
    if (cleanings.length === 0 && extras.length === 0) throw nothing();
    const items = [
      ...cleanings.map((c) => ({
        order: [c.serviceDate, c.id, 0] as const,
        line: {
          kind: 'cleaning' as const,
          cleaningEventId: c.id,
          extraId: null,
          serviceDate: c.serviceDate,
          description: c.propertyName,
          quantity: 1,
          amount: c.clientPrice ?? 0,
          cabys: settings.cabys_cleaning,
        },
      })),
      ...extras.map((e) => ({
        order: [e.serviceDate, e.cleaningEventId, e.id] as const,
        line: {
          kind: 'extra' as const,
          cleaningEventId: e.cleaningEventId,
          extraId: e.id,
          serviceDate: e.serviceDate,
          description: e.description,
          quantity: e.quantity,
          amount: e.clientAmount,
          cabys: settings.cabys_extra,
        },
      })),
    ].sort((a, b) =>
      a.order[0] !== b.order[0]
        ? a.order[0] < b.order[0]
          ? -1
          : 1
        : a.order[1] - b.order[1] || a.order[2] - b.order[2],
    );
    const invoice = await q.insertInvoice(tx, {
      clientId: client.id,
      currency: client.currency,
      taxRate: client.tax_rate,
      exchangeRate: input.exchange_rate ?? null,
      startDate: input.start_date,
      endDate: input.end_date,
      clientName: client.name,
      clientIdType: client.id_type,
      clientIdNumber: client.id_number,
      billingEmail: client.billing_email,
      createdBy: who.id,
      ...termsColumns(input.terms ?? client.terms),
    });
    const inserted = await q.insertLines(
      tx,
      items.map(({ line }, i) => ({ ...line, invoiceId: invoice.id, position: i + 1, tax: 0 })),
    );
    if (inserted.length === 0) throw nothing();
    await repriceInvoice(tx, invoice);
    return getInvoice(tx, invoice.id);
  });
}

/** Invoices (newest first) and, over those listed that are issued, partially paid or paid, the totals per currency. */
export async function listInvoices(db: DbOrTx, filter: InvoiceListQuery): Promise<InvoiceList> {
  const rows = await q.listInvoices(db, filter);
  const list = rows.map((r) => toSummary(r.invoice, r.lineCount, Number(r.gross)));
  const counted = list.filter((i) => i.status !== 'draft' && i.status !== 'void');
  const currencies = [...new Set(counted.map((i) => i.currency))].sort() as Currency[];
  const totals = currencies.map((currency) => {
    const mine = counted.filter((i) => i.currency === currency);
    return {
      currency,
      total: sumMoney(mine.map((i) => i.total)),
      paid: sumMoney(mine.map((i) => i.paid)),
      balance: sumMoney(mine.map((i) => i.balance)),
    };
  });
  return { invoices: list, totals };
}

/** Per client with issued invoices, what they still owe in each currency (GET /invoices/balances). */
export async function clientBalances(db: DbOrTx): Promise<ClientBalances> {
  return (await q.clientBalances(db)).map((r) => ({
    client_id: r.clientId,
    currency: r.currency,
    balance: Math.round(Number(r.balance) * 100) / 100,
    unpaid_invoices: r.unpaid,
  }));
}

const notDraft = (row: q.InvoiceRow, action: 'invoice.actionIssued' | 'invoice.actionDeleted') =>
  new AppError('conflict', text('invoice.notDraft', { number: formatInvoiceNumber(row.number), action: text(action) }));

/** Deletes a draft, which frees its cleanings and extras (DELETE /invoices/{id}); an issued one answers 409. */
export async function deleteDraft(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findInvoiceOr404(tx, id, true);
    if (row.status !== 'draft') throw notDraft(row, 'invoice.actionDeleted');
    await q.deleteInvoice(tx, id);
    await q.bumpEventsVersion(tx);
  });
}

/**
 * Issues a draft: the company's next number, taken inside this transaction so that a failed issue gives it
 * back (no gaps, never reused), and today's date in the company's time (POST /invoices/{id}/issue).
 */
export async function issueInvoice(db: Db, id: number, input: IssueInvoiceInput): Promise<Invoice> {
  const issued = db.transaction(async (tx) => {
    const row = await findInvoiceOr404(tx, id, true);
    if (row.status !== 'draft') throw notDraft(row, 'invoice.actionIssued');
    const number = await q.nextInvoiceNumber(tx);
    const issuedOn = todayIso();
    await q.updateInvoice(tx, id, {
      number,
      status: 'issued',
      issuedAt: new Date(),
      issuedOn,
      dueOn: dueOn(issuedOn, termsOf(row)),
      ...(input.exchange_rate !== undefined && { exchangeRate: input.exchange_rate }),
    });
    await q.bumpEventsVersion(tx);
    return getInvoice(tx, id);
  });
  return issued.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError('conflict', text('invoice.numberTaken'));
    throw err;
  });
}

/**
 * An extra corrected or removed after its cleaning was completed (docs/decisions/0046-one-truth-for-money.md):
 * on an issued invoice it may not change (409 naming the invoice); on a draft its line follows (amount, tax and
 * totals again, or the line removed), so the draft bills what the extra now says. Called with the cleaning locked.
 */
export async function followExtraChange(
  tx: DbOrTx,
  extraId: number,
  next: { description: string; quantity: number; clientAmount: number } | null,
): Promise<void> {
  const on = await q.openInvoiceOfExtra(tx, extraId);
  if (!on) return;
  if (on.status !== 'draft')
    throw new AppError('conflict', text('extra.onInvoice', { number: formatInvoiceNumber(on.number) }));
  const invoice = await findInvoiceOr404(tx, on.id, true);
  if (next) {
    const [line] = (await q.listLines(tx, on.id)).filter((l) => l.line.id === on.lineId);
    await q.updateLine(tx, on.lineId, {
      description: next.description,
      quantity: next.quantity,
      amount: next.clientAmount,
      // A lower amount keeps the line's discount within it.
      discount: Math.min(line?.line.discount ?? 0, next.clientAmount),
    });
  } else await q.deleteLine(tx, on.lineId);
  await repriceInvoice(tx, invoice);
}

/**
 * Prices a draft again after a change of its lines or discounts (docs/decisions/0049): each line's tax and the
 * invoice's subtotal, tax and total from `priceInvoice`, the one pricing the PDF and the screens read. Called in
 * the caller's transaction with the invoice locked.
 */
export async function repriceInvoice(tx: DbOrTx, invoice: q.InvoiceRow): Promise<void> {
  const lines = (await q.listLines(tx, invoice.id)).map((l) => l.line);
  const priced = priceInvoice(lines, invoice.discount, invoice.taxRate);
  for (const [i, line] of lines.entries())
    if (line.tax !== priced.lines[i]!.tax) await q.updateLine(tx, line.id, { tax: priced.lines[i]!.tax });
  await q.updateInvoice(tx, invoice.id, {
    subtotal: priced.subtotal,
    tax: priced.tax,
    total: priced.total,
    // The invoice's discount never stays above what its lines bill.
    discount: Math.round((priced.discount - sumOwn(priced)) * 100) / 100,
  });
  await q.bumpEventsVersion(tx);
}

const sumOwn = (priced: ReturnType<typeof priceInvoice>) => sumMoney(priced.lines.map((l) => l.discount));

/** Lets a portal user read an invoice's PDF only if it is their client's and issued (404 otherwise). */
export async function assertOwnInvoice(db: Db, who: AuthUser, id: number): Promise<void> {
  if (!can(who.role, 'portal.ownClientOnly')) return;
  const owner = await q.invoiceOwner(db, id);
  if (owner?.clientId !== portalClientOf(who) || owner.status === 'draft')
    throw new AppError('not_found', text('portal.notYours'));
}
