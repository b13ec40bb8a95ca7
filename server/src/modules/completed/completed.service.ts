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
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { toEvent, toLeanMonth } from '../events/events.service';
import { completedEventRows, lockCompletedForPayment, writePayments } from '../events/payments.service';
import { assertNotInvoiced, openInvoicesByEvent } from '../invoices/invoices.service';
import { propertyViewsByIds } from '../properties/properties.service';
import { sumMoney } from '@common/domain/money';

// Completed Services (decision 0012): the completed cleanings of a month with their prices, invoices and totals.
// A module above events and invoices: it reads both, and neither reads it.

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
  const { rows, extras } = await completedEventRows(db, {
    from: start,
    to: end,
    clientId: query.client_id,
    propertyId: query.property_id,
    employeeId: query.employee_id,
    // The client status filter is applied below, on the status an issued invoice gives (docs/decisions/0046-one-truth-for-money.md).
    paymentEmployeeStatus: query.payment_employee_status,
    paymentSupervisorStatus: query.payment_supervisor_status,
  });
  const ids = rows.map((r) => r.event.id);
  const [views, invoices] = await Promise.all([
    propertyViewsByIds(
      db,
      who,
      rows.map((r) => r.event.propertyId),
    ),
    openInvoicesByEvent(db, ids),
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
 * Sets the payment statuses of many completed events in one transaction, recording each change:
 * one unknown id (404) or one event not completed (409) and nothing changes.
 */
export async function setPayments(db: Db, who: AuthUser, input: BulkPaymentInput): Promise<BulkPaymentResponse> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await lockCompletedForPayment(tx, ids);
    if (input.payment_client_status !== undefined) await assertNotInvoiced(tx, ids);
    return { updated: await writePayments(tx, who, rows, input) };
  });
}
