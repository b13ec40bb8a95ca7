import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@common/contracts/clients';
import { EventPropertyTab } from '../../components/event-property-tab';
import { clientBilling, companySettings } from '../../../test/clients';
import { makeProperty } from '../../../test/events';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { PropertyDetailModal } from './property-detail-modal';
import { PropertyFormModal } from './property-form-modal';

// A client billed in colones (decision 0036): its property's client price reads in colones on every screen.
const client = (id: number, name: string, currency: Client['currency']): Client => ({
  id,
  name,
  email: null,
  phone: null,
  active_status: true,
  created_at: '2026-01-01',
  ...clientBilling,
  currency,
});
const arenal = makeProperty({
  id: 31,
  name: 'Casa Volcán',
  client_id: 8,
  client_name: 'Arenal Vacation Homes',
  client_price: 45000,
  client_currency: 'CRC',
  worker_payment: 15000,
});
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': [client(7, 'Pacific Coast Rentals', 'USD'), client(8, 'Arenal Vacation Homes', 'CRC')],
    'GET /employee/': [],
    'GET /settings/company': companySettings(),
    'GET /problems': { problems: [], next_before: null },
    'GET /houses/:id/price-history': {
      client_currency: 'CRC',
      current: { client_price: 45000, worker_payment: 15000, supervisor_payment: 0 },
      periods: [
        {
          client_price: 40000,
          worker_payment: 15000,
          supervisor_payment: 0,
          first_date: '2026-10-01',
          last_date: '2026-10-30',
          cleanings: 4,
        },
      ],
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

describe('client prices in the client’s currency', { timeout: 30_000 }, () => {
  it('the property form labels and signs the client price with the chosen client’s currency', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PropertyFormModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Register property' });
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/clients/')).toBe(true));
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Arenal Vacation Homes', hidden: true }));
    const price = await within(dialog).findByRole('textbox', { name: 'Client price (CRC)' });
    expect(price.closest('.mantine-NumberInput-root')).toHaveTextContent('₡');
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Pacific Coast Rentals', hidden: true }));
    const dollars = await within(dialog).findByRole('textbox', { name: 'Client price (USD)' });
    expect(dollars.closest('.mantine-NumberInput-root')).toHaveTextContent('$');
  });

  it('the property details and price history read in colones', async () => {
    renderWithApp(<PropertyDetailModal property={arenal} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Casa Volcán' });
    expect(within(dialog).getByText('Client price (CRC)')).toBeInTheDocument();
    expect(within(dialog).getByText('₡45,000.00')).toBeInTheDocument();
    const history = within(dialog).getByTestId('price-history');
    expect(await within(history).findByText('₡40,000.00')).toBeInTheDocument();
    expect(within(history).getByRole('columnheader', { name: 'Client price (CRC)' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('the event’s property tab shows an admin the client price in colones', () => {
    renderWithApp(<EventPropertyTab property={arenal} />);
    expect(screen.getByText('₡45,000.00')).toBeInTheDocument();
  });
});
