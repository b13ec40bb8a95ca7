import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CleaningEvent, EventHistoryEntry } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { leanMonth } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { DashboardPage } from './dashboard-page';

const today = todayIso();
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
const luis = { ...ana, id: 8, user_id: 8, name: 'Luis Vega', email: 'luis@example.com' };
const house = (name: string) => ({
  name,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: 'Calle 1',
  region: 'Pacífico Norte',
});
let events: CleaningEvent[] = [];
const history: EventHistoryEntry[] = [
  {
    id: 1,
    at: '2026-11-02T15:00:00.000Z',
    source: 'user',
    actor: { id: 1, name: 'Ana Admin' },
    action: 'created',
    field: null,
    before: null,
    after: null,
  },
  {
    id: 2,
    at: '2026-11-03T15:00:00.000Z',
    source: 'user',
    actor: { id: 1, name: 'Ana Admin' },
    action: 'changed',
    field: 'service_date',
    before: '2026-11-20',
    after: '2026-11-21',
  },
  {
    id: 3,
    at: '2026-11-04T15:00:00.000Z',
    source: 'feed',
    actor: null,
    action: 'changed',
    field: 'note',
    before: null,
    after: 'Late check-out',
  },
  {
    id: 4,
    at: '2026-11-05T16:00:00.000Z',
    source: 'user',
    actor: { id: 2, name: 'Sofía' },
    action: 'changed',
    field: 'finished_at',
    before: '2026-11-05T12:00:00.000Z',
    after: null,
  },
  // What a housekeeper's phone sent after the cleaning was taken from her (docs/decisions/0051-proof-sent-after-a-reassignment.md).
  ...(
    [
      ['late_photo', '{"label":"Photo of the kitchen","label_es":"Foto de la cocina"}', '/media/kitchen.jpg'],
      ['late_answer', '{"label":"Oven cleaned","label_es":"Horno limpio"}', '{"checked":true}'],
      ['late_note', null, 'Broken lamp'],
    ] as const
  ).map(([field, before, after], index) => ({
    id: 5 + index,
    at: '2026-11-06T16:00:00.000Z',
    source: 'user' as const,
    actor: { id: 3, name: 'Beto' },
    action: 'changed' as const,
    field,
    before,
    after,
  })),
];
let server: FakeApi;
const eventOf = (id: number) => events.find((e) => e.id === id);

