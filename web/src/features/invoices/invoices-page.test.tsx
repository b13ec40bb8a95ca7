import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@common/contracts/clients';
import type { CreateInvoiceInput, Invoice } from '@common/contracts/invoices';
import { clientBilling } from '../../../test/clients';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { makeInvoice, summaryOf } from '../../../test/invoices';
import { renderWithApp } from '../../../test/render';
import { chooseOption } from '../../../test/select';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { InvoicesPage } from './invoices-page';
import { lastMonth } from './new-invoice-modal';

const client = (id: number, name: string, currency: 'USD' | 'CRC'): Client => ({
  id,
  name,
  email: null,
  phone: null,
  active_status: true,
  created_at: '2026-01-01T00:00:00Z',
  ...clientBilling,
  currency,
});
const clients = [client(1, 'Pacific Coast Rentals', 'USD'), client(2, 'Arenal Homes', 'CRC')];

let invoices: Invoice[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': () => clients,
    // Filters as the server does; the totals over what is listed, per currency.
    'GET /invoices': ({ query }) => {
      const listed = invoices.filter(
        (i) =>
          (!query.get('status') || i.status === query.get('status')) &&
          (!query.get('client_id') || i.client_id === Number(query.get('client_id'))),
      );
      const currencies = [...new Set(listed.map((i) => i.currency))];
      return {
        invoices: listed.map(summaryOf),
        totals: currencies.map((currency) => {
          const of = listed.filter((i) => i.currency === currency);
          const sum = (key: 'total' | 'paid' | 'balance') => of.reduce((s, i) => s + i[key], 0);
          return { currency, total: sum('total'), paid: sum('paid'), balance: sum('balance') };
        }),
      };
    },
    'GET /invoices/aging': {
      as_of: '2026-12-04',
      totals: [{ currency: 'USD', current: 10, days_1_30: 0, days_31_60: 103.97, over_60: 0, total: 113.97 }],
      clients: [
        {
          client_id: 1,
          client_name: 'Pacific Coast Rentals',
          currency: 'USD',
          invoices: 2,
          days_late: 45,
          current: 10,
          days_1_30: 0,
          days_31_60: 103.97,
          over_60: 0,
          total: 113.97,
        },
      ],
    },
    'GET /invoices/balances': [{ client_id: 1, currency: 'USD', balance: 103.97, unpaid_invoices: 1 }],
    'POST /invoices': (request) => {
      const body = request.json<CreateInvoiceInput>();
      return makeInvoice({ id: 40, client_id: body.client_id, start_date: body.start_date, end_date: body.end_date });
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
  await i18n.changeLanguage('en');
  invoices = [
    makeInvoice({ id: 1, number: 41, status: 'paid', payments: [] }),
    makeInvoice({ id: 2, number: 42, status: 'partially_paid', paid: 100, balance: 103.97 }),
    makeInvoice({ id: 3, client_id: 2, client_name: 'Arenal Homes', currency: 'CRC', number: null }),
  ];
  // The paid one has been paid in full.
  invoices[0] = { ...invoices[0]!, paid: invoices[0]!.total, balance: 0 };
});

const screenAt = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/invoices" element={<InvoicesPage />} />
      <Route path="/invoices/:id" element={<p>Invoice page</p>} />
    </Routes>,
    { route },
  );

describe('Invoices list', { timeout: 30_000 }, () => {
  it('shows what is owed by how late, per currency and per client, in Spanish too', async () => {
    screenAt('/invoices');
    const aging = await screen.findByRole('region', { name: 'Aging' });
    expect(within(aging).getByTestId('aging-USD')).toHaveTextContent('Owed in USD$113.97');
    expect(within(aging).getByTestId('aging-USD')).toHaveTextContent('31-60 days$103.97');
    const client = within(aging).getByRole('listitem');
    expect(client).toHaveTextContent('Pacific Coast Rentals$113.97');
    expect(client).toHaveTextContent('2 open invoices, up to 45 days late');
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('region', { name: 'Antigüedad de saldos' })).toHaveTextContent('Sin vencer');
  });

  it('lists each invoice with its number or Draft, client, total, balance and status, and totals per currency', async () => {
    screenAt('/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = (text: string) => within(table).getByRole('row', { name: new RegExp(text) });
    expect(within(row('000042')).getByText('Partially paid')).toBeInTheDocument();
    expect(within(row('000042')).getByText('$103.97')).toBeInTheDocument();
    expect(within(row('000041')).getByText('Paid')).toBeInTheDocument();
    expect(within(row('Arenal Homes')).getByText('Draft', { selector: 'td' })).toBeInTheDocument();
    expect(within(row('Arenal Homes')).getByText('₡203.97')).toBeInTheDocument();
    // Dollars and colones are never added together.
    expect(screen.getByTestId('totals-USD')).toHaveTextContent('Total $407.94');
    expect(screen.getByTestId('totals-USD')).toHaveTextContent('Balance $103.97');
    expect(screen.getByTestId('totals-CRC')).toHaveTextContent('Total ₡203.97');
  });

  it('filters by status and shows the chosen client’s balance from ?client_id=', async () => {
    const user = userEvent.setup({ delay: null });
    screenAt('/invoices?client_id=1');
    expect(await screen.findByTestId('client-balance')).toHaveTextContent(
      'Pacific Coast Rentals owes $103.97 on 1 invoice.',
    );
    await screen.findByRole('row', { name: /000042/ });
    expect(screen.queryByRole('row', { name: /Arenal Homes/ })).not.toBeInTheDocument();
    await chooseOption(user, screen.getByTestId('filter-status'), 'Paid');
    expect(await screen.findByRole('row', { name: /000041/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /000042/ })).not.toBeInTheDocument();
    expect(server.requests.map((r) => r.url)).toContainEqual(
      expect.stringMatching(/^\/api\/invoices\?(status=paid&client_id=1|client_id=1&status=paid)$/),
    );
  });

  it('makes a draft for last month and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    screenAt('/invoices');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await chooseOption(user, within(dialog).getByLabelText(/^Client/, { selector: 'input' }), /Pacific Coast Rentals/);
    // A USD client may give an exchange rate; it is optional.
    expect(within(dialog).getByLabelText(/Exchange rate/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/invoices/40'));
    const [start, end] = lastMonth();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ client_id: 1, start_date: start, end_date: end });
  });

  it('says why when there is nothing to bill, and asks for a client first', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({
      'POST /invoices': reply.error(409, 'Arenal Homes has no completed cleanings to invoice in this period.'),
    });
    screenAt('/invoices');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await chooseOption(user, within(dialog).getByLabelText(/^Client/, { selector: 'input' }), /Arenal Homes/);
    // No exchange rate for a client billed in colones.
    expect(within(dialog).queryByLabelText(/Exchange rate/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(
      await within(dialog).findByText('Arenal Homes has no completed cleanings to invoice in this period.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/invoices$/);
  });
});
