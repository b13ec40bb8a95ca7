import type { Invoice, PaymentInput, VoidInvoiceInput } from '@common/contracts/invoices';
import { canVoid, invoiceBalance, statusAfterPayments, takesPayments } from '@common/domain/invoice';
import { sumMoney } from '@common/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { moneyParam, text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { setClientPaymentStatus } from '../events/payments.service';
import * as q from './invoices.queries';
import { findInvoiceOr404, getInvoice } from './invoices.service';

const statusText = (status: q.InvoiceRow['status']) => text(`invoice.status.${status}`);

/** Sets the client payment status of the invoice's cleanings (one statement), each change in their history. */
async function setCleaningsClientStatus(tx: DbOrTx, who: AuthUser, invoiceId: number, value: 'paid' | 'pending') {
  const ids = (await q.listLines(tx, invoiceId)).flatMap((l) =>
    l.line.kind === 'cleaning' && l.line.cleaningEventId !== null ? [l.line.cleaningEventId] : [],
  );
  await setClientPaymentStatus(tx, who, [...new Set(ids)], value);
}

/**
 * Records a payment against an issued or partially paid invoice (POST /invoices/{id}/payments): at most the
 * balance (422 naming it). Once nothing is owed the invoice is paid, and so are its cleanings.
 */
export async function addPayment(db: Db, who: AuthUser, id: number, input: PaymentInput): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await findInvoiceOr404(tx, id, true);
    if (!takesPayments(row.status))
      throw new AppError('conflict', text('invoice.noPayments', { status: statusText(row.status) }));
    const balance = invoiceBalance(row.total, row.paid);
    if (Math.round(input.amount * 100) > Math.round(balance * 100)) {
      const owed = moneyParam(balance, row.currency);
      throw new AppError('invalid', text('invoice.overpaid', { balance: owed }), [
        { field: 'amount', message: text('invoice.amountField', { balance: owed }) },
      ]);
    }
    await q.insertPayment(tx, {
      invoiceId: id,
      amount: input.amount,
      paidOn: input.paid_on,
      method: input.method,
      reference: input.reference,
      createdBy: who.id,
    });
    const paid = sumMoney([row.paid, input.amount]);
    const status = statusAfterPayments(row.total, paid);
    await q.updateInvoice(tx, id, { paid, status });
    if (status === 'paid') await setCleaningsClientStatus(tx, who, id, 'paid');
    await q.bumpEventsVersion(tx);
    return getInvoice(tx, id);
  });
}

/**
 * Voids an issued invoice, paid or not (POST /invoices/{id}/void): kept with its payments and the reason, its
 * lines closed so that its cleanings and extras may be billed again; cleanings it had made paid are pending again.
 */
export async function voidInvoice(db: Db, who: AuthUser, id: number, input: VoidInvoiceInput): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await findInvoiceOr404(tx, id, true);
    if (!canVoid(row.status))
      throw new AppError('conflict', text('invoice.cannotVoid', { status: statusText(row.status) }));
    if (row.status === 'paid') await setCleaningsClientStatus(tx, who, id, 'pending');
    await q.closeLines(tx, id);
    await q.updateInvoice(tx, id, { status: 'void', voidedAt: new Date(), voidedBy: who.id, voidReason: input.reason });
    await q.bumpEventsVersion(tx);
    return getInvoice(tx, id);
  });
}
