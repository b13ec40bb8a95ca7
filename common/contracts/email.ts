import { z } from 'zod';
import { emailField } from './common';

/** The contact form and the staff mail calls share one body (spec 3 "Contact message"). */
export const contactMessageInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: emailField,
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
