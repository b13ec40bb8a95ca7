import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer } from '../../test/http-server';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { api, configureApiClient } from '../lib/api-client';
import { getToken, setToken } from '../lib/session';
import { SessionExpiryBridge } from './session-expiry';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((req, res) =>
    req.url === '/api/expired'
      ? sendJson(res, 401, { detail: 'Token expired' })
      : sendJson(res, 404, { detail: 'Not found' }),
  );
  configureApiClient({ baseUrl: `${server.url}/api` });
});

afterAll(async () => {
  configureApiClient({ baseUrl: '/api' });
  await server.close();
});

// The API client's 401 flow as the app wires it: SessionExpiryBridge lets it navigate inside the app.
describe('session expiry', () => {
  it('ends the session on a 401: alert, token cleared, sent to /login', async () => {
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<SessionExpiryBridge />, { route: '/dashboard' });

    await expect(api.get('/expired')).rejects.toMatchObject({ status: 401 });

    expect(getToken()).toBeNull();
    expect(await screen.findByText('Your session has expired. You will be logged out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('leaves the session alone when a call opts out (the login call)', async () => {
    const token = makeToken({ role: 'admin' });
    setToken(token);
    renderWithApp(<SessionExpiryBridge />, { route: '/login' });
    await expect(api.post('/expired', {}, { expireSessionOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe(token);
    expect(screen.queryByText('Your session has expired. You will be logged out.')).not.toBeInTheDocument();
  });
});
