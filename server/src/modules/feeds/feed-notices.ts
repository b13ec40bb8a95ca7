import type { FeedChangeKind } from '@common/contracts/events';
import { formatDate } from '@common/domain/format';
import type { DbOrTx } from '../../db/client';
import { sendingLanguage, translate, type Language } from '../../i18n/catalogue';
import { activeAdminRecipients } from '../accounts/accounts.service';
import { queueNotifications } from '../email/email.service';
import { tellHousekeeper } from '../push/push-notices';
import * as fe from './feed-events.queries';

/** A change a feed made to an assigned event, to tell its housekeeper and the admins about. */
export type Notice = { eventId: number; kind: FeedChangeKind; from: string | null };

/** The mail about one change in `lang`, its dates in that language's style. */
function message(
  lang: Language,
  kind: FeedChangeKind,
  e: { serviceDate: string; propertyName: string; housekeeper: string },
  from: string | null,
) {
  const words = {
    property: e.propertyName,
    housekeeper: e.housekeeper,
    date: formatDate(e.serviceDate, lang),
    from: from ? formatDate(from, lang) : '',
  };
  const line = translate(lang, `mail.feedChange.${kind}.line`, words);
  return {
    subject: translate(lang, `mail.feedChange.${kind}.subject`, words),
    body: translate(lang, 'mail.feedChange.body', { ...words, line }),
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
  const mails = notices.flatMap((n) => {
    const e = events.get(n.eventId);
    if (!e) return [];
    // One message per address, in the language of its first owner (the housekeeper before the admins).
    const recipients = new Map<string, Language>();
    for (const r of [{ email: e.email, language: e.language }, ...admins])
      if (!recipients.has(r.email)) recipients.set(r.email, sendingLanguage(r.language));
    return [...recipients].map(([to, lang]) => ({ to, ...message(lang, n.kind, e, n.from) }));
  });
  // Her phone hears of it too; she was just e-mailed, so no fallback mail follows.
  for (const n of notices)
    await tellHousekeeper(tx, n.eventId, n.kind === 'restored' ? 'assigned' : n.kind, {
      from: n.from ?? undefined,
      fallback: false,
    });
  return queueNotifications(tx, mails);
}
