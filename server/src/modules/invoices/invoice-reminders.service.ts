import { todayIso } from '@common/domain/dates';
import { formatDate, formatMoney } from '@common/domain/format';
import { daysPastDue, formatInvoiceNumber, invoiceBalance } from '@common/domain/invoice';
import type { Db } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { queueNotifications } from '../email/email.service';
import { companySettings } from '../settings/settings.service';
import * as q from './invoices.queries';

const WEEK_MS = 7 * 86_400_000;

/**
 * Queues one payment reminder for each overdue invoice of a client who opted in (docs/decisions/0049): at most
 * one per invoice a week, recorded with the message in one transaction, so a restart or a second process never
 * sends it again. In the client's language, signed with the company's name from Settings. Answers how many.
 */
export async function sendPaymentReminders(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WEEK_MS);
  const today = todayIso(now);
  const [due, settings] = await Promise.all([q.remindable(db, today, since), companySettings(db)]);
  let sent = 0;
  for (const invoice of due) {
    if (!invoice.to || !invoice.dueOn) continue;
    const lang = invoice.language;
    const words = {
      company: settings.company_name,
      client: invoice.clientName,
      number: formatInvoiceNumber(invoice.number),
      issued: invoice.issuedOn ? formatDate(invoice.issuedOn, lang) : '',
      due: formatDate(invoice.dueOn, lang),
      days: daysPastDue(invoice.dueOn, today),
      balance: formatMoney(invoiceBalance(invoice.total, invoice.paid), invoice.currency, lang),
    };
    const to = invoice.to;
    const queued = await db.transaction(async (tx) => {
      if (!(await q.claimReminder(tx, invoice.id, now, since))) return false;
      await queueNotifications(tx, [
        {
          to,
          subject: translate(lang, 'mail.reminder.subject', words),
          body: translate(lang, 'mail.reminder.body', words),
        },
      ]);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Runs the reminders a minute after start and then every `everyMs` (6 hours), each run after the last ended. */
export function startPaymentReminders(
  deps: { db: Db; log: { warn: (obj: object, msg: string) => void }; onMailQueued?: () => void },
  everyMs = 6 * 3_600_000,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sendPaymentReminders(deps.db)
      .then((sent) => {
        if (sent > 0) deps.onMailQueued?.();
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'Could not send payment reminders'))
      .finally(() => (running = false));
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
