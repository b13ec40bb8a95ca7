import { z } from 'zod';
import { languageField } from './auth';
import { NOTIFICATION_KINDS } from '../domain/notifications';
import { idField, singleLineText, timeOfDayField } from './common';

// Web Push (decision 0038).

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const base64url = (max: number, message: string) =>
  z.string({ message }).min(1, message).max(max, message).regex(BASE64URL, message);

/** GET /push/key: the server's VAPID public key, the browser's applicationServerKey. */
export const pushKeyResponse = z.object({ public_key: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

export const PUSH_ENDPOINT_MESSAGE = 'endpoint must be an https URL of a push service';

/** POST /push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionInput = z.object({
  endpoint: singleLineText(2000, PUSH_ENDPOINT_MESSAGE).refine(
    (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
    { message: PUSH_ENDPOINT_MESSAGE },
  ),
  expirationTime: z.number().nullable().optional(),
  /** The language the app runs in: until she chooses one, her pushes use it (docs/decisions/0043-words-and-numbers.md). */
  language: languageField.optional(),
  keys: z.object({
    p256dh: base64url(200, 'keys.p256dh must be the subscription public key (base64url)'),
    auth: base64url(100, 'keys.auth must be the subscription auth secret (base64url)'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushSubscriptionResponse = z.object({ endpoint: z.string(), devices: z.number().int() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

/** DELETE /push/subscriptions. */
export const deletePushSubscriptionInput = z.object({
  endpoint: singleLineText(2000, PUSH_ENDPOINT_MESSAGE),
});

export const notificationKind = z.enum(NOTIFICATION_KINDS, { message: 'Unknown notification kind' });

/** PUT /push/settings: the kinds turned on, quiet hours (both or neither) in the phone's time zone. */
export const notificationSettingsInput = z
  .object({
    kinds: z.array(notificationKind).max(NOTIFICATION_KINDS.length),
    quiet_start: timeOfDayField.nullable(),
    quiet_end: timeOfDayField.nullable(),
    time_zone: z
      .string({ message: 'time_zone must be an IANA time zone such as Europe/Madrid' })
      .max(64)
      .refine(
        (tz) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'time_zone must be an IANA time zone such as Europe/Madrid' },
      ),
  })
  .refine((v) => (v.quiet_start === null) === (v.quiet_end === null), {
    message: 'Give both the start and the end of quiet hours, or neither',
    path: ['quiet_end'],
  });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** GET /push/settings: the above, the kinds this role can get, and how many devices are subscribed. */
export const notificationSettings = z.object({
  kinds: z.array(notificationKind),
  available: z.array(notificationKind),
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
  time_zone: z.string(),
  devices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** POST /push/test: how many devices it went to. */
export const pushTestResponse = z.object({ devices: z.number().int() });

/** POST /push/receipts (no sign-in): the service worker says a message reached this device. */
export const pushReceiptInput = z.object({
  id: idField(),
  receipt: base64url(100, 'receipt is the token the push carried'),
});

/** What the service worker receives (encrypted) in each push. */
export type PushPayload = { id: number; title: string; body: string; url: string; tag: string; receipt: string };
