import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { DashboardPage } from './dashboard-page';

const today = todayIso();
let server: FakeApi;

beforeAll(async () => {
  // Events answer (a test makes them fail); the calendar asks for nothing else but the feeds' alerts.
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () =>
      leanMonth([
        makeEvent({
          id: 1,
          service_date: today,
          status: 'assigned',
          assignedEmployeeId: 7,
          assignedEmployeeName: 'Ana Mora',
        }),
        makeEvent({
          id: 2,
          service_date: today,
          status: 'assigned',
          assignedEmployeeId: 8,
          assignedEmployeeName: 'Beto',
        }),
        makeEvent({ id: 3, service_date: today, status: 'unassigned' }),
      ]),
    'GET /airbn_url/alerts': { failing: [], held: [], changed_events: 0, unconfirmed_events: 0, events: [] },
  });
});
beforeEach(() => {
  server.reset();
});

afterAll(async () => {
  await server.close();
});

describe('admin calendar (spec 2.6, 7)', () => {
  it("counts today's events per status, lists them by status, and asks only for the month's events", async () => {
    setToken(makeToken({ role: 'admin' }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const assigned = await screen.findByRole('button', { name: `Assigned: 2 on ${today}` });
    expect(screen.getByRole('button', { name: `Unassigned: 1 on ${today}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `In review: 0 on ${today}` })).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();

    await user.click(assigned);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Housekeeper: Ana Mora')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^House \d$/)).toHaveLength(2);
    // What it shows is all it loads: no staff, properties, clients or assignments (issue 9); the feeds' alerts (issue 10).
    expect(new Set(server.requests.map((r) => r.url.split('?')[0]))).toEqual(
      new Set(['/api/cleaning_events/by-month', '/api/airbn_url/alerts']),
    );
    expect(server.unexpected).toEqual([]);
  });

  it("shows 'Error: {message}' when the events cannot load", async () => {
    server.on({ 'GET /cleaning_events/by-month': reply.error(500, 'Database unavailable') });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Assigned: 0 on ${today}` })).toBeInTheDocument();
  });
});
