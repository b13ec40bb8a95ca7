import { describe, expect, it } from 'vitest';
import { reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// An extra of a completed cleaning can be corrected or removed until it is on an issued invoice or a paid
// statement (docs/decisions/0046-one-truth-for-money.md); a draft follows it; a voided invoice never blocks a removal.
const ctx = await createTestApp();
const w = await reportWorld(ctx);
const { admin, supervisor, housekeeper: ana } = w;
const client = await w.client('Correction Rentals');
const casa = await w.house(client.id, 'Casa Cuenta', 80, 15000, 4000);

type Who = { auth: Record<string, string> };
type Invoice = {
  id: number;
  number: number | null;
  lines: { kind: string; amount: number; tax: number; description: string }[];
  subtotal: number;
  total: number;
};
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
  lang?: string,
) => ctx.app.inject({ method, url, payload, headers: { ...who.auth, ...(lang && { 'accept-language': lang }) } });
const addExtra = async (id: number, body: object) => {
  const res = await call(admin, 'POST', `/api/cleaning_events/${id}/extras`, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};
const put = (who: Who, id: number, extraId: number, body: object, lang?: string) =>
  call(who, 'PUT', `/api/cleaning_events/${id}/extras/${extraId}`, body, lang);
const del = (who: Who, id: number, extraId: number, lang?: string) =>
  call(who, 'DELETE', `/api/cleaning_events/${id}/extras/${extraId}`, undefined, lang);
const draft = async (date: string) => {
  const res = await call(admin, 'POST', '/api/invoices/', { client_id: client.id, start_date: date, end_date: date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invoice;
};
const invoice = async (id: number) => (await call(admin, 'GET', `/api/invoices/${id}`)).json() as Invoice;
const herLine = async (weekStart: string, id: number) => {
  const res = await call(admin, 'GET', `/api/payroll/weekly?week_start=${weekStart}`);
  const staff = res.json().staff as { employee_id: number; events: { id: number; amount: number }[] }[];
  return staff.find((s) => s.employee_id === ana.employee.id)!.events.find((e) => e.id === id);
};
type Entry = { id: number; field: string; after: string | null };
const history = async (id: number) =>
  ((await call(admin, 'GET', `/api/cleaning_events/${id}/history`)).json() as { entries: Entry[] }).entries
    .filter((h) => h.field === 'extra')
    .sort((a, b) => a.id - b.id)
    .map((h) => h.after);
// Three loads typed as the line's totals: 3 × ₡2,500 for her, 3 × $7 for the client.
const threeLoads = { kind: 'laundry', description: 'loads', quantity: 3, client_amount: 21, worker_amount: 7500 };

describe('PUT /cleaning_events/{id}/extras/{extra_id}', () => {
  it('corrects an extra after completion: her statement, the draft invoice and the history follow', async () => {
    const id = await w.cleaning(casa.id, '2026-11-02', 'in_review');
    const extraId = await addExtra(id, { ...threeLoads, client_amount: 7, worker_amount: 2500 });
    expect(
      (await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    const inv = await draft('2026-11-02');
    expect(inv.subtotal).toBe(87);

    const fixed = await put(supervisor, id, extraId, threeLoads);
    expect(fixed.statusCode, fixed.body).toBe(200);
    // A supervisor writes the amounts but reads neither (the statement and the invoice below show them).
    expect(fixed.json()).toMatchObject({ quantity: 3, client_amount: null, worker_amount: null, status: 'approved' });
    expect((await herLine('2026-10-30', id))?.amount).toBe(15000 + 7500);
    const after = await invoice(inv.id);
    expect(after.lines.map((l) => [l.kind, l.amount, l.tax])).toEqual([
      ['cleaning', 80, 10.4],
      ['extra', 21, 2.73],
    ]);
    expect(after).toMatchObject({ subtotal: 101, total: 114.13 });
    expect((await history(id)).at(-1)).toBe('Extra laundry: loads × 3 (approved) · corrected');

    // Amounts left out (a supervisor reads neither) keep each price per unit: six loads bill 6 × $7, pay 6 × ₡2,500.
    const six = await put(supervisor, id, extraId, { kind: 'laundry', description: 'loads', quantity: 6 });
    expect(six.statusCode, six.body).toBe(200);
    expect((await invoice(inv.id)).lines.map((l) => [l.kind, l.amount])).toEqual([
      ['cleaning', 80],
      ['extra', 42],
    ]);
    expect((await herLine('2026-10-30', id))?.amount).toBe(15000 + 15000);

    // Removed while the invoice is a draft: its line goes too.
    expect((await del(admin, id, extraId)).statusCode).toBe(204);
    expect(await invoice(inv.id)).toMatchObject({
      subtotal: 80,
      lines: [expect.objectContaining({ kind: 'cleaning' })],
    });
    expect((await history(id)).at(-1)).toBeNull();
  });

  it('answers 409 naming the issued invoice (in Spanish too) and changes nothing; after a void it can be removed', async () => {
    const id = await w.cleaning(casa.id, '2026-11-03', 'in_review');
    const extraId = await addExtra(id, threeLoads);
    await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' });
    const inv = await draft('2026-11-03');
    const issued = await call(admin, 'POST', `/api/invoices/${inv.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const number = String((issued.json() as Invoice).number).padStart(6, '0');

    const refused = await put(admin, id, extraId, { ...threeLoads, quantity: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`This extra is on invoice ${number}: void the invoice before changing it.`);
    const es = await del(admin, id, extraId, 'es');
    expect(es.statusCode).toBe(409);
    expect(es.json().detail).toBe(`Este extra está en la factura ${number}: anula la factura antes de cambiarlo.`);
    const list = (await call(admin, 'GET', `/api/cleaning_events/${id}/extras`)).json();
    expect(list).toEqual([expect.objectContaining({ id: extraId, quantity: 3, client_amount: 21 })]);

    // Voided: the extra may be removed (never a 500), and the void invoice keeps its line's words.
    expect((await call(admin, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Wrong loads' })).statusCode).toBe(200);
    expect((await del(admin, id, extraId)).statusCode).toBe(204);
    const voided = await invoice(inv.id);
    expect(voided.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['cleaning', 80],
      ['extra', 21],
    ]);
  });

  it('answers 409 naming her paid week, in her language; a housekeeper may not correct (403)', async () => {
    const id = await w.cleaning(casa.id, '2026-11-04', 'in_review');
    const extraId = await addExtra(id, threeLoads);
    expect((await put(ana, id, extraId, threeLoads)).statusCode).toBe(403);
    await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' });
    const paid = await call(admin, 'POST', '/api/payroll/weekly/pay', {
      week_start: '2026-10-30',
      employee_id: ana.employee.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await put(admin, id, extraId, { ...threeLoads, worker_amount: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /^This extra was paid to Ana Mora with the week of .*30.*: it can no longer change\.$/,
    );
    const es = await del(admin, id, extraId, 'es');
    expect(es.json().detail).toMatch(
      /^Este extra ya se le pagó a Ana Mora con la semana del .*30.*: ya no puede cambiar\.$/,
    );
    expect((await herLine('2026-10-30', id))?.amount).toBe(22500);
  });

  it('refuses a bad body (422) naming the field, and changes nothing', async () => {
    const id = await w.cleaning(casa.id, '2026-11-05', 'assigned');
    const extraId = await addExtra(id, threeLoads);
    const res = await put(admin, id, extraId, { ...threeLoads, quantity: 0 }, 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('quantity');
    expect((await put(admin, id, 999999, threeLoads)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/cleaning_events/${id}/extras`)).json()).toEqual([
      expect.objectContaining({ quantity: 3 }),
    ]);
  });

  it("keeps a supervisor's correction inside her limit (409, nothing changes); an admin may go above it", async () => {
    const id = await w.cleaning(casa.id, '2026-11-06', 'assigned');
    const extraId = await addExtra(id, threeLoads);
    const above = await put(supervisor, id, extraId, { ...threeLoads, worker_amount: 30000 });
    expect(above.statusCode).toBe(409);
    expect(above.json().detail).toMatch(/^Above the limit a supervisor approves alone \(.*25,000.*\)/);
    expect((await call(admin, 'GET', `/api/cleaning_events/${id}/extras`)).json()).toEqual([
      expect.objectContaining({ worker_amount: 7500 }),
    ]);
    expect((await put(admin, id, extraId, { ...threeLoads, worker_amount: 30000 })).statusCode).toBe(200);
  });
});
