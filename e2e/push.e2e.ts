// Journey (decision 0038): the housekeeper turns notifications on in Settings on her phone (375 px,
// Spanish), the browser asking only after her tap; the server tells her of a cleaning assigned to her and the
// staff app shows it, its receipt going back to the server; her test notification shows too. An admin's
// Settings at 1280 px (English) offer the admins' kinds.
//
// Headless Chromium has no push service (pushManager.subscribe fails: "Registration failed - permission
// denied"), and this machine has no internet for Google's. So the one leg between the browser and its push
// service is the tests' stand-in (server/test/push-service.ts): the page's PushManager hands out a
// subscription on it, the server signs and encrypts for real, the stand-in checks the VAPID JWT, decrypts,
// and hands the payload to the service worker through the DevTools protocol, as Chrome's push service would.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { startPushService, type PushService, type Received } from '../server/test/push-service';
import { connectBrowser, newPage, pageProblems, screenshot, signInAs, tokenFor } from './browser';
import { lane } from './lane';
import { apiCall, createAssignedEvent, demoUser } from './staff-events-api';

let browser: Browser;
let service: PushService;
let relay: (message: Received) => void = () => undefined;

beforeAll(async () => {
  browser = await connectBrowser();
  service = await startPushService({ onReceive: (message) => relay(message) });
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** Replaces the page's PushManager with one whose subscriptions live on the stand-in (see above). */
async function pushThroughStandIn(page: Page, subscription: ReturnType<PushService['device']>['subscription']) {
  await page.context().grantPermissions(['notifications']);
  await page.context().addInitScript((sub) => {
    const bytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const made = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null as ArrayBuffer | null },
      getKey: (name: 'p256dh' | 'auth') => bytes(sub.keys[name]),
      toJSON: () => sub,
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      localStorage.setItem('e2e-push', '1');
      const subscription = made();
      subscription.options.applicationServerKey = (options?.applicationServerKey as Uint8Array).slice().buffer;
      localStorage.setItem(
        'e2e-push-key',
        JSON.stringify([...new Uint8Array(subscription.options.applicationServerKey)]),
      );
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      if (!localStorage.getItem('e2e-push')) return null;
      const subscription = made();
      subscription.options.applicationServerKey = Uint8Array.from(
        JSON.parse(localStorage.getItem('e2e-push-key') ?? '[]') as number[],
      ).buffer;
      return subscription as unknown as PushSubscription;
    };
  }, subscription);
}

/** Hands each message the stand-in receives to this page's service worker, as a push service would. */
async function deliverTo(page: Page): Promise<CDPSession> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => !r.isDeleted)!;
  relay = (message) =>
    void cdp.send('ServiceWorker.deliverPushMessage', {
      origin: lane().baseUrl,
      registrationId,
      data: JSON.stringify(message.payload),
    });
  return cdp;
}

/** Waits until the service worker shows a notification titled `title`. */
const notificationShown = (page: Page, title: string) =>
  page.waitForFunction(
    async (wanted) => (await (await navigator.serviceWorker.ready).getNotifications()).some((n) => n.title === wanted),
    title,
  );

describe('push notifications', () => {
  it('her phone turns them on after a tap and shows the cleaning the server tells her of, in Spanish', async () => {
    const ana = demoUser('employee');
    const anaToken = await tokenFor(ana);
    await apiCall('/auth/me/language', anaToken, 'PUT', { language: 'es' }).catch(() => undefined);
    const page = await newPage(browser, 375, { locale: 'es' });
    const device = service.device();
    await pushThroughStandIn(page, device.subscription);
    await signInAs(page, ana);
    await page.goto('/settings');
    await deliverTo(page);
    const turnOn = page.getByRole('button', { name: 'Activar notificaciones' });
    await turnOn.click();
    await page.getByText('Las notificaciones están activadas en este dispositivo.').waitFor();
    // The count of her devices comes with the settings read again after the subscription is saved.
    await page.getByText('1 de tus dispositivos recibe notificaciones.').waitFor();

    const adminToken = await tokenFor(demoUser('admin'));
    const [house] = await apiCall<{ id: number; name: string }[]>('/houses/', adminToken);
    const receipt = page.context().waitForEvent('requestfinished', (r) => r.url().endsWith('/api/push/receipts'));
    await createAssignedEvent(adminToken, addDays(todayIso(), 3), `Push turnover ${Date.now()}`);
    await notificationShown(page, `Nueva limpieza: ${house!.name}`);
    expect((await (await receipt).response())?.status()).toBe(204);
    const got = service.to(device.id);
    expect(got).toEqual([
      expect.objectContaining({ url: '/cleaning-events-employee', tag: expect.stringMatching(/^cleaning-/) }),
    ]);

    await page.getByRole('button', { name: 'Enviar notificación de prueba' }).click();
    await page.getByText('Se envió una notificación de prueba a 1 dispositivo.').waitFor();
    await notificationShown(page, 'Las notificaciones están activadas');
    await screenshot(page, 'push-settings-375-es');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('an admin at 1280 px is offered the admins’ notifications, in English', async () => {
    const page = await newPage(browser, 1280);
    await pushThroughStandIn(page, service.device().subscription);
    await signInAs(page, demoUser('admin'));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByRole('checkbox', { name: 'A problem is reported' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'A cleaning is assigned to me' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.getByRole('checkbox', { name: 'Quiet hours' }).check();
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await page.getByText('Your notification settings were saved.').waitFor();
    const saved = await apiCall<{ quiet_start: string; quiet_end: string; devices: number }>(
      '/push/settings',
      await tokenFor(demoUser('admin')),
    );
    expect(saved).toMatchObject({ quiet_start: '22:00', quiet_end: '07:00', devices: 1 });
    await screenshot(page, 'push-settings-1280-en');
    expect(pageProblems.get(page)).toEqual([]);
    await page.context().close();
  });
});
