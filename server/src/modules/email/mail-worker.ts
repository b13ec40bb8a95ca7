import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { startRepeatingJob, type RepeatingJob } from '../../repeating-job';
import { deliverDueMail } from './email.service';

export type MailWorker = RepeatingJob;

/**
 * Sends the outbox in the background: every `intervalMs` and at once when kicked. Without
 * SMTP_URL it only says that mail waits in the outbox. Runs never overlap.
 */
export function startMailWorker(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<Logger, 'info' | 'warn'>;
  intervalMs?: number;
}): MailWorker {
  if (!opts.smtpUrl) {
    opts.log.warn('SMTP_URL is not set: e-mail is kept in the outbox until it is');
    return { kick: () => undefined, stop: async () => undefined };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const job = startRepeatingJob(
    async () => {
      const { sent, failed } = await deliverDueMail(opts.db, transport, opts.from);
      if (sent || failed) opts.log.info({ sent, failed }, 'outbox delivery');
    },
    opts.intervalMs ?? 15_000,
    (err) => opts.log.warn({ err }, 'outbox delivery failed'),
  );
  return {
    kick: job.kick,
    stop: async () => {
      await job.stop();
      transport.close();
    },
  };
}
