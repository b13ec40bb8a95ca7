import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Employee } from '@common/contracts/staff';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { StaffPage } from './staff-page';

const ANA: Employee = {
  id: 4,
  user_id: 9,
  name: 'Ana Mora',
  email: 'ana@demo.cr',
  phone: '+506 8701 1001',
  role: 'employee',
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
};
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /employee/': [ANA],
    'GET /auth/users/:id/upcoming': { cleanings: [] },
    'GET /time-off/requests': [],
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
});

async function openPage() {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<StaffPage />);
  await screen.findByText('Ana Mora');
  return user;
}

describe('Staff screen', () => {
  it('shows the active flag as a read-only checkbox', async () => {
    await openPage();
    expect(screen.getByRole('checkbox', { name: 'Active Ana Mora' })).toBeChecked();
  });

  it("'Register User Employee' requires name, e-mail, phone and a strong password", async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Register employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register User Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Password must be at least 8 characters/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Rosa Chaves');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('rosa@demo.cr');
    await user.click(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.paste('+506 8890 1122');
    await user.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    server.on({ 'POST /employee/register-user-employee': reply.json(201, { user: {}, employee: ANA }) });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/employee/register-user-employee');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({
      name: 'Rosa Chaves',
      email: 'rosa@demo.cr',
      phone: '+506 8890 1122',
      role: 'employee',
    });
  });

  it('shows under the password field why the server refused it', async () => {
    const reason =
      'Password must be at least 8 characters and include uppercase, lowercase, number & one of the following symbols: !@#$%^*()_+-=[]? It must also not be a common password: this one is among the 10,000 most used passwords (ignoring case and symbols), the first an attacker tries.';
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Register employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register User Employee' });
    for (const [name, value] of [
      ['Name', 'Rosa Chaves'],
      ['Email', 'rosa@demo.cr'],
      ['Phone', '+506 8890 1122'],
    ] as const) {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(value);
    }
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await user.click(password);
    await user.paste('Qwerty123!');
    server.on({
      'POST /employee/register-user-employee': reply.error(422, reason, [{ field: 'password', message: reason }]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(reason));
  });

  it("'Update Employee' has no password and says 'Error updating employee.' on failure", async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Employee' });
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    server.on({ 'PUT /employee/:id': reply.error(409, 'That e-mail is already registered.') });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Error updating employee. That e-mail is already registered.'),
    ).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      name: 'Ana Mora',
      email: 'ana@demo.cr',
      phone: '+506 8701 1001',
      role: 'employee',
    });
  });

  it("sets the person's language in 'Update Employee' (sent only when changed)", async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Employee' });
    const select = within(dialog).getByLabelText('Language', { selector: 'input' });
    expect(select).toHaveValue('Not chosen yet');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Spanish', hidden: true }));
    server.on({ 'PUT /employee/:id': { ...ANA, language: 'es' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Employee' })).not.toBeInTheDocument());
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      name: 'Ana Mora',
      email: 'ana@demo.cr',
      phone: '+506 8701 1001',
      role: 'employee',
      language: 'es',
    });
  });

  it('says before deleting that someone with history is deactivated, and after, which happened', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete or deactivate staff member' });
    expect(dialog).toHaveTextContent('If Ana Mora has cleanings on record, they are deactivated');
    expect(dialog).toHaveTextContent('you can reactivate them later');
    server.on({
      'DELETE /employee/:id': { id: 4, active_status: false, outcome: 'deactivated', unassigned_events: 2 },
    });
    // The dialog waits for what the deactivation would release before its button works.
    expect(await within(dialog).findByText('No upcoming cleanings.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Ana Mora was deactivated (history kept) and can be reactivated. Upcoming cleanings unassigned: 2.',
      ),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/employee/4');
  });
});
