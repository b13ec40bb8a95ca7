// E-mail (/emails/company): the landing page's contact form.
import type { ContactMessageInput } from '@common/contracts/email';
import { api } from '../api-client';
import { useResourceMutation } from './resource';

/** POST /emails/company: a visitor's message to the company (idle, sending, success, error). */
export function useSendContactMessage() {
  return useResourceMutation({
    call: (input: ContactMessageInput) => api.post<unknown>('/emails/company', input, { visitor: true }),
  });
}
