// Photos and the serviced mark are separate facts on the server (decision 0032): a refused photo is
// named on the card until dismissed and rolls back nothing; the card shows what the server did.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPhoto } from '@common/contracts/photos';
import { leanMonth, makeEvent } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { flushOutbox } from '../../lib/resources/outbox';
import { setToken } from '../../lib/session';
import { EmployeeEventsPage } from './employee-events-page';

const events = [
  makeEvent({ id: 5, service_date: '2026-11-16', event_summary: 'Kitchen turnover' }),
  makeEvent({ id: 6, service_date: '2026-11-17', event_summary: 'Camera turnover' }),
  makeEvent({ id: 7, service_date: '2026-11-18', event_summary: 'Offline turnover' }),
  makeEvent({ id: 8, service_date: '2026-11-19', event_summary: 'Moved turnover' }),
  makeEvent({ id: 9, service_date: '2026-11-20', event_summary: 'Chosen turnover' }),
];
// What the server holds: the status each PATCH set.
const statuses = new Map<number, 'in_review'>();
const photo = (eventId: number): EventPhoto => ({
  id: 90,
  event_id: eventId,
  url: '/media/0123456789abcdef0123456789abcdef.jpg',
  created_at: '2026-11-18T10:00:00.000Z',
  uploaded_by: 3,
  checklist_item_id: null,
});
const MARK = 'Mark as Serviced / Send to Review';
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/by-month': () =>
      leanMonth(events.map((e) => ({ ...e, status: statuses.get(e.id) ?? e.status }))),
    'PATCH /cleaning_events/:id/status': ({ params }) => {
      statuses.set(params.id!, 'in_review');
      return { ...events.find((e) => e.id === params.id)!, status: 'in_review' };
    },
    'POST /cleaning_events/:id/photos': ({ params }) => reply.json(201, photo(params.id!)),
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

