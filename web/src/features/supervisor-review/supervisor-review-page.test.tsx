import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CleaningEvent } from '@common/contracts/events';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { SupervisorReviewPage } from './supervisor-review-page';

const house = (region: string) => ({
  name: 'Casa del Lago',
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: 'Calle 1',
  region,
});
const events = [
  makeEvent({
    id: 1,
    service_date: '2026-11-16',
    event_summary: 'North review',
    status: 'in_review',
    note: 'Lamp broken',
    house: house('Pacífico Norte'),
  }),
  makeEvent({
    id: 2,
    service_date: '2026-11-17',
    event_summary: 'No region review',
    status: 'in_review',
    house: house(''),
  }),
  makeEvent({
    id: 3,
    service_date: '2026-11-18',
    event_summary: 'Done already',
    status: 'completed',
    house: house('Pacífico Norte'),
  }),
  makeEvent({ id: 4, service_date: '2026-11-18', event_summary: 'Still assigned', status: 'assigned' }),
  makeEvent({
    id: 5,
    service_date: '2026-11-09',
    event_summary: 'Done last week',
    status: 'completed',
    house: house(''),
  }),
  makeEvent({
    id: 6,
    service_date: '2026-11-02',
    event_summary: 'Old review',
    status: 'in_review',
    house: house('Pacífico Norte'),
  }),
];
// Still waiting from October, and one of the viewed month (the month's list already has it).
const waitingElsewhere = [
  makeEvent({
    id: 7,
    service_date: '2026-10-30',
    event_summary: 'October review',
    status: 'in_review',
    house: house(''),
  }),
  events[0]!,
];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth(events),
    'GET /extras/requests': [],
    'GET /cleaning_events/in-review': ({ query }) =>
      query.get('limit') === '200' ? waitingElsewhere : reply.error(400, 'The screen asks for 200 at a time'),
    'PATCH /cleaning_events/:id/status': (req) => ({
      ...events.find((e) => e.id === req.params.id)!,
      status: req.json<{ status: CleaningEvent['status'] }>().status,
    }),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 0));
  setToken(makeToken({ role: 'supervisor', name: 'Sofía Vargas' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('supervisor review', () => {
  it('opens on what waits for review, oldest first, then the completed ones by week (this week first) and region', async () => {
    renderWithApp(<SupervisorReviewPage />);
    const waiting = await screen.findByRole('region', { name: 'Waiting for review (4), oldest first' });
    // October's too, without going back to October; the month's own once.
    expect(
      within(waiting)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['October review', 'Old review', 'North review', 'No region review']);
    const sections = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'))
      .filter((name) => name?.includes('Week') || name?.includes('review'));
    expect(sections).toEqual([
      'Waiting for review (4), oldest first',
      'Week 47 (Nov 16 – 22, 2026)',
      'Week 46 (Nov 9 – 15, 2026)',
    ]);
    const week = screen.getByRole('region', { name: 'Week 47 (Nov 16 – 22, 2026)' });
    expect(
      within(week)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pacífico Norte']);
    expect(
      within(week)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Done already']);
    const last = screen.getByRole('region', { name: 'Week 46 (Nov 9 – 15, 2026)' });
    expect(
      within(last)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['No Region']);
    expect(screen.queryByText('Still assigned')).not.toBeInTheDocument();
    expect(screen.getByText('Lamp broken')).toBeInTheDocument();
    const done = within(screen.getByRole('article', { name: 'Done already' })).getByRole('checkbox', {
      name: 'Completed',
    });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
  });

  it('shows property names as typed, the date starting with a capital', async () => {
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'North review' });
    const line = within(card).getByText(/Casa del Lago/);
    for (let el: HTMLElement | null = line; el && el !== card; el = el.parentElement) {
      expect(getComputedStyle(el).textTransform, 'no capitalize around the name').not.toBe('capitalize');
    }
    // The formatter capitalises the date's first letter itself (no CSS that would capitalise every word).
    expect(line.textContent).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} · Casa del Lago/);
  });

  it('unchecks the box again when completing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on({
      'PATCH /cleaning_events/:id/status': reply.error(409, 'The event is assigned; it cannot move to completed.'),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'North review' });
    await user.click(within(card).getByRole('checkbox', { name: 'Mark completed' }));
    expect(
      await screen.findByText('Could not complete the event: The event is assigned; it cannot move to completed.'),
    ).toBeInTheDocument();
    const box = within(card).getByRole('checkbox', { name: 'Mark completed' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(within(card).getByText('In review')).toBeInTheDocument();
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ status: 'completed' });
  });

  it('offers the Undo on the completed card, which takes it back to review', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'North review' });
    expect(within(card).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Mark completed' }));
    await user.click(await within(card).findByRole('button', { name: 'Undo' }));
    expect(await within(card).findByRole('checkbox', { name: 'Mark completed' })).not.toBeChecked();
    expect(within(card).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/cleaning_events/1/status' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ status: 'in_review' });
  });

  it('completes for good, and sends back only after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'North review' });
    await user.click(within(card).getByRole('checkbox', { name: 'Mark completed' }));
    const box = await within(card).findByRole('checkbox', { name: 'Completed' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();

    const other = screen.getByRole('article', { name: 'No region review' });
    await user.click(within(other).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back to the housekeeper?' });
    const sent = server.requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say why it goes back.')).toBeInTheDocument();
    expect(server.requests.length).toBe(sent);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Towels not folded');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Sent back to the housekeeper')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'No region review' })).not.toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/cleaning_events/2/status' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ status: 'assigned', reason: 'Towels not folded' });
  });

  it('names the checklist items to redo with the send-back, beside the reference photo (Spanish)', async () => {
    const answer = {
      checked: null,
      count: null,
      note: null,
      photo_id: 9,
      photo_url: '/media/p.jpg',
      answered_at: '2026-11-17T10:00:00.000Z',
      answered_by_name: 'Ana',
    };
    server.on({
      'GET /cleaning_events/:id/checklist': ({ params }) => ({
        event_id: params.id!,
        sections: [
          {
            title: 'Cocina',
            items: [
              {
                id: 'oven',
                label: 'Horno limpio',
                kind: 'check',
                required: true,
                reference_url: null,
                answer: { ...answer, checked: true, photo_id: null, photo_url: null },
                redo_reason: null,
                redo_at: null,
              },
              {
                id: 'kitchen-photo',
                label: 'Foto de la cocina',
                kind: 'photo',
                required: true,
                reference_url: '/media/ref.jpg',
                answer,
                redo_reason: null,
                redo_at: null,
              },
            ],
          },
        ],
        done: 2,
        total: 2,
        missing: [],
      }),
    });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SupervisorReviewPage />);
    const card = await screen.findByRole('article', { name: 'No region review' });
    await user.click(within(card).getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: /^¿Devolver/ });
    const photo = await within(dialog).findByRole('group', { name: 'Foto de la cocina' });
    expect(within(photo).getByRole('img', { name: 'Foto de referencia: Foto de la cocina' })).toHaveAttribute(
      'src',
      '/media/ref.jpg',
    );
    expect(within(photo).getByRole('img', { name: 'Foto: Foto de la cocina' })).toHaveAttribute('src', '/media/p.jpg');
    await user.click(within(photo).getByRole('checkbox', { name: 'Foto de la cocina' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'La foto está borrosa');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await screen.findByText(/devuelt/i);
    const patch = server.requests.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(JSON.parse(patch.body)).toEqual({
      status: 'assigned',
      reason: 'La foto está borrosa',
      redo_items: ['kitchen-photo'],
    });
  });
});
