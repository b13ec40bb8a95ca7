import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { menuForRole } from './menus';
import { SidebarMenu } from './sidebar-menu';

// The office is told what waits for it (docs/decisions/0047-planning-day-fit-and-office-told.md): the time
// off asked for beside View Staff, the extras to approve beside the Calendar where they are approved.
const request = (id: number) => ({
  id,
  employee_id: id,
  employee_name: `Person ${id}`,
  start_date: '2027-01-04',
  end_date: '2027-01-04',
  note: '',
  status: 'requested' as const,
  created_at: '2027-01-01T12:00:00.000Z',
  assigned_cleanings: [],
});
const extraRequest = {
  id: 9,
  cleaning_event_id: 3,
  kind: 'laundry' as const,
  description: '',
  quantity: 1,
  client_amount: 10,
  worker_amount: 3000,
  status: 'requested' as const,
  refuse_reason: null,
  created_by_name: 'Ana',
  created_at: '2027-01-01T12:00:00.000Z',
  decided_by_name: null,
  decided_at: null,
  property_name: 'Casa Sol',
  service_date: '2027-01-04',
  housekeeper_name: 'Ana',
};
let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi({
    'GET /problems/open-count': { open: 0 },
    'GET /time-off/requests': [request(1), request(2)],
    'GET /extras/requests': [extraRequest],
  });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  server.reset();
  await i18n.changeLanguage('en');
});

describe('the menu counts what waits for the office', { timeout: 30_000 }, () => {
  it("shows the admin's time-off requests and extras waiting, in English and Spanish", async () => {
    setToken(makeToken({ role: 'admin' }));
    const { unmount } = renderWithApp(<SidebarMenu entries={menuForRole('admin')} />);
    const staff = await screen.findByRole('link', { name: /^View Staff/ });
    expect(await within(staff).findByLabelText('2 time-off requests waiting')).toHaveTextContent('2');
    const calendar = screen.getByRole('link', { name: /^Calendar/ });
    expect(await within(calendar).findByLabelText('1 extra to approve')).toHaveTextContent('1');
    expect(screen.queryByLabelText(/open problem/)).not.toBeInTheDocument();
    unmount();

    await loadLanguage('es');
    await i18n.changeLanguage('es');
    renderWithApp(<SidebarMenu entries={menuForRole('admin')} />);
    expect(await screen.findByLabelText('2 solicitudes de días libres esperando')).toBeInTheDocument();
    expect(await screen.findByLabelText('1 extra por aprobar')).toBeInTheDocument();
  });

  it('asks for neither count in a housekeeper’s or a supervisor’s menu', async () => {
    setToken(makeToken({ role: 'supervisor' }));
    renderWithApp(<SidebarMenu entries={menuForRole('supervisor')} />);
    await screen.findByRole('link', { name: /^Problems/ });
    renderWithApp(<SidebarMenu entries={menuForRole('employee')} />);
    await screen.findAllByRole('link', { name: /^Settings/ });
    expect(server.requests.map((r) => r.url)).not.toContain('/api/time-off/requests');
    expect(server.requests.map((r) => r.url)).not.toContain('/api/extras/requests');
  });
});
