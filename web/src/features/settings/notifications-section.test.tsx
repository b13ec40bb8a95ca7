import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@common/contracts/push';
import { kindsForRole } from '@common/domain/notifications';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import {
  SUBSCRIPTION_JSON,
  VAPID_BYTES,
  VAPID_KEY,
  restoreBrowser,
  stubIphoneSafari,
  stubPushBrowser,
} from '../../../test/push-browser';
import { renderWithApp } from '../../../test/render';
import { chooseTime } from '../../../test/time-field';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { NotificationsSection } from './notifications-section';
import { SettingsPage } from './settings-page';

const housekeeper = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  kinds: ['assigned', 'moved', 'cancelled', 'sent_back'],
  available: ['assigned', 'moved', 'cancelled', 'sent_back'],
  quiet_start: null,
  quiet_end: null,
  time_zone: 'America/Costa_Rica',
  devices: 1,
  ...over,
});

let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /push/settings': housekeeper(),
    'PUT /push/settings': (request) => ({ ...housekeeper(), ...request.json<Partial<NotificationSettings>>() }),
    'POST /push/test': { devices: 2 },
    'GET /push/key': { public_key: VAPID_KEY },
    'POST /push/subscriptions': reply.json(201, { endpoint: SUBSCRIPTION_JSON.endpoint, devices: 2 }),
    'DELETE /push/subscriptions': reply.noContent(),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'employee', name: 'Hana Housekeeper' }));
});
afterEach(async () => {
  restoreBrowser();
  await i18n.changeLanguage('en');
});

const putBody = () => JSON.parse(server.requests.find((r) => r.method === 'PUT')?.body ?? 'null') as unknown;
const timeField = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('Settings: notifications', { timeout: 30_000 }, () => {
  it('is on the settings page of every role and lists only the kinds her role can get, in English', async () => {
    renderWithApp(<SettingsPage />);
    expect(await screen.findByRole('checkbox', { name: 'A cleaning is assigned to me' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'A supervisor sends one of my cleanings back' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'A problem is reported' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'A cleaning is waiting for review' })).not.toBeInTheDocument();
    // jsdom has no service worker or PushManager: this "browser" cannot get them, and says so.
    expect(screen.getByText(/This browser cannot receive notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it("shows an admin's kinds in Spanish", async () => {
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    server.on({
      'GET /push/settings': housekeeper({ kinds: ['problem', 'time_off_requested'], available: kindsForRole('admin') }),
    });
    renderWithApp(<NotificationsSection />);
    expect(await screen.findByRole('checkbox', { name: 'Se reporta un problema' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Un calendario deja de funcionar' })).not.toBeChecked();
    // What waits for the office's answer (docs/decisions/0047-planning-day-fit-and-office-told.md).
    expect(screen.getByRole('checkbox', { name: 'Una camarera pide días libres' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Una camarera pide un extra' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Me asignan una limpieza' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar notificación de prueba' })).toBeInTheDocument();
  });

  it("offers a supervisor only the review, none of the housekeepers' kinds", async () => {
    setToken(makeToken({ role: 'supervisor', name: 'Sofía Supervisor' }));
    server.on({ 'GET /push/settings': housekeeper({ kinds: ['review'], available: kindsForRole('supervisor') }) });
    renderWithApp(<NotificationsSection />);
    expect(await screen.findByRole('checkbox', { name: 'A cleaning is waiting for review' })).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: /^(?!Quiet hours)/ })).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: 'A cleaning is assigned to me' })).not.toBeInTheDocument();
  });

  it('saves the kinds and quiet hours she chose, in her time zone', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<NotificationsSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'One of my cleanings is moved' }));
    await user.click(screen.getByRole('checkbox', { name: /^Quiet hours/ }));
    expect(screen.getByText('Notifications wait until quiet hours end.')).toBeInTheDocument();
    expect(timeField('From')).toHaveValue('22:00');
    await chooseTime(user, timeField('From'), '21:30');
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.url).toBe('/api/push/settings');
    expect(putBody()).toEqual({
      kinds: ['assigned', 'cancelled', 'sent_back'],
      quiet_start: '21:30',
      quiet_end: '07:00',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('asks for both ends of quiet hours or none', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'GET /push/settings': housekeeper({ quiet_start: '22:00', quiet_end: '06:00' }) });
    renderWithApp(<NotificationsSection />);
    await waitFor(() => expect(timeField('Until')).toHaveValue('06:00'));
    await user.click(screen.getByRole('button', { name: 'Clear Until' }));
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Give both the start and the end of quiet hours')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /^Quiet hours/ }));
    expect(screen.queryByLabelText(/^Until/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    expect(putBody()).toMatchObject({ quiet_start: null, quiet_end: null });
  });

  it("sends a test notification, and shows the server's reason when no device of hers can get it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('A test notification was sent to 2 devices.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST' && r.url === '/api/push/test')).toHaveLength(1);

    server.on({ 'POST /push/test': reply.error(409, 'No device of yours has notifications turned on.') });
    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(
      await screen.findByText(
        'The test notification could not be sent. No device of yours has notifications turned on.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Settings: notifications on this device', { timeout: 30_000 }, () => {
  it('tells an iPhone in a Safari tab to add the app to the Home Screen first', async () => {
    stubIphoneSafari();
    renderWithApp(<NotificationsSection />);
    expect(
      await screen.findByText(
        'On iPhone, add BrightStay to your Home Screen (Share > Add to Home Screen) and open it from there to get notifications.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('asks the browser for permission only after the tap, then subscribes with the server key and posts it', async () => {
    const user = userEvent.setup({ delay: null });
    const browser = stubPushBrowser({ permission: 'default', answer: 'granted' });
    renderWithApp(<NotificationsSection />);
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(screen.getByText('Notifications are off for this device.')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'A cleaning is assigned to me' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(server.requests.some((r) => r.url.startsWith('/api/push/key'))).toBe(false);

    await user.click(turnOn);
    expect(await screen.findByText('Notifications are now on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([...VAPID_BYTES]);
    const posted = server.requests.find((r) => r.method === 'POST' && r.url === '/api/push/subscriptions');
    // With the app's language: until she chooses one, her pushes use it (docs/decisions/0043-words-and-numbers.md).
    expect(JSON.parse(posted?.body ?? 'null')).toEqual({ ...SUBSCRIPTION_JSON, language: 'en' });
    expect(posted?.headers.authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
  });

  it('says so when she refuses the permission, and subscribes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const browser = stubPushBrowser({ permission: 'default', answer: 'denied' });
    renderWithApp(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/The browser did not allow notifications/)).toBeInTheDocument();
    expect(await screen.findByText(/This browser blocks notifications from BrightStay/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.requests.some((r) => r.url === '/api/push/subscriptions')).toBe(false);
  });

  it('turns this device off: the server forgets it, then the browser', async () => {
    const user = userEvent.setup({ delay: null });
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    renderWithApp(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText('Notifications are now off for this device.')).toBeInTheDocument();
    const deleted = server.requests.find((r) => r.method === 'DELETE');
    expect(deleted?.url).toBe('/api/push/subscriptions');
    expect(JSON.parse(deleted?.body ?? 'null')).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications are off for this device.')).toBeInTheDocument();
  });
});
