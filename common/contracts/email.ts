import { z } from 'zod';
import { emailField } from './common';

const singleLine = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(max)
    .refine((v) => !/[\r\n]/.test(v), { message: `${field} must be a single line` });

/** The contact form and the staff mail calls share one body (spec 3 "Contact message"). */
export const contactMessageInput = z.object({
  name: singleLine('Name', 200),
  email: emailField,
  subject: singleLine('Subject', 200),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

/** Mail is stored in the outbox first and sent in the background. */
export const queuedMailResponse = z.object({ id: z.number(), status: z.literal('queued') });
