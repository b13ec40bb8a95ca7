// Start and Done on her card (decision 0035): Start goes through the phone's outbox with the time
// she tapped, like the serviced mark (Done), which now carries its own time; both survive having no
// connection and are sent in order. A refused Start is named on the card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CleaningEvent } from '@common/contracts/events';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { flushOutbox } from '../../lib/resources/outbox';
import { setToken } from '../../lib/session';
import { EmployeeEventsPage } from './employee-events-page';

const events = [
  makeEvent({
    id: 21,
    service_date: '2026-11-18',
    event_summary: 'Ocean villa',
    window_start: '2026-11-18T11:00',
    window_end: '2026-11-18T15:00',
    cleaning_minutes: 285,
    tight: true,
  }),
  makeEvent({
    id: 22,
    service_date: '2026-11-20',
    event_summary: 'Hill house',
    window_start: '2026-11-20T11:00',
    window_end: '2026-11-22T15:00',
    cleaning_minutes: 105,
  }),
  makeEvent({ id: 23, service_date: '2026-11-19', event_summary: 'Reassigned one' }),
];
// What the server holds: each event's Start and Done times.
const held = new Map<number, Partial<CleaningEvent>>();
const current = (id: number) => ({ ...events.find((e) => e.id === id)!, ...held.get(id) });
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth(events.map((e) => current(e.id))),
    'POST /cleaning_events/:id/start': ({ params, json }) => {
      const started_at = held.get(params.id!)?.started_at ?? json<{ at: string }>().at;
      held.set(params.id!, { ...held.get(params.id!), started_at });
      return { id: params.id!, started_at };
    },
    'PATCH /cleaning_events/:id/status': ({ params, json }) => {
      const { at } = json<{ at: string }>();
      const started = held.get(params.id!)?.started_at ?? null;
      const actual = started ? Math.round((Date.parse(at) - Date.parse(started)) / 60_000) : null;
      held.set(params.id!, { ...held.get(params.id!), status: 'in_review', finished_at: at, actual_minutes: actual });
      return current(params.id!);
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  held.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 12));
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.findByRole('article', { name });
const at = (hours: number, minutes: number) => new Date(2026, 10, 18, hours, minutes).toISOString();
const sent = (from: number) =>
  server.requests
    .slice(from)
    .filter((r) => r.method !== 'GET')
    .map((r) => [`${r.method} ${r.url}`, JSON.parse(r.body) as unknown]);

describe('Start and Done on her card', () => {
  it('shows the window with the estimate, Tight when it is shorter, and the weekdays of a window over days', async () => {
    renderWithApp(<EmployeeEventsPage />);
    const ocean = await card('Ocean villa');
    expect(within(ocean).getByTestId('job-window')).toHaveTextContent('11:00–15:00 · about 4 h 45 min');
    expect(within(ocean).getByTestId('tight-mark')).toHaveTextContent('Tight');
    const hill = await card('Hill house');
    expect(within(hill).getByTestId('job-window')).toHaveTextContent('Fri 11:00 – Sun 15:00 · about 1 h 45 min');
    expect(within(hill).queryByTestId('tight-mark')).not.toBeInTheDocument();
  });

  it('keeps Start and Done on the phone without a connection, shows them at once, and sends them in order with their times', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // No way through: every call fails as on a phone without signal.
    server.on({
      'POST /cleaning_events/:id/start': reply.error(503, 'Service unavailable'),
      'PATCH /cleaning_events/:id/status': reply.error(503, 'Service unavailable'),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const ocean = await card('Ocean villa');
    await user.click(within(ocean).getByRole('button', { name: 'Start' }));
    expect(await within(ocean).findByTestId('job-started')).toHaveTextContent('Started 09:12');
    expect(within(ocean).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    // Once the try found no way through, the card says it waits for the connection.
    expect(await within(ocean).findByTestId('waiting-mark')).toHaveTextContent('Waiting to send');

    vi.setSystemTime(new Date(2026, 10, 18, 11, 2));
    await user.click(within(ocean).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    expect(await within(ocean).findByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
    expect(within(ocean).getByTestId('job-took')).toHaveTextContent('Took 1 h 50 min');
    await waitFor(() => expect(within(ocean).getByTestId('waiting-mark')).toHaveTextContent('Waiting to send (2)'));
    expect(held.size).toBe(0);

    // The connection is back.
    server.reset();
    await flushOutbox();
    await waitFor(() => expect(within(ocean).queryByTestId('waiting-mark')).not.toBeInTheDocument());
    expect(sent(0)).toEqual([
      ['POST /api/cleaning_events/21/start', { at: at(9, 12) }],
      ['PATCH /api/cleaning_events/21/status', { status: 'in_review', service_date: '2026-11-18', at: at(11, 2) }],
    ]);
    // Each went with its own key, the same on every try.
    const keys = server.requests.filter((r) => r.method !== 'GET').map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    expect(held.get(21)).toMatchObject({ started_at: at(9, 12), finished_at: at(11, 2), actual_minutes: 110 });
    expect(within(ocean).getByTestId('job-took')).toHaveTextContent('Took 1 h 50 min');
  });

  it('sends Start at once with a connection, and the Done after it carries its time', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const hill = await card('Hill house');
    const before = server.requests.length;
    await user.click(within(hill).getByRole('button', { name: 'Start' }));
    expect(await within(hill).findByTestId('job-started')).toHaveTextContent('Started 09:12');
    await waitFor(() => expect(held.get(22)?.started_at).toBe(at(9, 12)));
    expect(within(hill).queryByTestId('waiting-mark')).not.toBeInTheDocument();

    vi.setSystemTime(new Date(2026, 10, 18, 10, 57));
    await user.click(within(hill).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    expect(await within(hill).findByTestId('job-took')).toHaveTextContent('Took 1 h 45 min');
    expect(sent(before)).toEqual([
      ['POST /api/cleaning_events/22/start', { at: at(9, 12) }],
      ['PATCH /api/cleaning_events/22/status', { status: 'in_review', service_date: '2026-11-20', at: at(10, 57) }],
    ]);
  });

  it('says nothing of a connection while a Start is simply on its way (a slow answer)', async () => {
    const slow = server.hold('POST /cleaning_events/:id/start');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const hill = await card('Hill house');
    await user.click(within(hill).getByRole('button', { name: 'Start' }));
    await slow.received;
    expect(await within(hill).findByTestId('job-started')).toHaveTextContent('Started 09:12');
    expect(within(hill).queryByTestId('waiting-mark')).not.toBeInTheDocument();
    slow.release();
    await waitFor(() => expect(held.get(22)?.started_at).toBe(at(9, 12)));
    expect(within(hill).queryByTestId('waiting-mark')).not.toBeInTheDocument();
  });

  it('names a refused Start on the card until she dismisses it', async () => {
    server.on({
      'POST /cleaning_events/:id/start': reply.error(409, 'This cleaning is not assigned to you any more.'),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const other = await card('Reassigned one');
    await user.click(within(other).getByRole('button', { name: 'Start' }));
    const refused = await within(other).findByTestId('start-refused');
    expect(refused).toHaveTextContent('Start not recorded');
    expect(refused).toHaveTextContent('This cleaning is not assigned to you any more.');
    expect(within(other).queryByTestId('job-started')).not.toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(other).queryByTestId('start-refused')).not.toBeInTheDocument());
    expect(within(other).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
