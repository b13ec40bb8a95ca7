import { z } from 'zod';
import { EXTRA_KINDS, EXTRA_STATUSES } from '../domain/invoice';
import { idField, multiLineText, optionalBody, quantityField, singleLineText } from './common';

// Extras on a cleaning (decision 0036).

const amount = (message: string) =>
  z.coerce.number({ message }).min(0, message).max(10_000_000, message).multipleOf(0.01, 'At most 2 decimals');

/**
 * POST /cleaning_events/{id}/extras: the line's totals, `client_amount` in the client's currency,
 * `worker_amount` in colones. An admin's or supervisor's extra is approved at once; a housekeeper's is a
 * request (her own cleaning only), and the office decides its amounts when approving if she left them at 0.
 */
export const extraInput = z.object({
  kind: z.enum(EXTRA_KINDS, { message: 'Kind must be laundry, waiting_time, same_day, supplies or other' }),
  description: singleLineText(200).default(''),
  quantity: quantityField().default(1),
  client_amount: amount('The client amount must be a number from 0 to 10,000,000').default(0),
  worker_amount: amount('The housekeeper amount must be a number from 0 to 10,000,000').default(0),
});
export type ExtraInput = z.infer<typeof extraInput>;

/**
 * PUT /cleaning_events/{id}/extras/{extra_id} (admin, supervisor): corrects an extra, also after its cleaning was
 * completed, until it is on an issued invoice or a paid statement (409 naming which). Amounts are the line's totals.
 */
export const updateExtraInput = extraInput.extend({
  /** Left out (a supervisor reads no amounts of an extra): the amount keeps its price per unit. */
  client_amount: amount('The client amount must be a number from 0 to 10,000,000').optional(),
  worker_amount: amount('The housekeeper amount must be a number from 0 to 10,000,000').optional(),
});
export type UpdateExtraInput = z.infer<typeof updateExtraInput>;

/** POST .../extras/{extra_id}/approve: approves a request, optionally setting its amounts. */
export const approveExtraInput = optionalBody(
  z.object({
    client_amount: amount('The client amount must be a number from 0 to 10,000,000').optional(),
    worker_amount: amount('The housekeeper amount must be a number from 0 to 10,000,000').optional(),
  }),
);
export type ApproveExtraInput = z.infer<typeof approveExtraInput>;

/** POST .../extras/{extra_id}/refuse: refuses a request, with an optional reason she will read. */
export const refuseExtraInput = optionalBody(z.object({ reason: multiLineText(500).optional() }));
export type RefuseExtraInput = z.infer<typeof refuseExtraInput>;

export const extraParams = z.object({ id: idField(), extra_id: idField() });

/**
 * One extra. An amount the reader's role may not read is null (common/domain/field-policy.ts): `client_amount`
 * reaches only admins, `worker_amount` admins and the housekeeper.
 */
export const extra = z.object({
  id: z.number(),
  cleaning_event_id: z.number(),
  kind: z.enum(EXTRA_KINDS),
  description: z.string(),
  quantity: z.number(),
  client_amount: z.number().nullable(),
  worker_amount: z.number().nullable(),
  status: z.enum(EXTRA_STATUSES),
  refuse_reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type Extra = z.infer<typeof extra>;
export const extraList = z.array(extra);

/** GET /extras/requests (admin, supervisor): housekeepers' requests waiting for a decision, oldest first. */
export const extraRequest = extra.extend({
  property_name: z.string(),
  service_date: z.string(),
  housekeeper_name: z.string().nullable(),
});
export const extraRequestList = z.array(extraRequest);
export type ExtraRequest = z.infer<typeof extraRequest>;
