import type { Invoice, ManualLineInput, UpdateInvoiceInput, UpdateLineInput } from '@common/contracts/invoices';
import { extraLineTotal, formatInvoiceNumber, priceInvoice, termsColumns } from '@common/domain/invoice';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { moneyParam, text, type Text } from '../../i18n/text';
import { companySettings } from '../settings/settings.service';
import * as q from './invoices.queries';
import { findInvoiceOr404, getInvoice, repriceInvoice } from './invoices.service';

// A draft's manual lines, its discounts and its terms (docs/decisions/0049). Every change runs in one transaction
// with the invoice locked and prices the draft again with `priceInvoice`, so the screen, the PDF and the list agree.

/** The invoice, locked, or 409 once it is no longer a draft. */
async function lockedDraft(tx: DbOrTx, id: number): Promise<q.InvoiceRow> {
  const row = await findInvoiceOr404(tx, id, true);
  if (row.status !== 'draft')
    throw new AppError('conflict', text('invoice.lineNotDraft', { number: formatInvoiceNumber(row.number) }));
  return row;
}

const discountError = (key: 'invoice.discountAboveLine' | 'invoice.discountAboveInvoice', max: Text['params']) =>
  new AppError('invalid', text(key, max), [{ field: 'discount', message: text('invoice.discountField', max) }]);

/** A line's discount may not be above the line (422 on `discount`). */
function checkLineDiscount(row: q.InvoiceRow, amount: number, discount: number): void {
  if (Math.round(discount * 100) > Math.round(amount * 100))
    throw discountError('invoice.discountAboveLine', { amount: moneyParam(amount, row.currency) });
}

/** The invoice's discount may not be above what its lines bill after their own discounts (422 on `discount`). */
async function checkInvoiceDiscount(tx: DbOrTx, row: q.InvoiceRow, discount: number): Promise<void> {
  const lines = (await q.listLines(tx, row.id)).map((l) => l.line);
  const priced = priceInvoice(lines, 0, row.taxRate);
  if (Math.round(discount * 100) > Math.round(priced.subtotal * 100))
    throw discountError('invoice.discountAboveInvoice', { amount: moneyParam(priced.subtotal, row.currency) });
}

/** The CABYS code of a manual line's kind, from Settings. */
async function cabysOf(db: DbOrTx, kind: 'cleaning' | 'extra'): Promise<string> {
  const settings = await companySettings(db);
  return kind === 'cleaning' ? settings.cabys_cleaning : settings.cabys_extra;
}

/** Adds a manual line to a draft, after its other lines (POST /invoices/{id}/lines). */
export async function addManualLine(db: Db, id: number, input: ManualLineInput): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    const amount = extraLineTotal(input.quantity, input.unit_amount);
    checkLineDiscount(row, amount, input.discount);
    const lines = await q.listLines(tx, id);
    await q.insertLines(tx, [
      {
        invoiceId: id,
        position: Math.max(0, ...lines.map((l) => l.line.position)) + 1,
        kind: input.kind,
        manual: true,
        cleaningEventId: null,
        extraId: null,
        serviceDate: null,
        description: input.description,
        quantity: input.quantity,
        amount,
        discount: input.discount,
        tax: 0,
        cabys: await cabysOf(tx, input.kind),
      },
    ]);
    await repriceInvoice(tx, row);
    return getInvoice(tx, id);
  });
}

/** The line of this invoice, or 404. */
async function lineOf(tx: DbOrTx, invoiceId: number, lineId: number): Promise<q.LineRow> {
  const line = (await q.listLines(tx, invoiceId)).find((l) => l.line.id === lineId)?.line;
  if (!line) throw new AppError('not_found', text('invoice.lineNotFound'));
  return line;
}

/**
 * Changes a line of a draft (PUT /invoices/{id}/lines/{line_id}): any field of a manual line; only the discount of
 * a cleaning's or an extra's line (409 otherwise: its words and price come from the cleaning).
 */
export async function updateLine(db: Db, id: number, lineId: number, input: UpdateLineInput): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    const line = await lineOf(tx, id, lineId);
    const { discount, ...words } = input;
    if (!line.manual && Object.values(words).some((v) => v !== undefined))
      throw new AppError('conflict', text('invoice.lineFromCleaning'));
    const quantity = input.quantity ?? line.quantity;
    const amount =
      input.quantity !== undefined || input.unit_amount !== undefined
        ? extraLineTotal(quantity, input.unit_amount ?? (line.quantity > 0 ? line.amount / line.quantity : 0))
        : line.amount;
    checkLineDiscount(row, amount, discount ?? line.discount);
    await q.updateLine(tx, lineId, {
      ...(input.description !== undefined && { description: input.description }),
      ...(input.kind !== undefined && { kind: input.kind, cabys: await cabysOf(tx, input.kind) }),
      quantity,
      amount,
      discount: discount ?? line.discount,
    });
    await repriceInvoice(tx, row);
    return getInvoice(tx, id);
  });
}

/** Removes a line from a draft (DELETE /invoices/{id}/lines/{line_id}); a cleaning's or extra's may be billed again. */
export async function deleteLine(db: Db, id: number, lineId: number): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    await lineOf(tx, id, lineId);
    await q.deleteLine(tx, lineId);
    await repriceInvoice(tx, row);
    return getInvoice(tx, id);
  });
}

/** Sets a draft's discount on the whole invoice, its terms or its exchange rate (PATCH /invoices/{id}). */
export async function updateDraft(db: Db, id: number, input: UpdateInvoiceInput): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    if (input.discount !== undefined) await checkInvoiceDiscount(tx, row, input.discount);
    const patch = {
      ...(input.discount !== undefined && { discount: input.discount }),
      ...(input.terms !== undefined && termsColumns(input.terms)),
      ...(input.exchange_rate !== undefined && { exchangeRate: input.exchange_rate }),
    };
    await q.updateInvoice(tx, id, patch);
    await repriceInvoice(tx, { ...row, ...patch });
    return getInvoice(tx, id);
  });
}
