import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { deliverDueMail } from './email.service';

export type MailWorker = { kick: () => void; stop: () => Promise<void> };

/**
 * Sends the outbox in the background: every `intervalMs` and at once when kicked. Without
 * SMTP_URL it only says that mail waits in the outbox. Runs never overlap; a kick during a run
 * triggers one more run after it.
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
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true; // kicked mid-run: go once more when this run ends
      return;
    }
    again = false;
    running = deliverDueMail(opts.db, transport, opts.from)
      .then(({ sent, failed }) => {
        if (sent || failed) opts.log.info({ sent, failed }, 'outbox delivery');
      })
      .catch((err: unknown) => opts.log.warn({ err }, 'outbox delivery failed'))
      .finally(() => {
        running = undefined;
        if (again) run();
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? 15_000);
  timer.unref();
  run();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
