import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/factories';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Weekly pay statements (decisions.md 6 "Money"): Friday to Thursday, across a month boundary.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const beto = await staffMember(app, w.admin.auth, 'employee', 'Beto Rojas');
const idle = await staffMember(app, w.admin.auth, 'employee', 'Carla Idle');
const client = await w.client('Pacific Coast Rentals');
const sol = await w.house(client.id, 'Casa Sol', 80, 15000, 5000);
const luna = await w.house(client.id, 'Villa Luna', 120, 20000, 2500);
// The week of Friday 30 October to Thursday 5 November 2026.
await w.cleaning(sol.id, '2026-10-29', 'completed', 'Thursday before'); // previous week
const friday = await w.cleaning(sol.id, '2026-10-30', 'completed', 'Friday');
const sunday = await w.cleaning(luna.id, '2026-11-01', 'completed', 'Sunday by Beto', false, beto);
const byAdmin = await w.cleaning(luna.id, '2026-11-03', 'completed', 'Completed by the admin', true);
await w.cleaning(sol.id, '2026-11-04', 'in_review', 'Not completed yet');
const thursday = await w.cleaning(sol.id, '2026-11-05', 'completed', 'Thursday');
await w.cleaning(sol.id, '2026-11-06', 'completed', 'Friday after'); // next week

type Payroll = {
  week_start: string;
  week_end: string;
  staff: {
    employee_id: number;
    name: string;
    role: string;
    events: {
      id: number;
      service_date: string;
      property_name: string;
      amount: number;
      payment_employee_status: string;
    }[];
    total: number;
    paid: number;
    pending: number;
  }[];
};
const weekly = async (who: { auth: Record<string, string> }, weekStart = '2026-10-30') => {
  const res = await w.call(who, 'GET', `/api/payroll/weekly?week_start=${weekStart}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Payroll;
};
const of = (payroll: Payroll, employeeId: number) => payroll.staff.find((s) => s.employee_id === employeeId)!;

describe('GET /payroll/weekly', () => {
  it('pays each housekeeper the worker payment and each supervisor the supervisor payment of the week’s completed cleanings', async () => {
    // A later price change rewrites nothing already completed.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/houses/${sol.id}`,
      headers: w.admin.auth,
      payload: {
        client_id: client.id,
        name: 'Casa Sol',
        client_price: 99,
        worker_payment: 99999,
        supervisor_payment: 9999,
        state: 'Guanacaste',
      },
    });
    expect(edit.statusCode).toBe(200);
    const payroll = await weekly(w.admin);
    expect(payroll).toMatchObject({ week_start: '2026-10-30', week_end: '2026-11-05' });
    expect(of(payroll, w.housekeeper.employee.id)).toEqual({
      employee_id: w.housekeeper.employee.id,
      name: 'Ana Mora',
      role: 'employee',
      phone: '+50680000000',
      language: null,
      events: [
        {
          id: friday,
          service_date: '2026-10-30',
          property_name: 'Casa Sol',
          amount: 15000,
          payment_employee_status: 'pending',
        },
        {
          id: byAdmin,
          service_date: '2026-11-03',
          property_name: 'Villa Luna',
          amount: 20000,
          payment_employee_status: 'pending',
        },
        {
          id: thursday,
          service_date: '2026-11-05',
          property_name: 'Casa Sol',
          amount: 15000,
          payment_employee_status: 'pending',
        },
      ],
      total: 50000,
      paid: 0,
      pending: 50000,
    });
    expect(of(payroll, beto.employee.id)).toMatchObject({ events: [{ id: sunday, amount: 20000 }], total: 20000 });
    // Sofía completed three of them (the admin completed the fourth: no supervisor payment for it).
    expect(of(payroll, w.supervisor.employee.id)).toMatchObject({
      role: 'supervisor',
      events: [
        { id: friday, amount: 5000 },
        { id: sunday, amount: 2500 },
        { id: thursday, amount: 5000 },
      ],
      total: 12500,
    });
    expect(of(payroll, idle.employee.id)).toMatchObject({ events: [], total: 0, paid: 0, pending: 0 });
  });

  it('splits paid and pending once payments are marked', async () => {
    expect(
      (
        await w.call(w.admin, 'PATCH', '/api/cleaning_events/payments', {
          ids: [friday, sunday],
          payment_employee_status: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    const payroll = await weekly(w.admin);
    expect(of(payroll, w.housekeeper.employee.id)).toMatchObject({ total: 50000, paid: 15000, pending: 35000 });
    expect(of(payroll, beto.employee.id)).toMatchObject({ total: 20000, paid: 20000, pending: 0 });
    expect(of(payroll, w.supervisor.employee.id)).toMatchObject({ total: 12500, paid: 7500, pending: 5000 });
  });

  it('the next week starts with the Friday after, in the next month', async () => {
    const next = await weekly(w.admin, '2026-11-06');
    expect(next.week_end).toBe('2026-11-12');
    expect(of(next, w.housekeeper.employee.id).events.map((e) => e.service_date)).toEqual(['2026-11-06']);
    const before = await weekly(w.admin, '2026-10-23');
    expect(of(before, w.housekeeper.employee.id).events.map((e) => e.service_date)).toEqual(['2026-10-29']);
  });

  it('gives housekeepers and supervisors only their own statement', async () => {
    const mine = await weekly(beto);
    expect(mine.staff.map((s) => s.employee_id)).toEqual([beto.employee.id]);
    const sofia = await weekly(w.supervisor);
    expect(sofia.staff.map((s) => [s.name, s.total])).toEqual([['Sofía Vargas', 12500]]);
  });

  it('refuses a week that does not start on a Friday', async () => {
    const res = await w.call(w.admin, 'GET', '/api/payroll/weekly?week_start=2026-11-02');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Friday');
    expect((await w.call(w.admin, 'GET', '/api/payroll/weekly')).statusCode).toBe(422);
  });
});

describe('GET /payroll/weekly/pdf', () => {
  it('answers the statement as a PDF in the reader’s language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/payroll/weekly/pdf?week_start=2026-10-30&employee_id=${w.housekeeper.employee.id}`,
      headers: { ...w.housekeeper.auth, 'accept-language': 'es-CR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Estado de pago semanal');
    expect(text).toContain('Ana Mora');
    expect(text).toMatch(/30 oct 2026\s+Casa Sol\s+CRC 15[\s.]000,00\s+Pagado/i);
    expect(text).toMatch(/Total\s+CRC 50[\s.]000,00/);
    expect(text).toMatch(/Pendiente\s+CRC 35[\s.]000,00/);
  });

  it('lets an admin read anyone’s and nobody else read another’s', async () => {
    const admin = await w.call(
      w.admin,
      'GET',
      `/api/payroll/weekly/pdf?week_start=2026-10-30&employee_id=${beto.employee.id}`,
    );
    expect(admin.statusCode).toBe(200);
    expect((await pdfText(admin.rawPayload)).text).toContain('Weekly pay statement');
    expect(
      (
        await w.call(
          beto,
          'GET',
          `/api/payroll/weekly/pdf?week_start=2026-10-30&employee_id=${w.housekeeper.employee.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await w.call(w.admin, 'GET', '/api/payroll/weekly/pdf?week_start=2026-10-30&employee_id=99999')).statusCode,
    ).toBe(404);
  });
});
