import { addDays, monthRange } from '@common/domain/calendar';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { addPayment } from '../modules/invoices/invoice-payments.service';
import { createInvoice, issueInvoice } from '../modules/invoices/invoices.service';

/** A draft of the client's month, or null when there is nothing to bill in it. */
async function draftOrNone(db: Db, who: AuthUser, clientId: number, start: string, end: string) {
  try {
    return await createInvoice(db, who, { client_id: clientId, start_date: start, end_date: end });
  } catch (err) {
    if (err instanceof AppError && err.code === 'conflict') return null;
    throw err;
  }
}

/**
 * The demo invoices (decision 0036): last month's of the first client issued and paid, of the second
 * issued and partly paid, and this month's of every client a draft. Made through the invoice services.
 */
export async function seedInvoices(db: Db, who: AuthUser, clientIds: number[], today: string): Promise<number> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = monthRange(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1);
  const current = monthRange(y, m);
  let count = 0;
  for (const [i, clientId] of clientIds.slice(0, 2).entries()) {
    const draft = await draftOrNone(db, who, clientId, last.start, last.end);
    if (!draft) continue;
    count++;
    const issued = await issueInvoice(db, draft.id, { exchange_rate: draft.currency === 'USD' ? 505.25 : undefined });
    const amount = i === 0 ? issued.total : Math.round(issued.total * 40) / 100;
    await addPayment(db, who, issued.id, {
      amount,
      paid_on: addDays(last.end, 10) < today ? addDays(last.end, 10) : today,
      method: i === 0 ? 'transfer' : 'sinpe',
      reference: i === 0 ? 'TRF-20431' : 'SINPE 8812-4410',
    });
  }
  for (const clientId of clientIds) if (await draftOrNone(db, who, clientId, current.start, today)) count++;
  return count;
}
