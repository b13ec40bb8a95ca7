import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CapacityDay, CapacityResponse } from '@common/contracts/capacity';
import type { Employee } from '@common/contracts/staff';
import { addDays, businessWeek } from '@common/domain/calendar';
import { dateSpan } from '@common/domain/capacity';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { AssignPage } from './assign-page';

// The board's side of capacity (decision 0035): windows on the cards, the week's capacity, suggestions
// accepted through POST /assignments/accept, and Assign anyway after an availability refusal.
const friday = businessWeek(todayIso()).start;
const housekeeper = (id: number, name: string): Employee => ({
  id,
  user_id: id,
  name,
  email: `${id}@example.com`,
  phone: '',
  role: 'employee',
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
});
const ana = housekeeper(7, 'Ana Mora');
const beto = housekeeper(8, 'Beto Solís');
const house = (name: string) => ({ name, state: 'G', city: 'T', street_address: 'S', region: 'R' });
const marea = makeEvent({
  id: 1,
  service_date: friday,
  house: house('Villa Marea'),
  window_start: `${friday}T11:00`,
  window_end: `${friday}T15:00`,
  cleaning_minutes: 270,
  tight: true,
});
const pelicano = makeEvent({
  id: 2,
  service_date: friday,
  house: house('Casa Pelícano'),
  window_start: `${friday}T11:00`,
  window_end: `${addDays(friday, 2)}T15:00`,
  cleaning_minutes: 135,
});
const olas = makeEvent({ id: 3, service_date: addDays(friday, 1), house: house('Casa Olas') });

/** The week's capacity: Friday over (9 h 30 min of work, 8 h available, one tight window); Ana off on Saturday. */
function capacity(start: string): CapacityResponse {
  return {
    days: dateSpan(start, 7).map((date): CapacityDay => ({
      date,
      demand_minutes: date === friday ? 570 : 0,
      available_minutes: date === friday ? 480 : 1200,
      cleanings: date === friday ? 2 : 0,
      tight: date === friday ? 1 : 0,
      unassigned: date === friday ? 2 : 0,
      unconfirmed: date === friday ? 1 : 0,
      over: date === friday,
      staff: [
        {
          employee_id: 7,
          name: 'Ana Mora',
          assigned_minutes: 0,
          available_minutes: 480,
          off: false,
          off_day_cleanings: [],
        },
        {
          employee_id: 8,
          name: 'Beto Solís',
          assigned_minutes: date === friday ? 135 : 0,
          available_minutes: date === addDays(friday, 1) ? 0 : 600,
          off: date === addDays(friday, 1),
          // Casa Brisa was moved by its feed onto his day off.
          off_day_cleanings:
            date === addDays(friday, 1)
              ? [{ cleaning_event_id: 4, property_name: 'Casa Brisa', reason: 'time_off' }]
              : [],
        },
      ],
    })),
  };
}

let server: FakeApi;
let monthEvents = [marea, pelicano, olas];

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth(monthEvents),
    'GET /employee/': [ana, beto],
    'GET /capacity': ({ query }) => capacity(query.get('start')!),
    'POST /assignments/': ({ json }) => ({
      cleaning_event_id: json<{ cleaning_event_id: number }>().cleaning_event_id,
      employee_id: 7,
      status: 'assigned',
    }),
    'POST /assignments/suggest': ({ json }) => ({
      week_start: json<{ week_start: string }>().week_start,
      suggestions: [
        { cleaning_event_id: 1, employee_id: 7, reasons: ['Preferred for Villa Marea', 'Least loaded that day'] },
        { cleaning_event_id: 2, employee_id: 8, reasons: ['Available'] },
        { cleaning_event_id: 3, employee_id: null, reasons: ['Nobody works on that day'] },
      ],
      skipped: [],
    }),
    'GET /houses/': [],
  });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  monthEvents = [marea, pelicano, olas];
  server.reset();
});

async function renderBoard() {
  setToken(makeToken({ role: 'admin' }));
  renderWithApp(<AssignPage />, { route: '/assign' });
  await screen.findByTestId('column-7');
}

