import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { sendJson, startApiServer } from '../../../test/http-server';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { DashboardPage } from './dashboard-page';

const today = todayIso();
let failEvents = false;
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  // Events answer (or fail on demand); the calendar asks for nothing else.
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/cleaning_events/by-month')) {
      if (failEvents) return sendJson(res, 500, { detail: 'Database unavailable' });
      return sendJson(
        res,
        200,
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
      );
    }
    return sendJson(res, 500, { detail: 'Not today' });
  });
});

afterAll(async () => {
  await server.close();
});

describe('admin calendar (spec 2.6, 7)', () => {
  it("counts today's events per status, lists them by status, and asks only for the month's events", async () => {
    failEvents = false;
    setToken(makeToken({ role: 'admin' }));
    const user = userEvent.setup();
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const assigned = await screen.findByRole('button', { name: `Assigned: 2 on ${today}` }, { timeout: 15_000 });
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
  }, 30_000);

  it("shows 'Error: {message}' when the events cannot load", async () => {
    failEvents = true;
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('Error: Database unavailable', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Assigned: 0 on ${today}` })).toBeInTheDocument();
  }, 30_000);
});
