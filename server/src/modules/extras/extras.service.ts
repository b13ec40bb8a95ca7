import type {
  ApproveExtraInput,
  Extra,
  ExtraInput,
  ExtraRequest,
  RefuseExtraInput,
  UpdateExtraInput,
} from '@common/contracts/extras';
import { exceedsSupervisorLimit } from '@common/domain/extra-limit';
import { mayReadExtraAmount } from '@common/domain/field-policy';
import { extraLineTotal, extraUnitPrice } from '@common/domain/invoice';
import type { Db, DbOrTx } from '../../db/client';
import { recordHistory } from '../../db/event-history';
import { AppError } from '../../errors';
import { dateParam, moneyParam, render, text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { lockFor, userActor } from '../events/events.service';
import { followExtraChange } from '../invoices/invoices.service';
import { paidWorkerLine } from '../payroll/pay-adjustments';
import { tellExtraRequested } from '../push/push-notices';
import { companySettings } from '../settings/settings.service';
import * as q from './extras.queries';
import { can } from '@common/domain/policy';

/**
 * An extra as this reader may see it (common/domain/field-policy.ts): the client's amount only to admins, the
 * housekeeper's to admins and her; an amount a role may not read is null.
 */
function toExtra(row: q.NamedExtraRow, who: AuthUser): Extra {
  const e = row.extra;
  return {
    id: e.id,
    cleaning_event_id: e.cleaningEventId,
    kind: e.kind,
    description: e.description,
    quantity: e.quantity,
    client_amount: mayReadExtraAmount(who.role, 'client_amount') ? e.clientAmount : null,
    worker_amount: mayReadExtraAmount(who.role, 'worker_amount') ? e.workerAmount : null,
    status: e.status,
    refuse_reason: e.refuseReason,
    created_by_name: row.createdByName,
    created_at: e.createdAt.toISOString(),
    decided_by_name: row.decidedByName,
    decided_at: e.decidedAt?.toISOString() ?? null,
  };
}

/**
 * How an extra reads in its cleaning's history ("Extra laundry: 2 bags × 2 (refused: not needed)"): no
 * amounts, as housekeepers read their cleanings' histories. Stored words, in English like other lines.
 */
function historyWords(e: Pick<q.ExtraRow, 'kind' | 'description' | 'quantity' | 'status' | 'refuseReason'>): string {
  const what = render('en', text(`extra.kind.${e.kind}`)) + (e.description ? `: ${e.description}` : '');
  const status = render('en', text(`extra.status.${e.status}`));
  return `${what} × ${e.quantity} (${e.refuseReason ? `${status}: ${e.refuseReason}` : status})`;
}

/** Whether this is a supervisor's extra above the company's limit (docs/decisions/0043-words-and-numbers.md). */
async function aboveSupervisorLimit(
  tx: DbOrTx,
  who: AuthUser,
  eventId: number,
  amounts: { client_amount: number; worker_amount: number },
): Promise<boolean> {
  if (!can(who.role, 'extra.decideUpToLimit')) return false;
  const settings = await companySettings(tx);
  return exceedsSupervisorLimit(amounts, await q.clientCurrencyOfEvent(tx, eventId), {
    CRC: settings.extra_limit_crc,
    USD: settings.extra_limit_usd,
  });
}

/** 409 naming the limit when a supervisor's extra is above it: an admin approves or corrects it. */
async function assertWithinSupervisorLimit(
  tx: DbOrTx,
  who: AuthUser,
  eventId: number,
  amounts: { client_amount: number; worker_amount: number },
): Promise<void> {
  if (!(await aboveSupervisorLimit(tx, who, eventId, amounts))) return;
  const limits = await companySettings(tx);
  const currency = await q.clientCurrencyOfEvent(tx, eventId);
  const clientLimit = currency === 'USD' ? limits.extra_limit_usd : limits.extra_limit_crc;
  // The limit crossed: the client's amount's, else the housekeeper's (in colones).
  const limit =
    amounts.client_amount > clientLimit ? moneyParam(clientLimit, currency) : moneyParam(limits.extra_limit_crc, 'CRC');
  throw new AppError('conflict', text('extra.aboveLimit', { limit }));
}

/** Locks the cleaning for a change of its extras: hers only for a housekeeper (403), and not once completed (409). */
async function lockOpen(tx: DbOrTx, who: AuthUser, eventId: number) {
  const row = await lockFor(tx, who, eventId);
  if (row.event.status === 'completed') throw new AppError('conflict', text('extra.frozen'));
  return row;
}

/** One extra of the locked cleaning, or 404. */
async function found(tx: DbOrTx, eventId: number, id: number): Promise<q.NamedExtraRow> {
  const row = await q.findExtra(tx, eventId, id);
  if (!row) throw new AppError('not_found', text('extra.notFound'));
  return row;
}

/** GET /cleaning_events/{id}/extras: the office reads any cleaning's, a housekeeper her own cleaning's. */
export async function listExtras(db: Db, who: AuthUser, eventId: number): Promise<Extra[]> {
  return db.transaction(async (tx) => {
    await lockFor(tx, who, eventId);
    return (await q.listExtras(tx, eventId)).map((row) => toExtra(row, who));
  });
}

/**
 * POST /cleaning_events/{id}/extras: the office's extra is approved at once (decided by them); a housekeeper's
 * is a request on her own cleaning, with no client amount (the office sets it when approving).
 */
export async function addExtra(db: Db, who: AuthUser, eventId: number, input: ExtraInput): Promise<Extra> {
  return db.transaction(async (tx) => {
    await lockOpen(tx, who, eventId);
    const office = can(who.role, 'extra.decide');
    // A supervisor's extra above the company's limit waits for an admin, amounts and all.
    const decided = office && !(await aboveSupervisorLimit(tx, who, eventId, input));
    const values = {
      cleaningEventId: eventId,
      kind: input.kind,
      description: input.description,
      quantity: input.quantity,
      clientAmount: office ? input.client_amount : 0,
      workerAmount: input.worker_amount,
      status: decided ? ('approved' as const) : ('requested' as const),
      createdBy: who.id,
      ...(decided && { decidedBy: who.id, decidedAt: new Date() }),
    };
    const id = await q.insertExtra(tx, values);
    await recordHistory(tx, userActor(who), [
      {
        eventId,
        action: 'changed',
        field: 'extra',
        before: null,
        after: historyWords({ ...values, refuseReason: null }),
      },
    ]);
    // A housekeeper's request waits for the office's approval: the admins hear of it.
    if (!office)
      await tellExtraRequested(tx, {
        id,
        eventId,
        requester: who.name,
        kind: input.kind,
        description: input.description,
      });
    return toExtra(await found(tx, eventId, id), who);
  });
}

/**
 * Whether the office may still correct or remove this extra of the locked cleaning (docs/decisions/0046-one-truth-
 * for-money.md): not once it was paid with a completed cleaning's statement line (409 naming whose week), and not
 * while an issued invoice bills it (409 naming the invoice, from `followExtraChange`, which also makes a draft's
 * line follow). A re-opened cleaning's extras may change: completing it again settles the difference.
 */
async function assertNotPaid(tx: DbOrTx, eventId: number, completed: boolean, extra: q.ExtraRow): Promise<void> {
  if (!completed || extra.status !== 'approved') return;
  const paid = await paidWorkerLine(tx, eventId);
  if (paid)
    throw new AppError('conflict', text('extra.onPaidStatement', { name: paid.name, week: dateParam(paid.weekStart) }));
}

/**
 * DELETE .../extras/{extra_id}: the office removes any, also after completion until it is billed on an issued
 * invoice or paid; a housekeeper only her own request while it waits and her cleaning is not completed.
 */
export async function removeExtra(db: Db, who: AuthUser, eventId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const anyExtra = can(who.role, 'extra.removeAny');
    const row = anyExtra ? await lockFor(tx, who, eventId) : await lockOpen(tx, who, eventId);
    const { extra } = await found(tx, eventId, id);
    if (!anyExtra) {
      if (extra.createdBy !== who.id) throw new AppError('forbidden', text('extra.notYourRequest'));
      if (extra.status !== 'requested')
        throw new AppError('conflict', text('extra.alreadyDecided', { status: text(`extra.status.${extra.status}`) }));
    }
    await assertNotPaid(tx, eventId, row.event.status === 'completed', extra);
    await followExtraChange(tx, id, null);
    await q.deleteExtra(tx, id);
    await recordHistory(tx, userActor(who), [
      { eventId, action: 'changed', field: 'extra', before: historyWords(extra), after: null },
    ]);
  });
}

