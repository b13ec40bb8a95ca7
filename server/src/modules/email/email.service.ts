import type { ContactMessageInput } from '@common/contracts/email';
import type { Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import type { MailAttachment } from '../../db/schema/mail';
import { AppError } from '../../errors';
import * as q from './email.queries';
import { text } from '../../i18n/text';

/** Where company mail goes, asked at each message (app.ts: COMPANY_EMAIL, else the first active admin's address). */
export type MailSettings = { companyAddress: () => Promise<string | undefined> };

async function companyAddress(settings: MailSettings): Promise<string> {
  const address = await settings.companyAddress();
  if (!address) throw new AppError('unavailable', text('error.mailboxMissing'));
  return address;
}

/** Stores a contact-form message to the company; the visitor is the reply-to. */
export async function queueCompanyMessage(db: Db, settings: MailSettings, input: ContactMessageInput) {
  const row = await q.insertMail(db, {
    toAddress: await companyAddress(settings),
    replyTo: input.email,
    subject: `[Contact] ${input.subject}`,
    body: `From: ${input.name} <${input.email}>\n\n${input.message}`,
  });
  return { id: row.id, status: 'queued' as const };
}

/** Stores a message from the company to a client or employee (the body's e-mail is the recipient). */
export async function queueDirectMessage(db: Db, settings: MailSettings, input: ContactMessageInput) {
  const replyTo = await companyAddress(settings);
  const row = await q.insertMail(db, {
    toAddress: input.email,
    replyTo,
    subject: input.subject,
    body: `${input.name},\n\n${input.message}`,
  });
  return { id: row.id, status: 'queued' as const };
}

/** Stores messages from the company (notifications); the caller may hold a transaction, nothing is sent here. */
export async function queueNotifications(
  db: DbOrTx,
  mails: { to: string; subject: string; body: string }[],
): Promise<number> {
  for (const mail of mails) await q.insertMail(db, { toAddress: mail.to, subject: mail.subject, body: mail.body });
  return mails.length;
}

/** Stores one message from the company with files attached (a client's report); the caller may hold a transaction. */
export async function queueMailWithAttachments(
  db: DbOrTx,
  mail: { to: string; subject: string; body: string; attachments: MailAttachment[] },
): Promise<number> {
  const row = await q.insertMail(db, {
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    attachments: mail.attachments,
  });
  return row.id;
}

// A link's secret in a message: the value of a token query key (reset links, and any later link that signs someone in).
const LINK_SECRET = /([?&][\w-]*token=)[^\s&#]+/gi;

/**
 * A sent message's body as the outbox keeps it: link tokens replaced by `[redacted]`. The outbox holds the
 * full body only until the message is sent (retries need it), so the table never keeps a usable reset link
 * once it went out, while the token table keeps only hashes (decision 0026).
 */
export function withoutLinkSecrets(body: string): string {
  return body.replace(LINK_SECRET, '$1[redacted]');
}

/** Seconds before the next try after `attempts` failures: 30 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Sends what is due in the outbox. Each message is claimed (so parallel workers never send it
 * twice), sent outside any transaction, then marked sent or rescheduled with back-off; a
 * message is never dropped.
 */
export async function deliverDueMail(
  db: Db,
  transport: Transporter,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await q.claimDueMail(db, now, 20, 120);
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    try {
      const attachments = mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      }));
      await transport.sendMail({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
        attachments,
      });
      await q.markSent(db, mail.id, attempts, withoutLinkSecrets(mail.body));
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await q.markRetry(db, mail.id, attempts, new Date(now.getTime() + retryDelaySeconds(attempts) * 1000), message);
      failed++;
    }
  }
  return { sent, failed };
}
