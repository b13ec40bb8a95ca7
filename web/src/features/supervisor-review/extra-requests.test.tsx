// "Extras to approve" on the supervisor's review (decision 0036): each housekeeper's request with its
// cleaning, Approve (amounts editable first) and Refuse inline; gone once answered. Supervisors see and set
// no client amounts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CleaningEvent } from '@common/contracts/events';
import type { ExtraRequest } from '@common/contracts/extras';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { SupervisorReviewPage } from './supervisor-review-page';

const request = (fields: Partial<ExtraRequest> & { id: number }): ExtraRequest => ({
  cleaning_event_id: 40,
  kind: 'laundry',
  description: 'Sheets for two extra beds',
  quantity: 2,
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
  ...fields,
});
let waiting: ExtraRequest[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth([] as CleaningEvent[]),
    'GET /cleaning_events/in-review': [],
    'GET /extras/requests': () => waiting,
    'POST /cleaning_events/:id/extras/:extraId/approve': ({ params, json }) => {
      const done = { ...waiting.find((x) => x.id === params.extraId)!, ...json<object>(), status: 'approved' as const };
      waiting = waiting.filter((x) => x.id !== params.extraId);
      return done;
    },
    'POST /cleaning_events/:id/extras/:extraId/refuse': ({ params, json }) => {
      const done = { ...waiting.find((x) => x.id === params.extraId)!, status: 'refused' as const };
      waiting = waiting.filter((x) => x.id !== params.extraId);
      return { ...done, refuse_reason: json<{ reason?: string }>().reason ?? null };
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  waiting = [
    request({ id: 1 }),
    request({
      id: 2,
      cleaning_event_id: 41,
      kind: 'waiting_time',
      description: 'Guests left at 1 pm',
      quantity: 1,
      property_name: 'Villa Luna',
      service_date: '2026-11-18',
      housekeeper_name: 'Beto Rojas',
    }),
  ];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 0));
  setToken(makeToken({ role: 'supervisor', name: 'Sofía Vargas' }));
});
afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('en');
});

const sent = () =>
  server.requests.filter((r) => r.method !== 'GET').map((r) => [r.url, JSON.parse(r.body || 'null') as unknown]);

describe('Extras to approve on the review screen', () => {
  it('lists each request with its cleaning, approves one with her pay set, refuses the other with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('region', { name: 'Extras to approve' });
    const [first, second] = await within(card).findAllByTestId('extra-request');
    expect(first).toHaveTextContent('Casa Sol · Nov 17, 2026 · Ana Mora');
    expect(first).toHaveTextContent('Laundry × 2');
    expect(first).toHaveTextContent('Sheets for two extra beds');
    expect(second).toHaveTextContent('Villa Luna · Nov 18, 2026 · Beto Rojas');
    expect(second).toHaveTextContent('Waiting time × 1');

    await user.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect(within(first!).queryByRole('textbox', { name: /Client price/ })).not.toBeInTheDocument();
    // Her pay per unit: two loads at ₡1,500 are a line of ₡3,000, shown before approving.
    await user.clear(within(first!).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' }));
    await user.type(within(first!).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' }), '1500');
    expect(within(first!).getByTestId('extra-line-total')).toHaveTextContent(
      'Line total: housekeeper 2 × ₡1,500.00 = ₡3,000.00',
    );
    await user.click(within(first!).getByRole('button', { name: 'Approve extra' }));
    await waitFor(() => expect(within(card).getAllByTestId('extra-request')).toHaveLength(1));

    const left = within(card).getByTestId('extra-request');
    await user.click(within(left).getByRole('button', { name: 'Refuse' }));
    await user.type(within(left).getByRole('textbox', { name: /^Reason/ }), 'They left on time');
    await user.click(within(left).getByRole('button', { name: 'Refuse extra' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Extras to approve' })).not.toBeInTheDocument());
    expect(sent()).toEqual([
      ['/api/cleaning_events/40/extras/1/approve', { worker_amount: 3000 }],
      ['/api/cleaning_events/41/extras/2/refuse', { reason: 'They left on time' }],
    ]);
  });

  it('starts with empty prices she may not read (null, as the server answers a supervisor) and, left so, sends none', async () => {
    waiting = [request({ id: 1, client_amount: null, worker_amount: null })];
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('region', { name: 'Extras to approve' });
    const line = await within(card).findByTestId('extra-request');
    await user.click(within(line).getByRole('button', { name: 'Approve' }));
    expect(within(line).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' })).toHaveValue('');
    expect(within(line).queryByTestId('extra-line-total')).not.toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: 'Approve extra' }));
    // The server keeps the amounts it has (the office's, or the housekeeper's request's).
    await waitFor(() => expect(sent()).toEqual([['/api/cleaning_events/40/extras/1/approve', {}]]));
  });

  it('writes her price per unit the Spanish way in Spanish (3 000,5, not 3,000.5) and sends the line total', async () => {
    await setLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('region', { name: 'Extras por aprobar' });
    const [first] = await within(card).findAllByTestId('extra-request');
    await user.click(within(first!).getByRole('button', { name: 'Aprobar' }));
    const amount = within(first!).getByRole('textbox', { name: 'Pago a la camarera por unidad (CRC)' });
    await user.clear(amount);
    await user.type(amount, '3000,5');
    // es-CR groups with a (no-break) space and writes decimals after a comma, as the app's amounts read.
    expect((amount as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('3 000,5');
    await user.click(within(first!).getByRole('button', { name: 'Aprobar extra' }));
    await waitFor(() =>
      // Two loads at ₡3,000.50 each.
      expect(sent()).toEqual([['/api/cleaning_events/40/extras/1/approve', { worker_amount: 6001 }]]),
    );
  });

  it('says on the cleaning’s card that its extras wait, and keeps a refused completion there too', async () => {
    const inReview = makeEvent({
      id: 40,
      service_date: '2026-11-17',
      status: 'in_review',
      event_summary: 'Casa Sol out',
    });
    server.on({
      'GET /cleaning_events/in-review': [inReview],
      'PATCH /cleaning_events/:id/status': reply.error(409, 'Approve or refuse its extras first: Laundry × 2.'),
    });
    vi.setSystemTime(new Date(2026, 11, 3, 9, 0));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'Casa Sol out' });
    expect(await within(card).findByTestId('extras-waiting')).toHaveTextContent(
      'Approve or refuse its extra above before completing it.',
    );
    await user.click(within(card).getByRole('checkbox', { name: 'Mark completed' }));
    // On the card itself, where it stays (a toast lives outside it, for 4 seconds).
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Approve or refuse its extras first: Laundry × 2.',
    );
  });
});
