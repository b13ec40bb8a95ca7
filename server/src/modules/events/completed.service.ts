import {
  completedLean,
  completedList,
  type BulkPaymentInput,
  type BulkPaymentResponse,
  type CompletedEvent,
  type CompletedList,
  type CompletedQuery,
  type CompletedTotals,
  type InvoiceRef,
} from '@common/contracts/payments';
import type { PaymentStatus } from '@common/domain/event-status';
import { monthRange } from '@common/domain/calendar';
import { CURRENCIES } from '@common/domain/format';
import { clientCurrencyOf } from '@common/contracts/properties';
import type { Db, DbOrTx } from '../../db/client';
import { recordHistory, type HistoryEntry } from '../../db/event-history';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { assertNotInvoiced, openInvoicesByEvent } from '../invoices/invoices.service';
import { propertyViewsByIds } from '../properties/properties.service';
import { sumMoney } from '@common/domain/money';
import * as q from './events.queries';
import { toEvent, toLeanMonth, userActor } from './events.service';
import { text } from '../../i18n/text';

/** Client prices summed per client currency (USD first), never one currency added to another (decision 0036). */
function revenueByCurrency(events: CompletedEvent[]): CompletedTotals['revenue'] {
  return CURRENCIES.flatMap((currency) => {
    const mine = events.filter((e) => clientCurrencyOf(e.property) === currency);
    if (mine.length === 0) return [];
    const pending = mine.filter((e) => e.payment_client_status === 'pending');
    return [
      {
        amount: sumMoney(mine.flatMap((e) => [e.client_price, e.extras_client_amount])),
        currency,
        pending: sumMoney(pending.flatMap((e) => [e.client_price, e.extras_client_amount])),
      },
    ];
  });
}

/** Sums of a list of completed events: revenue (per client currency) and staff cost (payroll currency), each with what is still pending. */
export function completedTotals(events: CompletedEvent[]): CompletedTotals {
  // Each pay by its own status: the housekeeper's worker payment, the supervisor's payment (decision 0031).
  // Her approved extras are paid with her line (decision 0036), so they count with her worker payment.
  const workerPending = events
    .filter((e) => e.payment_employee_status === 'pending')
    .flatMap((e) => [e.worker_payment, e.extras_worker_amount]);
  const supervisorPending = events
    .filter((e) => e.payment_supervisor_status === 'pending')
    .map((e) => e.supervisor_payment);
  const worker = sumMoney(events.flatMap((e) => [e.worker_payment, e.extras_worker_amount]));
  const supervisor = sumMoney(events.map((e) => e.supervisor_payment));
  return {
    count: events.length,
    revenue: revenueByCurrency(events),
    staff_cost: {
      amount: sumMoney([worker, supervisor]),
      currency: 'CRC',
      worker,
      supervisor,
      pending: sumMoney([...workerPending, ...supervisorPending]),
    },
  };
}

/**
 * The body of `listCompleted`, cached per filters until events, prices or people move: the spec's form,
 * or with `lean` each property once (`completedLean`, what the web screen asks for).
 */
export function completedBody(db: Db, cache: ResponseCache, who: AuthUser, query: CompletedQuery): Promise<CachedBody> {
  const key = `completed:${who.role}:${JSON.stringify(query)}`;
  const reads = ['events', 'users'] as const;
  if (!query.lean)
    return cache.answer(db, { key, reads, schema: completedList, load: () => listCompleted(db, who, query) });
  return cache.answer(db, {
    key,
    reads,
    schema: completedLean,
    load: async () => {
      const { events, totals } = await listCompleted(db, who, query);
      return { ...toLeanMonth(events), totals };
    },
  });
}

/** A cleaning's client payment status while an invoice bills it: the invoice's once issued, its own on a draft. */
function clientStatusOnInvoice(invoice: InvoiceRef, own: PaymentStatus): PaymentStatus {
  if (invoice.status === 'draft') return own;
  return invoice.status === 'paid' ? 'paid' : 'pending';
}

