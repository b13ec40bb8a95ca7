// Web Push in the browser (decision 0038): the only place that touches PushManager and
// Notification. The service worker is registered by app/offline.ts (production builds only); this file
// only waits for it. What a push does once it arrives is web/public/push-sw.js.
import type { PushKeyResponse, PushSubscriptionResponse } from '@common/contracts/push';
import { apiRequest } from './api-client';
import i18n from './i18n';

/** What this device can do about notifications, as Settings shows it. */
export type PushDeviceState = 'on' | 'off' | 'blocked' | 'unsupported' | 'ios-hint';

/** Why turning notifications on failed in the browser (the server's refusals are ApiErrors). */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'no-worker' | 'unsupported') {
    super(`Push could not be turned on: ${reason}`);
    this.name = 'PushSetupError';
  }
}

const WORKER_WAIT_MS = 10_000;
const LOGOUT_WAIT_MS = 3_000;

/** Rejects with `error` when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(error()), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Whether this browser can receive Web Push at all (service worker, PushManager and Notification). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * An iPhone or iPad browser tab, not the app opened from the Home Screen: iOS (16.4+) gives push only to
 * an installed web app, so Settings tells her how to install it. iPadOS says "Macintosh" with a touch screen.
 */
export function isIosBrowserTab(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  if (!ios) return false;
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  return !standalone;
}

/** The browser's answer to "may this site notify?", or 'unsupported'. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** This device's push subscription, if it has one (without waiting for a service worker that may never come). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On, off, blocked by the browser, not supported, or an iPhone tab that must be installed first. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (isIosBrowserTab()) return 'ios-hint';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The bytes of a base64url key (the VAPID public key is the applicationServerKey). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

// Browsers that do not tell a subscription's key (undefined) get a fresh subscription: never a stale key.
const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Turns notifications on for this device; call it only from a tap (browsers ask for permission only
 * then). Asks permission, waits for the service worker, subscribes with the server's key and gives the
 * subscription to the server. A subscription made with an older key is replaced.
 */
export async function turnOn(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  // First, before anything else is awaited: Safari asks only while the tap is still being handled.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await within(
    navigator.serviceWorker.ready,
    WORKER_WAIT_MS,
    () => new PushSetupError('no-worker'),
  );
  const { public_key } = await apiRequest<PushKeyResponse>('/push/key');
  const key = base64UrlBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await apiRequest<PushSubscriptionResponse>('/push/subscriptions', {
      method: 'POST',
      body: deviceBody(subscription),
    });
  } catch (error) {
    // The server refused it: the device stays off rather than subscribed for nothing.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** The device for the server, with the language the app runs in (her pushes use it until she chooses one). */
function deviceBody(subscription: PushSubscription) {
  return { ...subscription.toJSON(), language: i18n.resolvedLanguage === 'es' ? 'es' : 'en' };
}

/**
 * At each start of the app: a device that already takes pushes is given to whoever is signed in now, so a
 * phone passed on after a session expired (no logout) stops showing the previous person's news. Quiet on failure.
 */
export async function claimThisDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest<PushSubscriptionResponse>('/push/subscriptions', { method: 'POST', body: deviceBody(subscription) });
}

/** Turns notifications off for this device: the server forgets it, then the browser does. */
export async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest<void>('/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * At logout, before the token goes: the server forgets this device and the browser unsubscribes, so the
 * next person on this phone gets nothing of hers. Never fails and never takes more than a few seconds.
 */
export async function forgetThisDevice(): Promise<void> {
  const forget = async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await apiRequest<void>('/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      expireSessionOn401: false,
    }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  await within(forget(), LOGOUT_WAIT_MS, () => new Error('Forgetting the push subscription took too long')).catch(
    (error: unknown) => console.warn('The push subscription could not be removed at logout', error),
  );
}
