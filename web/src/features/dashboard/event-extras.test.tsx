// The office's Extras tab in the event details (decision 0036): the cleaning's extras
// with the client amount in the client's currency and the housekeeper's in colones, status, who and when;
// add, approve with amounts, refuse with a reason, delete; read-only once the cleaning is completed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@common/contracts/clients';
import type { CleaningEvent } from '@common/contracts/events';
import type { Extra, ExtraInput } from '@common/contracts/extras';
import { clientBilling } from '../../../test/clients';
import { makeEvent, makeProperty } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { useEventExtras } from '../../lib/resources/extras';
import { setToken } from '../../lib/session';
import { EventDetailsModal } from '../../components/event-details-modal';

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
const property = makeProperty({ id: 5, name: 'Casa Sol', client_id: 9 });
const assigned = makeEvent({ id: 31, service_date: '2026-11-18', property });
const completed = makeEvent({ id: 32, service_date: '2026-11-10', property, status: 'completed' });

const extra = (fields: Partial<Extra> & { id: number }): Extra => ({
  cleaning_event_id: 31,
  kind: 'laundry',
  description: 'Two extra loads',
  quantity: 2,
  client_amount: 8000,
  worker_amount: 5000,
  status: 'approved',
  refuse_reason: null,
  created_by_name: 'Ana Admin',
  created_at: '2026-11-17T15:00:00.000Z',
  decided_by_name: 'Ana Admin',
  decided_at: '2026-11-17T15:00:00.000Z',
  ...fields,
});
// What the server holds.
let held: Extra[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': () => [client],
    'GET /cleaning_events/:id/photos': [],
    'GET /cleaning_events/:id/problems': [],
    'GET /cleaning_events/:id/extras': ({ params }) => held.filter((x) => x.cleaning_event_id === params.id),
    'POST /cleaning_events/:id/extras': ({ params, json }) => {
      const created = extra({ ...json<ExtraInput>(), id: 70, cleaning_event_id: params.id! });
      held = [...held, created];
      return reply.json(201, created);
    },
    'POST /cleaning_events/:id/extras/:extraId/approve': ({ params, json }) => {
      const body = json<{ client_amount?: number; worker_amount?: number }>();
      held = held.map((x) => (x.id === params.extraId ? { ...x, ...body, status: 'approved' } : x));
      return held.find((x) => x.id === params.extraId)!;
    },
    'POST /cleaning_events/:id/extras/:extraId/refuse': ({ params, json }) => {
      const { reason } = json<{ reason?: string }>();
      held = held.map((x) =>
        x.id === params.extraId ? { ...x, status: 'refused', refuse_reason: reason ?? null } : x,
      );
      return held.find((x) => x.id === params.extraId)!;
    },
    'PUT /cleaning_events/:id/extras/:extraId': ({ params, json }) => {
      held = held.map((x) => (x.id === params.extraId ? { ...x, ...json<Partial<Extra>>() } : x));
      return held.find((x) => x.id === params.extraId)!;
    },
    'DELETE /cleaning_events/:id/extras/:extraId': ({ params }) => {
      held = held.filter((x) => x.id !== params.extraId);
      return reply.noContent();
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  held = [
    extra({ id: 1 }),
    extra({
      id: 2,
      kind: 'waiting_time',
      description: 'Guests left late',
      quantity: 1,
      client_amount: 0,
      worker_amount: 0,
      status: 'requested',
      created_by_name: 'Ana Mora',
      decided_by_name: null,
      decided_at: null,
    }),
    extra({ id: 3, cleaning_event_id: 32, kind: 'supplies', description: 'Soap' }),
  ];
});

/** An office screen's event details, as the pages give them their extras. */
function Details({ event }: { event: CleaningEvent }) {
  const extras = useEventExtras(event);
  return <EventDetailsModal event={event} onClose={() => {}} inAppLanguage extras={extras} />;
}

async function openExtras(event: CleaningEvent) {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<Details event={event} />);
  await user.click(await screen.findByRole('tab', { name: 'Extras' }));
  return { user, tab: await screen.findByTestId('event-extras') };
}
const item = (tab: HTMLElement, name: string) => within(tab).findByRole('article', { name });
const posted = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [`${r.method} ${r.url}`, r.body ? (JSON.parse(r.body) as unknown) : null]);

