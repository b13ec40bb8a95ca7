import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { startRepeatingJob, type RepeatingJob } from '../../repeating-job';
import { deliverDuePushes, forgetOldPushes, sendFallbackMail } from './push-delivery';
import type { PushSender } from './push-send';
import type { VapidSource } from './push.service';

/**
 * Sends the push queue in the background: every `intervalMs` (pushes are written by many modules inside
 * their transactions, so the worker looks rather than waits for a call) and at once when kicked; then
 * e-mails the changes no device confirmed in time; hourly, forgets old settled messages. Runs never overlap.
 */
export function startPushWorker(opts: {
  db: Db;
  sender: PushSender;
  vapid: VapidSource;
  log: Pick<Logger, 'info' | 'warn'>;
  onMailQueued?: () => void;
  intervalMs?: number;
}): RepeatingJob {
  let lastCleanup = 0;
  return startRepeatingJob(
    async () => {
      const { sent, failed } = await deliverDuePushes(opts.db, opts.sender, await opts.vapid());
      if (sent || failed) opts.log.info({ sent, failed }, 'push delivery');
      const mails = await sendFallbackMail(opts.db);
      if (mails > 0) {
        opts.log.info({ mails }, 'pushes no device confirmed went by e-mail');
        opts.onMailQueued?.();
      }
      if (Date.now() - lastCleanup > 3600_000) {
        lastCleanup = Date.now();
        await forgetOldPushes(opts.db);
      }
    },
    opts.intervalMs ?? 5_000,
    (err) => opts.log.warn({ err }, 'push delivery failed'),
  );
}
