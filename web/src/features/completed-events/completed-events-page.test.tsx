import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompletedLean } from '@common/contracts/payments';
import { makeEvent } from '../../../test/admin-events';
import { makeProperty } from '../../../test/events';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { CompletedEventsPage } from './completed-events-page';

type Lean = CompletedLean['events'][number];
const lean = (id: number, supervisor: 'pending' | 'paid'): Lean => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the lean form leaves these out
  const { property, house, clientName, displayStatus, isAssigned, same_day_turnover, ...event } = makeEvent({
    id,
    property_id: 70,
    status: 'completed',
    payment_supervisor_status: supervisor,
  });
  return {
    ...event,
    client_price: 80,
    worker_payment: 15000,
    supervisor_payment: 5000,
    extras_client_amount: 0,
    extras_worker_amount: 0,
    invoice: null,
  };
};
let events: Lean[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': [],
    'GET /houses/': [makeProperty({ id: 70, name: 'Casa Sol' })],
    'GET /employee/': [],
    // Filters as the server does: by the supervisor's pay status when asked.
    'GET /cleaning_events/completed': ({ query }) => {
      const wanted = query.get('payment_supervisor_status');
      const listed = events.filter((e) => !wanted || e.payment_supervisor_status === wanted);
      return {
        events: listed,
        properties: { '70': makeProperty({ id: 70, name: 'Casa Sol' }) },
        totals: {
          count: listed.length,
          revenue: [{ amount: 80 * listed.length, currency: 'USD' as const, pending: 0 }],
          staff_cost: { amount: 0, currency: 'CRC', worker: 0, supervisor: 0, pending: 0 },
        },
      };
    },
    'PATCH /cleaning_events/payments': (req) => {
      const body = req.json<{ ids: number[]; payment_supervisor_status?: 'paid' }>();
      events = events.map((e) =>
        body.ids.includes(e.id) && body.payment_supervisor_status ? { ...e, payment_supervisor_status: 'paid' } : e,
      );
      return { updated: body.ids.length };
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setToken(makeToken({ role: 'admin' }));
  events = [lean(1, 'pending'), lean(2, 'paid')];
  server.reset();
});

describe('Completed Services: each cleaning’s invoice', { timeout: 30_000 }, () => {
  it('shows the invoice’s number and status, a draft as Draft, or Not invoiced', async () => {
    events = [
      { ...lean(1, 'pending'), invoice: { id: 9, number: 42, status: 'partially_paid' } },
      { ...lean(2, 'paid'), invoice: { id: 10, number: null, status: 'draft' } },
      lean(3, 'pending'),
    ];
    renderWithApp(<CompletedEventsPage />, { route: '/cleaning-events?month=2026-11' });
    const first = await screen.findByTestId('invoice-1');
    expect(within(first).getByRole('link', { name: 'Open invoice 000042' })).toHaveAttribute('href', '/invoices/9');
    expect(first).toHaveTextContent('Invoice 000042Partially paid');
    expect(screen.getByTestId('invoice-2')).toHaveTextContent('InvoiceDraft');
    expect(screen.getByTestId('invoice-3')).toHaveTextContent('Not invoiced');
  });
});

describe('Completed Services: the supervisor’s pay (decision 0031)', { timeout: 30_000 }, () => {
  it('filters by the supervisor payment status and shows it on each cleaning', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CompletedEventsPage />, { route: '/cleaning-events?month=2026-11' });
    expect(await screen.findByTestId('completed-1')).toBeInTheDocument();
    expect(screen.getByTestId('payment-supervisor-1')).toHaveValue('Pending');
    expect(screen.getByTestId('payment-supervisor-2')).toHaveValue('Paid');
    const filter = screen.getByLabelText('Supervisor payment', {
      selector: 'input[data-testid="filter-payment-supervisor"]',
    });
    await user.click(filter);
    await waitFor(() => expect(filter).toHaveAttribute('aria-controls'));
    const options = within(document.getElementById(filter.getAttribute('aria-controls')!)!);
    await user.click(await options.findByRole('option', { name: 'Paid', hidden: true }));
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.url.includes('/cleaning_events/completed?') && r.url.includes('payment_supervisor_status=paid'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByTestId('completed-2')).toBeInTheDocument();
    expect(screen.queryByTestId('completed-1')).not.toBeInTheDocument();
  });

  it('marks the selection’s supervisor pay paid in one call', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CompletedEventsPage />, { route: '/cleaning-events?month=2026-11' });
    await screen.findByTestId('completed-1');
    await user.click(screen.getByTestId('select-all'));
    await user.click(screen.getByRole('button', { name: 'Mark supervisor paid' }));
    expect(await screen.findByText('2 cleanings updated.')).toBeInTheDocument();
    const patches = server.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { ids: [1, 2], payment_supervisor_status: 'paid' },
    ]);
    await waitFor(() => expect(screen.getByTestId('payment-supervisor-1')).toHaveValue('Paid'));
  });
});