/** The completed events of a month matching the filters, with their frozen prices and the totals (Completed Services). */
export async function listCompleted(db: DbOrTx, who: AuthUser, query: CompletedQuery): Promise<CompletedList> {
  const { start, end } = monthRange(query.year, query.month);
  const rows = await q.listEventRows(db, {
    from: start,
    to: end,
    status: 'completed',
    clientId: query.client_id,
    propertyId: query.property_id,
    employeeId: query.employee_id,
    // The client status filter is applied below, on the status an issued invoice gives (docs/decisions/0046-one-truth-for-money.md).
    paymentEmployeeStatus: query.payment_employee_status,
    paymentSupervisorStatus: query.payment_supervisor_status,
  });
  const ids = rows.map((r) => r.event.id);
  const [views, invoices, extras] = await Promise.all([
    propertyViewsByIds(
      db,
      who,
      rows.map((r) => r.event.propertyId),
    ),
    openInvoicesByEvent(db, ids),
    q.approvedExtrasSums(db, ids),
  ]);
  const events = rows.map((row) => {
    const invoice = invoices.get(row.event.id) ?? null;
    const event = toEvent(row, views.get(row.event.propertyId), who);
    return {
      ...event,
      // On an issued invoice the client has paid once the invoice is paid: one truth (docs/decisions/0046-one-truth-for-money.md).
      payment_client_status: invoice
        ? clientStatusOnInvoice(invoice, event.payment_client_status)
        : event.payment_client_status,
      client_price: row.event.clientPrice ?? 0,
      worker_payment: row.event.workerPayment ?? 0,
      supervisor_payment: row.event.supervisorPayment ?? 0,
      extras_client_amount: extras.get(row.event.id)?.client ?? 0,
      extras_worker_amount: extras.get(row.event.id)?.worker ?? 0,
      invoice,
    };
  });
  const shown = query.payment_client_status
    ? events.filter((e) => e.payment_client_status === query.payment_client_status)
    : events;
  return { events: shown, totals: completedTotals(shown) };
}

/**
 * Sets the client payment status of these completed cleanings in the caller's transaction (an invoice paid or
 * voided): one statement for those that change, each change in their history.
 */
export async function setClientPaymentStatus(
  tx: DbOrTx,
  who: AuthUser,
  ids: number[],
  value: 'paid' | 'pending',
): Promise<void> {
  if (ids.length === 0) return;
  const rows = (await q.lockEventsForPayment(tx, ids)).filter((r) => r.paymentClientStatus !== value);
  await q.setPayments(
    tx,
    rows.map((r) => r.id),
    'client',
    value,
  );
  await recordHistory(
    tx,
    userActor(who),
    rows.map((r) => ({
      eventId: r.id,
      action: 'changed' as const,
      field: 'payment_client_status',
      before: r.paymentClientStatus,
      after: value,
    })),
  );
}

/**
 * Sets the payment statuses of many completed events in one transaction, recording each change:
 * one unknown id (404) or one event not completed (409) and nothing changes.
 */
export async function setPayments(db: Db, who: AuthUser, input: BulkPaymentInput): Promise<BulkPaymentResponse> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await q.lockEventsForPayment(tx, ids);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError('not_found', text('event.bulkMissing', { ids: missing.slice(0, 10).join(', ') }));
    const open = rows.filter((r) => r.status !== 'completed').map((r) => r.id);
    if (open.length > 0) throw new AppError('conflict', text('event.bulkOpen', { ids: open.slice(0, 10).join(', ') }));
    if (input.payment_client_status !== undefined) await assertNotInvoiced(tx, ids);
    const history: HistoryEntry[] = [];
    const changed = new Set<number>();
    const fields = [
      { kind: 'client', value: input.payment_client_status, key: 'paymentClientStatus' },
      { kind: 'employee', value: input.payment_employee_status, key: 'paymentEmployeeStatus' },
      { kind: 'supervisor', value: input.payment_supervisor_status, key: 'paymentSupervisorStatus' },
    ] as const;
    for (const { kind, value, key } of fields) {
      if (value === undefined) continue;
      const field = `payment_${kind}_status`;
      const toChange = rows.filter((r) => r[key] !== value);
      await q.setPayments(
        tx,
        toChange.map((r) => r.id),
        kind,
        value,
      );
      for (const r of toChange) {
        changed.add(r.id);
        history.push({ eventId: r.id, action: 'changed', field, before: r[key], after: value });
      }
    }
    await recordHistory(tx, userActor(who), history);
    return { updated: changed.size };
  });
}