beforeAll(async () => {
  // The API of events as the admin calendar and the event details use it, keeping changes in memory.
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth(events),
    'GET /houses/': [],
    'GET /employee/': [ana, luis],
    'GET /extras/requests': [],
    'GET /capacity': { days: [] },
    'GET /airbn_url/alerts': () => ({
      failing: [
        { id: 4, propertyName: 'Casa Pelícano', failing_since: '2026-11-20T10:00:00.000Z', last_error: 'HTTP 500' },
      ],
      held: [],
      changed_events: events.filter((e) => e.feed_change).length,
      unconfirmed_events: events.filter((e) => e.unconfirmed).length,
      events: events
        .filter((e) => e.feed_change || e.unconfirmed)
        .map((e) => ({
          id: e.id,
          property_name: e.house.name,
          service_date: e.service_date,
          feed_change: e.feed_change?.kind ?? null,
          unconfirmed: e.unconfirmed,
        })),
    }),
    'GET /cleaning_events/:id/history': ({ params }) => ({ event_id: params.id!, deleted: null, entries: history }),
    'GET /cleaning_events/:id/photos': [],
    'GET /cleaning_events/:id/problems': [],
    'POST /cleaning_events/:id/acknowledge': ({ params }) => Object.assign(eventOf(params.id!)!, { feed_change: null }),
    'POST /cleaning_events/:id/dismiss': ({ params }) => {
      events = events.filter((e) => e.id !== params.id);
      return reply.noContent();
    },
    'PUT /cleaning_events/:id': (req) => Object.assign(eventOf(req.params.id!)!, req.json<Partial<CleaningEvent>>()),
    'DELETE /cleaning_events/:id': ({ params }) => {
      if (eventOf(params.id!)?.status === 'completed')
        return reply.error(409, 'A completed cleaning cannot be deleted.');
      events = events.filter((e) => e.id !== params.id);
      return reply.noContent();
    },
    'POST /assignments/': (req) => {
      const body = req.json<{ cleaning_event_id: number; employee_id: number }>();
      Object.assign(eventOf(body.cleaning_event_id)!, {
        status: 'assigned',
        isAssigned: true,
        assignedEmployeeId: body.employee_id,
        assignedEmployeeName: body.employee_id === 8 ? 'Luis Vega' : 'Ana Mora',
      });
      return { ...body, status: 'assigned' };
    },
  });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.unexpected).toEqual([]);
});
beforeEach(() => {
  server.reset();
  events = [
    makeEvent({
      id: 1,
      property_id: 5,
      service_date: today,
      status: 'assigned',
      assignedEmployeeId: 7,
      assignedEmployeeName: 'Ana Mora',
      house: house('Villa Marea'),
      event_summary: 'Airbnb turnover',
    }),
    makeEvent({
      id: 2,
      property_id: 5,
      service_date: today,
      status: 'completed',
      assignedEmployeeId: 7,
      assignedEmployeeName: 'Ana Mora',
      house: house('Villa Marea'),
    }),
    makeEvent({
      id: 3,
      property_id: 6,
      service_date: today,
      arrival_date: today,
      same_day_turnover: true,
      house: house('Casa Pelícano'),
    }),
    makeEvent({
      id: 4,
      property_id: 7,
      service_date: today,
      status: 'in_review',
      assignedEmployeeId: 7,
      assignedEmployeeName: 'Ana Mora',
      house: house('Casa Moana'),
      source: 'feed',
      feed_change: { kind: 'moved', at: '2026-11-20T10:00:00.000Z', from_date: '2026-11-02' },
    }),
    makeEvent({
      id: 5,
      property_id: 8,
      service_date: today,
      status: 'in_review',
      house: house('Loft Booking'),
      source: 'feed',
      unconfirmed: true,
    }),
  ];
});

