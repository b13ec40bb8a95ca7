import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeOff, TimeOffRequest } from '@common/contracts/capacity';
import type { Employee } from '@common/contracts/staff';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { chooseTime } from '../../../test/time-field';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { StaffPage } from './staff-page';

const ANA: Employee = {
  id: 4,
  user_id: 9,
  name: 'Ana Mora',
  email: 'ana@demo.cr',
  phone: '+506 8701 1001',
  role: 'employee',
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
};
const SOFIA: Employee = {
  ...ANA,
  id: 5,
  user_id: 10,
  name: 'Sofía Vargas',
  email: 'sofia@demo.cr',
  role: 'supervisor',
};
const period = (extra: Partial<TimeOff>): TimeOff => ({
  id: 30,
  employee_id: 4,
  start_date: '2026-11-28',
  end_date: '2026-11-30',
  note: '',
  status: 'approved',
  created_at: '2026-11-20T10:00:00Z',
  assigned_cleanings: [],
  ...extra,
});
const REQUEST: TimeOffRequest = {
  ...period({ id: 31, start_date: '2026-12-24', end_date: '2026-12-25', note: 'Christmas', status: 'requested' }),
  employee_name: 'Ana Mora',
};
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /employee/': [ANA, SOFIA],
    'GET /auth/users/:id/upcoming': { cleanings: [] },
    'GET /time-off/requests': [],
    'PUT /employee/:id': (request) => ({ ...ANA, ...request.json<Partial<Employee>>() }),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openPage() {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<StaffPage />);
  await screen.findByText('Ana Mora');
  return user;
}
/** Ana's Schedule menu, then one of its items. */
async function openFor(user: Awaited<ReturnType<typeof openPage>>, item: string) {
  await user.click(screen.getByRole('button', { name: 'Schedule Ana Mora' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
const sentBody = (method: string) => JSON.parse(server.requests.find((r) => r.method === method)?.body ?? '{}');

describe('a housekeeper’s working week (decision 0035)', { timeout: 30_000 }, () => {
  it('is offered for housekeepers only, and starts from "not set" until the admin sets a week', async () => {
    const user = await openPage();
    expect(screen.queryByRole('button', { name: 'Schedule Sofía Vargas' })).not.toBeInTheDocument();
    await openFor(user, 'Working week');
    const dialog = await screen.findByRole('dialog', { name: 'Working week: Ana Mora' });
    expect(within(dialog).getByText('Not set (every day 08:00-18:00)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save week' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Set her week' }));
    // Monday first; every day starts as the default 08:00-18:00.
    const days = within(dialog).getAllByRole('switch');
    expect(days.map((d) => d.closest('label, .mantine-Switch-root')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await user.click(within(dialog).getByRole('switch', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Sunday' }));
    await chooseTime(user, within(dialog).getByLabelText('Monday from', { selector: 'input' }), '07:00');
    await chooseTime(user, within(dialog).getByLabelText('Friday to', { selector: 'input' }), '13:00');
    // A working day may end at midnight.
    await chooseTime(user, within(dialog).getByLabelText('Thursday to', { selector: 'input' }), '24:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/employee/4');
    expect(sentBody('PUT')).toEqual({
      availability: [
        { weekday: 1, start: '07:00', end: '18:00' },
        { weekday: 2, start: '08:00', end: '18:00' },
        { weekday: 3, start: '08:00', end: '18:00' },
        { weekday: 4, start: '08:00', end: '24:00' },
        { weekday: 5, start: '08:00', end: '13:00' },
      ],
    });
  });

  it('keeps the extra slots of a day, refuses an end before the start, and shows the server’s refusal', async () => {
    server.on({
      'GET /employee/': [
        {
          ...ANA,
          availability: [
            { weekday: 2, start: '14:00', end: '18:00' },
            { weekday: 2, start: '07:00', end: '11:00' },
            { weekday: 6, start: '08:00', end: '12:00' },
          ],
        },
      ],
    });
    const user = await openPage();
    await openFor(user, 'Working week');
    const dialog = await screen.findByRole('dialog', { name: 'Working week: Ana Mora' });
    expect(within(dialog).getByRole('switch', { name: 'Monday' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Tuesday from', { selector: 'input' })).toHaveValue('07:00');
    expect(within(dialog).getByText('Also: 14:00–18:00')).toBeInTheDocument();
    const saturdayTo = within(dialog).getByLabelText('Saturday to', { selector: 'input' });
    await chooseTime(user, saturdayTo, '06:00');
    expect(within(dialog).getByText('The end must be after the start')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save week' })).toBeDisabled();
    await chooseTime(user, saturdayTo, '13:00');
    server.on({ 'PUT /employee/:id': reply.error(422, 'Slots of one day must not overlap') });
    await user.click(within(dialog).getByRole('button', { name: 'Save week' }));
    expect(
      await within(dialog).findByText('The working week could not be saved. Slots of one day must not overlap'),
    ).toBeInTheDocument();
    expect(sentBody('PUT')).toEqual({
      availability: [
        { weekday: 2, start: '07:00', end: '11:00' },
        { weekday: 2, start: '14:00', end: '18:00' },
        { weekday: 6, start: '08:00', end: '13:00' },
      ],
    });
  });
});

describe('time off', () => {
  it('adds a period and warns about her cleanings then; approves a request; deletes after confirming', async () => {
    let periods: TimeOff[] = [
      period({ id: 31, start_date: '2026-12-24', end_date: '2026-12-25', status: 'requested', note: 'Christmas' }),
    ];
    server.on({
      'GET /employee/:id/time-off': () => periods,
      'POST /employee/:id/time-off': (request) => {
        const added = period({
          id: 32,
          ...request.json<Partial<TimeOff>>(),
          assigned_cleanings: [
            { id: 101, service_date: '2026-11-28', property_name: 'Villa Marea' },
            { id: 102, service_date: '2026-11-29', property_name: 'Casa Sol' },
          ],
        });
        periods = [...periods, added];
        return reply.json(201, added);
      },
      'POST /employee/:id/time-off/:timeOffId/approve': (request) => {
        periods = periods.map((p) => (p.id === request.params.timeOffId ? { ...p, status: 'approved' } : p));
        return periods.find((p) => p.id === request.params.timeOffId)!;
      },
      'DELETE /employee/:id/time-off/:timeOffId': (request) => {
        periods = periods.filter((p) => p.id !== request.params.timeOffId);
        return reply.noContent();
      },
    });
    const user = await openPage();
    await openFor(user, 'Time off');
    const dialog = await screen.findByRole('dialog', { name: 'Time off: Ana Mora' });
    expect(await within(dialog).findByText('Dec 24 – 25, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Requested')).toBeInTheDocument();
    expect(within(dialog).getByText('Christmas')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    expect(await within(dialog).findByText('Choose the first and last day')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Dates/ }));
    const days = await screen.findAllByRole('button', { name: /^2[89] November 2026$/, hidden: true });
    await user.click(days[0]!);
    await user.click(days[1]!);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    expect(
      await within(dialog).findByText(
        'Ana Mora has 2 cleanings then: Villa Marea Nov 28, Casa Sol Nov 29. Reassign them.',
      ),
    ).toBeInTheDocument();
    expect(sentBody('POST')).toEqual({ start_date: '2026-11-28', end_date: '2026-11-29', note: 'Dentist' });
    expect(await within(dialog).findByText('Nov 28 – 29, 2026')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve Dec 24 – 25, 2026' }));
    await waitFor(() => expect(within(dialog).queryByText('Requested')).not.toBeInTheDocument());
    expect(within(dialog).getAllByText('Approved')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Nov 28 – 29, 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete time off' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Nov 28 – 29, 2026')).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/employee/4/time-off/32');
  });

  it('lists the requests waiting on the Staff screen with Approve and Decline', async () => {
    let requests = [
      REQUEST,
      {
        ...REQUEST,
        id: 33,
        employee_id: 6,
        employee_name: 'Rosa Chaves',
        note: '',
        start_date: '2026-12-31',
        end_date: '2026-12-31',
      },
    ];
    server.on({
      'GET /time-off/requests': () => requests,
      'POST /employee/:id/time-off/:timeOffId/approve': (request) => {
        requests = requests.filter((r) => r.id !== request.params.timeOffId);
        return { ...REQUEST, status: 'approved' };
      },
      'DELETE /employee/:id/time-off/:timeOffId': (request) => {
        requests = requests.filter((r) => r.id !== request.params.timeOffId);
        return reply.noContent();
      },
    });
    const user = await openPage();
    const card = within(await screen.findByRole('region', { name: /Time-off requests/ }));
    expect(card.getByLabelText('2 requests waiting')).toHaveTextContent('2');
    expect(card.getByText(/Dec 24 – 25, 2026 · Christmas/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve Ana Mora Dec 24 – 25, 2026' }));
    await waitFor(() => expect(card.queryByText(/Christmas/)).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === 'POST')?.url).toBe('/api/employee/4/time-off/31/approve');
    await user.click(card.getByRole('button', { name: 'Decline Rosa Chaves Dec 31, 2026' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Time-off requests/ })).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/employee/6/time-off/33');
  });
});
