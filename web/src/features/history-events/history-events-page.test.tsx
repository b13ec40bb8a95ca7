import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { sendJson, startApiServer } from '../../../test/http-server';
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
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/cleaning_events/by-month'))
      return sendJson(
        res,
        200,
        leanMonth([
          makeEvent({ id: 41, service_date: todayIso(), status: 'completed', event_summary: 'Checkout clean' }),
        ]),
      );
    if (req.url === '/api/cleaning_events/41/history')
      return sendJson(res, 200, { event_id: 41, deleted: null, entries: history });
    return sendJson(res, 200, []);
  });
});
afterAll(async () => {
  await server.close();
});

describe('History Events (issue 10)', () => {
  it("opens an event's details and its history from its card", async () => {
    const user = userEvent.setup();
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<HistoryEventsPage />, { route: '/history-events' });
    await user.click(await screen.findByRole('button', { name: 'Details of Checkout clean' }, { timeout: 15_000 }));
    const details = await screen.findByRole('dialog', { name: /^Event Details - / });
    await user.click(within(details).getByRole('tab', { name: 'History' }));
    expect(await within(details).findByText('Status: In review → Completed')).toBeInTheDocument();
    expect(within(details).getByText(/^Ana Admin · /)).toBeInTheDocument();
  }, 30_000);
});
