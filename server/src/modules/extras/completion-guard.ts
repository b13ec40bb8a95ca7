import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { text, type Text } from '../../i18n/text';
import * as q from './extras.queries';

// Apart from extras.service: the guard the extras module registers on the event lifecycle (event-hooks.ts).

/** An extra as the office names it: its kind, and its description when it has one. */
function named(extra: q.ExtraRow): Text {
  const kind = text(`extra.kind.${extra.kind}`);
  return extra.description ? text('extra.named', { kind, description: extra.description }) : kind;
}

/**
 * Completing a cleaning fixes its extras (decision 0036): while one is still a request, 409 naming them.
 * Called inside the transaction that completes it, with the cleaning locked.
 */
export async function assertNoRequestedExtras(tx: DbOrTx, eventId: number): Promise<void> {
  const waiting = await q.requestedExtras(tx, eventId);
  if (waiting.length === 0) return;
  const names = waiting.map(named).reduceRight((rest, first) => text('extra.list', { first, rest }));
  throw new AppError('conflict', text('extra.pendingFirst', { extras: names }));
}
