import { z } from 'zod';
import { CURRENCIES } from '../domain/format';
import { INVOICE_STATUSES } from '../domain/invoice';
import { isValidMonth } from '../domain/calendar';
import { blankToUndefined, idField } from './common';
import { booleanFlag, cleaningEvent, leanEvent, paymentStatusField } from './events';
import { eventPropertyView } from './properties';

const optionalId = (message: string) => z.preprocess(blankToUndefined, idField(message).optional());
const optionalPayment = z.preprocess(blankToUndefined, paymentStatusField.optional());

/**
 * GET /cleaning_events/completed (admin): Completed Services of a month, narrowed by any of client,
 * property, housekeeper and the two payment statuses. The same query string exports the list (.xlsx).
 * `lean=true` asks for the lean form (`completedLean`): each property once, not in every event.
 */
export const completedQuery = z
  .object({
    year: z.coerce.number().int(),
    month: z.coerce.number().int(),
    client_id: optionalId('client_id must be a client id'),
    property_id: optionalId('property_id must be a property id'),
    employee_id: optionalId('employee_id must be a staff id'),
    payment_client_status: optionalPayment,
    lean: booleanFlag.describe(
      'true: the lean form { events, properties, totals }, each property once (the web app asks for it)',
    ),
    payment_employee_status: optionalPayment,
    payment_supervisor_status: optionalPayment,
  })
  .refine((q) => isValidMonth(q.year, q.month), { message: 'year must be 1900-9999 and month 1-12', path: ['month'] });
export type CompletedQuery = z.infer<typeof completedQuery>;
export type CompletedFilters = Omit<CompletedQuery, 'year' | 'month' | 'lean'>;

/** The bulk payment's message when no status is given (translated by the server, shown by the screen). */
export const PAYMENT_FIELD_REQUIRED =
  'Give payment_client_status, payment_employee_status or payment_supervisor_status (any of them)';

/** The open (not void) invoice a completed cleaning is on, if any (decision 0036). */
export const invoiceRef = z.object({
  id: z.number(),
  number: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceRef = z.infer<typeof invoiceRef>;

/**
 * What a completed cleaning's approved extras add (docs/decisions/0046-one-truth-for-money.md): the client's line
 * totals (client currency) and the housekeeper's (payroll currency). The totals count them, as invoices bill them.
 */
const extrasSums = {
  extras_client_amount: z.number(),
  extras_worker_amount: z.number(),
};

/**
 * A completed event with the prices it was fixed at when completed (admins only: it carries the client price).
 * On an issued invoice its `payment_client_status` is the invoice's (paid once the invoice is paid).
 */
export const completedEvent = cleaningEvent.extend({
  client_price: z.number(),
  worker_payment: z.number(),
  supervisor_payment: z.number(),
  ...extrasSums,
  invoice: invoiceRef.nullable(),
});
export type CompletedEvent = z.infer<typeof completedEvent>;

/**
 * Sums of the listed events: revenue per client currency (one entry per currency present, USD first; cleanings
 * of clients in different currencies are never added together), staff cost in the payroll currency.
 */
export const completedTotals = z.object({
  count: z.number(),
  revenue: z.array(z.object({ amount: z.number(), currency: z.enum(CURRENCIES), pending: z.number() })),
  staff_cost: z.object({
    amount: z.number(),
    currency: z.literal('CRC'),
    worker: z.number(),
    supervisor: z.number(),
    pending: z.number(),
  }),
});
export type CompletedTotals = z.infer<typeof completedTotals>;

export const completedList = z.object({ events: z.array(completedEvent), totals: completedTotals });
export type CompletedList = z.infer<typeof completedList>;

/** A completed event in the lean form: the lean month's event with its fixed prices. */
export const completedLeanEvent = leanEvent.extend({
  client_price: z.number(),
  worker_payment: z.number(),
  supervisor_payment: z.number(),
  ...extrasSums,
  invoice: invoiceRef.nullable(),
});
/**
 * GET /cleaning_events/completed?lean=true: the same events without their property, each property
 * they name once by id (as the lean month view sends them), and the same totals.
 */
export const completedLean = z.object({
  events: z.array(completedLeanEvent),
  properties: z.record(z.string(), eventPropertyView),
  totals: completedTotals,
});
export type CompletedLean = z.infer<typeof completedLean>;

/**
 * PATCH /cleaning_events/payments (admin; decisions 0012 and 0031): sets any of the client's, the housekeeper's
 * and the supervisor's payment status of completed events, all or nothing: one unknown id answers 404,
 * one not completed 409, and nothing changes.
 */
export const bulkPaymentInput = z
  .object({
    ids: z.array(idField()).min(1, 'Select at least one cleaning').max(2000, 'At most 2,000 cleanings at once'),
    payment_client_status: paymentStatusField.optional(),
    payment_employee_status: paymentStatusField.optional(),
    payment_supervisor_status: paymentStatusField.optional(),
  })
  .refine(
    (v) =>
      v.payment_client_status !== undefined ||
      v.payment_employee_status !== undefined ||
      v.payment_supervisor_status !== undefined,
    { message: PAYMENT_FIELD_REQUIRED, path: ['payment_client_status'] },
  );
export type BulkPaymentInput = z.infer<typeof bulkPaymentInput>;

/** How many of the events changed (the others already had the statuses asked for). */
export const bulkPaymentResponse = z.object({ updated: z.number() });
export type BulkPaymentResponse = z.infer<typeof bulkPaymentResponse>;

/** The filtered Completed Services as a spreadsheet (.xlsx). */
export const completedSheetFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'completed-services-YYYY-MM.xlsx' });
