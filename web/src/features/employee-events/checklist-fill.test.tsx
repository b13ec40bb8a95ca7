// Her checklist on the phone (decision 0037): Done waits for the required items and names them;
// answers go through the outbox (kept without a connection, shown at once, sent once with their keys); an
// item sent back shows its reason. In English and in Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventChecklist, EventChecklistItem } from '@common/contracts/checklists';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { configureOutbox, flushOutbox } from '../../lib/resources/outbox';
import { setToken } from '../../lib/session';
import { EmployeeEventsPage } from './employee-events-page';

const event = makeEvent({ id: 31, service_date: '2026-11-18', event_summary: 'Casa Lista' });
const item = (id: string, label: string, kind: EventChecklistItem['kind'], redo: string | null = null) => ({
  id,
  label,
  kind,
  required: true,
  reference_url: null,
  answer: null,
  redo_reason: redo,
  redo_at: redo ? '2026-11-18T10:00:00.000Z' : null,
});
const checklist = (redo: string | null = null): EventChecklist => ({
  event_id: 31,
  sections: [
    { title: 'Kitchen', items: [item('oven', 'Oven cleaned', 'check', redo)] },
    { title: 'Bathroom', items: [item('towels', 'Towel sets', 'count')] },
  ],
  done: 0,
  total: 2,
  missing: [
    { id: 'oven', label: 'Oven cleaned' },
    { id: 'towels', label: 'Towel sets' },
  ],
});
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () => leanMonth([event]),
    'GET /cleaning_events/:id/checklist': () => checklist(),
    'PUT /cleaning_events/:id/checklist/:item_id': ({ path, json }) => ({
      ...item(path.split('/').at(-1)!, 'answered', 'check'),
      answer: {
        checked: null,
        count: null,
        note: null,
        photo_id: null,
        photo_url: null,
        answered_at: '',
        answered_by_name: 'Ana',
        ...json<object>(),
      },
    }),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
  await i18n.changeLanguage('en');
});

const answers = () =>
  server.requests
    .filter((r) => r.method === 'PUT')
    .map((r) => [r.url, JSON.parse(r.body) as unknown, Boolean(r.headers['idempotency-key'])]);

/** Her cleanings as the staff layout runs them: the outbox puts what the server confirmed into the app's cache. */
function Cleanings() {
  configureOutbox({ queryClient: useQueryClient(), onRefused: () => {} });
  return <EmployeeEventsPage />;
}

describe('her checklist on the phone', () => {
  it('Done names the required items still open and queues nothing; answers are kept offline and sent once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // No way through at first: every answer fails as on a phone without signal.
    server.on({ 'PUT /cleaning_events/:id/checklist/:item_id': reply.error(503, 'Service unavailable') });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const card = await screen.findByRole('article', { name: 'Casa Lista' });
    await within(card).findByRole('button', { name: 'Checklist 0/2' });
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Still to do: Oven cleaned, Towel sets.');
    expect(server.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Open the checklist' }));
    const list = await screen.findByRole('dialog', { name: /^Checklist · / });
    await user.click(within(list).getByRole('checkbox', { name: 'Oven cleaned' }));
    expect(await within(list).findByText('1 of 2 done')).toBeInTheDocument();
    expect(within(list).getByText('Waiting to send')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Next section' }));
    const count = within(list).getByRole('textbox', { name: 'How many' });
    await user.type(count, '4');
    await user.tab();
    expect(await within(list).findByText('2 of 2 done')).toBeInTheDocument();

    // The connection is back: each answer goes once, with its Idempotency-Key.
    server.reset();
    await flushOutbox();
    await waitFor(() =>
      expect(answers()).toEqual([
        ['/api/cleaning_events/31/checklist/oven', { checked: true, answered_at: expect.any(String) }, true],
        ['/api/cleaning_events/31/checklist/towels', { count: 4, answered_at: expect.any(String) }, true],
      ]),
    );
    await flushOutbox();
    expect(answers()).toHaveLength(2);
  });

  it('an answer the server confirmed stays answered when the connection drops before the checklist is read again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Cleanings />);
    const card = await screen.findByRole('article', { name: 'Casa Lista' });
    await user.click(await within(card).findByRole('button', { name: 'Checklist 0/2' }));
    const list = await screen.findByRole('dialog', { name: /^Checklist · / });
    // The tick reaches the server; right after it the signal is gone: reading the checklist again fails.
    server.on({ 'GET /cleaning_events/:id/checklist': reply.error(503, 'Service unavailable') });
    const answeredAt = Date.now();
    await user.click(within(list).getByRole('checkbox', { name: 'Oven cleaned' }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'GET' && r.url.endsWith('/checklist'))).toBe(true),
    );
    expect(within(list).getByRole('checkbox', { name: 'Oven cleaned' })).toBeChecked();
    expect(within(list).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(list).queryByText('Waiting to send')).not.toBeInTheDocument();
    // The time she ticked goes with it.
    const sent = answers()[0]![1] as { answered_at: string };
    expect(Math.abs(Date.parse(sent.answered_at) - answeredAt)).toBeLessThan(5_000);
    // Done names only what is still open.
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Still to do: Towel sets.');
  });

  it('a note is saved as she types, and what she typed just before closing is not lost', async () => {
    const withNote = checklist();
    withNote.sections[0]!.items.push(item('notes', 'Anything broken?', 'note'));
    server.on({ 'GET /cleaning_events/:id/checklist': () => withNote });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Cleanings />);
    const card = await screen.findByRole('article', { name: 'Casa Lista' });
    await user.click(await within(card).findByRole('button', { name: 'Checklist 0/2' }));
    const list = await screen.findByRole('dialog', { name: /^Checklist · / });
    const note = within(list).getByRole('textbox', { name: 'Note' });
    expect(within(list).getByText('Saved as you type')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Save note' })).not.toBeInTheDocument();
    // A pause in her typing saves it once, with its Idempotency-Key (the outbox sends it, offline too).
    await user.type(note, 'Lamp');
    const put = (text: string) => [
      '/api/cleaning_events/31/checklist/notes',
      { note: text, answered_at: expect.any(String) },
      true,
    ];
    await waitFor(() => expect(answers()).toEqual([put('Lamp')]), { timeout: 3_000 });
    // Typed and closed at once: still saved.
    await user.type(note, ' broken');
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(answers()).toEqual([put('Lamp'), put('Lamp broken')]));
  });

  it('shows an item sent back with its reason, in Spanish', async () => {
    server.on({ 'GET /cleaning_events/:id/checklist': () => checklist('Quedó grasa en la puerta') });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EmployeeEventsPage />);
    const card = await screen.findByRole('article', { name: 'Casa Lista' });
    await user.click(await within(card).findByRole('button', { name: 'Lista 0/2' }));
    const list = await screen.findByRole('dialog', { name: /^Lista de verificación · / });
    expect(within(list).getByText('Rehacer: Quedó grasa en la puerta')).toBeInTheDocument();
    expect(within(list).getByText('0 de 2 hechos')).toBeInTheDocument();
    expect(within(list).getByText('Sección 1 de 2')).toBeInTheDocument();
  });
});
