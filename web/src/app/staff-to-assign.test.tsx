import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@common/contracts/staff';
import { sendJson, startApiServer } from '../../test/http-server';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { setToken } from '../lib/session';
import { AppRoutes } from './router';

// Screens load their code on first use; a loaded machine needs a while (the lists stay fresh for 30 s).
const LOAD = { timeout: 15_000 };
const staff: Employee[] = [
  {
    id: 4,
    user_id: 9,
    name: 'Ana Mora',
    email: 'ana@demo.cr',
    phone: '+506 8701 1001',
    role: 'employee',
    active_status: true,
    created_at: '2026-01-01',
  },
];
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  // The API as far as /staff and /assign use it, keeping the staff registered meanwhile.
  server = await startApiServer((req, res) => {
    if (req.url === '/api/employee/register-user-employee') {
      const body = JSON.parse(req.body) as Employee;
      const employee: Employee = { ...body, id: 5, user_id: 10, active_status: true, created_at: '2026-11-23' };
      staff.push(employee);
      return sendJson(res, 201, { user: { id: 10 }, employee });
    }
    if (req.url === '/api/employee/') return sendJson(res, 200, staff);
    return sendJson(res, 200, []);
  });
});
afterAll(async () => {
  await server.close();
});

describe('one cache for one resource (issue 9)', () => {
  it('shows a housekeeper registered on /staff on the /assign board at once', async () => {
    const user = userEvent.setup();
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<AppRoutes />, { route: '/assign' });
    const board = await screen.findByTestId('employee-board', {}, LOAD);
    expect(within(board).getByText('Ana Mora')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'View Staff' }));
    await user.click(await screen.findByRole('button', { name: 'Register employee' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Register User Employee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rosa Chaves');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rosa@demo.cr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+506 8890 1122');
    await user.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);

    // Back on /assign well within the lists' 30 s freshness: the registration made the board's list stale.
    await user.click(within(nav).getByRole('link', { name: 'Assign Staff' }));
    const column = await screen.findByTestId('column-5', {}, LOAD);
    expect(column).toHaveTextContent('Rosa Chaves');
    expect(within(await screen.findByTestId('employee-board')).getByText('Ana Mora')).toBeInTheDocument();
  }, 60_000);
});
