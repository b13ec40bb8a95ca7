import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { HistoryEventsPage } from './history-events-page';

const history: EventHistoryEntry[] = [
  {
    id: 1,
    at: '2026-11-02T15:00:00.000Z',
    source: 'user',
    actor: { id: 1, name: 'Ana Admin' },
    action: 'changed',
    field: 'status',
    before: 'in_review',
    after: 'completed',
  },
];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () =>
      leanMonth([
        makeEvent({ id: 41, service_date: todayIso(), status: 'completed', event_summary: 'Checkout clean' }),
      ]),
    'GET /cleaning_events/:id/history': ({ params }) => ({ event_id: params.id!, deleted: null, entries: history }),
    'GET /houses/': [],
    'GET /employee/': [],
    'GET /cleaning_events/:id/photos': [],
    'GET /cleaning_events/:id/problems': [],
  });
});
afterAll(async () => {
  await server.close();
});

describe('History Events', () => {
  it("opens an event's details and its history from its card", async () => {
    const user = userEvent.setup({ delay: null });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<HistoryEventsPage />, { route: '/history-events' });
    await user.click(await screen.findByRole('button', { name: 'Details and history: Checkout clean' }));
    const details = await screen.findByRole('dialog', { name: /^Event Details - / });
    await user.click(within(details).getByRole('tab', { name: 'History' }));
    expect(await within(details).findByText('Status: In review → Completed')).toBeInTheDocument();
    expect(within(details).getByText(/^Ana Admin · /)).toBeInTheDocument();
    expect(server.unexpected).toEqual([]);
  });
});
