import { z } from 'zod';
import { CURRENCIES } from '../domain/format';
import { ID_TYPES } from '../domain/invoice';
import { termsField } from './invoices';
import {
  clearable,
  emailField,
  notEmpty,
  NOTHING_TO_CHANGE,
  optionalEmailField,
  optionalPhoneField,
  singleLineText,
} from './common';

export const client = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active_status: z.boolean(),
  created_at: z.string(),
  /** Billing (decision 0036): its prices and invoices are in this currency, taxed at this rate (percent). */
  currency: z.enum(CURRENCIES),
  tax_rate: z.number(),
  billing_email: z.string().nullable(),
  id_type: z.enum(ID_TYPES).nullable(),
  id_number: z.string().nullable(),
  /** The language of its mails and PDFs (docs/decisions/0048). */
  language: z.enum(['en', 'es']),
  /** The terms its new invoices start with, and whether it gets a weekly reminder of each overdue invoice. */
  terms: termsField,
  payment_reminders: z.boolean(),
});
export type Client = z.infer<typeof client>;
export const clientList = z.array(client);

const clientFields = z.object({
  name: singleLineText(200, 'Name is required'),
  email: optionalEmailField,
  phone: optionalPhoneField,
  /** Left out: USD on a new client, unchanged on an edit. */
  currency: z.enum(CURRENCIES, { message: 'Currency must be USD or CRC' }).optional(),
  /** Percent; left out: 13 (Costa Rica's IVA) on a new client, unchanged on an edit. */
  tax_rate: z.coerce
    .number({ message: 'The tax rate must be a percentage from 0 to 100' })
    .min(0, 'The tax rate must be a percentage from 0 to 100')
    .max(100, 'The tax rate must be a percentage from 0 to 100')
    .multipleOf(0.01, 'At most 2 decimals')
    .optional(),
  billing_email: clearable(emailField),
  /** Hacienda's code: '01' physical person, '02' legal person, '03' DIMEX, '04' NITE; empty: none. */
  id_type: clearable(z.enum(ID_TYPES, { message: 'The id type must be 01, 02, 03 or 04' })),
  id_number: clearable(
    z
      .string()
      .trim()
      .regex(/^\d{9,12}$/, 'The id number must be 9 to 12 digits, without dashes'),
  ),
  /** Left out: Spanish on a new client, unchanged on an edit. */
  language: z.enum(['en', 'es'], { message: 'The language must be en or es' }).optional(),
  /** Left out: cash on a new client, unchanged on an edit. */
  terms: termsField.optional(),
  /** Left out: off on a new client, unchanged on an edit. */
  payment_reminders: z.boolean({ message: 'Must be true or false' }).optional(),
});

// Both or neither, when either is given (an edit may leave both out).
const idPair = (v: { id_type?: unknown; id_number?: unknown }) =>
  v.id_type === undefined || v.id_number === undefined || (v.id_type === null) === (v.id_number === null);
/** The message of a half id pair (the server says it too when an edit would leave one of a stored pair). */
export const ID_PAIR_MESSAGE = 'Give both the id type and the id number, or neither';
const ID_PAIR = { message: ID_PAIR_MESSAGE, path: ['id_number'] };

export const createClientInput = clientFields.refine(idPair, ID_PAIR);
export type CreateClientInput = z.infer<typeof createClientInput>;

/** Edit fields, and `active_status: true` to activate an inactive client. */
export const updateClientInput = clientFields
  .partial()
  .extend({ active_status: z.boolean().optional() })
  .refine(notEmpty, { message: NOTHING_TO_CHANGE })
  .refine(idPair, ID_PAIR);
export type UpdateClientInput = z.infer<typeof updateClientInput>;
