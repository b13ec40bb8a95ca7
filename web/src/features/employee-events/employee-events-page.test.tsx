import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { EmployeeEventsPage } from './employee-events-page';

const events = [
  makeEvent({
    id: 1,
    service_date: '2026-11-16',
    event_summary: 'Monday turnover',
    sent_back_reason: 'Towels not folded',
    sent_back_at: '2026-11-17T15:00:00.000Z',
  }),
  makeEvent({
    id: 2,
    service_date: '2026-11-22',
    event_summary: 'Sunday turnover',
    same_day_turnover: true,
    arrival_date: '2026-11-22',
  }),
  makeEvent({ id: 3, service_date: '2026-11-23', event_summary: 'Next week turnover' }),
  makeEvent({ id: 4, service_date: '2026-11-17', event_summary: 'Already reviewed', status: 'in_review' }),
];
let server: FakeApi;
const eventOf = (id: number) => events.find((e) => e.id === id)!;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': ({ query }) => {
      const month = query.get('month')!.padStart(2, '0');
      return leanMonth(events.filter((e) => e.service_date.slice(5, 7) === month));
    },
    'PATCH /cleaning_events/:id/note': (req) => ({
      ...eventOf(req.params.id!),
      note: req.json<{ note: string }>().note,
    }),
    'PATCH /cleaning_events/:id/status': ({ params }) => ({ ...eventOf(params.id!), status: 'in_review' }),
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
  vi.restoreAllMocks();
});

describe('employee cleaning events', () => {
  it('lists only assigned events of the month under ISO week headings', async () => {
    renderWithApp(<EmployeeEventsPage />);
    const week47 = await screen.findByRole('region', { name: 'Week 47 (Nov 16 – 22, 2026)' });
    expect(
      within(week47)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Monday turnover', 'Sunday turnover']);
    const week48 = screen.getByRole('region', { name: 'Week 48 (Nov 23 – 29, 2026)' });
    expect(within(week48).getByRole('article', { name: 'Next week turnover' })).toBeInTheDocument();
    expect(screen.queryByText('Already reviewed')).not.toBeInTheDocument();
    expect(within(week47).getByText('Same-day turnover')).toBeInTheDocument();
    expect(within(week47).getAllByText('Guanacaste - Tamarindo - Calle 1')).toHaveLength(2);
    // Each assigned card reads its checklist too (none here).
    const reads = server.requests.filter((r) => !r.url.endsWith('/checklist'));
    expect(reads.at(-1)?.url).toBe('/api/cleaning_events/by-month?year=2026&month=11&mine=true&lean=true');
  });

  it('sends the note, then the status, and unchecks the box again when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on({
      'PATCH /cleaning_events/:id/status': reply.error(409, 'The event is completed; it cannot move to in review.'),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const card = await screen.findByRole('article', { name: 'Monday turnover' });
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Broken lamp');
    const before = server.requests.length;
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    expect(
      await screen.findByText('Could not send to review: The event is completed; it cannot move to in review.'),
    ).toBeInTheDocument();
    const box = within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    const sent = server.requests.slice(before).filter((r) => r.method === 'PATCH');
    // Each action went with its own Idempotency-Key.
    expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(2);
    expect(sent.map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      ['/api/cleaning_events/1/note', { note: 'Broken lamp' }],
      [
        '/api/cleaning_events/1/status',
        { status: 'in_review', service_date: '2026-11-16', at: new Date(2026, 10, 18, 9, 0).toISOString() },
      ],
    ]);
  });

  it("locks the box as 'Sent to Review' and keeps the card until the list refreshes", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const card = await screen.findByRole('article', { name: 'Sunday turnover' });
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    const box = await within(card).findByRole('checkbox', { name: 'Sent to Review' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(within(card).getByText('In review')).toBeInTheDocument();
    const patches = server.requests.filter((r) => r.method === 'PATCH' && r.url === '/api/cleaning_events/2/note');
    expect(patches).toHaveLength(0); // a blank note is not sent
  });

  it('shows why a supervisor sent a cleaning back, on that card only', async () => {
    renderWithApp(<EmployeeEventsPage />);
    const card = await screen.findByRole('article', { name: 'Monday turnover' });
    expect(within(card).getByTestId('sent-back')).toHaveTextContent('Sent back: Towels not folded');
    expect(
      within(screen.getByRole('article', { name: 'Sunday turnover' })).queryByTestId('sent-back'),
    ).not.toBeInTheDocument();
  });

  it("says 'No assigned events this month' when nothing is assigned", async () => {
    vi.setSystemTime(new Date(2026, 11, 5, 9, 0));
    renderWithApp(<EmployeeEventsPage />);
    await waitFor(() =>
      expect(server.requests.at(-1)?.url).toBe('/api/cleaning_events/by-month?year=2026&month=12&mine=true&lean=true'),
    );
    expect(await screen.findByText('No assigned events this month')).toBeInTheDocument();
  });
});
