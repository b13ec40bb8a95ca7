import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, businessWeek } from '@common/domain/calendar';
import { dateSpan } from '@common/domain/capacity';
import { todayIso } from '@common/domain/dates';
import { formatDate, formatDateRange, formatMonth } from '@common/domain/format';
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
    'GET /extras/requests': [],
    'GET /time-off/requests': [],
    'GET /capacity': ({ query }) => ({
      days: dateSpan(query.get('start')!, Number(query.get('days'))).map((date, i) => ({
        date,
        demand_minutes: i === 1 ? 720 : 90,
        available_minutes: 600,
        cleanings: i === 1 ? 5 : 1,
        tight: i === 1 ? 2 : 0,
        unassigned: i === 1 ? 3 : 0,
        unconfirmed: 0,
        over: i === 1,
        staff: [],
      })),
    }),
  });
});
beforeEach(() => {
  server.reset();
});

afterAll(async () => {
  await server.close();
});

describe('admin calendar', () => {
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
    // Each with its window and estimate.
    expect(within(dialog).getAllByText('11:00–22:00 · est. 2 h')).toHaveLength(2);
    // What it shows is all it loads: no staff, properties, clients or assignments; the feeds' alerts;
    // the coming days' capacity; the extras waiting for a decision.
    expect(new Set(server.requests.map((r) => r.url.split('?')[0]))).toEqual(
      new Set([
        '/api/cleaning_events/by-month',
        '/api/airbn_url/alerts',
        '/api/capacity',
        '/api/extras/requests',
        '/api/time-off/requests',
      ]),
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

  it('shows the next 14 days with their work against the hours available, over capacity flagged, and opens a day', async () => {
    setToken(makeToken({ role: 'admin' }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const card = within(await screen.findByTestId('capacity-card'));
    expect(card.getByText('Next 14 days')).toBeInTheDocument();
    const tomorrow = addDays(today, 1);
    const busy = within(await card.findByTestId(`capacity-day-${tomorrow}`));
    expect(server.requests.some((r) => r.url === `/api/capacity?start=${today}&days=14`)).toBe(true);
    expect(busy.getByText('12 h / 10 h')).toBeInTheDocument();
    expect(busy.getByText('5 cleanings · 3 unassigned')).toBeInTheDocument();
    expect(busy.getByText('Over capacity')).toBeInTheDocument();
    expect(busy.getByText('2 tight windows')).toBeInTheDocument();
    const quiet = within(card.getByTestId(`capacity-day-${today}`));
    expect(quiet.getByText('1 h 30 min / 10 h')).toBeInTheDocument();
    expect(quiet.getByText('1 cleaning')).toBeInTheDocument();
    expect(quiet.queryByText('Over capacity')).not.toBeInTheDocument();
    expect(card.getAllByRole('button')).toHaveLength(14);

    // A day two weeks ahead opens the calendar on its month and its week.
    const last = addDays(today, 13);
    await user.click(
      card.getByRole('button', { name: new RegExp(`^${formatDate(last, 'en', { weekday: true, year: false })}`) }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('calendar-month')).toHaveTextContent(
        formatMonth(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 'en'),
      ),
    );
    const week = businessWeek(last);
    expect(screen.getByTestId('summary-week')).toHaveTextContent(formatDateRange(week.start, week.end, 'en'));
  });

  it('flags a cleaning on a day its housekeeper does not work, and shows the time off waiting for an answer', async () => {
    const tomorrow = addDays(today, 1);
    server.on({
      'GET /capacity': ({ query }) => ({
        days: dateSpan(query.get('start')!, Number(query.get('days'))).map((date) => ({
          date,
          demand_minutes: 90,
          available_minutes: 600,
          cleanings: 1,
          tight: 0,
          unassigned: 0,
          unconfirmed: 0,
          over: false,
          staff: [
            {
              employee_id: 7,
              name: 'Ana Mora',
              assigned_minutes: 90,
              available_minutes: date === tomorrow ? 0 : 600,
              off: false,
              off_day_cleanings:
                date === tomorrow ? [{ cleaning_event_id: 1, property_name: 'Villa Marea', reason: 'day_off' }] : [],
            },
          ],
        })),
      }),
      'GET /time-off/requests': [
        {
          id: 5,
          employee_id: 8,
          employee_name: 'Beto Solís',
          start_date: '2027-01-04',
          end_date: '2027-01-06',
          note: 'Boda',
          status: 'requested',
          created_at: '2026-12-01T10:00:00Z',
          assigned_cleanings: [],
        },
      ],
    });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const banner = within(await screen.findByTestId('off-day-alerts'));
    expect(banner.getByText('Cleanings on a day their housekeeper does not work')).toBeInTheDocument();
    const line = banner.getByRole('link', { name: /^Villa Marea, .+: Ana Mora does not work that day$/ });
    expect(line).toHaveAttribute('href', `/dashboard?event=1&date=${tomorrow}`);
    expect(banner.getByRole('link', { name: 'Reassign on the board' })).toHaveAttribute('href', '/assign');
    const waiting = within(await screen.findByRole('region', { name: 'Time off waiting for your answer' }));
    expect(waiting.getByText('Beto Solís · Jan 4 – 6, 2027 · Boda')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'Answer in View Staff' })).toHaveAttribute('href', '/staff');
  });
});
