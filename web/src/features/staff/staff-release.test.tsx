import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Employee, StaffCleaning } from '@common/contracts/staff';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { StaffPage } from './staff-page';

// Decision 0029: deactivating shows what it releases and asks; reactivating offers it back.
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
const cleaning = (id: number, date: string, property: string, holder: string | null): StaffCleaning => ({
  id,
  service_date: date,
  property_id: id,
  property_name: property,
  status: holder ? 'assigned' : 'unassigned',
  housekeeper_name: holder,
});
let ana = ANA;
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /employee/': () => [ana],
    'GET /time-off/requests': [],
    'GET /auth/users/:id/upcoming': {
      cleanings: [
        cleaning(31, '2026-12-04', 'Casa Sol', 'Ana Mora'),
        cleaning(32, '2026-12-05', 'Villa Luna', 'Ana Mora'),
      ],
    },
    'DELETE /employee/:id': () => {
      ana = { ...ana, active_status: false };
      return { id: 4, active_status: false, outcome: 'deactivated', unassigned_events: 2 };
    },
    'GET /auth/users/:id/released': {
      free: [cleaning(31, '2026-12-04', 'Casa Sol', null)],
      taken: [cleaning(32, '2026-12-05', 'Villa Luna', 'Carmen Solís')],
    },
    'PUT /employee/:id': () => (ana = { ...ana, active_status: true }),
    'POST /auth/users/:id/give-back': {
      given_back: [cleaning(31, '2026-12-04', 'Casa Sol', 'Ana Mora')],
      taken: [cleaning(32, '2026-12-05', 'Villa Luna', 'Carmen Solís')],
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  ana = ANA;
  setToken(makeToken({ role: 'admin' }));
});
afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const calls = (method: string) => server.requests.filter((r) => r.method === method).map((r) => r.url);

describe('deactivating and reactivating a housekeeper', () => {
  it('lists the cleanings that go back to unassigned; Cancel changes nothing, Delete deactivates', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete or deactivate staff member' });
    expect(await within(dialog).findByText('These 2 cleanings will go back to unassigned:')).toBeInTheDocument();
    const items = within(within(dialog).getByTestId('staff-cleanings')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Dec 4, 2026 · Casa Sol$/),
      expect.stringMatching(/Dec 5, 2026 · Villa Luna$/),
    ]);
    expect(calls('GET')).toContain('/api/auth/users/9/upcoming');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ana Mora' }));
    const again = await screen.findByRole('dialog', { name: 'Delete or deactivate staff member' });
    await within(again).findByText('These 2 cleanings will go back to unassigned:');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Upcoming cleanings unassigned: 2/)).toBeInTheDocument();
    expect(calls('DELETE')).toEqual(['/api/employee/4']);
  });

  it('reactivates and gives back the cleanings still free, naming those someone else took', async () => {
    ana = { ...ANA, active_status: false };
    const user = userEvent.setup({ delay: null });
    renderWithApp(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Reactivate Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Ana Mora' });
    expect(
      await within(dialog).findByText('Their deactivation released this cleaning, still unassigned:'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('This one went to someone else meanwhile and stays with them:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/now Carmen Solís/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reactivate and give back 1 cleaning' }));
    expect(
      await screen.findByText(
        'Ana Mora can sign in again and has 1 cleaning back. 1 cleaning stayed with someone else.',
      ),
    ).toBeInTheDocument();
    expect(calls('PUT')).toEqual(['/api/employee/4']);
    expect(calls('POST')).toEqual(['/api/auth/users/9/give-back']);
  });

  it('"Reactivate only" gives nothing back', async () => {
    ana = { ...ANA, active_status: false };
    const user = userEvent.setup({ delay: null });
    renderWithApp(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Reactivate Ana Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Ana Mora' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reactivate only' }));
    expect(await screen.findByText('Ana Mora can sign in again.')).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);
  });
});
