// The browser's side of Web Push for web tests: jsdom has no service worker, PushManager or Notification.
// These are stand-ins for the browser's APIs (not our code), recording what the app asked of them.
import { vi } from 'vitest';

/** The server's VAPID public key as GET /push/key gives it (base64url), and its bytes. */
export const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const VAPID_BYTES = Uint8Array.from(atob(VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
  c.charCodeAt(0),
);

/** The subscription's JSON, what POST /push/subscriptions must receive. */
export const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-abc',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

type Permission = 'default' | 'granted' | 'denied';

/**
 * Puts a push-capable browser in place: a registered service worker, PushManager and Notification with
 * `permission` (what a tap on Allow answers is `answer`), and this device subscribed or not.
 */
export function stubPushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: Permission; answer?: Permission; subscribed?: boolean } = {}) {
  let current: Permission = permission;
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: VAPID_BYTES.buffer, userVisibleOnly: true },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      active = null;
      return true;
    }),
  };
  let active: typeof subscription | null = subscribed ? subscription : null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    active = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => active, subscribe } };
  const requestPermission = vi.fn(async () => {
    current = answer;
    return answer;
  });
  class FakeNotification {
    static get permission() {
      return current;
    }
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe, unsubscribe: subscription.unsubscribe, isSubscribed: () => active !== null };
}

/** Pretends to be Safari on an iPhone, in a tab (not opened from the Home Screen). */
export function stubIphoneSafari() {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
}

/** Back to jsdom's own navigator and globals (the globals outlive a test file: vitest.config.ts isolate: false). */
export function restoreBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
}