/** Chooses a housekeeper in one card's select (every card has its own list of the same names). */
async function pick(user: ReturnType<typeof userEvent.setup>, select: string, name: string) {
  const field = screen.getByRole('combobox', { name: select });
  await user.click(field);
  await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
  const list = document.getElementById(field.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

describe('capacity on the assignment board (decision 0035)', () => {
  it("shows each card's window and estimate, Tight when the window is shorter, a window over days by weekday", async () => {
    await renderBoard();
    const first = within(screen.getByTestId('unassigned-1'));
    expect(first.getByText('11:00–15:00 · est. 4 h 30 min')).toBeInTheDocument();
    expect(first.getByText('Tight')).toBeInTheDocument();
    const second = within(screen.getByTestId('unassigned-2'));
    expect(second.getByText(/^[A-Z][a-z]{2} 11:00 – [A-Z][a-z]{2} 15:00 · est\. 2 h 15 min$/)).toBeInTheDocument();
    expect(second.queryByText('Tight')).not.toBeInTheDocument();
  });

  it("marks the over-capacity day with its load and tight count, and each housekeeper's day with Off", async () => {
    await renderBoard();
    expect(server.requests.some((r) => r.url === `/api/capacity?start=${friday}&days=7`)).toBe(true);
    const day = within(await screen.findByTestId(`capacity-${friday}`));
    expect(day.getByText('9 h 30 min / 8 h')).toBeInTheDocument();
    expect(day.getByText('Over capacity')).toBeInTheDocument();
    expect(day.getByText('1 tight window')).toBeInTheDocument();
    expect(day.getByText('2 cleanings · 2 unassigned · 1 unconfirmed')).toBeInTheDocument();
    const saturday = within(screen.getByTestId(`capacity-${addDays(friday, 1)}`));
    expect(saturday.getByText('0 min / 20 h')).toBeInTheDocument();
    expect(saturday.queryByText('Over capacity')).not.toBeInTheDocument();
    const betoLoad = within(screen.getByTestId('load-8'));
    expect(betoLoad.getByText('2 h 15 min / 10 h')).toBeInTheDocument();
    expect(betoLoad.getByText('Off')).toBeInTheDocument();
    expect(within(screen.getByTestId('load-7')).queryByText('Off')).not.toBeInTheDocument();
  });

  it('lists suggestions with reasons, assigns nothing before Accept, sends them all and shows what was skipped', async () => {
    server.on({
      'POST /assignments/accept': {
        assigned: [{ cleaning_event_id: 1, employee_id: 7, status: 'assigned' }],
        skipped: [{ cleaning_event_id: 2, detail: 'Beto Solís is off on that day (Dentist).' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Suggest assignments' }));
    const panel = await screen.findByRole('dialog', { name: /^Suggestions · / });
    const first = within(await within(panel).findByTestId('suggestion-1'));
    expect(first.getByText('Villa Marea')).toBeInTheDocument();
    expect(first.getByText('→ Ana Mora')).toBeInTheDocument();
    expect(first.getByText('Preferred for Villa Marea')).toBeInTheDocument();
    const third = within(within(panel).getByTestId('suggestion-3'));
    expect(third.getByText('No suggestion')).toBeInTheDocument();
    expect(third.getByText('Nobody works on that day')).toBeInTheDocument();
    expect(third.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(JSON.parse(server.requests.find((r) => r.url === '/api/assignments/suggest')!.body)).toEqual({
      week_start: friday,
    });
    expect(server.requests.some((r) => r.url.startsWith('/api/assignments/accept'))).toBe(false);

    monthEvents = [
      { ...marea, status: 'assigned', assignedEmployeeId: 7, assignedEmployeeName: 'Ana Mora' },
      pelicano,
      olas,
    ];
    const accepted = server.next('POST /assignments/accept');
    await user.click(within(panel).getByRole('button', { name: 'Accept all (2)' }));
    expect((await accepted).json()).toEqual({
      assignments: [
        { cleaning_event_id: 1, employee_id: 7 },
        { cleaning_event_id: 2, employee_id: 8 },
      ],
    });
    const skipped = within(await within(panel).findByTestId('suggestions-skipped'));
    expect(skipped.getByText('Casa Pelícano')).toBeInTheDocument();
    expect(skipped.getByText(/Beto Solís is off on that day \(Dentist\)\./)).toBeInTheDocument();
    expect(await screen.findByText('1 cleaning assigned.')).toBeInTheDocument();
    // The board reads the events again: Villa Marea is now in Ana's column.
    await waitFor(() => expect(within(screen.getByTestId('column-7')).getByText('Villa Marea')).toBeInTheDocument());
  });

  it('flags a cleaning on her day off in her column, and her WhatsApp message says so with each window', async () => {
    const brisa = makeEvent({
      id: 4,
      service_date: addDays(friday, 1),
      status: 'assigned',
      assignedEmployeeId: 8,
      assignedEmployeeName: 'Beto Solís',
      house: house('Casa Brisa'),
      window_start: `${addDays(friday, 1)}T11:00`,
      window_end: `${addDays(friday, 1)}T15:00`,
    });
    monthEvents = [marea, pelicano, olas, brisa];
    server.on({ 'GET /employee/': [ana, { ...beto, phone: '+506 8888 0000', language: 'en' }] });
    await renderBoard();
    const column = within(screen.getByTestId('column-8'));
    expect(await column.findByText("On Beto Solís's time off")).toBeInTheDocument();
    expect(within(screen.getByTestId('column-7')).queryByTestId('off-day-4')).not.toBeInTheDocument();
    const link = new URL(screen.getByTestId('whatsapp-8').getAttribute('href')!);
    expect(link.searchParams.get('text')).toContain('11:00–15:00 – Casa Brisa (S, T, G) ⚠️ on your time off');
  });

  it('names the unconfirmed cleanings suggestions leave out, and never says everything is assigned then', async () => {
    server.on({
      'POST /assignments/suggest': {
        week_start: friday,
        suggestions: [],
        skipped: [{ cleaning_event_id: 3, reason: 'Not confirmed yet (a Booking.com closed period)' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Suggest assignments' }));
    const panel = await screen.findByRole('dialog', { name: /^Suggestions · / });
    const leftOut = within(await within(panel).findByTestId('suggestions-left-out'));
    expect(leftOut.getByText('Left out of the suggestions')).toBeInTheDocument();
    expect(leftOut.getByText(/^Casa Olas, /)).toBeInTheDocument();
    expect(leftOut.getByText(/Not confirmed yet \(a Booking\.com closed period\)/)).toBeInTheDocument();
    expect(within(panel).queryByText('Every cleaning of this week is assigned.')).not.toBeInTheDocument();
  });

  it('accepts one suggestion with its own button', async () => {
    server.on({
      'POST /assignments/accept': {
        assigned: [{ cleaning_event_id: 2, employee_id: 8, status: 'assigned' }],
        skipped: [],
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Suggest assignments' }));
    const panel = await screen.findByRole('dialog', { name: /^Suggestions · / });
    const accepted = server.next('POST /assignments/accept');
    await user.click(await within(panel).findByRole('button', { name: 'Accept Beto Solís for Casa Pelícano' }));
    expect((await accepted).json()).toEqual({ assignments: [{ cleaning_event_id: 2, employee_id: 8 }] });
    expect(await screen.findByText('1 cleaning assigned.')).toBeInTheDocument();
  });

  it('shows why she cannot take a cleaning, and assigns anyway with force when asked', async () => {
    let refused = 0;
    server.on({
      'POST /assignments/': ({ json }) => {
        const body = json<{ cleaning_event_id: number; force?: boolean }>();
        if (!body.force) {
          refused += 1;
          return reply.error(409, 'Ana Mora is off on Nov 28, 2026 (Dentist).');
        }
        monthEvents = [
          marea,
          pelicano,
          { ...olas, status: 'assigned', assignedEmployeeId: 7, assignedEmployeeName: 'Ana Mora' },
        ];
        return { cleaning_event_id: body.cleaning_event_id, employee_id: 7, status: 'assigned' };
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await pick(user, 'Assign Casa Olas to...', 'Ana Mora');
    const confirm = await screen.findByRole('dialog', { name: 'Assign anyway?' });
    expect(within(confirm).getByText('Ana Mora is off on Nov 28, 2026 (Dentist).')).toBeInTheDocument();
    // Refused: the cleaning is back among the unassigned ones meanwhile.
    expect(screen.getByTestId('unassigned-3')).toBeInTheDocument();
    expect(refused).toBe(1);

    const forced = server.next('POST /assignments/');
    const readAgain = server.next('GET /cleaning_events/by-month');
    await user.click(within(confirm).getByRole('button', { name: 'Assign anyway' }));
    expect((await forced).json()).toEqual({ cleaning_event_id: 3, employee_id: 7, force: true });
    expect(await within(screen.getByTestId('column-7')).findByText('Casa Olas')).toBeInTheDocument();
    // Once the board has read the events again, it is still hers.
    await readAgain;
    await waitFor(() => expect(screen.queryByTestId('unassigned-3')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('column-7')).getByText('Casa Olas')).toBeInTheDocument();
  });

  it('asks before unassigning a cleaning its housekeeper started, saying what was done, and resends it confirmed', async () => {
    monthEvents = [
      marea,
      pelicano,
      { ...olas, status: 'assigned', assignedEmployeeId: 7, assignedEmployeeName: 'Ana Mora' },
    ];
    const detail = 'Ana Mora already worked on this cleaning: started on Nov 28, 2026 at 10:05, checklist answers: 3.';
    server.on({
      'DELETE /assignments/by-event/:eventId': ({ url }) =>
        url.includes('confirm_started=true')
          ? { cleaning_event_id: 3, employee_id: null, status: 'unassigned' }
          : reply.json(409, { detail, code: 'confirm_started' }),
    });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await user.click(within(screen.getByTestId('column-7')).getByRole('button', { name: 'Unassign Casa Olas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Already started: reassign?' });
    expect(within(confirm).getByText(detail)).toBeInTheDocument();
    expect(within(screen.getByTestId('column-7')).getByText('Casa Olas')).toBeInTheDocument();
    const confirmed = server.next('DELETE /assignments/by-event/:eventId');
    await user.click(within(confirm).getByRole('button', { name: 'Reassign, start fresh' }));
    expect((await confirmed).url).toBe('/api/assignments/by-event/3?confirm_started=true');
  });

  it('leaves the cleaning unassigned when the admin does not assign anyway', async () => {
    server.on({ 'POST /assignments/': reply.error(409, 'Ana Mora does not work on Nov 28, 2026.') });
    const user = userEvent.setup({ delay: null });
    await renderBoard();
    await pick(user, 'Assign Casa Olas to...', 'Ana Mora');
    const confirm = await screen.findByRole('dialog', { name: 'Assign anyway?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign anyway?' })).not.toBeInTheDocument());
    expect(screen.getByTestId('unassigned-3')).toBeInTheDocument();
    expect(within(screen.getByTestId('column-7')).queryByText('Casa Olas')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST' && r.url === '/api/assignments/')).toHaveLength(1);
  });
});
