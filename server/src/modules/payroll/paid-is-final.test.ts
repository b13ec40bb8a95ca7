import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/factories';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Paid is final (docs/decisions/0045-paid-is-final.md): a paid line never changes; a later change to its cleaning
// is an adjustment on the person's next unpaid week, and the first reviewer keeps the supervisor pay.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const { admin, supervisor: sofia, housekeeper: ana } = w;
const marta = await staffMember(app, admin.auth, 'supervisor', 'Marta Solís');
const client = await w.client('Final Rentals');
const casa = await w.house(client.id, 'Casa Final', 90, 12000, 3500);

type Who = { auth: Record<string, string> };
type Statement = {
  employee_id: number;
  events: { id: number; amount: number; kind: string; payment_employee_status: string; paid_at: string | null }[];
  adjustments: {
    cleaning_event_id: number;
    property_name: string;
    service_date: string;
    kind: string;
    amount: number;
    payment_employee_status: string;
  }[];
  total: number;
  paid: number;
  pending: number;
};
const statementOf = async (who: Who, employeeId: number, weekStart: string): Promise<Statement> => {
  const res = await w.call(who, 'GET', `/api/payroll/weekly?week_start=${weekStart}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { staff: Statement[] }).staff.find((s) => s.employee_id === employeeId)!;
};
const pay = async (employeeId: number, weekStart: string) => {
  const res = await w.call(admin, 'POST', '/api/payroll/weekly/pay', {
    week_start: weekStart,
    employee_id: employeeId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { updated: number; statement: Statement };
};
const status = async (who: Who, id: number, to: string) => {
  const res = await w.call(who, 'PATCH', `/api/cleaning_events/${id}/status`, { status: to });
  expect(res.statusCode, res.body).toBe(200);
};
const laundry = (quantity: number, worker: number) => ({
  kind: 'laundry',
  description: 'loads',
  quantity,
  client_amount: 7,
  worker_amount: worker,
});

// Weeks in the future, so the next unpaid week does not depend on today's date.
const WEEK = '2027-01-08';
const NEXT = '2027-01-15';

describe('a paid week never changes', () => {
  it('keeps the paid lines through a re-open, an extra and another reviewer; the difference is on the next week', async () => {
    const id = await w.cleaning(casa.id, '2027-01-09', 'completed');
    await pay(ana.employee.id, WEEK);
    await pay(sofia.employee.id, WEEK);
    const paidAna = await statementOf(admin, ana.employee.id, WEEK);
    const paidSofia = await statementOf(admin, sofia.employee.id, WEEK);
    expect(paidAna).toMatchObject({ total: 12000, paid: 12000, pending: 0 });
    expect(paidSofia).toMatchObject({ total: 3500, paid: 3500, pending: 0 });

    // Re-opened: the paid week still shows its line as paid.
    await status(admin, id, 'in_review');
    expect(await statementOf(admin, ana.employee.id, WEEK)).toEqual(paidAna);
    expect(await statementOf(admin, sofia.employee.id, WEEK)).toEqual(paidSofia);

    // An extra added while re-opened, and another supervisor completes it again.
    const extra = await w.call(admin, 'POST', `/api/cleaning_events/${id}/extras`, laundry(3, 4500));
    expect(extra.statusCode, extra.body).toBe(201);
    await status(marta, id, 'completed');

    expect(await statementOf(admin, ana.employee.id, WEEK)).toEqual(paidAna);
    expect(await statementOf(admin, sofia.employee.id, WEEK)).toEqual(paidSofia);
    // Marta completed it again but Sofía reviewed it first: nothing for Marta, no adjustment for Sofía.
    expect((await statementOf(admin, marta.employee.id, WEEK)).events).toEqual([]);
    expect((await statementOf(admin, sofia.employee.id, NEXT)).adjustments).toEqual([]);
    // The extra is Ana's adjustment on her next unpaid week, pending, naming its cleaning.
    const next = await statementOf(admin, ana.employee.id, NEXT);
    expect(next.adjustments).toEqual([
      expect.objectContaining({
        cleaning_event_id: id,
        property_name: 'Casa Final',
        service_date: '2027-01-09',
        kind: 'worker',
        amount: 4500,
        payment_employee_status: 'pending',
      }),
    ]);
    expect(next).toMatchObject({ total: 4500, paid: 0, pending: 4500 });

    // Paying the next week pays the adjustment; the paid week still stands.
    const paidNext = await pay(ana.employee.id, NEXT);
    expect(paidNext.updated).toBe(1);
    expect(paidNext.statement).toMatchObject({ total: 4500, paid: 4500, pending: 0 });
    expect(await statementOf(admin, ana.employee.id, WEEK)).toEqual(paidAna);

    // Her own reading and the PDF say it is an adjustment, in both languages.
    expect((await statementOf(ana, ana.employee.id, NEXT)).adjustments).toHaveLength(1);
    for (const [lang, words] of [
      ['en', 'Adjustment'],
      ['es', 'Ajuste'],
    ] as const) {
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/payroll/weekly/pdf?week_start=${NEXT}&employee_id=${ana.employee.id}`,
        headers: { ...admin.auth, 'accept-language': lang },
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = await pdfText(pdf.rawPayload);
      expect(text).toContain(words);
      expect(text).toContain('Casa Final');
    }
  });

  it('puts the adjustment after weeks already paid, and a second change replaces a pending one', async () => {
    const id = await w.cleaning(casa.id, '2027-02-05', 'completed');
    await pay(ana.employee.id, '2027-02-05');
    // The week after is paid too (another cleaning), so the adjustment goes to the one after it.
    await w.cleaning(casa.id, '2027-02-12', 'completed');
    await pay(ana.employee.id, '2027-02-12');
    await status(admin, id, 'in_review');
    expect((await w.call(admin, 'POST', `/api/cleaning_events/${id}/extras`, laundry(1, 2000))).statusCode).toBe(201);
    await status(sofia, id, 'completed');
    expect((await statementOf(admin, ana.employee.id, '2027-02-12')).adjustments).toEqual([]);
    expect((await statementOf(admin, ana.employee.id, '2027-02-19')).adjustments.map((a) => a.amount)).toEqual([2000]);

    await status(admin, id, 'in_review');
    expect((await w.call(admin, 'POST', `/api/cleaning_events/${id}/extras`, laundry(1, 1000))).statusCode).toBe(201);
    await status(sofia, id, 'completed');
    expect((await statementOf(admin, ana.employee.id, '2027-02-19')).adjustments.map((a) => a.amount)).toEqual([3000]);
  });

  it('a line marked paid in Completed Services is recorded; un-marking it (a correction) is reflected at once', async () => {
    const id = await w.cleaning(casa.id, '2027-03-05', 'completed');
    const mark = (value: string) =>
      w.call(admin, 'PATCH', '/api/cleaning_events/payments', { ids: [id], payment_employee_status: value });
    expect((await mark('paid')).statusCode).toBe(200);
    expect(await statementOf(admin, ana.employee.id, '2027-03-05')).toMatchObject({ paid: 12000, pending: 0 });
    await status(admin, id, 'in_review');
    expect(await statementOf(admin, ana.employee.id, '2027-03-05')).toMatchObject({ paid: 12000, pending: 0 });
    await status(admin, id, 'completed');
    expect((await mark('pending')).statusCode).toBe(200);
    expect(await statementOf(admin, ana.employee.id, '2027-03-05')).toMatchObject({ paid: 0, pending: 12000 });
  });
});