/**
 * PUT .../extras/{extra_id} (admin, supervisor): corrects an extra's kind, words, quantity and line totals, also
 * after its cleaning was completed, until it is on an issued invoice or a paid statement (409 naming which).
 */
export async function correctExtra(
  db: Db,
  who: AuthUser,
  eventId: number,
  id: number,
  input: UpdateExtraInput,
): Promise<Extra> {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, who, eventId);
    const { extra } = await found(tx, eventId, id);
    await assertNotPaid(tx, eventId, row.event.status === 'completed', extra);
    // An amount left out (a supervisor reads neither) keeps its price per unit for the new quantity.
    const kept = (total: number) => extraLineTotal(input.quantity, extraUnitPrice(total, extra.quantity));
    const next = {
      kind: input.kind,
      description: input.description,
      quantity: input.quantity,
      clientAmount: input.client_amount ?? kept(extra.clientAmount),
      workerAmount: input.worker_amount ?? kept(extra.workerAmount),
    };
    if (extra.status === 'approved')
      await assertWithinSupervisorLimit(tx, who, eventId, {
        client_amount: next.clientAmount,
        worker_amount: next.workerAmount,
      });
    await followExtraChange(tx, id, extra.status === 'approved' ? next : null);
    await q.updateExtra(tx, id, next);
    const corrected = render('en', text('extra.corrected'));
    await recordHistory(tx, userActor(who), [
      {
        eventId,
        action: 'changed',
        field: 'extra',
        before: historyWords(extra),
        after: `${historyWords({ ...extra, ...next })} · ${corrected}`,
      },
    ]);
    return toExtra(await found(tx, eventId, id), who);
  });
}

