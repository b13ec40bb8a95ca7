import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@common/contracts/auth';
import { isStrongPassword } from '@common/domain/password';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { AdminsPage } from './admins-page';

const POLICY =
  'Password must be at least 8 characters and include uppercase, lowercase, number & one of the following symbols: !@#$%^*()_+-=[]?';
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /auth/users': [
      {
        id: 1,
        name: 'Laura Jiménez',
        email: 'admin@demo.cr',
        role: 'admin',
        is_active: true,
        created_at: '2026-01-01',
      },
    ],
    'POST /auth/register': (req) => {
      const input = req.json<Pick<User, 'name' | 'email' | 'role'>>();
      return reply.json(201, { id: 2, ...input, is_active: true, created_at: '2026-01-02' });
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
});

async function openModal() {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AdminsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' })).toBeInTheDocument();
  await screen.findByText('admin@demo.cr');
  await user.click(screen.getByRole('button', { name: 'Add Admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register User' });
  const password = () => within(dialog).getByLabelText(/^Password/, { selector: 'input' });
  /** Types a name, an e-mail and a password into the form. */
  const fill = async (name: string, email: string, secret: string) => {
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste(name);
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste(email);
    await user.click(password());
    await user.paste(secret);
  };
  return { user, dialog, password, fill };
}

describe('Register User', () => {
  it('checks the password live, and a failing one blocks registration', async () => {
    const { user, dialog, password, fill } = await openModal();
    await fill('Andrea Solano', 'andrea@demo.cr', 'abc');
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
    const registering = server.hold('POST /auth/register');
    const { user, dialog, fill } = await openModal();
    await fill('Andrea Solano', 'Andrea@Demo.cr', 'Clean#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    // The answer waits until 'Saving...' has been seen.
    await registering.received;
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    registering.release();
    const alert = await screen.findByRole('status', { name: /Sign-in details for/ });
    expect(alert).toHaveTextContent('andrea@demo.cr');
    expect(alert).toHaveTextContent('Clean#2026');
    expect(alert).toHaveTextContent('This password is shown only now.');
    const share = within(alert).getByRole('link', { name: 'Send by WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain('Password: Clean#2026');
    expect(within(alert).getByRole('button', { name: 'Copy details' })).toBeEnabled();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      name: 'Andrea Solano',
      email: 'andrea@demo.cr',
      password: 'Clean#2026',
      role: 'admin',
    });
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('shows under the password field why the server refused a password the live check accepts (a common one)', async () => {
    const reason = `${POLICY} It must also not be a common password: this one is among the 10,000 most used passwords (ignoring case and symbols), the first an attacker tries.`;
    server.on({ 'POST /auth/register': reply.error(422, reason, [{ field: 'password', message: reason }]) });
    const { user, dialog, password, fill } = await openModal();
    await fill('Andrea Solano', 'andrea@demo.cr', 'Password1!');
    expect(within(dialog).queryByText(POLICY)).not.toBeInTheDocument(); // the live check is satisfied
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(password()).toHaveAccessibleDescription(reason));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(); // said once, where it applies
    await user.type(password(), 'x');
    expect(password()).not.toHaveAccessibleDescription(reason); // a new password, a new check
  });

  it("shows the server's message in a red banner", async () => {
    server.on({ 'POST /auth/register': reply.error(409, 'A user with this email already exists.') });
    const { user, dialog, fill } = await openModal();
    await fill('Laura', 'admin@demo.cr', 'Clean#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists.');
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
