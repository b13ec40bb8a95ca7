import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@common/contracts/email';
import { api } from '../../lib/api-client';

/** POST /emails/company: a visitor's message to the company. */
export function sendContactMessage(input: ContactMessageInput): Promise<unknown> {
  return api.post<unknown>('/emails/company', input);
}

/** The contact form's mutation: idle, sending (isPending), success, error. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