/** A request of the locked, open cleaning, else 409 (already decided). */
async function waiting(tx: DbOrTx, who: AuthUser, eventId: number, id: number): Promise<q.ExtraRow> {
  await lockOpen(tx, who, eventId);
  const { extra } = await found(tx, eventId, id);
  if (extra.status !== 'requested')
    throw new AppError('conflict', text('extra.notRequested', { status: text(`extra.status.${extra.status}`) }));
  return extra;
}

/** POST .../approve (admin, supervisor): approves a request, with the amounts given (else as asked). */
export async function approveExtra(
  db: Db,
  who: AuthUser,
  eventId: number,
  id: number,
  input: ApproveExtraInput,
): Promise<Extra> {
  return db.transaction(async (tx) => {
    const extra = await waiting(tx, who, eventId, id);
    const amounts = {
      client_amount: input.client_amount ?? extra.clientAmount,
      worker_amount: input.worker_amount ?? extra.workerAmount,
    };
    await assertWithinSupervisorLimit(tx, who, eventId, amounts);
    await q.updateExtra(tx, id, {
      status: 'approved',
      decidedBy: who.id,
      decidedAt: new Date(),
      ...(input.client_amount !== undefined && { clientAmount: input.client_amount }),
      ...(input.worker_amount !== undefined && { workerAmount: input.worker_amount }),
    });
    await recordHistory(tx, userActor(who), [
      {
        eventId,
        action: 'changed',
        field: 'extra',
        before: historyWords(extra),
        after: historyWords({ ...extra, status: 'approved' }),
      },
    ]);
    return toExtra(await found(tx, eventId, id), who);
  });
}

/** POST .../refuse (admin, supervisor): refuses a request, with the reason she will read (optional). */
export async function refuseExtra(
  db: Db,
  who: AuthUser,
  eventId: number,
  id: number,
  input: RefuseExtraInput,
): Promise<Extra> {
  return db.transaction(async (tx) => {
    const extra = await waiting(tx, who, eventId, id);
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    await q.updateExtra(tx, id, { status: 'refused', refuseReason: reason, decidedBy: who.id, decidedAt: new Date() });
    await recordHistory(tx, userActor(who), [
      {
        eventId,
        action: 'changed',
        field: 'extra',
        before: historyWords(extra),
        after: historyWords({ ...extra, status: 'refused', refuseReason: reason }),
      },
    ]);
    return toExtra(await found(tx, eventId, id), who);
  });
}

/** GET /extras/requests (admin, supervisor): housekeepers' requests waiting for a decision, oldest first. */
export async function listRequests(db: Db, who: AuthUser): Promise<ExtraRequest[]> {
  return (await q.listRequests(db)).map((row) => ({
    ...toExtra(row, who),
    property_name: row.propertyName,
    service_date: row.serviceDate,
    housekeeper_name: row.housekeeperName,
  }));
}