const sentAfter = (from: number) =>
  server.requests
    .slice(from)
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.url}`);

async function openCard(name: string) {
  renderWithApp(<EmployeeEventsPage />);
  return screen.findByRole('article', { name });
}

describe('photos on the serviced card (decision 0032)', () => {
  it('shows the cleaning sent to review when the server refuses its photo, and names the photo until she adds another', async () => {
    server.on({ 'POST /cleaning_events/:id/photos': reply.error(413, 'The photo is larger than 5 MB.') });
    const user = userEvent.setup({ delay: null });
    const card = await openCard('Kitchen turnover');
    // jsdom cannot read pictures: a small file goes as it is (the server decides).
    await user.upload(
      card.querySelector('input[type=file]')!,
      new File(['jpeg?'], 'kitchen.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(card).findByText('1 photo to send')).toBeInTheDocument();
    const before = server.requests.length;
    await user.click(within(card).getByRole('checkbox', { name: MARK }));

    const box = await within(card).findByRole('checkbox', { name: 'Sent to Review' });
    const refused = await within(card).findByTestId('photos-refused');
    expect(refused).toHaveTextContent('A photo was not sent');
    expect(refused).toHaveTextContent('kitchen.jpg: The photo is larger than 5 MB.');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.queryByText(/Could not send to review/)).not.toBeInTheDocument();
    expect(within(card).queryByTestId('waiting-mark')).not.toBeInTheDocument();
    expect(within(card).queryByText('1 photo to send')).not.toBeInTheDocument();
    expect(sentAfter(before)).toEqual(['POST /api/cleaning_events/5/photos', 'PATCH /api/cleaning_events/5/status']);

    // Another photo from the message: taken, so the message goes.
    server.on({ 'POST /cleaning_events/:id/photos': reply.json(201, photo(5)) });
    await user.upload(
      refused.querySelector('input[type=file]')!,
      new File(['jpeg'], 'kitchen-2.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Photo sent')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByTestId('photos-refused')).not.toBeInTheDocument());
    expect(within(card).getByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
  });

  it('refuses on the phone a large file it cannot read, naming it, and still sends the cleaning to review', async () => {
    const user = userEvent.setup({ delay: null });
    const card = await openCard('Camera turnover');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'IMG_0001.HEIC', { type: 'image/heic' });
    await user.upload(card.querySelector('input[type=file]')!, big);
    const before = server.requests.length;
    await user.click(within(card).getByRole('checkbox', { name: MARK }));

    expect(await within(card).findByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
    const refused = await within(card).findByTestId('photos-refused');
    expect(refused).toHaveTextContent(
      'IMG_0001.HEIC: This phone cannot read the picture and it is larger than 5 MB, so it cannot be sent. Choose another photo.',
    );
    expect(sentAfter(before)).toEqual(['PATCH /api/cleaning_events/6/status']);
    await user.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(card).queryByTestId('photos-refused')).not.toBeInTheDocument());
  });

  it('replayed later, a refused photo is named while the cleaning reaches review', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // No way through yet: the photo (and the mark after it) wait on the phone.
    server.on({ 'POST /cleaning_events/:id/photos': reply.error(503, 'Service unavailable') });
    const user = userEvent.setup({ delay: null });
    const card = await openCard('Offline turnover');
    await user.upload(card.querySelector('input[type=file]')!, new File(['x'], 'bathroom.jpg', { type: 'image/jpeg' }));
    await user.click(within(card).getByRole('checkbox', { name: MARK }));
    // Shown sent already (the mark is on the phone), with both actions waiting.
    expect(await within(card).findByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
    expect(await within(card).findByText('Waiting to send (2)')).toBeInTheDocument();
    expect(await screen.findByText(/saved on your phone/)).toBeInTheDocument();
    expect(statuses.has(7)).toBe(false);

    server.on({
      'POST /cleaning_events/:id/photos': reply.error(415, 'The file is not a JPEG, PNG or WebP image.'),
    });
    await flushOutbox();
    const refused = await within(card).findByTestId('photos-refused');
    expect(refused).toHaveTextContent('bathroom.jpg: The file is not a JPEG, PNG or WebP image.');
    expect(statuses.get(7)).toBe('in_review');
    await waitFor(() => expect(within(card).queryByTestId('waiting-mark')).not.toBeInTheDocument());
    expect(within(card).getByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
  });

  it('says so when the mark is refused, and keeps no photo waiting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on({ 'PATCH /cleaning_events/:id/status': reply.error(409, 'The cleaning was moved to another day.') });
    const user = userEvent.setup({ delay: null });
    const card = await openCard('Moved turnover');
    await user.upload(card.querySelector('input[type=file]')!, new File(['x'], 'porch.jpg', { type: 'image/jpeg' }));
    await user.click(within(card).getByRole('checkbox', { name: MARK }));
    expect(
      await screen.findByText('Could not send to review: The cleaning was moved to another day.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: MARK })).not.toBeChecked();
    expect(within(card).queryByText('1 photo to send')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('waiting-mark')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('photos-refused')).not.toBeInTheDocument();
  });

  it('keeps the chosen photos on the phone when she leaves the screen, until she removes one or marks it serviced', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithApp(<EmployeeEventsPage />);
    let card = await screen.findByRole('article', { name: 'Chosen turnover' });
    await user.upload(card.querySelector('input[type=file]')!, [
      new File(['a'], 'sink.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'oven.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(card).findByText('2 photos to send')).toBeInTheDocument();
    // She leaves the screen (to ask for an extra) and comes back: the photos are still there.
    first.unmount();
    renderWithApp(<EmployeeEventsPage />);
    card = await screen.findByRole('article', { name: 'Chosen turnover' });
    expect(await within(card).findByText('2 photos to send')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Remove chosen photo 2' }));
    expect(await within(card).findByText('1 photo to send')).toBeInTheDocument();
    const before = server.requests.length;
    await user.click(within(card).getByRole('checkbox', { name: MARK }));
    expect(await within(card).findByRole('checkbox', { name: 'Sent to Review' })).toBeChecked();
    await waitFor(() =>
      expect(sentAfter(before)).toEqual(['POST /api/cleaning_events/9/photos', 'PATCH /api/cleaning_events/9/status']),
    );
  });
});
