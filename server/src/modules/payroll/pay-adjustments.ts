import { addDays, businessWeek } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { sumMoney } from '@common/domain/money';
import type { DbOrTx } from '../../db/client';
import * as q from './pay-records.queries';

// Apart from payroll.service (which calls the events service): the events service calls this without a loop.

/**
 * The person's next unpaid week for an adjustment of a cleaning: the later of the week after the cleaning's
 * and today's, moved on past any week in which they were already paid something.
 */
async function nextUnpaidWeek(tx: DbOrTx, employeeId: number, serviceDate: string, today: string): Promise<string> {
  const after = addDays(businessWeek(serviceDate).start, 7);
  const current = businessWeek(today).start;
  let week = after > current ? after : current;
  const paid = await q.paidWeeks(tx, employeeId, week);
  while (paid.has(week)) week = addDays(week, 7);
  return week;
}

/**
 * Paid is final (docs/decisions/0045-paid-is-final.md): after a paid cleaning is completed again, each person it
 * paid gets an adjustment for the difference between what it earns them now and what they were paid, on their next
 * unpaid week. Adjustments not paid yet are computed again, so a second change replaces the first. Called in the
 * transaction that completes the cleaning, with it locked.
 */
export async function settlePaidCleaning(tx: DbOrTx, eventId: number, today = todayIso()): Promise<void> {
  const records = await q.recordsOfEvent(tx, eventId);
  if (records.length === 0) return;
  const now = await q.earnersNow(tx, eventId);
  if (!now.completed) return;
  await q.deletePendingAdjustments(tx, eventId);
  const paid = new Map<string, { employeeId: number; kind: q.PayKind; amounts: number[] }>();
  for (const r of records) {
    if (r.adjustment && r.status === 'pending') continue;
    const key = q.lineKey({ eventId, employeeId: r.employeeId, kind: r.kind });
    const held = paid.get(key) ?? { employeeId: r.employeeId, kind: r.kind, amounts: [] };
    held.amounts.push(r.amount);
    paid.set(key, held);
  }
  for (const held of paid.values()) {
    const earner = now.earners.find((e) => e.employeeId === held.employeeId && e.kind === held.kind);
    const delta = sumMoney([earner?.amount ?? 0, ...held.amounts.map((a) => -a)]);
    if (delta === 0) continue;
    await q.insertAdjustment(tx, {
      employeeId: held.employeeId,
      eventId,
      kind: held.kind,
      weekStart: await nextUnpaidWeek(tx, held.employeeId, now.serviceDate, today),
      amount: delta,
    });
  }
}

/** The paid statement line (worker) that paid this cleaning's extras, with its person and week, or none. */
export async function paidWorkerLine(tx: DbOrTx, eventId: number): Promise<{ name: string; weekStart: string } | null> {
  return (await q.paidWorkerLineOf(tx, eventId)) ?? null;
}
