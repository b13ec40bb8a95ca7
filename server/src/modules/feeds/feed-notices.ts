import type { FeedChangeKind } from '@common/contracts/events';
import type { Unavailability } from '@common/domain/capacity';
import { formatDate } from '@common/domain/format';
import type { DbOrTx } from '../../db/client';
import { sendingLanguage, translate, type Language } from '../../i18n/catalogue';
import { activeAdminRecipients } from '../accounts/accounts.service';
import { queueNotifications } from '../email/email.service';
import { assigneeUnavailability } from '../events/events.service';
import { tellHousekeeper } from '../push/push-notices';
import * as fe from './feed-events.queries';

/** A change a feed made to an assigned event, to tell its housekeeper and the admins about. */
export type Notice = { eventId: number; kind: FeedChangeKind; from: string | null };

/**
 * The mail about one change in `lang`, its dates in that language's style. A cleaning now on a day its
 * housekeeper cannot take (time off, not her day, outside her hours) says so, to her and to the admins.
 */
function message(
  lang: Language,
  kind: FeedChangeKind,
  e: { serviceDate: string; propertyName: string; housekeeper: string },
  from: string | null,
  unavailable: Unavailability | null,
) {
  const words = {
    property: e.propertyName,
    housekeeper: e.housekeeper,
    date: formatDate(e.serviceDate, lang),
    from: from ? formatDate(from, lang) : '',
  };
  const line = translate(lang, `mail.feedChange.${kind}.line`, words);
  const body = translate(lang, 'mail.feedChange.body', { ...words, line });
  return {
    subject: translate(lang, `mail.feedChange.${kind}.subject`, words),
    body: unavailable
      ? `${body}\n\n${translate(lang, `mail.feedChange.unavailable.${unavailable.kind}`, words)}`
      : body,
  };
}

/**
 * Queues an e-mail about each change to the event's housekeeper and to every active admin, each in
 * their own language (English until they choose one; one message per address, through the outbox;
 * nothing is sent inside the transaction). Answers how many.
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
  const admins = await activeAdminRecipients(tx);
  // A cleaning moved or back on the schedule may now be on a day its housekeeper cannot take.
  const unavailable = new Map<number, Unavailability | null>();
  for (const n of notices)
    if (n.kind !== 'cancelled') unavailable.set(n.eventId, await assigneeUnavailability(tx, n.eventId));
  const mails = notices.flatMap((n) => {
    const e = events.get(n.eventId);
    if (!e) return [];
    // One message per address, in the language of its first owner (the housekeeper before the admins).
    const recipients = new Map<string, Language>();
    for (const r of [{ email: e.email, language: e.language }, ...admins])
      if (!recipients.has(r.email)) recipients.set(r.email, sendingLanguage(r.language));
    const why = unavailable.get(n.eventId) ?? null;
    return [...recipients].map(([to, lang]) => ({ to, ...message(lang, n.kind, e, n.from, why) }));
  });
  // Her phone hears of it too; she was just e-mailed, so no fallback mail follows.
  for (const n of notices)
    await tellHousekeeper(tx, n.eventId, n.kind === 'restored' ? 'assigned' : n.kind, {
      from: n.from ?? undefined,
      fallback: false,
    });
  return queueNotifications(tx, mails);
}
