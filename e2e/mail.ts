// The messages a journey's app sent, as its mail catcher filed them (app.ts): one JSON `{ to, raw }` per file.
import { filedMail, resetLinkIn, waitForMail, type WaitForMail } from '../server/test/smtp-catcher';
import { lane } from './lane';

/** Waits for the mail to `to` this journey's catcher filed that `matches` (the outbox worker sends it at once). */
export async function mailFiledFor(to: string, wait: WaitForMail = {}): Promise<string> {
  const { mailDir } = lane();
  return (await waitForMail(() => filedMail(mailDir), to, wait)).raw;
}

/** Waits for the mail with a set-password link the catcher received for `to`. */
export const mailTo = (to: string) =>
  mailFiledFor(to, { matches: (raw) => resetLinkIn(raw) !== undefined, what: 'mail with a link' });
