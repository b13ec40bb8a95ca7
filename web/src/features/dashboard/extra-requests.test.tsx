// "Extras to approve" on the admin's dashboard (decision 0036): an admin sets the client amount too, in
// the client's currency (found through the request's property and its client), before approving.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@common/contracts/clients';
import type { CleaningEvent } from '@common/contracts/events';
import type { ExtraRequest } from '@common/contracts/extras';
import { clientBilling } from '../../../test/clients';
import { leanMonth, makeProperty } from '../../../test/events';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { DashboardPage } from './dashboard-page';

const client: Client = {
  id: 9,
  name: 'Finca Azul',
  email: 'finca@example.com',
  phone: '',
  active_status: true,
  created_at: '2026-01-01T00:00:00Z',
  ...clientBilling,
  currency: 'CRC',
};
const asked: ExtraRequest = {
  id: 5,
  cleaning_event_id: 40,
  kind: 'same_day',
  description: '',
  quantity: 1,
  client_amount: 0,
  worker_amount: 0,
  status: 'requested',
  refuse_reason: null,
  created_by_name: 'Ana Mora',
  created_at: '2026-11-17T15:00:00.000Z',
  decided_by_name: null,
  decided_at: null,
  property_name: 'Casa Sol',
  service_date: '2026-11-17',
  housekeeper_name: 'Ana Mora',
};
let waiting: ExtraRequest[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth([] as CleaningEvent[]),
    'GET /airbn_url/alerts': { failing: [], held: [], changed_events: 0, unconfirmed_events: 0, events: [] },
    'GET /capacity': { days: [] },
    'GET /extras/requests': () => waiting,
    'GET /clients/': [client],
    'GET /houses/': [makeProperty({ id: 3, name: 'Casa Sol', client_id: 9 })],
    'POST /cleaning_events/:id/extras/:extraId/approve': ({ json }) => {
      waiting = [];
      return { ...asked, ...json<object>(), status: 'approved' as const };
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  waiting = [asked];
  setToken(makeToken({ role: 'admin' }));
});

describe('Extras to approve on the dashboard', () => {
  it("approves a request with the client's price per unit in the client's currency and her pay", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Extras to approve' });
    const line = within(card).getByTestId('extra-request');
    expect(line).toHaveTextContent('Casa Sol · Nov 17, 2026 · Ana Mora');
    expect(line).toHaveTextContent('Same-day turnover × 1');
    await user.click(within(line).getByRole('button', { name: 'Approve' }));
    await user.type(
      await within(line).findByRole('textbox', { name: 'Client price per unit (CRC)' }),
      '{selectall}12000',
    );
    await user.type(within(line).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' }), '{selectall}6000');
    await user.click(within(line).getByRole('button', { name: 'Approve extra' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Extras to approve' })).not.toBeInTheDocument());
    const approve = server.requests.find((r) => r.method === 'POST')!;
    expect([approve.url, JSON.parse(approve.body)]).toEqual([
      '/api/cleaning_events/40/extras/5/approve',
      { client_amount: 12000, worker_amount: 6000 },
    ]);
  });
});
