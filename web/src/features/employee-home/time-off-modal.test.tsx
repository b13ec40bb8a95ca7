// Time off from her phone (decision 0035): from her home, a request (from, to, note) that waits for
// an admin, her requests with their status, Cancel on a requested one; without a connection it says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeOff, TimeOffInput } from '@common/contracts/capacity';
import type { CleaningEvent } from '@common/contracts/events';
import { textContrast } from '../../../test/colours';
import { leanMonth } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { EmployeeHomePage } from './employee-home-page';

const EMPLOYEE_ID = 41;
const approved: TimeOff = {
  id: 7,
  employee_id: EMPLOYEE_ID,
  start_date: '2026-12-24',
  end_date: '2026-12-26',
  note: 'Family',
  status: 'approved',
  created_at: '2026-11-01T10:00:00.000Z',
  assigned_cleanings: [],
};
// What the server holds: her periods off.
let held: TimeOff[] = [];
let server: FakeApi;

beforeAll(async () => {
  await import('./time-off-modal');
  server = await startFakeApi({
    'GET /cleaning_events/my-week': { week_start: '2026-11-13', week_end: '2026-11-19', events: [] },
    'GET /cleaning_events/by-month': () => leanMonth([] as CleaningEvent[]),
    'GET /auth/me': {
      id: 3,
      name: 'Ana Mora',
      email: 'ana@example.com',
      role: 'employee',
      is_active: true,
      language: null,
      created_at: '2026-01-01T00:00:00.000Z',
      must_change_password: false,
      employee_id: EMPLOYEE_ID,
    },
    'GET /employee/:id/time-off': () => held,
    'POST /employee/:id/time-off': ({ params, json }) => {
      const input = json<TimeOffInput>();
      const created: TimeOff = {
        ...input,
        id: 8,
        employee_id: params.id!,
        status: 'requested',
        created_at: '2026-11-18T09:00:00.000Z',
        assigned_cleanings: [{ id: 90, service_date: '2026-11-21', property_name: 'Casa Pelícano' }],
      };
      held = [created, ...held];
      return reply.json(201, created);
    },
    'DELETE /employee/:id/time-off/:timeOffId': ({ params }) => {
      held = held.filter((t) => t.id !== params.timeOffId);
      return reply.noContent();
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  held = [approved];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 9, 0));
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

async function openTimeOff() {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<EmployeeHomePage />);
  await user.click(await screen.findByRole('button', { name: 'Ask for time off' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Time off' }) };
}

describe('time off from her phone', () => {
  it('sends her request, lists it as Requested beside the approved one, and cancels it', async () => {
    const { user, dialog } = await openTimeOff();
    expect(await within(dialog).findByRole('article', { name: 'Dec 24, 2026 – Dec 26, 2026' })).toHaveTextContent(
      'Approved',
    );
    // Approved time off is not hers to cancel.
    expect(within(dialog).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();

    const from = within(dialog).getByLabelText(/From/);
    const to = within(dialog).getByLabelText(/To/);
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-21');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent: the office will answer it.')).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(`/api/employee/${EMPLOYEE_ID}/time-off`);
    expect(JSON.parse(post!.body)).toEqual({ start_date: '2026-11-20', end_date: '2026-11-21', note: 'Dentist' });
    const mine = await within(dialog).findByRole('article', { name: 'Nov 20, 2026 – Nov 21, 2026' });
    expect(mine).toHaveTextContent('Requested');
    expect(mine).toHaveTextContent('Dentist');
    expect(mine).toHaveTextContent('1 cleaning of yours falls in these days');
    // The clash line reads at AA (4.5:1) on her white card: its colour is a theme variable made readable.
    const clash = within(mine).getByText('1 cleaning of yours falls in these days');
    expect(textContrast(clash)).toBeGreaterThanOrEqual(4.5);

    await user.click(within(mine).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('article', { name: 'Nov 20, 2026 – Nov 21, 2026' })).not.toBeInTheDocument(),
    );
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe(`/api/employee/${EMPLOYEE_ID}/time-off/8`);
  });

  it('refuses on the phone a last day before the first, in her language, and sends nothing', async () => {
    const { user, dialog } = await openTimeOff();
    const from = await within(dialog).findByLabelText(/From/);
    await user.clear(from);
    await user.type(from, '2026-11-25');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The last day must be on or after the first')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says she is offline and keeps the form from sending', async () => {
    const { dialog } = await openTimeOff();
    await within(dialog).findByRole('article', { name: 'Dec 24, 2026 – Dec 26, 2026' });
    onlineManager.setOnline(false);
    expect(
      await within(dialog).findByText('You are offline: time off can be asked for when you are back online.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/From/)).toBeDisabled();
  });
});
