import type { PushPayload } from '@common/contracts/push';
import { ASSIGNMENT_KINDS, FALLBACK_MINUTES } from '@common/domain/notifications';
import type { Db } from '../../db/client';
import { sendingLanguage, translate } from '../../i18n/catalogue';
import { queueNotifications, retryDelaySeconds } from '../email/email.service';
import type { PushSender, Vapid } from './push-send';
import { companyIdentity } from '../settings/settings.service';
import * as q from './push.queries';

/** Tries before a push is given up (30 s doubling: about two hours). */
export const MAX_PUSH_ATTEMPTS = 8;

/**
 * Sends what is due in the push queue to each of its person's devices. Each message is claimed (so
 * parallel workers and processes never send it twice), sent outside any transaction, then marked sent
 * (some device's push service took it), retried later (only transient failures), or failed. A device
 * whose push service says it is gone (404/410) is forgotten.
 */
export async function deliverDuePushes(
  db: Db,
  sender: PushSender,
  vapid: Vapid,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await q.claimDuePushes(db, now, 20, 120);
  let sent = 0;
  let failed = 0;
  for (const push of due) {
    const attempts = push.attempts + 1;
    const devices = await q.subscriptionsOf(db, push.userId);
    const payload: PushPayload = {
      id: push.id,
      title: push.title,
      body: push.body,
      url: push.url,
      tag: push.tag,
      receipt: push.receipt,
    };
    const urgent = ASSIGNMENT_KINDS.includes(push.kind as (typeof ASSIGNMENT_KINDS)[number]);
    const outcomes = await Promise.all(
      devices.map(async (device) => ({
        device,
        ...(await sender.send(device, JSON.stringify(payload), vapid, {
          ttlSeconds: 24 * 3600,
          urgency: urgent ? 'high' : 'normal',
        })),
      })),
    );
    for (const o of outcomes) if (o.result === 'gone') await q.deleteSubscriptionById(db, o.device.id);
    const reached = outcomes.filter((o) => o.result === 'ok').map((o) => o.device.id);
    const lastError = outcomes.find((o) => o.result !== 'ok')?.detail.slice(0, 500) ?? null;
    if (reached.length > 0) {
      await q.markSubscriptionsReached(db, reached, now);
      await q.updatePush(db, push.id, { status: 'sent', sentAt: now, attempts, lastError });
      sent++;
    } else if (outcomes.some((o) => o.result === 'retry') && attempts < MAX_PUSH_ATTEMPTS) {
      const next = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
      await q.updatePush(db, push.id, { attempts, nextAttemptAt: next, lastError });
      failed++;
    } else {
      await q.updatePush(db, push.id, { status: 'failed', attempts, lastError: lastError ?? 'no device' });
      failed++;
    }
  }
  return { sent, failed };
}

/**
 * E-mails each person, once, the changes to her cleanings that no device of hers confirmed within
 * FALLBACK_MINUTES of when they were due (a push service took it or not: iPhones drop some silently).
 * One message per person with every such change. Answers how many messages were queued.
 */
export async function sendFallbackMail(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const late = await q.claimFallbacks(tx, new Date(now.getTime() - FALLBACK_MINUTES * 60_000), now);
    const { company_name: company } = await companyIdentity(tx);
    const byPerson = new Map<string, typeof late>();
    for (const row of late) byPerson.set(row.email, [...(byPerson.get(row.email) ?? []), row]);
    const mails = [...byPerson].map(([to, rows]) => {
      const language = sendingLanguage(rows[0]!.language);
      const lines = rows.map((r) => `- ${r.title}: ${r.body}`).join('\n');
      return {
        to,
        subject: translate(language, 'mail.pushFallback.subject'),
        body: translate(language, 'mail.pushFallback.body', { name: rows[0]!.name, lines, company }),
      };
    });
    return queueNotifications(tx, mails);
  });
}

/** How long settled messages are kept (to see what went to whom): a month. */
export const KEEP_PUSHES_DAYS = 30;

/** Forgets messages settled more than KEEP_PUSHES_DAYS ago, so the queue does not grow for ever. */
export function forgetOldPushes(db: Db, now = new Date()): Promise<void> {
  return q.deleteSettledBefore(db, new Date(now.getTime() - KEEP_PUSHES_DAYS * 24 * 3600_000));
}
