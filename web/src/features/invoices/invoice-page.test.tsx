import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceLine, PaymentInput } from '@common/contracts/invoices';
import { invoiceBalance, statusAfterPayments } from '@common/domain/invoice';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { recordDownloads } from '../../../test/downloads';
import { companySettings } from '../../../test/clients';
import { cleaningLine, makeInvoice } from '../../../test/invoices';
import { renderWithApp } from '../../../test/render';
import { chooseOption } from '../../../test/select';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { InvoicePage } from './invoice-page';

// The invoice the fake API holds; each change answers it as the server would.
let invoice: Invoice;
let server: FakeApi;
const saved: string[] = [];

beforeAll(async () => {
  server = await startFakeApi({
    'GET /invoices/:id': () => invoice,
    'POST /invoices/:id/issue': () => (invoice = { ...invoice, number: 43, status: 'issued', issued_on: '2026-11-28' }),
    'POST /invoices/:id/payments': (request) => {
      const body = request.json<PaymentInput>();
      const paid = Math.round((invoice.paid + body.amount) * 100) / 100;
      const payment = { id: invoice.payments.length + 1, created_at: '2026-11-28T10:00:00Z', ...body };
      invoice = {
        ...invoice,
        paid,
        balance: invoiceBalance(invoice.total, paid),
        status: statusAfterPayments(invoice.total, paid),
        payments: [...invoice.payments, payment],
      };
      return invoice;
    },
    'POST /invoices/:id/void': (request) =>
      (invoice = {
        ...invoice,
        status: 'void',
        void_reason: request.json<{ reason: string }>().reason,
        voided_at: '2026-11-28T10:00:00Z',
      }),
    'POST /invoices/:id/email': () => reply.json(202, { queued: true, to: 'billing@pacific.example' }),
    'DELETE /invoices/:id': reply.noContent(),
    'GET /invoices/:id/pdf': reply.file('application/pdf', '%PDF-1.4', {
      'Content-Disposition': 'attachment; filename="invoice-000043-es.pdf"',
    }),
    'GET /invoices': { invoices: [], totals: [] },
    'GET /settings/company': () => ({ ...companySettings(), cabys_extra: '8532900000000' }),
    // A manual line as the server adds it: its total (2 x 12.50), its discount, its kind's CABYS code.
    'POST /invoices/:id/lines': (request) => {
      const body = request.json<{ description: string; quantity: number; unit_amount: number; discount: number }>();
      const line: InvoiceLine = {
        ...cleaningLine(99, body.quantity * body.unit_amount, '2026-10-31'),
        kind: 'extra',
        manual: true,
        cleaning_event_id: null,
        service_date: null,
        description: body.description,
        quantity: body.quantity,
        discount: body.discount,
        cabys: '8532900000000',
      };
      return (invoice = makeInvoice({ lines: [...invoice.lines, line] }));
    },
    'PATCH /invoices/:id': (request) =>
      (invoice = makeInvoice({ lines: invoice.lines, discount: request.json<{ discount: number }>().discount })),
  });
  recordDownloads(saved);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  saved.length = 0;
  setToken(makeToken({ role: 'admin' }));
  await i18n.changeLanguage('en');
  invoice = makeInvoice({ id: 7 });
});

const openInvoice = () =>
  renderWithApp(
    <Routes>
      <Route path="/invoices" element={<p>All invoices</p>} />
      <Route path="/invoices/:id" element={<InvoicePage />} />
    </Routes>,
    { route: '/invoices/7' },
  );
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const totals = () => screen.getByTestId('invoice-totals');

