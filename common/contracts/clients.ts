import { z } from 'zod';
import { notEmpty, NOTHING_TO_CHANGE, optionalEmailField, optionalPhoneField, singleLineText } from './common';

export const client = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active_status: z.boolean(),
  created_at: z.string(),
});
export type Client = z.infer<typeof client>;
export const clientList = z.array(client);

export const createClientInput = z.object({
  name: singleLineText(200, 'Name is required'),
  email: optionalEmailField,
  phone: optionalPhoneField,
});
export type CreateClientInput = z.infer<typeof createClientInput>;

/** Edit fields, and `active_status: true` to activate an inactive client. */
export const updateClientInput = createClientInput
  .partial()
  .extend({ active_status: z.boolean().optional() })
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateClientInput = z.infer<typeof updateClientInput>;
