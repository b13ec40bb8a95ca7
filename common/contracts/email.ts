import { z } from 'zod';
import { emailField, multiLineText, singleLineText } from './common';

/** The contact form and the staff mail calls share one body. */
export const contactMessageInput = z.object({
  name: singleLineText(200, 'Name is required'),
  email: emailField,
  subject: singleLineText(200, 'Subject is required'),
  message: multiLineText(10_000, 'Message is required'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

/** Mail is stored in the outbox first and sent in the background. */
export const queuedMailResponse = z.object({ id: z.number(), status: z.literal('queued') });