describe('One invoice', { timeout: 30_000 }, () => {
  it('shows a draft’s client, lines and totals, and issues it after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    openInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice Draft' })).toBeInTheDocument();
    expect(screen.getByText('Legal person (02) 3101123456')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: '2 lines' });
    expect(within(lines).getByRole('row', { name: /Cleaning · Casa 2/ })).toHaveTextContent('$100.50—$13.07');
    expect(totals()).toHaveTextContent('Tax (13 %)$23.47');
    expect(totals()).toHaveTextContent('Total$203.97');
    // A draft is neither paid nor e-mailed nor voided.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();

    await user.click(button('Issue'));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    // A USD invoice's exchange rate is asked for here too: a wrong one is refused before anything is sent.
    const rate = within(dialog).getByRole('textbox', { name: /^Exchange rate/ });
    await user.type(rate, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(
      await within(dialog).findByText('The exchange rate must be between 1 and 10,000 colones per dollar'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.clear(rate);
    await user.type(rate, '505.25');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('heading', { name: 'Invoice 000043' })).toBeInTheDocument();
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '')).toEqual({ exchange_rate: 505.25 });
    expect(screen.getByText('Issued', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(button('Record payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
  });

  it('adds a manual line with its kind CABYS code and a discount, and a discount on the whole draft', async () => {
    const user = userEvent.setup({ delay: null });
    openInvoice();
    expect(await screen.findByText('On issue')).toBeInTheDocument(); // cash: due when issued
    await user.click(button('Add line'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a line' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Deep clean of the terrace');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit price (USD)' }), '12.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Line discount (USD)' }), '5');
    // Priced before saving as the server and the PDF price it: 2 x 12.50 - 5 = 20, 13% tax 2.60.
    expect(within(dialog).getByTestId('line-total')).toHaveTextContent('Line total $20.00 + $2.60 tax');
    expect(within(dialog).getByLabelText('Kind (CABYS code)', { selector: 'input' })).toHaveValue(
      'Extra · 8532900000000',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '')).toEqual({
      description: 'Deep clean of the terrace',
      quantity: 2,
      unit_amount: 12.5,
      kind: 'extra',
      discount: 5,
    });
    const row = within(screen.getByRole('table', { name: '3 lines' })).getByRole('row', { name: /Deep clean/ });
    expect(row).toHaveTextContent('8532900000000');
    expect(row).toHaveTextContent('$25.00−$5.00');

    const terms = screen.getByTestId('draft-terms');
    await user.type(within(terms).getByRole('textbox', { name: 'Invoice discount (USD)' }), '10');
    await user.click(within(terms).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(totals()).toHaveTextContent('Discounts−$15.00'));
    expect(JSON.parse(server.requests.find((r) => r.method === 'PATCH')?.body ?? '')).toEqual({
      terms: 'cash',
      discount: 10,
    });
  });

  it('names each extra line by its kind, as the PDF does, in either language', async () => {
    const waiting: InvoiceLine = {
      ...cleaningLine(1, 15, '2026-10-03'),
      kind: 'extra',
      extra_id: 9,
      extra_kind: 'waiting_time',
      description: 'Guests left late',
    };
    invoice = makeInvoice({ lines: [cleaningLine(1, 80, '2026-10-03'), waiting] });
    openInvoice();
    const lines = await screen.findByRole('table', { name: '2 lines' });
    expect(within(lines).getByRole('row', { name: /Waiting time · Guests left late/ })).toHaveTextContent('$15.00');
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('row', { name: /Tiempo de espera · Guests left late/ })).toBeInTheDocument();
  });

  it('records a partial and then a full payment: the balance and status follow', async () => {
    const user = userEvent.setup({ delay: null });
    invoice = { ...invoice, number: 43, status: 'issued' };
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    // The amount starts at what is owed.
    expect(amount).toHaveValue('203.97');
    await user.clear(amount);
    await user.type(amount, '100');
    await chooseOption(user, within(dialog).getByLabelText(/^Method/, { selector: 'input' }), 'SINPE Móvil');
    await user.type(within(dialog).getByLabelText('Reference'), 'SP-991');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Partially paid', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(totals()).toHaveTextContent('Balance$103.97');
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('SINPE Móvil · SP-991$100.00');
    const body = JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '') as PaymentInput;
    expect(body).toMatchObject({ amount: 100, method: 'sinpe', reference: 'SP-991' });
    expect(body.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(button('Record payment'));
    dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText(/^Amount \(USD\)/)).toHaveValue('103.97');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Paid', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(totals()).toHaveTextContent('Balance$0.00');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument());
  });

  it('shows the server’s sentence when a payment is refused', async () => {
    const user = userEvent.setup({ delay: null });
    invoice = { ...invoice, number: 43, status: 'issued' };
    server.on({ 'POST /invoices/:id/payments': reply.error(422, 'The amount is more than the balance ($203.97)') });
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The amount is more than the balance ($203.97)')).toBeInTheDocument();
  });

  it('voids an issued invoice only with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    invoice = { ...invoice, number: 43, status: 'issued' };
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('Give the reason for voiding it')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Billed to the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Voided: Billed to the wrong client')).toBeInTheDocument();
    expect(screen.getByText('Void', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('says to whom the invoice was e-mailed, or why it could not be', async () => {
    const user = userEvent.setup({ delay: null });
    invoice = { ...invoice, number: 43, status: 'issued' };
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    expect(await screen.findByText('The invoice was sent to billing@pacific.example.')).toBeInTheDocument();

    server.on({ 'POST /invoices/:id/email': reply.error(409, 'Pacific Coast Rentals has no e-mail address.') });
    await user.click(button('E-mail'));
    expect(await screen.findByText('Pacific Coast Rentals has no e-mail address.')).toBeInTheDocument();
  });

  it('downloads the PDF in the language chosen', async () => {
    const user = userEvent.setup({ delay: null });
    invoice = { ...invoice, number: 43, status: 'issued' };
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'PDF' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download in Spanish' }));
    await waitFor(() => expect(saved).toEqual(['invoice-000043-es.pdf']));
    expect(server.requests.some((r) => r.url === '/api/invoices/7/pdf?lang=es')).toBe(true);
  });

  it('deletes a draft after a confirmation and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invoices$/));
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/invoices/7');
  });
});
