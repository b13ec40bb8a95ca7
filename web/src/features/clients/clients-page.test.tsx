import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@common/contracts/clients';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { ClientsPage } from './clients-page';
import { clientBilling } from '../../../test/clients';
import { chooseOption } from '../../../test/select';

const client = (id: number, name: string, active_status = true): Client => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  phone: '+506 2222 3344',
  active_status,
  created_at: '2026-01-01T00:00:00Z',
  ...clientBilling,
});

// The clients the fake API lists; a change answers the client with its new state unless a test says otherwise.
let clients: Client[] = [];
let server: FakeApi;

beforeAll(async () => {
  const withStatus = (id: number, active_status: boolean) => ({ ...clients.find((c) => c.id === id)!, active_status });
  server = await startFakeApi({
    'GET /clients/': () => clients,
    'PUT /clients/:id': ({ params }) => withStatus(params.id!, true),
    'DELETE /clients/:id': ({ params }) => withStatus(params.id!, false),
    'GET /invoices/balances': [{ client_id: 1, currency: 'USD', balance: 250.5, unpaid_invoices: 2 }],
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  clients = [client(1, 'Pacific Coast Rentals'), client(2, 'Arenal Homes', false)];
  setToken(makeToken({ role: 'admin' }));
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Clients screen', () => {
  it('lists clients with Delete on active ones and Activate on inactive ones', async () => {
    renderWithApp(<ClientsPage />);
    await screen.findByText('Pacific Coast Rentals');
    expect(within(rowOf('Pacific Coast Rentals')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Arenal Homes')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Pacific Coast Rentals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Arenal Homes' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    clients = [];
    renderWithApp(<ClientsPage />);
    expect(await screen.findByText('No clients yet. Register your first one.')).toBeInTheDocument();
  });

  it('marks a deleted client inactive at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'DELETE /clients/:id': reply.error(500, 'Internal error') });
    // The refusal waits until the row has been seen inactive.
    const deleting = server.hold('DELETE /clients/:id');
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Pacific Coast Rentals' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete client' })).getByRole('button', { name: 'Delete' }),
    );

    await deleting.received;
    expect(await within(rowOf('Pacific Coast Rentals')).findByText('Inactive')).toBeInTheDocument();
    deleting.release();
    expect(await screen.findByText('Error deleting client.')).toBeInTheDocument();
    expect(within(rowOf('Pacific Coast Rentals')).getByText('Active')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/clients/1');
  });

  it('activates at once and rolls back with the message when activation fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'PUT /clients/:id': reply.error(403, 'Admins only') });
    // The refusal waits until the row has been seen active.
    const activating = server.hold('PUT /clients/:id');
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Activate Arenal Homes' }));
    await activating.received;
    expect(await within(rowOf('Arenal Homes')).findByText('Active')).toBeInTheDocument();
    activating.release();
    expect(await screen.findByText('Error activating client. Admins only')).toBeInTheDocument();
    expect(within(rowOf('Arenal Homes')).getByText('Inactive')).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ active_status: true });
  });

  it('keeps the new state when the server agrees', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Activate Arenal Homes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Arenal Homes' })).toBeInTheDocument());
  });
});

describe('billing', () => {
  it("shows each client's currency and, when it has invoices, its balance and a link to them", async () => {
    renderWithApp(<ClientsPage />);
    await screen.findByText('Pacific Coast Rentals');
    const row = rowOf('Pacific Coast Rentals');
    expect(within(row).getByText('USD')).toBeInTheDocument();
    expect(await within(row).findByText('$250.50 owed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Invoices of Pacific Coast Rentals' })).toHaveAttribute(
      'href',
      '/invoices?client_id=1',
    );
    expect(within(rowOf('Arenal Homes')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('registers a client billed in colones with its tax rate, billing e-mail and Hacienda id', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /clients/': reply.json(201, client(3, 'Capital Lofts')) });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Register client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register client' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Capital Lofts');
    await chooseOption(user, within(dialog).getByLabelText('Currency', { selector: 'input' }), 'CRC');
    const rate = within(dialog).getByLabelText('Tax rate (%)');
    expect(rate).toHaveValue('13');
    await user.clear(rate);
    await user.type(rate, '4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Billing e-mail' }), 'pagos@capital.example');
    // The id type without its number is refused before anything is sent.
    await chooseOption(user, within(dialog).getByLabelText('Id type', { selector: 'input' }), 'Legal person (02)');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Give both the id type and the id number, or neither')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Id number' }), '3-101');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The id number must be 9 to 12 digits, without dashes')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Id number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Id number' }), '3101123456');
    // Credit of 15 days by default on its invoices, and the weekly reminder of overdue ones.
    await chooseOption(user, within(dialog).getByLabelText('Default terms', { selector: 'input' }), 'Credit');
    const days = within(dialog).getByRole('textbox', { name: 'Credit days' });
    await user.clear(days);
    // An emptied field is refused, not saved as some default.
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Credit days must be a whole number from 1 to 365')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(days, '15');
    await user.click(within(dialog).getByRole('checkbox', { name: /E-mail payment reminders/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      name: 'Capital Lofts',
      currency: 'CRC',
      tax_rate: 4,
      billing_email: 'pagos@capital.example',
      id_type: '02',
      id_number: '3101123456',
      language: 'es',
      terms: { credit_days: 15 },
      payment_reminders: true,
    });
  });
});

describe("a client's language (docs/decisions/0048)", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('registers a client who reads English: her mails and PDFs will be English whatever the screen', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /clients/': reply.json(201, client(3, 'Coast Lofts')) });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Register client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register client' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Coast Lofts');
    const language = within(dialog).getByLabelText('Language of e-mails and PDFs', { selector: 'input' });
    expect(language).toHaveValue('Spanish');
    await chooseOption(user, language, 'English');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '')).toMatchObject({
      name: 'Coast Lofts',
      language: 'en',
    });
  });

  it("shows an English client's language when edited, in Spanish on a Spanish screen", async () => {
    clients = [{ ...client(1, 'Pacific Coast Rentals'), language: 'en' }];
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    renderWithApp(<ClientsPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar Pacific Coast Rentals' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Idioma de correos y PDF', { selector: 'input' })).toHaveValue('Inglés');
  });
});

describe('client form', () => {
  it('requires a name, checks e-mail and phone, and sends blank ones as absent', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /clients/': reply.json(201, client(3, 'Capital Lofts')) });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Register client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register client' });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Capital Lofts');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('hello@');
    await user.click(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.paste('call me');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.method === 'POST');
    // Blank billing fields go as none; a new client is billed in dollars at 13%.
    expect(JSON.parse(post?.body ?? '')).toEqual({
      name: 'Capital Lofts',
      currency: 'USD',
      tax_rate: 13,
      billing_email: null,
      id_type: null,
      id_number: null,
      language: 'es',
      terms: 'cash',
      payment_reminders: false,
    });
  });

  it("shows 'Error saving client.' with the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'PUT /clients/:id': reply.error(409, 'A client with this name already exists.') });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pacific Coast Rentals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Pacific Coast Rentals');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Error saving client. A client with this name already exists.'),
    ).toBeInTheDocument();
  });

  it('shows a duplicate active name (409) on the name field, and keeps the form open', async () => {
    const user = userEvent.setup({ delay: null });
    const detail =
      'An active client named "Pacific Coast Rentals" already exists. Choose another name, or edit that client.';
    server.on({ 'POST /clients/': reply.error(409, detail, [{ field: 'name', message: detail }]) });
    renderWithApp(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Register client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register client' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('pacific coast rentals');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(detail));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/^Error saving client/)).not.toBeInTheDocument();
  });
});
