// What a housekeeper's phone sends for a cleaning taken from her (photos, checklist answers, the note) after it went
// to someone else or back to unassigned is kept as a history line under her name (keepForOffice in events.service,
// which lockForProof lets her reach) and answered 202 (docs/decisions/0051-proof-sent-after-a-reassignment.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptForOffice } from '@common/contracts/events';
import { readerLanguage } from '../../i18n/catalogue';
import { render, type Text } from '../../i18n/text';

/** The service's answer: its words stay a text until the route knows the reader's language (a replay's too). */
export type KeptAnswer = { kept_for_office: true; detail: Text };

/** Sends a proof call's answer: 202 with the words in the reader's language when it was kept for the office. */
export function sendProofAnswer<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: T | KeptAnswer,
  code: 200 | 201,
) {
  if (!('kept_for_office' in answer)) return reply.code(code).send(answer);
  const kept: KeptForOffice = { kept_for_office: true, detail: render(readerLanguage(request), answer.detail) };
  return reply.code(202).send(kept);
}
