import { z } from 'zod';
import { optionalEmailField, optionalPhoneField } from './common';

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
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: optionalEmailField,
  phone: optionalPhoneField,
});
export type CreateClientInput = z.infer<typeof createClientInput>;

/** Edit fields, and `active_status: true` to activate an inactive client. */
export const updateClientInput = createClientInput.partial().extend({ active_status: z.boolean().optional() });
export type UpdateClientInput = z.infer<typeof updateClientInput>;
