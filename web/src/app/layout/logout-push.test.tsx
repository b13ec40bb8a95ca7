import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { SUBSCRIPTION_JSON, restoreBrowser, stubPushBrowser } from '../../../test/push-browser';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getToken, setToken } from '../../lib/session';
import { Sidebar } from './sidebar';

let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({ 'DELETE /push/subscriptions': reply.noContent() });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'employee', name: 'Hana Housekeeper' }));
});
afterEach(() => restoreBrowser());

const deletes = () => server.requests.filter((r) => r.method === 'DELETE' && r.url === '/api/push/subscriptions');

describe('logout forgets this device for push', { timeout: 30_000 }, () => {
  it('removes her subscription on the server with her token, then in the browser, then signs out', async () => {
    const user = userEvent.setup({ delay: null });
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    renderWithApp(<Sidebar />, { route: '/home-employee' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getToken()).toBeNull();
    expect(deletes()).toHaveLength(1);
    expect(JSON.parse(deletes()[0]?.body ?? 'null')).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(deletes()[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.isSubscribed()).toBe(false);
  });

  it('signs out all the same when the server cannot be told, and the browser still unsubscribes', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'DELETE /push/subscriptions': reply.error(500, 'Database unavailable') });
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    renderWithApp(<Sidebar />, { route: '/home-employee' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getToken()).toBeNull();
    expect(deletes()).toHaveLength(1);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when this device has no subscription', async () => {
    const user = userEvent.setup({ delay: null });
    stubPushBrowser({ permission: 'granted', subscribed: false });
    renderWithApp(<Sidebar />, { route: '/home-employee' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(server.requests).toHaveLength(0);
  });
});