describe('the Extras tab of the event details', () => {
  it("lists the extras: client amount in the client's currency, the housekeeper's in colones, status, who", async () => {
    setToken(makeToken({ role: 'admin' }));
    const { tab } = await openExtras(assigned);
    const laundry = await item(tab, 'Laundry');
    expect(laundry).toHaveTextContent('Laundry × 2');
    expect(laundry).toHaveTextContent('Two extra loads');
    expect(laundry).toHaveTextContent(/Client ₡8,000\.00/);
    expect(laundry).toHaveTextContent(/Housekeeper ₡5,000\.00/);
    expect(within(laundry).getByText('Approved')).toBeInTheDocument();
    expect(within(laundry).getByText(/^Added by Ana Admin · /)).toBeInTheDocument();
    const waiting = await item(tab, 'Waiting time');
    expect(within(waiting).getByText('Requested')).toBeInTheDocument();
    expect(within(waiting).getByText(/^Requested by Ana Mora · /)).toBeInTheDocument();
  });

  it('adds an extra from its prices per unit, showing and sending the line totals, approved at once', async () => {
    setToken(makeToken({ role: 'admin' }));
    const { user, tab } = await openExtras(assigned);
    await item(tab, 'Laundry');
    await user.click(within(tab).getByRole('button', { name: 'Add extra' }));
    const form = within(tab).getByRole('form', { name: 'Add an extra' });
    await user.click(within(form).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Supplies', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Toilet paper');
    await user.clear(within(form).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(form).getByRole('textbox', { name: 'Quantity' }), '3');
    await user.type(within(form).getByRole('textbox', { name: 'Client price per unit (CRC)' }), '1000');
    await user.type(within(form).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' }), '500');
    expect(within(form).getByTestId('extra-line-total')).toHaveTextContent(
      'Line total: client 3 × ₡1,000.00 = ₡3,000.00 · housekeeper 3 × ₡500.00 = ₡1,500.00',
    );
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const added = await item(tab, 'Supplies');
    expect(added).toHaveTextContent('Toilet paper');
    expect(posted()).toEqual([
      [
        'POST /api/cleaning_events/31/extras',
        { kind: 'supplies', description: 'Toilet paper', quantity: 3, client_amount: 3000, worker_amount: 1500 },
      ],
    ]);
  });

  it('approves a request with the amounts set before approving, refuses one with a reason, deletes one', async () => {
    setToken(makeToken({ role: 'admin' }));
    held = [...held, extra({ id: 4, kind: 'other', description: 'Moved furniture', status: 'requested' })];
    const { user, tab } = await openExtras(assigned);
    const waiting = await item(tab, 'Waiting time');
    await user.click(within(waiting).getByRole('button', { name: 'Approve' }));
    const clientField = within(waiting).getByRole('textbox', { name: 'Client price per unit (CRC)' });
    await user.clear(clientField);
    await user.type(clientField, '4000');
    const workerField = within(waiting).getByRole('textbox', { name: 'Housekeeper pay per unit (CRC)' });
    await user.clear(workerField);
    await user.type(workerField, '2500');
    await user.click(within(waiting).getByRole('button', { name: 'Approve extra' }));
    await waitFor(() => expect(within(waiting).getByText('Approved')).toBeInTheDocument());
    expect(waiting).toHaveTextContent(/Client ₡4,000\.00/);

    // Another request, refused with the reason she will read.
    const other = await item(tab, 'Other');
    await user.click(within(other).getByRole('button', { name: 'Refuse' }));
    await user.type(within(other).getByRole('textbox', { name: /^Reason/ }), 'Not agreed beforehand');
    await user.click(within(other).getByRole('button', { name: 'Refuse extra' }));
    await waitFor(() => expect(within(other).getByText('Refused')).toBeInTheDocument());
    expect(within(other).getByText('Reason: Not agreed beforehand')).toBeInTheDocument();

    const laundry = await item(tab, 'Laundry');
    await user.click(within(laundry).getByRole('button', { name: 'Delete' }));
    expect(within(laundry).getByText('Delete this extra (Laundry)?')).toBeInTheDocument();
    await user.click(within(laundry).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(tab).queryByRole('article', { name: 'Laundry' })).not.toBeInTheDocument());
    expect(posted()).toEqual([
      ['POST /api/cleaning_events/31/extras/2/approve', { client_amount: 4000, worker_amount: 2500 }],
      ['POST /api/cleaning_events/31/extras/4/refuse', { reason: 'Not agreed beforehand' }],
      ['DELETE /api/cleaning_events/31/extras/1', null],
    ]);
  });

  it('once the cleaning is completed: no new extra, but Correct from the unit price sends the line totals', async () => {
    setToken(makeToken({ role: 'admin' }));
    const { user, tab } = await openExtras(completed);
    const soap = await item(tab, 'Supplies');
    expect(
      within(tab).getByText(
        'This cleaning is completed: its extras can still be corrected or removed until they are on an issued invoice or a paid statement.',
      ),
    ).toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: 'Add extra' })).not.toBeInTheDocument();
    await user.click(within(soap).getByRole('button', { name: 'Correct' }));
    // Prefilled per unit: 2 for ₡8,000 and ₡5,000 are ₡4,000 and ₡2,500 each.
    const clientField = within(soap).getByRole('textbox', { name: 'Client price per unit (CRC)' });
    expect(clientField).toHaveValue('4,000');
    await user.clear(within(soap).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(soap).getByRole('textbox', { name: 'Quantity' }), '3');
    expect(within(soap).getByTestId('extra-line-total')).toHaveTextContent(
      'Line total: client 3 × ₡4,000.00 = ₡12,000.00 · housekeeper 3 × ₡2,500.00 = ₡7,500.00',
    );
    await user.click(within(soap).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(soap).toHaveTextContent('Supplies × 3'));
    expect(posted()).toEqual([
      [
        'PUT /api/cleaning_events/32/extras/3',
        { kind: 'supplies', description: 'Soap', quantity: 3, client_amount: 12000, worker_amount: 7500 },
      ],
    ]);
  });

  it("shows a supervisor no client amounts (she reads no client's prices) and asks for no clients", async () => {
    setToken(makeToken({ role: 'supervisor', name: 'Sara Sup' }));
    const { user, tab } = await openExtras(assigned);
    const laundry = await item(tab, 'Laundry');
    expect(laundry).toHaveTextContent(/Housekeeper ₡5,000\.00/);
    expect(laundry).not.toHaveTextContent(/Client/);
    await user.click(within(tab).getByRole('button', { name: 'Add extra' }));
    expect(within(tab).queryByRole('textbox', { name: /Client price/ })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.startsWith('/api/clients'))).toBe(false);
  });
});
