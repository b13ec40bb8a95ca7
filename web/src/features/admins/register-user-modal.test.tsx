import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isStrongPassword } from '@common/domain/password';
import { sendJson, startTestServer } from '../../../test/http-server';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { configureApiClient } from '../../lib/api-client';
import { setToken } from '../../lib/session';
import { AdminsPage } from './admins-page';

const LOAD = { timeout: 5000 };
const POLICY = 'Password must be at least 8 characters and include uppercase, lowercase, number & one of the following symbols: !@#$%^*()_+-=[]?';
let register: { status: number; body?: unknown; delayMs?: number } = { status: 201 };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'GET') {
      return sendJson(res, 200, [{ id: 1, name: 'Laura Jiménez', email: 'admin@demo.cr', role: 'admin', is_active: true, created_at: '2026-01-01' }]);
    }
    const input = JSON.parse(req.body) as { name: string; email: string; role: string };
    const body = register.body ?? { id: 2, name: input.name, email: input.email, role: input.role, is_active: true, created_at: '2026-01-02' };
    setTimeout(() => sendJson(res, register.status, body), register.delayMs ?? 0);
  });
  configureApiClient({ baseUrl: `${server.url}/api` });
});
afterAll(async () => {
  configureApiClient({ baseUrl: '/api' });
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  register = { status: 201 };
  setToken(makeToken({ role: 'admin' }));
});

async function openModal() {
  const user = userEvent.setup();
  renderWithApp(<AdminsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' }, LOAD)).toBeInTheDocument();
  await screen.findByText('admin@demo.cr', undefined, LOAD);
  await user.click(screen.getByRole('button', { name: 'Add Admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register User' });
  return { user, dialog, password: () => within(dialog).getByLabelText(/^Password/, { selector: 'input' }) };
}

describe('Register User (spec 2.11)', { timeout: 45_000 }, () => {
  it('checks the password live, and a failing one blocks registration', async () => {
    const { user, dialog, password } = await openModal();
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Andrea Solano');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('andrea@demo.cr');
    await user.click(password());
    await user.paste('abc');
    expect(within(dialog).getByText(POLICY)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(password());
    await user.paste('DEF12!x');
    expect(within(dialog).queryByText(POLICY)).not.toBeInTheDocument();
  });

  it('generates a policy-compliant password and shows it', async () => {
    const { user, dialog, password } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    const value = (password() as HTMLInputElement).value;
    expect(value).toHaveLength(8);
    expect(isStrongPassword(value)).toBe(true);
    expect(password()).toHaveAttribute('type', 'text');
  });

  it("says 'Saving...' while busy, always sends role admin, then shows the credentials", async () => {
    register = { status: 201, delayMs: 300 };
    const { user, dialog, password } = await openModal();
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Andrea Solano');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('Andrea@Demo.cr');
    await user.click(password());
    await user.paste('Clean#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const alert = await screen.findByRole('status', { name: /Administrator registered/ }, LOAD);
    expect(alert).toHaveTextContent('andrea@demo.cr');
    expect(alert).toHaveTextContent('Clean#2026');
    expect(alert).toHaveTextContent('admin');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ name: 'Andrea Solano', email: 'andrea@demo.cr', password: 'Clean#2026', role: 'admin' });
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it("shows the server's message in a red banner", async () => {
    register = { status: 409, body: { detail: 'A user with this email already exists.' } };
    const { user, dialog, password } = await openModal();
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Laura');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('admin@demo.cr');
    await user.click(password());
    await user.paste('Clean#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists.');
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
