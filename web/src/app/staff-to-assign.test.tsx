import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@common/contracts/staff';
import { reply, startFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { setToken } from '../lib/session';
import { AppRoutes } from './router';

const staff: Employee[] = [
  {
    id: 4,
    user_id: 9,
    name: 'Ana Mora',
    email: 'ana@demo.cr',
    phone: '+506 8701 1001',
    role: 'employee',
    active_status: true,
    availability: null,
    created_at: '2026-01-01',
  },
];
let server: FakeApi;

beforeAll(async () => {
  // Screens load their code on first use: have /assign's and /staff's compiled before the clock of a findBy starts.
  await Promise.all([
    import('./layout/app-layout'),
    import('../lib/data-layer'),
    import('../features/assign/assign-page'),
    import('../features/staff/staff-page'),
  ]);
  // The API as far as /staff and /assign use it, keeping the staff registered meanwhile.
  server = await startFakeApi({
    'POST /employee/register-user-employee': (req) => {
      const employee: Employee = {
        ...req.json<Employee>(),
        id: 5,
        user_id: 10,
        active_status: true,
        created_at: '2026-11-23',
      };
      staff.push(employee);
      return reply.json(201, { user: { id: 10 }, employee });
    },
    'GET /employee/': () => staff,
    'GET /capacity': { days: [] },
    'GET /time-off/requests': [],
    'GET /cleaning_events/by-month': { events: [], properties: {} },
    'GET /problems/open-count': { open: 0 },
  });
});
afterAll(async () => {
  await server.close();
});

describe('one cache for one resource', () => {
  it('shows a housekeeper registered on /staff on the /assign board at once', async () => {
    const user = userEvent.setup({ delay: null });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<AppRoutes />, { route: '/assign' });
    const board = await screen.findByTestId('employee-board');
    expect(within(board).getByText('Ana Mora')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'View Staff' }));
    await user.click(await screen.findByRole('button', { name: 'Register employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register User Employee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rosa Chaves');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rosa@demo.cr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+506 8890 1122');
    await user.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back on /assign well within the lists' 30 s freshness: the registration made the board's list stale.
    await user.click(within(nav).getByRole('link', { name: 'Assign Staff' }));
    const column = await screen.findByTestId('column-5');
    expect(column).toHaveTextContent('Rosa Chaves');
    expect(within(await screen.findByTestId('employee-board')).getByText('Ana Mora')).toBeInTheDocument();
    expect(server.unexpected).toEqual([]);
    // Two whole screens, a registration and the way back: 24 s on the busy 2-core machine, past the 15 s default.
  }, 60_000);
});
