import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffStatement, WeeklyPayroll } from '@common/contracts/payroll';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { MyPayPage, PayrollPage } from './payroll-page';

const WEEK = '2026-11-13';
const PAID_AT = '2026-11-20T15:00:00.000Z';
const line = (id: number, kind: 'worker' | 'supervisor', amount: number) => ({
  id,
  service_date: '2026-11-14',
  property_name: `Casa ${id}`,
  amount,
  kind,
  payment_employee_status: 'pending' as const,
  paid_at: null,
  extras: [],
});
const pending = (employee_id: number, name: string, role: StaffStatement['role'], amount: number): StaffStatement => ({
  employee_id,
  name,
  role,
  phone: '+506 8701 1001',
  events: [line(employee_id * 10, role === 'supervisor' ? 'supervisor' : 'worker', amount)],
  adjustments: [],
  total: amount,
  paid: 0,
  pending: amount,
  paid_at: null,
});
const paidOut = (s: StaffStatement): StaffStatement => ({
  ...s,
  events: s.events.map((e) => ({ ...e, payment_employee_status: 'paid', paid_at: PAID_AT })),
  paid: s.total,
  pending: 0,
  paid_at: PAID_AT,
});
let staff: StaffStatement[] = [];
const payroll = (): WeeklyPayroll => ({ week_start: WEEK, week_end: '2026-11-19', currency: 'CRC', staff });
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /payroll/weekly': () => payroll(),
    'POST /payroll/weekly/pay': (req) => {
      const { employee_id } = req.json<{ employee_id: number }>();
      staff = staff.map((s) => (s.employee_id === employee_id ? paidOut(s) : s));
      return { ...payroll(), updated: 1, statement: staff.find((s) => s.employee_id === employee_id)! };
    },
  });
});
afterAll(async () => {
  await server.close();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  staff = [pending(1, 'Ana Mora', 'employee', 15000), pending(2, 'Sofía Vargas', 'supervisor', 5000)];
  server.reset();
});

describe('pay statements: paying a week (decision 0031)', { timeout: 30_000 }, () => {
  it('pays one person’s week after a confirmation naming the person, the week and the amount', async () => {
    setToken(makeToken({ role: 'admin' }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PayrollPage />, { route: `/payroll?week=${WEEK}` });
    const sofia = within(await screen.findByTestId('statement-2'));
    await user.click(sofia.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay this week?' });
    expect(
      within(dialog).getByText(/^Mark Sofía Vargas’s week of .*13.*19.*2026 paid: ₡5,000\.00\.$/),
    ).toBeInTheDocument();
    const pays = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/payroll/weekly/pay');
    expect(pays()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Sofía Vargas’s week is paid.')).toBeInTheDocument();
    expect(pays().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ week_start: WEEK, employee_id: 2 }]);
    // Her card now says when (the date in the app's date style); Ana's still offers to pay.
    expect(await sofia.findByText(/^Paid on .*20.*2026$/)).toBeInTheDocument();
    expect(sofia.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('statement-1')).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('shows the person’s own paid week in Spanish, with no Pay button', async () => {
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    setToken(makeToken({ role: 'employee' }));
    staff = [paidOut(pending(1, 'Ana Mora', 'employee', 15000))];
    renderWithApp(<MyPayPage />, { route: `/my-pay?week=${WEEK}` });
    const card = within(await screen.findByTestId('statement-1'));
    expect(card.getByText(/^Pagado el .*20.*2026$/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('a cancelled confirmation pays nothing', async () => {
    setToken(makeToken({ role: 'admin' }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PayrollPage />, { route: `/payroll?week=${WEEK}` });
    await user.click(within(await screen.findByTestId('statement-1')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay this week?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows a cleaning's extras under its line, whose amount includes them", async () => {
    setToken(makeToken({ role: 'admin' }));
    const ana = pending(1, 'Ana Mora', 'employee', 21500);
    staff = [
      {
        ...ana,
        events: [
          { ...ana.events[0]!, extras: [{ id: 3, kind: 'laundry', description: 'Extra sheets', amount: 6500 }] },
        ],
      },
    ];
    renderWithApp(<PayrollPage />, { route: `/payroll?week=${WEEK}` });
    const card = within(await screen.findByTestId('statement-1'));
    expect(card.getByText('₡21,500.00')).toBeInTheDocument();
    expect(card.getByTestId('statement-extra')).toHaveTextContent('+ Laundry (Extra sheets): ₡6,500.00');
    const whatsapp = card.getByRole('link', { name: 'WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain(
      '+ Laundry (Extra sheets): ₡6,500.00',
    );
  });
});
