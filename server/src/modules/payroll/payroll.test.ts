import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/factories';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Weekly pay statements (decision 0012): Friday to Thursday, across a month boundary.
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
      kind: string;
      payment_employee_status: string;
      paid_at: string | null;
    }[];
    total: number;
    paid: number;
    pending: number;
    paid_at: string | null;
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
          kind: 'worker',
          payment_employee_status: 'pending',
          paid_at: null,
          extras: [],
        },
        {
          id: byAdmin,
          service_date: '2026-11-03',
          property_name: 'Villa Luna',
          amount: 20000,
          kind: 'worker',
          payment_employee_status: 'pending',
          paid_at: null,
          extras: [],
        },
        {
          id: thursday,
          service_date: '2026-11-05',
          property_name: 'Casa Sol',
          amount: 15000,
          kind: 'worker',
          payment_employee_status: 'pending',
          paid_at: null,
          extras: [],
        },
      ],
      adjustments: [],
      total: 50000,
      paid: 0,
      pending: 50000,
      paid_at: null,
    });
    expect(of(payroll, beto.employee.id)).toMatchObject({ events: [{ id: sunday, amount: 20000 }], total: 20000 });
    // Sofía completed three of them (the admin completed the fourth: no supervisor payment for it).
    expect(of(payroll, w.supervisor.employee.id)).toMatchObject({
      role: 'supervisor',
      events: [
        { id: friday, amount: 5000, kind: 'supervisor' },
        { id: sunday, amount: 2500, kind: 'supervisor' },
        { id: thursday, amount: 5000, kind: 'supervisor' },
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
    // The housekeepers' pay says nothing of the supervisor's, which has its own status (decision 0031).
    expect(of(payroll, w.supervisor.employee.id)).toMatchObject({ total: 12500, paid: 0, pending: 12500 });
    expect(
      (
        await w.call(w.admin, 'PATCH', '/api/cleaning_events/payments', {
          ids: [friday, sunday],
          payment_supervisor_status: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    const after = await weekly(w.admin);
    expect(of(after, w.supervisor.employee.id)).toMatchObject({ total: 12500, paid: 7500, pending: 5000 });
    expect(of(after, w.housekeeper.employee.id)).toMatchObject({ paid: 15000, pending: 35000 });
    // Beto's one cleaning is paid: his week is paid, on the day it was marked.
    const betoWeek = of(after, beto.employee.id);
    expect(betoWeek.paid_at).toBe(betoWeek.events[0]!.paid_at);
    expect(Date.now() - Date.parse(betoWeek.paid_at!)).toBeLessThan(60_000);
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

// The week of Friday 13 to Thursday 19 November 2026: Sofía completed two cleanings (Ana's and Beto's),
// the admin completed Ana's third (no supervisor pay for it).
const week = '2026-11-13';
const anaSol = await w.cleaning(sol.id, '2026-11-13', 'completed', 'Ana, completed by Sofía');
const betoLuna = await w.cleaning(luna.id, '2026-11-14', 'completed', 'Beto, completed by Sofía', false, beto);
const anaByAdmin = await w.cleaning(luna.id, '2026-11-16', 'completed', 'Ana, completed by the admin', true);
describe('POST /payroll/weekly/pay', () => {
  const pay = (employeeId: number, who = w.admin, weekStart = week, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/payroll/weekly/pay',
      headers: { ...who.auth, 'accept-language': language },
      payload: { week_start: weekStart, employee_id: employeeId },
    });
  const statuses = async () => {
    const res = await w.call(w.admin, 'GET', '/api/cleaning_events/completed?year=2026&month=11');
    const events = (
      res.json() as {
        events: { id: number; payment_employee_status: string; payment_supervisor_status: string }[];
      }
    ).events;
    return Object.fromEntries(
      events
        .filter((e) => [anaSol, betoLuna, anaByAdmin].includes(e.id))
        .map((e) => [e.id, [e.payment_employee_status, e.payment_supervisor_status]]),
    );
  };

  it('pays a supervisor’s week: only the supervisor pay of the cleanings they completed', async () => {
    const res = await pay(w.supervisor.employee.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      week_start: string;
      week_end: string;
      updated: number;
      statement: Payroll['staff'][0];
    };
    expect(body).toMatchObject({ week_start: week, week_end: '2026-11-19', updated: 2 });
    expect(body.statement).toMatchObject({ name: 'Sofía Vargas', total: 7500, paid: 7500, pending: 0 });
    expect(body.statement.paid_at).not.toBeNull();
    expect(body.statement.events.map((e) => [e.id, e.kind, e.payment_employee_status, e.paid_at])).toEqual([
      [anaSol, 'supervisor', 'paid', body.statement.paid_at],
      [betoLuna, 'supervisor', 'paid', body.statement.paid_at],
    ]);
    // The housekeepers of the same cleanings are still owed their pay.
    expect(await statuses()).toEqual({
      [anaSol]: ['pending', 'paid'],
      [betoLuna]: ['pending', 'paid'],
      [anaByAdmin]: ['pending', 'pending'],
    });
    const payroll = await weekly(w.admin, week);
    expect(of(payroll, w.housekeeper.employee.id)).toMatchObject({ paid: 0, pending: 35000, paid_at: null });
    expect(of(payroll, w.supervisor.employee.id)).toMatchObject({ paid: 7500, paid_at: body.statement.paid_at });
    // Recorded in the events' history, by whom.
    const history = (await w.call(w.admin, 'GET', `/api/cleaning_events/${anaSol}/history`)).json() as {
      entries: { field: string | null; before: string | null; after: string | null; actor_name: string | null }[];
    };
    expect(history.entries.filter((e) => e.field?.startsWith('payment_'))).toEqual([
      expect.objectContaining({ field: 'payment_supervisor_status', before: 'pending', after: 'paid' }),
    ]);
  });

  it('pays a housekeeper’s week: only her rows, and her own statement (My Pay) and PDF say when', async () => {
    const res = await pay(w.housekeeper.employee.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: 2, statement: { total: 35000, paid: 35000, pending: 0 } });
    expect(await statuses()).toEqual({
      [anaSol]: ['paid', 'paid'],
      [betoLuna]: ['pending', 'paid'],
      [anaByAdmin]: ['paid', 'pending'],
    });
    const mine = of(await weekly(w.housekeeper, week), w.housekeeper.employee.id);
    expect(mine).toMatchObject({ paid: 35000, pending: 0 });
    expect(mine.paid_at).toBe((res.json() as { statement: { paid_at: string } }).statement.paid_at);
    expect(of(await weekly(beto, week), beto.employee.id)).toMatchObject({ paid: 0, pending: 20000, paid_at: null });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/payroll/weekly/pdf?week_start=${week}&employee_id=${w.housekeeper.employee.id}`,
      headers: { ...w.housekeeper.auth, 'accept-language': 'es' },
    });
    expect((await pdfText(pdf.rawPayload)).text).toMatch(/Pago\s+Pagado el \d{1,2} \w+\.? \d{4}/);
    const unpaid = await w.call(
      w.admin,
      'GET',
      `/api/payroll/weekly/pdf?week_start=${week}&employee_id=${beto.employee.id}`,
    );
    expect((await pdfText(unpaid.rawPayload)).text).toMatch(/Payment\s+Pending/);
  });

  it('paying again changes nothing and keeps the first paid_at', async () => {
    const first = of(await weekly(w.admin, week), w.housekeeper.employee.id).paid_at;
    const again = await pay(w.housekeeper.employee.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ updated: 0, statement: { paid_at: first, pending: 0 } });
    const history = (await w.call(w.admin, 'GET', `/api/cleaning_events/${anaSol}/history`)).json() as {
      entries: { field: string | null }[];
    };
    expect(history.entries.filter((e) => e.field?.startsWith('payment_'))).toHaveLength(2);
  });

  it('two payments of the same week at once pay each line once', async () => {
    const [a, b] = await Promise.all([pay(beto.employee.id), pay(beto.employee.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const updated = [a, b].map((r) => (r.json() as { updated: number }).updated).sort();
    expect(updated).toEqual([0, 1]);
    const history = (await w.call(w.admin, 'GET', `/api/cleaning_events/${betoLuna}/history`)).json() as {
      entries: { field: string | null }[];
    };
    expect(history.entries.filter((e) => e.field === 'payment_employee_status')).toHaveLength(1);
  });

  it('refuses a bad week, an unknown person, an empty week and non-admins, in the reader’s language, changing nothing', async () => {
    const before = await statuses();
    const monday = await pay(beto.employee.id, w.admin, '2026-11-16', 'es');
    expect(monday.statusCode).toBe(422);
    expect(monday.json().detail).toContain('viernes');
    expect((await pay(beto.employee.id, w.admin, '2026-11-31')).statusCode).toBe(422);
    const unknown = await pay(99999, w.admin, week, 'es');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Persona del personal no encontrada.');
    const empty = await pay(idle.employee.id, w.admin, week, 'es');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().detail).toBe(
      'Carla Idle no tiene limpiezas completadas en esta semana: no hay nada que pagar.',
    );
    expect((await pay(w.housekeeper.employee.id, w.supervisor)).statusCode).toBe(403);
    expect((await pay(w.housekeeper.employee.id, w.housekeeper)).statusCode).toBe(403);
    expect(await statuses()).toEqual(before);
  });
});
