import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { EmployeeHomePage } from './employee-home-page';

const today = makeEvent({
  id: 1,
  service_date: '2026-11-18',
  event_summary: 'Check-out clean',
  same_day_turnover: true,
  arrival_date: '2026-11-18',
  window_start: '2026-11-18T11:00',
  window_end: '2026-11-18T15:00',
  cleaning_minutes: 285,
  tight: true,
});
const finished = makeEvent({
  id: 6,
  service_date: '2026-11-16',
  event_summary: 'Finished clean',
  status: 'in_review',
  window_start: '2026-11-16T11:00',
  window_end: '2026-11-18T15:00',
  started_at: '2026-11-16T15:10:00.000Z',
  finished_at: '2026-11-16T17:00:00.000Z',
  actual_minutes: 110,
});
const month = [
  today,
  makeEvent({ id: 2, service_date: '2026-11-18', event_summary: 'Reviewed one', status: 'in_review' }),
  makeEvent({ id: 3, service_date: '2026-11-10', status: 'completed' }),
  makeEvent({ id: 4, service_date: '2026-11-11', status: 'unassigned' }),
  makeEvent({
    id: 5,
    service_date: '2026-11-18',
    event_summary: '',
    house: { name: '', state: '', city: '', street_address: '', region: '' },
  }),
];
let server: FakeApi;

beforeAll(async () => {
  // The details modal is downloaded when an event is first opened; here that is Vitest compiling its
  // ~40 modules, which on a busy machine outlasts a findBy wait: have it compiled before the tests.
  await import('../../components/event-details-modal');
  server = await startFakeApi({
    'GET /cleaning_events/my-week': {
      week_start: '2026-11-13',
      week_end: '2026-11-19',
      events: [today, finished],
    },
    'GET /cleaning_events/by-month': () => leanMonth(month),
    'GET /cleaning_events/:id/photos': [],
    'GET /cleaning_events/:id/problems': [],
    'GET /cleaning_events/:id/extras': [],
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 0));
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
});
afterEach(() => {
  vi.useRealTimers();
});

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;
const badgeColour = (day: string, status: string) =>
  cell(day).querySelector(`[data-status="${status}"]`)?.getAttribute('style');

describe('employee home', () => {
  it("puts today's jobs first and the week's range on top", async () => {
    renderWithApp(<EmployeeHomePage />);
    expect(await screen.findByTestId('week-range')).toHaveTextContent('Fri, Nov 13 – Thu, Nov 19');
    expect(
      screen.getByRole('heading', { level: 1, name: 'My Assigned Events (Friday → Thursday)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Casa Pelícano.*Check-out clean/ })).toBeInTheDocument();
  });

  it('shows on each job its window and estimate, the Tight and same-day marks, and how long a done one took', async () => {
    renderWithApp(<EmployeeHomePage />);
    const job = await screen.findByRole('button', { name: /Check-out clean/ });
    expect(within(job).getByTestId('job-window')).toHaveTextContent('11:00–15:00 · about 4 h 45 min');
    expect(within(job).getByTestId('tight-mark')).toHaveTextContent('Tight');
    expect(within(job).getByText('Same-day turnover')).toBeInTheDocument();
    const done = screen.getByRole('button', { name: /Finished clean/ });
    expect(within(done).getByTestId('job-window')).toHaveTextContent('Mon 11:00 – Wed 15:00 · about 2 h');
    expect(within(done).queryByTestId('tight-mark')).not.toBeInTheDocument();
    expect(within(done).getByTestId('job-took')).toHaveTextContent('Took 1 h 50 min');
  });

  it('shows one badge per event, coloured by status, and highlights today', async () => {
    renderWithApp(<EmployeeHomePage />);
    await screen.findByTestId('week-range');
    expect(cell('2026-11-18')).toHaveAttribute('aria-current', 'date');
    expect(badgeColour('2026-11-18', 'assigned')).toContain('--mantine-color-green-filled');
    expect(badgeColour('2026-11-18', 'in_review')).toContain('--mantine-color-yellow-filled');
    expect(badgeColour('2026-11-10', 'completed')).toContain('--mantine-color-blue-filled');
    expect(badgeColour('2026-11-11', 'unassigned')).toContain('--mantine-color-gray-filled');
    expect(cell('2026-11-18').querySelector('[data-status="assigned"]')).toHaveTextContent('A');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('opens a day with its assigned events only, then the details in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeHomePage />);
    await screen.findByTestId('week-range');
    await user.click(cell('2026-11-18'));
    const day = await screen.findByRole('dialog', { name: 'Cleaning Events - Nov 18, 2026 - assigned' });
    expect(within(day).queryByText('Reviewed one')).not.toBeInTheDocument();
    expect(within(day).getByText('Casa Pelícano')).toBeInTheDocument();
    // An event without a property name or summary says so.
    expect(within(day).getByText('Property N/A')).toBeInTheDocument();
    expect(within(day).getByText('Summary')).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: /Check-out clean/ }));
    const details = await screen.findByRole('dialog', { name: 'Detalles del evento - mié 18 nov 2026' });
    // The month answer carries each event's property (here one without photos), shown in Spanish.
    expect(within(details).getByText('Todavía no hay fotos.')).toBeInTheDocument();
    await user.click(within(details).getByRole('tab', { name: 'Evento' }));
    expect(await within(details).findByText('Fecha de llegada')).toBeInTheDocument();
    expect(within(details).getByText('N/D')).toBeInTheDocument();
    expect(server.unexpected).toEqual([]);
  });

  it("says 'No events with this status on this date.' for a day without assigned events", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeHomePage />);
    await screen.findByTestId('week-range');
    await user.click(cell('2026-11-10'));
    expect(await screen.findByText('No events with this status on this date.')).toBeInTheDocument();
  });

  it("shows 'Error: ...' when the month cannot load", async () => {
    server.on({ 'GET /cleaning_events/by-month': reply.error(500, 'Database unavailable') });
    renderWithApp(<EmployeeHomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });
});
