import type { AgingReport } from '@common/contracts/invoices';
import { todayIso } from '@common/domain/dates';
import type { Currency } from '@common/domain/format';
import { AGING_BUCKETS, agingBucket, daysPastDue, invoiceBalance, type AgingBucket } from '@common/domain/invoice';
import { sumMoney } from '@common/domain/money';
import type { DbOrTx } from '../../db/client';
import * as q from './invoices.queries';

type Amounts = Record<AgingBucket, number> & { total: number };

/** Adds up balances per bucket, to the cent. */
function bucketSums(items: { bucket: AgingBucket; balance: number }[]): Amounts {
  const sums = Object.fromEntries(
    AGING_BUCKETS.map((b) => [b, sumMoney(items.filter((i) => i.bucket === b).map((i) => i.balance))]),
  ) as Record<AgingBucket, number>;
  return { ...sums, total: sumMoney(items.map((i) => i.balance)) };
}

/**
 * What is owed and how late (GET /invoices/aging; docs/decisions/0049): each open balance in the bucket of its
 * days past due on `today`, summed per currency and per client and currency, the clients owing most first.
 */
export async function invoiceAging(db: DbOrTx, today = todayIso()): Promise<AgingReport> {
  const items = (await q.openBalances(db)).map((r) => {
    const late = daysPastDue(r.dueOn ?? r.issuedOn ?? today, today);
    return { ...r, late, bucket: agingBucket(late), balance: invoiceBalance(r.total, r.paid) };
  });
  const currencies = [...new Set(items.map((i) => i.currency))].sort() as Currency[];
  const totals = currencies.map((currency) => ({
    currency,
    ...bucketSums(items.filter((i) => i.currency === currency)),
  }));
  const groups = new Map<string, typeof items>();
  for (const item of items) {
    const key = `${item.clientId}:${item.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const clients = [...groups.values()]
    .map((mine) => ({
      client_id: mine[0]!.clientId,
      client_name: mine[0]!.clientName,
      currency: mine[0]!.currency,
      invoices: mine.length,
      days_late: Math.max(0, ...mine.map((i) => i.late)),
      ...bucketSums(mine),
    }))
    .sort((a, b) => b.days_late - a.days_late || b.total - a.total || a.client_name.localeCompare(b.client_name));
  return { as_of: today, totals, clients };
}
