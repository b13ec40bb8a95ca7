import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { deliverDuePushes, sendFallbackMail } from './push-delivery';
import type { PushSender } from './push-send';
import type { VapidSource } from './push.service';

export type PushWorker = { kick: () => void; stop: () => Promise<void> };

/**
 * Sends the push queue in the background: every `intervalMs` (pushes are written by many modules inside
 * their transactions, so the worker looks rather than waits for a call) and at once when kicked; then
 * e-mails the changes no device confirmed in time. Runs never overlap.
 */
export function startPushWorker(opts: {
  db: Db;
  sender: PushSender;
  vapid: VapidSource;
  log: Pick<Logger, 'info' | 'warn'>;
  onMailQueued?: () => void;
  intervalMs?: number;
}): PushWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const once = async () => {
    const { sent, failed } = await deliverDuePushes(opts.db, opts.sender, await opts.vapid());
    if (sent || failed) opts.log.info({ sent, failed }, 'push delivery');
    const mails = await sendFallbackMail(opts.db);
    if (mails > 0) {
      opts.log.info({ mails }, 'pushes no device confirmed went by e-mail');
      opts.onMailQueued?.();
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = once()
      .catch((err: unknown) => opts.log.warn({ err }, 'push delivery failed'))
      .finally(() => {
        running = undefined;
        if (again) run();
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? 5_000);
  timer.unref();
  run();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
