import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemovedEvent } from '@common/contracts/removed-events';
import { addDays, businessWeek } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { makeEvent } from '../../../test/admin-events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { RemovedEventsPage } from './removed-events-page';

const week = businessWeek(todayIso());
const removed = (fields: Partial<RemovedEvent> & Pick<RemovedEvent, 'id'>): RemovedEvent => ({
  property_id: 7,
  property_name: 'Casa Sol',
  service_date: week.start,
  reason: 'deleted',
  removed_at: '2026-11-02T15:00:00.000Z',
  removed_by: { id: 1, name: 'Ana Admin' },
  event_summary: 'Turnover',
  status: 'unassigned',
  housekeeper_name: null,
  dismissed: false,
  ...fields,
});
let list: RemovedEvent[] = [];
const asked: string[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /cleaning_events/removed': ({ query }) => {
      asked.push(`${query.get('start')}..${query.get('end')}`);
      return query.get('start') === week.start ? list : [];
    },
    'POST /cleaning_events/:id/restore': ({ params }) => {
      if (params.id === 42)
        return reply.error(
          409,
          'This reservation is on the schedule again (cleaning #50): the calendar feed brought it back.',
        );
      list = list.filter((e) => e.id !== params.id);
      return makeEvent({ id: params.id!, status: 'unassigned' });
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe('Removed cleanings', () => {
  it('lists the week with reasons and who removed them; Restore brings one back, a 409 says why not', async () => {
    list = [
      removed({ id: 41 }),
      removed({
        id: 42,
        property_name: 'Villa Mar',
        service_date: addDays(week.start, 2),
        reason: 'feed_cancelled',
        removed_by: null,
        housekeeper_name: 'Rosa',
        status: 'assigned',
      }),
    ];
    const user = userEvent.setup({ delay: null });
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<RemovedEventsPage />, { route: '/removed-events' });

    const table = await screen.findByRole('table', { name: 'Removed cleanings' });
    expect(within(table).getByText('Casa Sol')).toBeInTheDocument();
    expect(within(table).getByText('Deleted')).toBeInTheDocument();
    expect(within(table).getByText('Cancelled by the calendar feed')).toBeInTheDocument();
    expect(within(table).getByText(/^Ana Admin · /)).toBeInTheDocument();
    expect(within(table).getByText(/^Calendar feed · /)).toBeInTheDocument();
    expect(within(table).getByText('Turnover · had Rosa')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Restore the cleaning of Casa Sol on / }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this cleaning?' });
    expect(within(dialog).getByText(/comes back to the schedule, unassigned\.$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(/^The cleaning of Casa Sol on .* is back on the schedule, unassigned\.$/),
    ).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => within(table).queryByText('Casa Sol')).toBeNull();

    await user.click(within(table).getByRole('button', { name: /^Restore the cleaning of Villa Mar on / }));
    const second = await screen.findByRole('dialog', { name: 'Restore this cleaning?' });
    await user.click(within(second).getByRole('button', { name: 'Restore' }));
    expect(
      await within(second).findByText(
        'Could not restore the cleaning. This reservation is on the schedule again (cleaning #50): the calendar feed brought it back.',
      ),
    ).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByText('Villa Mar')).toBeInTheDocument();

    // The next week asks for its own Friday-Thursday dates.
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No cleanings were removed this week.')).toBeInTheDocument();
    expect(asked).toContain(`${addDays(week.start, 7)}..${addDays(week.end, 7)}`);
    expect(server.unexpected).toEqual([]);
  });
});
