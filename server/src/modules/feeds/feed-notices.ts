import type { FeedChangeKind } from '@common/contracts/events';
import type { DbOrTx } from '../../db/client';
import { activeAdminEmails } from '../accounts/accounts.service';
import { queueNotifications } from '../email/email.service';
import * as fe from './feed-events.queries';

/** A change a feed made to an assigned event, to tell its housekeeper and the admins about. */
export type Notice = { eventId: number; kind: FeedChangeKind; from: string | null };

function message(
  kind: FeedChangeKind,
  e: { serviceDate: string; propertyName: string; housekeeper: string },
  from: string | null,
) {
  const what = {
    moved: {
      subject: `Cleaning moved: ${e.propertyName}, ${from} → ${e.serviceDate}`,
      line: `the cleaning of ${from} is now on ${e.serviceDate}`,
    },
    cancelled: {
      subject: `Cleaning cancelled: ${e.propertyName}, ${e.serviceDate}`,
      line: `the reservation was cancelled, so the cleaning of ${e.serviceDate} is probably not needed`,
    },
    restored: {
      subject: `Cleaning back on the schedule: ${e.propertyName}, ${e.serviceDate}`,
      line: `the reservation is back, so the cleaning of ${e.serviceDate} is on again`,
    },
  }[kind];
  const body = [
    `The booking calendar of ${e.propertyName} changed: ${what.line}.`,
    `Assigned housekeeper: ${e.housekeeper}.`,
    '',
    'An admin will confirm the change in the schedule.',
  ].join('\n');
  return { subject: what.subject, body };
}

/**
 * Queues an e-mail about each change to the event's housekeeper and to every active admin (one
 * message per address, through the outbox; nothing is sent inside the transaction). Answers how many.
 */
export async function tellAboutChanges(tx: DbOrTx, notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const events = new Map(
    (
      await fe.eventsToTell(
        tx,
        notices.map((n) => n.eventId),
      )
    ).map((e) => [e.id, e]),
  );
  const admins = await activeAdminEmails(tx);
  const mails = notices.flatMap((n) => {
    const e = events.get(n.eventId);
    if (!e) return [];
    const { subject, body } = message(n.kind, e, n.from);
    return [...new Set([e.email, ...admins])].map((to) => ({ to, subject, body }));
  });
  return queueNotifications(tx, mails);
}
