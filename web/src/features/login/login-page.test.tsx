import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { browserLanguage, LANGUAGE_KEY, setLanguage } from '../../lib/i18n';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getRole, getToken } from '../../lib/session';
import { LoginPage } from './login-page';

const supervisorToken = makeToken({ role: 'supervisor' });
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'POST /auth/login': (req) => {
      const { email, password } = req.json<{ email: string; password: string }>();
      if (email === 'sofia@example.com' && password === 'Correct#1')
        return { access_token: supervisorToken, must_change_password: false };
      if (email === 'ana@example.com' && password === 'Correct#1')
        return { access_token: makeToken({ role: 'employee' }), language: 'es', must_change_password: false };
      return reply.error(401, 'Invalid credentials');
    },
  });
});

afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await setLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

async function logIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<LoginPage />, { route: '/login' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('stores the token and goes to the home screen of the role', async () => {
    await logIn('sofia@example.com', 'Correct#1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/supervisor-path'));
    expect(getToken()).toBe(supervisorToken);
    expect(getRole()).toBe('supervisor');
    // The app's language goes along (docs/decisions/0043-words-and-numbers.md).
    const posted = server.requests.find((r) => r.method === 'POST' && r.url === '/api/auth/login');
    expect(JSON.parse(posted?.body ?? 'null')).toMatchObject({ email: 'sofia@example.com', language: 'en' });
  });

  it('switches to the language the person saved, whatever the browser prefers, before the first screen', async () => {
    expect(browserLanguage(navigator.languages)).toBe('en');
    await logIn('ana@example.com', 'Correct#1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home-employee'));
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("says 'Email or password incorrect' and keeps the visitor signed out", async () => {
    await logIn('sofia@example.com', 'Wrong#123');
    expect(await screen.findByText('Email or password incorrect')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Your session has expired. You will be logged out.')).not.toBeInTheDocument();
  });

  it('requires an e-mail address and a password before calling the server', async () => {
    const before = server.requests.length;
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.requests.length).toBe(before);
  });

  it('Cancel goes back to the landing page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