/** Opens an event's details from the calendar: the day's count for its status, then the event. */
async function openEvent(status: string, houseName: string, nth = 0) {
  const user = userEvent.setup({ delay: null });
  setToken(makeToken({ role: 'admin' }));
  renderWithApp(<DashboardPage />, { route: '/dashboard' });
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${status}: \\d+ on ${today}$`) }));
  const list = await screen.findByRole('dialog');
  await user.click(within(list).getAllByRole('button', { name: new RegExp(houseName) })[nth]!);
  return { user, dialog: await screen.findByRole('dialog', { name: /^Event Details/ }) };
}

// Each test opens the calendar, a day and an event's details (the details' chunk loads on first use): up
// to 6.6 s a test on the busy 2-core machine, near the 15 s default.
describe('event details for admins', { timeout: 45_000 }, () => {
  it('marks the conflicts of the day in words: two cleanings of one property, a turnover nobody has', async () => {
    const { dialog } = await openEvent('Assigned', 'Villa Marea');
    expect(within(dialog).getByText('Two cleanings here this day')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: '2 events share a property and day · 1 same-day turnover nobody is assigned to',
      }),
    ).toBeInTheDocument();
  });

  it('shows the history as sentences: who, when, field, before and after', async () => {
    const { user, dialog } = await openEvent('Assigned', 'Villa Marea');
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    const lines = await within(dialog).findByTestId('event-history');
    expect(within(lines).getByText('Cleaning date: Nov 20, 2026 → Nov 21, 2026')).toBeInTheDocument();
    expect(within(lines).getByText('Note: (empty) → Late check-out')).toBeInTheDocument();
    expect(within(lines).getByText('Event created')).toBeInTheDocument();
    // A send-back keeps the first attempt's Done (docs/decisions/0050-a-redo-counts-its-own-time.md).
    expect(within(lines).getByText(/^Finished: Nov 5, 2026.*\d{2}:\d{2}.* → \(empty\)$/)).toBeInTheDocument();
    expect(within(lines).getAllByText(/^Ana Admin · /)).toHaveLength(2);
    expect(within(lines).getByText('Photo for “Photo of the kitchen” sent after reassignment')).toBeInTheDocument();
    const photo = within(lines).getByRole('img', { name: 'Open the photo sent after reassignment' });
    expect(photo).toHaveAttribute('src', '/media/kitchen.jpg');
    expect(photo.closest('a')).toHaveAttribute('href', '/media/kitchen.jpg');
    expect(within(lines).getByText('Checklist answer sent after reassignment: Oven cleaned: Yes')).toBeInTheDocument();
    expect(within(lines).getByText('Note sent after reassignment: Broken lamp')).toBeInTheDocument();
    expect(within(lines).getAllByText(/^Beto · /)).toHaveLength(3);
    expect(within(lines).getByText(/^Calendar feed · /)).toBeInTheDocument();
  });

  it('edits an event with the validation of Create event, and shows the saved values', async () => {
    const { user, dialog } = await openEvent('Assigned', 'Villa Marea');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const summary = within(dialog).getByRole('textbox', { name: /Event summary/ });
    await user.clear(summary);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Event summary is required.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(summary);
    await user.paste('Deep clean');
    await user.click(within(dialog).getByRole('textbox', { name: 'Note (optional)' }));
    await user.paste('Bring ladder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Deep clean')).toBeInTheDocument();
    expect(within(dialog).getByText('Bring ladder')).toBeInTheDocument();
    const put = server.requests.findLast((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/cleaning_events/1');
    expect(JSON.parse(put.body)).toEqual({
      property_id: 5,
      service_date: today,
      event_summary: 'Deep clean',
      note: 'Bring ladder',
      check_out_date: null,
      arrival_date: null,
    });
  });

  it('puts the event back and says why when the server refuses an edit', async () => {
    const { user, dialog } = await openEvent('Assigned', 'Villa Marea');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const summary = within(dialog).getByRole('textbox', { name: /Event summary/ });
    await user.clear(summary);
    await user.paste('Lost change');
    // Only the edit's PUT fails: the dialog's own reads (history, photos) still answer.
    server.on({ 'PUT /cleaning_events/:id': reply.error(503, 'Database unavailable') });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The event was not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Airbnb turnover')).toBeInTheDocument();
    expect(within(dialog).queryByText('Lost change')).not.toBeInTheDocument();
  });

  it('reassigns an event to another housekeeper', async () => {
    const { user, dialog } = await openEvent('Assigned', 'Villa Marea');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Housekeeper' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Vega', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Luis Vega')).toBeInTheDocument();
    expect(JSON.parse(server.requests.findLast((r) => r.url === '/api/assignments/')!.body)).toEqual({
      cleaning_event_id: 1,
      employee_id: 8,
    });
  });

  it('asks before handing over a cleaning its housekeeper started, saying what was done, and resends it confirmed', async () => {
    const detail = 'Ana Mora already worked on this cleaning: started on Nov 28, 2026 at 10:05, checklist answers: 3.';
    server.on({
      'POST /assignments/': (req) => {
        const body = req.json<{ cleaning_event_id: number; employee_id: number; confirm_started?: boolean }>();
        if (!body.confirm_started) return reply.json(409, { detail, code: 'confirm_started' });
        Object.assign(eventOf(body.cleaning_event_id)!, { assignedEmployeeId: 8, assignedEmployeeName: 'Luis Vega' });
        return { ...body, status: 'assigned' };
      },
    });
    const { user, dialog } = await openEvent('Assigned', 'Villa Marea');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Housekeeper' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Vega', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already started: reassign?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reassign-started')).toHaveTextContent(detail);
    // Nothing moved while the admin reads it.
    expect(eventOf(1)!.assignedEmployeeId).toBe(7);
    await user.click(within(dialog).getByRole('button', { name: 'Reassign, start fresh' }));
    await user.click(await within(dialog).findByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Luis Vega')).toBeInTheDocument();
    expect(JSON.parse(server.requests.findLast((r) => r.url === '/api/assignments/')!.body)).toEqual({
      cleaning_event_id: 1,
      employee_id: 8,
      confirm_started: true,
    });
  });

  it('explains why a completed event cannot be deleted and keeps it; deletes another after confirmation', async () => {
    const { user, dialog } = await openEvent('Completed', 'Villa Marea');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Delete this event?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The event was not deleted. A completed cleaning cannot be deleted.',
    );
    expect(screen.getByRole('button', { name: `Completed: 1 on ${today}` })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The closing dialog stays in the page for its transition: the next one is looked for once it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `Unassigned: 1 on ${today}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Casa Pelícano/ }));
    const details = await screen.findByRole('dialog', { name: /^Event Details/ });
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    await user.click(within(details).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByRole('button', { name: `Unassigned: 0 on ${today}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Delete event' })).not.toBeInTheDocument(),
    );
    expect(server.requests.findLast((r) => r.method === 'DELETE')!.url).toBe('/api/cleaning_events/3');
  });

  it("flags the feeds' alerts on the calendar, and clears a feed's change mark when acknowledged", async () => {
    const { user, dialog } = await openEvent('In review', 'Casa Moana');
    const alerts = screen.getByTestId('feed-alerts');
    expect(alerts).toHaveTextContent('The calendar of Casa Pelícano has been failing for more than 24 hours.');
    expect(alerts).toHaveTextContent('1 upcoming cleaning was changed by a calendar: open it to acknowledge.');
    expect(alerts).toHaveTextContent('1 Booking.com cleaning to confirm or dismiss.');
    expect(within(alerts).getByRole('link', { name: 'See the removed cleanings' })).toHaveAttribute(
      'href',
      '/removed-events',
    );
    expect(within(dialog).getByTestId('feed-change')).toHaveTextContent('Moved by the calendar (was Nov 2, 2026)');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge change' }));
    await waitFor(() => expect(within(dialog).queryByTestId('feed-change')).not.toBeInTheDocument());
    await waitFor(() => expect(alerts).not.toHaveTextContent('changed by a calendar'));
  });

  it("links each cleaning the feeds changed from the banner, and a link opens that cleaning's details", async () => {
    const user = userEvent.setup({ delay: null });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const links = await screen.findAllByTestId('feed-alert-event');
    const year = today.slice(0, 4);
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [expect.stringMatching(new RegExp(`^Casa Moana, .*${year}: moved$`)), `/dashboard?event=4&date=${today}`],
      [expect.stringMatching(new RegExp(`^Loft Booking, .*${year}: to confirm$`)), `/dashboard?event=5&date=${today}`],
    ]);
    await user.click(links[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^Event Details/ });
    expect(within(dialog).getAllByText('Casa Moana').length).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('feed-change')).toBeInTheDocument();
    // The address loses the link once it opened: closing the details does not open them again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('a link to a cleaning of another month shows that month and opens it', async () => {
    const next = new Date(`${today}T12:00:00`);
    next.setMonth(next.getMonth() + 2, 1);
    const later = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
    events.push(makeEvent({ id: 9, property_id: 9, service_date: later, house: house('Casa Lejana') }));
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<DashboardPage />, { route: `/dashboard?event=9&date=${later}` });
    const dialog = await screen.findByRole('dialog', { name: /^Event Details/ });
    expect(within(dialog).getAllByText('Casa Lejana').length).toBeGreaterThan(0);
    const asked = server.requests.filter((r) => r.url.startsWith('/api/cleaning_events/by-month')).map((r) => r.url);
    expect(asked).toContain(
      `/api/cleaning_events/by-month?year=${next.getFullYear()}&month=${next.getMonth() + 1}&lean=true`,
    );
  });

  it('dismisses an unconfirmed Booking.com cleaning after asking', async () => {
    const { user, dialog } = await openEvent('In review', 'Loft Booking');
    expect(within(dialog).getByText('Unconfirmed (Booking.com)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).getByText('Dismiss this cleaning?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss cleaning' }));
    expect(await screen.findByRole('button', { name: `In review: 1 on ${today}` })).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/cleaning_events/5/dismiss')).toBe(true);
  });
});
