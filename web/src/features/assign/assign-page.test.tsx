import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Employee } from '@common/contracts/staff';
import { addDays, businessWeek } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { formatDate, formatDateRange } from '@common/domain/format';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { AssignPage } from './assign-page';

const friday = businessWeek(todayIso()).start;
const ana: Employee = {
  id: 7,
  user_id: 7,
  name: 'Ana Mora',
  email: 'ana@example.com',
  phone: '',
  role: 'employee',
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
};
const events = [
  makeEvent({
    id: 1,
    service_date: friday,
    house: { name: 'Villa Marea', state: 'G', city: 'T', street_address: 'S', region: 'R' },
  }),
  makeEvent({
    id: 2,
    service_date: friday,
    status: 'assigned',
    assignedEmployeeId: 7,
    assignedEmployeeName: 'Ana Mora',
    house: { name: 'Casa Pelícano', state: 'G', city: 'T', street_address: 'S', region: 'R' },
  }),
];
/** A second cleaning of Casa Pelícano on the same Friday, not assigned yet (the conflict test adds it). */
const secondPelicano = makeEvent({ id: 3, property_id: 2, service_date: friday, house: events[1]!.house });
let monthEvents = events;
let staff = [ana];
let server: FakeApi;

beforeAll(async () => {
  // The server knows the week's events and staff but refuses every assignment change.
  const unavailable = reply.error(503, 'Database unavailable');
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth(monthEvents),
    'GET /employee/': () => staff,
    'GET /capacity': { days: [] },
    'POST /assignments/': unavailable,
    'DELETE /assignments/by-event/:eventId': unavailable,
    'GET /houses/': [],
    'GET /cleaning_events/:id/history': ({ params }) => ({ event_id: params.id!, deleted: null, entries: [] }),
    'GET /cleaning_events/:id/photos': [],
    'GET /cleaning_events/:id/problems': [],
  });
});

afterAll(async () => {
  await server.close();
});
afterEach(() => {
  monthEvents = events;
  staff = [ana];
  server.reset();
});

async function renderPage() {
  setToken(makeToken({ role: 'admin' }));
  renderWithApp(<AssignPage />, { route: '/assign' });
  return within(await screen.findByTestId('column-7'));
}

describe('assignment changes', () => {
  it('keeps a failed assignment on screen and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const column = await renderPage();
    await user.click(screen.getByRole('combobox', { name: 'Assign Villa Marea to...' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Mora', hidden: true }));

    expect(await column.findByText('Villa Marea')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/assignments/')).toBe(true),
    );
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(column.getByText('Villa Marea')).toBeInTheDocument();
    expect(screen.queryByTestId('unassigned-1')).not.toBeInTheDocument();
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      cleaning_event_id: 1,
      employee_id: 7,
    });
  });

  it('puts a failed unassignment back in the housekeeper column', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const column = await renderPage();
    await user.click(column.getByRole('button', { name: 'Unassign Casa Pelícano' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/assignments/by-event/2')).toBe(true),
    );
    expect(await screen.findByText(/Could not unassign the event; it was put back/)).toBeInTheDocument();
    expect(column.getByText('Casa Pelícano')).toBeInTheDocument();
    expect(screen.queryByTestId('unassigned-2')).not.toBeInTheDocument();
  });

  it('explains why a WhatsApp message cannot be sent to a housekeeper without a phone', async () => {
    const user = userEvent.setup({ delay: null });
    const column = await renderPage();
    await user.click(column.getByRole('link', { name: "Send the shown week's events to Ana Mora by WhatsApp" }));
    expect(await screen.findByText('Ana Mora has no phone number')).toBeInTheDocument();
  });

  it('sends by WhatsApp the events of the week on screen, also after moving to next week', async () => {
    const nextFriday = addDays(friday, 7);
    monthEvents = [
      ...events,
      makeEvent({
        id: 4,
        service_date: nextFriday,
        status: 'assigned',
        assignedEmployeeId: 7,
        house: events[1]!.house,
      }),
    ];
    // Ana chose Spanish: her message is Spanish on this English screen.
    staff = [{ ...ana, phone: '+506 8701-1001', language: 'es' }];
    const user = userEvent.setup({ delay: null });
    const column = await renderPage();
    const message = () =>
      new URL(
        column
          .getByRole('link', { name: "Send the shown week's events to Ana Mora by WhatsApp" })
          .getAttribute('href')!,
      ).searchParams.get('text');
    expect(message()).toContain('de esta semana');
    await user.click(screen.getByRole('button', { name: 'Next Week' }));
    await waitFor(() =>
      expect(message()).toContain(`de la semana del ${formatDateRange(nextFriday, addDays(nextFriday, 6), 'es')}:`),
    );
    expect(message()).toContain(
      `• ${formatDate(nextFriday, 'es', { weekday: true })}, 11:00–22:00 – Casa Pelícano (S, T, G)`,
    );
    expect(message()).not.toContain(formatDate(friday, 'es', { weekday: true }));
  });

  it('writes the WhatsApp message in the language of the screen for a housekeeper who chose none', async () => {
    monthEvents = events;
    staff = [{ ...ana, phone: '+506 8701-1001', language: null }];
    const column = await renderPage();
    const text = new URL(
      column.getByRole('link', { name: "Send the shown week's events to Ana Mora by WhatsApp" }).getAttribute('href')!,
    ).searchParams.get('text');
    expect(text).toContain('Hi Ana Mora, these are your cleanings this week');
    expect(text).toContain(`• ${formatDate(friday, 'en', { weekday: true })}, 11:00–22:00 – Casa Pelícano (S, T, G)`);
  });

  it('marks two cleanings of one property on one day in words, and opens an event in its details with the admin actions', async () => {
    monthEvents = [...events, secondPelicano];
    const user = userEvent.setup({ delay: null });
    const column = await renderPage();
    // Events 2 and 3 are both at Casa Pelícano on Friday; Villa Marea's one cleaning is not marked.
    expect(within(screen.getByTestId('unassigned-3')).getByText('Two cleanings here this day')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('unassigned-1')).queryByText('Two cleanings here this day'),
    ).not.toBeInTheDocument();
    expect(column.getByText('Two cleanings here this day')).toBeInTheDocument();
    await user.click(column.getByRole('button', { name: 'Details of Casa Pelícano' }));
    const details = await screen.findByRole('dialog', { name: /^Event Details - / });
    // In the title and in the property tab (the month answer carries each event's property).
    expect(within(details).getAllByText('Casa Pelícano')).toHaveLength(2);
    expect(within(details).getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    expect(within(details).getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it('opens the new event date picker on a week that starts on Sunday, like the calendars, its controls named', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Create New Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Event' });
    await user.click(within(dialog).getByRole('button', { name: /Service date/ }));
    // jsdom has no layout: Popover's hideDetached may take the target for detached and give the open dropdown
    // display: none (it did on a loaded machine), so the calendar's headers count whether shown or not.
    const weekdays = await screen.findAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((cell) => cell.textContent).slice(0, 7)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    // Its arrows are named (Mantine leaves them without a name: axe's button-name); the month button by
    // the month it shows (a fixed name would not contain its text: axe's label-content-name-mismatch).
    for (const name of ['Previous month', 'Next month', /^[A-Z][a-z]+ \d{4}$/])
      expect(screen.getByRole('button', { name, hidden: true })).toBeInTheDocument();
  });
});
