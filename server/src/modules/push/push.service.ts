import { randomBytes } from 'node:crypto';
import type {
  NotificationSettings,
  NotificationSettingsInput,
  PushSubscriptionInput,
  PushSubscriptionResponse,
} from '@common/contracts/push';
import {
  ASSIGNMENT_KINDS,
  kindsForRole,
  minutesUntilQuietEnds,
  type NotificationKind,
} from '@common/domain/notifications';
import webpush from 'web-push';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { sendingLanguage, translate, type Language, type MessageKey } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { checkEndpoint, type Vapid } from './push-send';
import { companyIdentity } from '../settings/settings.service';
import * as q from './push.queries';

/** The VAPID details every process signs with: from the environment, else the pair kept in the database. */
export function createVapid(db: Db, fromEnv: { publicKey: string; privateKey: string } | undefined, subject: string) {
  let keys: Promise<Vapid> | undefined;
  const load = async (): Promise<Vapid> => {
    if (fromEnv) return { subject, ...fromEnv };
    let row = await q.findKeys(db);
    if (!row) {
      await q.insertKeysOnce(db, webpush.generateVAPIDKeys());
      row = await q.findKeys(db);
    }
    if (!row) throw new Error('no VAPID keys after keeping a pair');
    return { subject, publicKey: row.publicKey, privateKey: row.privateKey };
  };
  return (): Promise<Vapid> => {
    keys ??= load().catch((err: unknown) => {
      keys = undefined; // a database hiccup is retried at the next call
      throw err;
    });
    return keys;
  };
}
export type VapidSource = ReturnType<typeof createVapid>;

/** POST /push/subscriptions: keeps this device for the caller (moving it from whoever had it). */
export async function subscribe(
  db: Db,
  who: AuthUser,
  input: PushSubscriptionInput,
  allowPrivateHosts: boolean,
): Promise<PushSubscriptionResponse> {
  await checkEndpoint(input.endpoint, allowPrivateHosts);
  await q.upsertSubscription(db, { userId: who.id, endpoint: input.endpoint, ...input.keys });
  // Until she chooses a language, her pushes are written in the one her app runs in.
  if (input.language) await q.recordAppLanguage(db, who.id, input.language);
  return { endpoint: input.endpoint, devices: await q.deviceCount(db, who.id) };
}

/** DELETE /push/subscriptions: forgets the caller's device (nothing to do when it is not theirs or gone). */
export async function unsubscribe(db: Db, who: AuthUser, endpoint: string): Promise<void> {
  await q.deleteSubscription(db, who.id, endpoint);
}

/** GET /push/settings: every kind is on until turned off; no quiet hours until set. */
export async function readSettings(db: DbOrTx, who: AuthUser): Promise<NotificationSettings> {
  const row = await q.findSettings(db, who.id);
  const available = kindsForRole(who.role);
  return {
    kinds: available.filter((k) => !row?.offKinds.includes(k)),
    available,
    quiet_start: row?.quietStart ?? null,
    quiet_end: row?.quietEnd ?? null,
    time_zone: row?.timeZone ?? 'UTC',
    devices: await q.deviceCount(db, who.id),
  };
}

/** PUT /push/settings: a kind the role cannot get is refused (422), so a typo never silently turns one off. */
export async function saveSettings(db: Db, who: AuthUser, input: NotificationSettingsInput) {
  const available = kindsForRole(who.role);
  const foreign = input.kinds.filter((k) => !available.includes(k));
  if (foreign.length)
    throw new AppError('invalid', text('push.kindNotYours', { kinds: foreign.join(', ') }), [
      { field: 'kinds', message: text('push.kindNotYours', { kinds: foreign.join(', ') }) },
    ]);
  await q.saveSettings(db, {
    userId: who.id,
    offKinds: available.filter((k) => !input.kinds.includes(k)),
    quietStart: input.quiet_start,
    quietEnd: input.quiet_end,
    timeZone: input.time_zone,
  });
  return readSettings(db, who);
}

/** POST /push/test: one message to each of the caller's devices now, quiet hours or not (409 without a device). */
export async function sendTest(db: Db, who: AuthUser, language: Language): Promise<{ devices: number }> {
  const devices = await q.deviceCount(db, who.id);
  if (devices === 0) throw new AppError('conflict', text('push.noDevice'));
  await q.insertPushes(db, [
    {
      userId: who.id,
      kind: 'test',
      title: translate(language, 'push.test.title'),
      body: translate(language, 'push.test.body', { company: (await companyIdentity(db)).company_name }),
      url: '/settings',
      tag: 'test',
      receipt: newReceipt(),
    },
  ]);
  return { devices };
}

/** POST /push/receipts: a device showed message `id` (404 when the pair is unknown; a repeat changes nothing). */
export async function recordReceipt(db: Db, input: { id: number; receipt: string }, at = new Date()): Promise<void> {
  if (!(await q.markReceived(db, input.id, input.receipt, at)))
    throw new AppError('not_found', text('push.receiptUnknown'));
}

const newReceipt = () => randomBytes(16).toString('base64url');

/** Minute of the day (0-1439) of `at` on the clock of `timeZone`. */
function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** What one push says, in each reader's language: a catalogue prefix (`push.<x>`) and its words per language. */
export type Notice = {
  kind: NotificationKind;
  /** push.<message>.title / .body; defaults to the kind (a cleaning taken off her list says `unassigned`). */
  message?: 'unassigned';
  words: (language: Language) => Record<string, string>;
  url: string;
  /** Replaces an earlier notification with the same tag on the device (one per cleaning). */
  tag: string;
  /** Off when the person was e-mailed about it already; else on for changes to her cleanings. */
  fallback?: boolean;
};

/**
 * Queues a push to each of these people who has a device and wants this kind, in their language, due
 * when their quiet hours end; changes to her cleanings are marked for the e-mail fallback. Runs in the
 * caller's transaction; the push worker sends it.
 */
export async function notify(
  tx: DbOrTx,
  whom: { userIds: number[] } | { role: 'admin' | 'supervisor' },
  notice: Notice,
  now = new Date(),
): Promise<number> {
  const people = await q.reachableUsers(tx, whom);
  const message = notice.message ?? notice.kind;
  const rows = people
    .filter((p) => kindsForRole(p.role).includes(notice.kind) && !p.offKinds?.includes(notice.kind))
    .map((p) => {
      const language = sendingLanguage(p.language);
      const words = notice.words(language);
      const zone = p.timeZone ?? 'UTC';
      const wait = minutesUntilQuietEnds(p.quietStart, p.quietEnd, minuteOfDay(now, zone));
      const due = wait > 0 ? new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + (wait - 1) * 60_000) : now;
      return {
        userId: p.id,
        kind: notice.kind,
        title: translate(language, `push.${message}.title` as MessageKey, words),
        body: translate(language, `push.${message}.body` as MessageKey, words),
        url: notice.url,
        tag: notice.tag,
        receipt: newReceipt(),
        dueAt: due,
        nextAttemptAt: due,
        fallback: notice.fallback ?? ASSIGNMENT_KINDS.includes(notice.kind),
      };
    });
  await q.insertPushes(tx, rows);
  return rows.length;
}
