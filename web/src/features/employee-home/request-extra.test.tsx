// Her extras from her phone (decision 0036): "Request an extra" on a cleaning of hers (not once it is
// completed) goes through the phone's outbox like Start and Done: kept without signal, sent once (one
// Idempotency-Key) when back. Her card shows her extras with their status, and a queued one as waiting.
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Extra } from '@common/contracts/extras';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { configureOutbox, flushOutbox } from '../../lib/resources/outbox';
import { setToken } from '../../lib/session';
import { EmployeeHomePage } from './employee-home-page';

const mine = makeEvent({ id: 1, service_date: '2026-11-18', event_summary: 'Check-out clean' });
const done = makeEvent({ id: 6, service_date: '2026-11-16', event_summary: 'Finished clean', status: 'completed' });
const extra = (fields: Partial<Extra> & { id: number; cleaning_event_id: number }): Extra => ({
  kind: 'laundry',
  description: '',
  quantity: 1,
  client_amount: null,
  worker_amount: 0,
  status: 'requested',
  refuse_reason: null,
  created_by_name: 'Ana Mora',
  created_at: '2026-11-16T15:00:00.000Z',
  decided_by_name: null,
  decided_at: null,
  ...fields,
});
// What the server holds: her extras.
let held: Extra[] = [];
let server: FakeApi;

const accept = ({ params, json }: { params: Record<string, number>; json: <T>() => T }) => {
  const created = extra({
    ...json<Pick<Extra, 'kind' | 'description' | 'quantity'>>(),
    id: 90,
    cleaning_event_id: params.id!,
  });
  held = [...held, created];
  return reply.json(201, created);
};

beforeAll(async () => {
  await import('./request-extra-modal');
  server = await startFakeApi({
    'GET /cleaning_events/my-week': { week_start: '2026-11-13', week_end: '2026-11-19', events: [mine, done] },
    'GET /cleaning_events/by-month': () => leanMonth([mine, done]),
    'GET /cleaning_events/:id/extras': ({ params }) => held.filter((x) => x.cleaning_event_id === params.id),
    'POST /cleaning_events/:id/extras': accept,
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  held = [
    extra({ id: 7, cleaning_event_id: 6, kind: 'supplies', description: 'Soap', status: 'approved' }),
    extra({
      id: 8,
      cleaning_event_id: 6,
      kind: 'waiting_time',
      status: 'refused',
      refuse_reason: 'The guests had left on time',
    }),
  ];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 0));
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Her home as the staff layout runs it: the outbox puts what it sent into the app's cache (app/offline.ts). */
function Home() {
  configureOutbox({ queryClient: useQueryClient(), onRefused: () => {} });
  return <EmployeeHomePage />;
}

async function request(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  await user.click(within(card).getByRole('button', { name: 'Request an extra' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request an extra' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByRole('option', { name: 'Laundry', hidden: true }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Extra sheets');
  const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  return dialog;
}
const posts = () => server.requests.filter((r) => r.method === 'POST');

describe('extras on her job cards', () => {
  it('shows her extras with their status and a refusal reason; no request once the cleaning is completed', async () => {
    renderWithApp(<Home />);
    const finished = await screen.findByTestId('job-6');
    const extras = await within(finished).findByTestId('job-extras');
    await within(extras).findByText('Supplies × 1 · Soap');
    expect(extras).toHaveTextContent('Approved');
    expect(extras).toHaveTextContent('Waiting time × 1');
    expect(extras).toHaveTextContent('Refused');
    expect(extras).toHaveTextContent('Reason: The guests had left on time');
    expect(within(finished).queryByRole('button', { name: 'Request an extra' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('job-1')).getByRole('button', { name: 'Request an extra' })).toBeInTheDocument();
  });

  it('sends a request at once with a connection; it shows as requested', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Home />);
    const card = await screen.findByTestId('job-1');
    const dialog = await request(user, card);
    expect(await screen.findByText('Request sent: the office will answer.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await within(card).findByText('Laundry × 2 · Extra sheets');
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    const [sent] = posts();
    expect(JSON.parse(sent!.body)).toEqual({ kind: 'laundry', description: 'Extra sheets', quantity: 2 });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('keeps a request on the phone without signal, shows it waiting, and sends it once when back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on({ 'POST /cleaning_events/:id/extras': reply.error(503, 'Service unavailable') });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Home />);
    const card = await screen.findByTestId('job-1');
    await request(user, card);
    expect(
      await screen.findByText('No connection: saved on your phone, it will be sent when you are back online.'),
    ).toBeInTheDocument();
    const queued = await within(card).findByTestId('extra-queued');
    expect(queued).toHaveTextContent('Laundry × 2 · Extra sheets');
    expect(queued).toHaveTextContent('Waiting for signal');
    expect(held.filter((x) => x.cleaning_event_id === 1)).toEqual([]);

    // The signal is back.
    server.on({ 'POST /cleaning_events/:id/extras': accept });
    await flushOutbox();
    await within(card).findByText('Requested');
    expect(within(card).queryByTestId('extra-queued')).not.toBeInTheDocument();
    expect(held.filter((x) => x.cleaning_event_id === 1)).toHaveLength(1);
    // Tried twice, with the same key: the server keeps it once however often it comes.
    const keys = posts().map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    await flushOutbox();
    expect(posts()).toHaveLength(2);
  });

  it('says at once why a request is refused, and keeps nothing on the phone', async () => {
    server.on({
      'POST /cleaning_events/:id/extras': reply.error(409, 'This cleaning is completed: its extras are fixed.'),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Home />);
    const card = await screen.findByTestId('job-1');
    const dialog = await request(user, card);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The request was not sent: This cleaning is completed: its extras are fixed.',
    );
    expect(within(card).queryByTestId('extra-queued')).not.toBeInTheDocument();
  });
});
