import type { BulkPaymentInput } from '@common/contracts/payments';
import type { DbOrTx } from '../../db/client';
import { recordHistory, type HistoryEntry } from '../../db/event-history';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import * as q from './events.queries';
import { userActor } from './events.service';

// The payment statuses of many events at once, in the caller's transaction: Completed Services (the completed
// module, above events and invoices) and invoices (paid or voided) set them here.

/** The completed events of a period matching the filters, each with its approved extras' sums (Completed Services). */
export async function completedEventRows(db: DbOrTx, filter: q.EventFilter) {
  const rows = await q.listEventRows(db, { ...filter, status: 'completed' });
  const extras = await q.approvedExtrasSums(
    db,
    rows.map((r) => r.event.id),
  );
  return { rows, extras };
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

/** Locks the events of a bulk payment change: one unknown id (404) or one event not completed (409) refuses them all. */
export async function lockCompletedForPayment(tx: DbOrTx, ids: number[]) {
  const rows = await q.lockEventsForPayment(tx, ids);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('not_found', text('event.bulkMissing', { ids: missing.slice(0, 10).join(', ') }));
  const open = rows.filter((r) => r.status !== 'completed').map((r) => r.id);
  if (open.length > 0) throw new AppError('conflict', text('event.bulkOpen', { ids: open.slice(0, 10).join(', ') }));
  return rows;
}

/** Writes a bulk payment change to the locked rows, each change in its history; answers how many events changed. */
export async function writePayments(
  tx: DbOrTx,
  who: AuthUser,
  rows: Awaited<ReturnType<typeof lockCompletedForPayment>>,
  input: BulkPaymentInput,
): Promise<number> {
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
  return changed.size;
}
