import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/factories';
import { pdfText, reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// Extras on a cleaning (decision 0036): the office adds approved ones, her phone asks;
// the office decides; fixed once the cleaning is completed; approved ones are paid with the cleaning.
const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const { admin, supervisor, housekeeper: ana } = w;
const beto = await staffMember(app, admin.auth, 'employee', 'Beto Rojas');
const client = await w.client('Extras Rentals');
const casa = await w.house(client.id, 'Casa Extra', 90, 15000, 4000);

type Who = { auth: Record<string, string> };
type Extra = {
  id: number;
  cleaning_event_id: number;
  kind: string;
  description: string;
  quantity: number;
  client_amount: number | null;
  worker_amount: number;
  status: string;
  refuse_reason: string | null;
  created_by_name: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
};
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  headers = {},
) => app.inject({ method, url, payload, headers: { ...who.auth, ...headers } });
const add = (who: Who, id: number, body: object, headers = {}) =>
  call(who, 'POST', `/api/cleaning_events/${id}/extras`, body, headers);
const list = async (who: Who, id: number) => {
  const res = await call(who, 'GET', `/api/cleaning_events/${id}/extras`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Extra[];
};
const decide = (who: Who, id: number, extraId: number, how: 'approve' | 'refuse', body?: object, headers = {}) =>
  call(who, 'POST', `/api/cleaning_events/${id}/extras/${extraId}/${how}`, body, headers);
const remove = (who: Who, id: number, extraId: number) =>
  call(who, 'DELETE', `/api/cleaning_events/${id}/extras/${extraId}`);
const complete = (who: Who, id: number, headers = {}) =>
  call(who, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' }, headers);
const laundry = { kind: 'laundry', description: '2 extra bags', quantity: 2, client_amount: 15, worker_amount: 3000 };

describe('who may add and read extras', () => {
  it('approves the office’s at once; her request waits, and no client amount reaches her', async () => {
    const id = await w.cleaning(casa.id, '2026-10-06', 'assigned');
    const byAdmin = await add(admin, id, laundry);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({ status: 'approved', client_amount: 15, worker_amount: 3000, quantity: 2 });
    expect(byAdmin.json().decided_by_name).toBe(byAdmin.json().created_by_name);
    const bySupervisor = await add(supervisor, id, { kind: 'supplies', client_amount: 4.5 });
    expect(bySupervisor.json()).toMatchObject({ status: 'approved', decided_by_name: 'Sofía Vargas', quantity: 1 });

    const asked = await add(ana, id, {
      kind: 'waiting_time',
      description: 'Guest late',
      client_amount: 99,
      worker_amount: 2000,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'requested',
      client_amount: null,
      worker_amount: 2000,
      created_by_name: 'Ana Mora',
      decided_by_name: null,
    });
    // Her list: every extra of her cleaning, no client amount; the office's: with them (hers at 0 until decided).
    const hers = await list(ana, id);
    expect(hers.map((e) => e.client_amount)).toEqual([null, null, null]);
    expect((await list(admin, id)).map((e) => [e.kind, e.client_amount])).toEqual([
      ['laundry', 15],
      ['supplies', 4.5],
      ['waiting_time', 0],
    ]);
    expect((await list(supervisor, id)).length).toBe(3);
  });

  it('refuses another housekeeper on her cleaning (403) and stores nothing', async () => {
    const id = await w.cleaning(casa.id, '2026-10-07', 'assigned');
    expect((await add(beto, id, laundry)).statusCode).toBe(403);
    expect((await call(beto, 'GET', `/api/cleaning_events/${id}/extras`)).statusCode).toBe(403);
    expect(await list(admin, id)).toEqual([]);
    expect((await call(beto, 'GET', '/api/extras/requests')).statusCode).toBe(403);
    expect((await add(admin, 999_999, laundry)).statusCode).toBe(404);
  });

  it('writes each change in the cleaning’s history, without amounts', async () => {
    const id = await w.cleaning(casa.id, '2026-10-08', 'assigned');
    const extra = (
      await add(ana, id, { kind: 'laundry', description: 'Sheets', quantity: 1, worker_amount: 1 })
    ).json();
    await decide(supervisor, id, extra.id, 'refuse', { reason: 'Not needed' });
    const history = (await call(ana, 'GET', `/api/cleaning_events/${id}/history`)).json() as {
      entries: { field: string | null; before: string | null; after: string | null; actor: { name: string } | null }[];
    };
    const lines = history.entries.filter((e) => e.field === 'extra');
    expect(lines.map((e) => [e.actor?.name, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['Ana Mora', null, 'Extra laundry: Sheets × 1 (requested)'],
        ['Sofía Vargas', 'Extra laundry: Sheets × 1 (requested)', 'Extra laundry: Sheets × 1 (refused: Not needed)'],
      ]),
    );
  });
});

describe('the limit a supervisor approves alone', () => {
  // docs/decisions/0043-words-and-numbers.md: above the company's limit (Settings; ₡25,000 / $50 by default) a
  // supervisor's extra waits for an admin; under it, it is approved at once as before.
  it('keeps a supervisor’s big extra waiting for an admin, and refuses her approval of a big request', async () => {
    const id = await w.cleaning(casa.id, '2026-10-16', 'assigned');
    const settings = (await call(admin, 'GET', '/api/settings/company')).json() as Record<string, unknown>;
    expect(settings).toMatchObject({ extra_limit_crc: 25000, extra_limit_usd: 50 });
    const huge = await add(supervisor, id, { kind: 'other', client_amount: 9_999_999, worker_amount: 0 });
    expect(huge.statusCode).toBe(201);
    expect(huge.json()).toMatchObject({ status: 'requested', decided_by_name: null });
    const pay = await add(supervisor, id, { kind: 'other', client_amount: 10, worker_amount: 30_000 });
    expect(pay.json()).toMatchObject({ status: 'requested' });
    const small = await add(supervisor, id, { kind: 'supplies', client_amount: 50, worker_amount: 25_000 });
    expect(small.json()).toMatchObject({ status: 'approved', decided_by_name: 'Sofía Vargas' });
    // Her request approved by the supervisor with a big amount: 409, in the reader's language, nothing changed.
    const asked = (await add(ana, id, { kind: 'waiting_time', description: 'Guest late' })).json() as Extra;
    const refused = await decide(
      supervisor,
      id,
      asked.id,
      'approve',
      { client_amount: 60 },
      { 'accept-language': 'es' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Supera el límite que un supervisor aprueba solo ($50,00): un administrador debe aprobar este extra.',
    );
    const waiting = (await list(admin, id)).filter((e) => e.status === 'requested').map((e) => e.id);
    expect(waiting.sort()).toEqual([huge.json().id, pay.json().id, asked.id].sort());
    // An admin approves any amount; a lower company limit applies at once.
    expect((await decide(admin, id, huge.json().id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const lowered = await call(admin, 'PUT', '/api/settings/company', {
      check_out_time: '11:00',
      check_in_time: '15:00',
      extra_limit_usd: 5,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await add(supervisor, id, { kind: 'supplies', client_amount: 6 })).json()).toMatchObject({
      status: 'requested',
    });
    await call(admin, 'PUT', '/api/settings/company', {
      check_out_time: '11:00',
      check_in_time: '15:00',
      extra_limit_usd: 50,
    });
    const bad = await call(
      admin,
      'PUT',
      '/api/settings/company',
      { check_out_time: '11:00', check_in_time: '15:00', extra_limit_crc: -1 },
      { 'accept-language': 'es' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toContainEqual({
      field: 'extra_limit_crc',
      message: 'El límite debe ser un número de 0 a 10.000.000',
    });
  });
});

describe('deciding a request', () => {
  it('approves with the office’s amounts; she sees her pay, the request leaves the waiting list', async () => {
    const id = await w.cleaning(casa.id, '2026-10-09', 'in_review');
    const extra = (await add(ana, id, { kind: 'same_day', description: 'Rush' })).json() as Extra;
    const waiting = (await call(supervisor, 'GET', '/api/extras/requests')).json() as (Extra & {
      property_name: string;
      housekeeper_name: string;
      service_date: string;
    })[];
    expect(waiting.find((r) => r.id === extra.id)).toMatchObject({
      property_name: 'Casa Extra',
      housekeeper_name: 'Ana Mora',
      service_date: '2026-10-09',
      // Amounts are not the supervisor's to read (docs/decisions/0043-words-and-numbers.md).
      client_amount: null,
      worker_amount: null,
    });
    const approved = await decide(supervisor, id, extra.id, 'approve', { client_amount: 25, worker_amount: 5000 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', client_amount: null, worker_amount: null });
    expect((await list(admin, id))[0]).toMatchObject({ status: 'approved', client_amount: 25, worker_amount: 5000 });
    expect((await list(ana, id))[0]).toMatchObject({ status: 'approved', worker_amount: 5000, client_amount: null });
    const after = (await call(admin, 'GET', '/api/extras/requests')).json() as Extra[];
    expect(after.some((r) => r.id === extra.id)).toBe(false);
    // Only a request is decided.
    expect((await decide(admin, id, extra.id, 'approve')).statusCode).toBe(409);
    expect((await decide(admin, id, extra.id, 'refuse')).statusCode).toBe(409);
    // A housekeeper decides nothing.
    const another = (await add(ana, id, { kind: 'other' })).json() as Extra;
    expect((await decide(ana, id, another.id, 'approve')).statusCode).toBe(403);
    expect((await decide(admin, id, 999_999, 'approve')).statusCode).toBe(404);
  });

  it('approving without a body keeps the amounts she asked for', async () => {
    const id = await w.cleaning(casa.id, '2026-10-10', 'assigned');
    const extra = (await add(ana, id, { kind: 'supplies', worker_amount: 1200 })).json() as Extra;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/cleaning_events/${id}/extras/${extra.id}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', worker_amount: 1200, client_amount: 0 });
  });

  it('refuses with a reason she reads', async () => {
    const id = await w.cleaning(casa.id, '2026-10-11', 'assigned');
    const extra = (await add(ana, id, { kind: 'laundry' })).json() as Extra;
    const refused = await decide(admin, id, extra.id, 'refuse', { reason: 'Laundry is in the price' });
    expect(refused.statusCode).toBe(200);
    expect((await list(ana, id))[0]).toMatchObject({ status: 'refused', refuse_reason: 'Laundry is in the price' });
  });

  it('removes: she her own request while it waits, the office any', async () => {
    const id = await w.cleaning(casa.id, '2026-10-12', 'assigned');
    const mine = (await add(ana, id, { kind: 'other', description: 'Oops' })).json() as Extra;
    const office = (await add(admin, id, { kind: 'laundry' })).json() as Extra;
    const decided = (await add(ana, id, { kind: 'supplies' })).json() as Extra;
    await decide(admin, id, decided.id, 'approve');
    expect((await remove(ana, id, office.id)).statusCode).toBe(403);
    expect((await remove(ana, id, decided.id)).statusCode).toBe(409);
    expect((await remove(beto, id, mine.id)).statusCode).toBe(403);
    expect((await remove(ana, id, mine.id)).statusCode).toBe(204);
    expect((await remove(supervisor, id, office.id)).statusCode).toBe(204);
    expect((await remove(admin, id, office.id)).statusCode).toBe(404);
    expect((await list(admin, id)).map((e) => e.id)).toEqual([decided.id]);
  });
});

describe('her request from the offline outbox', () => {
  it('a replay of the same Idempotency-Key answers the first answer and adds nothing', async () => {
    const id = await w.cleaning(casa.id, '2026-10-13', 'assigned');
    const key = { 'idempotency-key': 'extra-request-0001' };
    const first = await add(ana, id, { kind: 'laundry', description: 'Towels' }, key);
    expect(first.statusCode).toBe(201);
    const replay = await add(ana, id, { kind: 'laundry', description: 'Towels' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await list(admin, id)).length).toBe(1);
    const other = await w.cleaning(casa.id, '2026-10-14', 'assigned');
    expect((await add(ana, other, { kind: 'laundry' }, key)).statusCode).toBe(422);
    expect((await add(ana, id, { kind: 'laundry' }, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });
});

describe('fixed with the cleaning', () => {
  it('completing with a request waiting answers 409 naming it (in Spanish too), then works once decided', async () => {
    const id = await w.cleaning(casa.id, '2026-10-15', 'in_review');
    const towels = (await add(ana, id, { kind: 'laundry', description: 'Towels' })).json() as Extra;
    const wait = (await add(ana, id, { kind: 'waiting_time' })).json() as Extra;
    const blocked = await complete(supervisor, id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toBe('Approve or refuse its extras first: Extra laundry (Towels), Waiting time.');
    const es = await complete(supervisor, id, { 'accept-language': 'es' });
    expect(es.json().detail).toBe('Primero aprueba o rechaza sus extras: Lavandería extra (Towels), Tiempo de espera.');
    expect((await list(admin, id)).every((e) => e.status === 'requested')).toBe(true);

    await decide(supervisor, id, towels.id, 'approve', { worker_amount: 2500, client_amount: 10 });
    await decide(supervisor, id, wait.id, 'refuse');
    expect((await complete(supervisor, id)).statusCode).toBe(200);

    const frozen = [
      await add(admin, id, laundry),
      await add(ana, id, laundry),
      await remove(ana, id, towels.id),
      await decide(admin, id, wait.id, 'approve'),
      await decide(admin, id, wait.id, 'refuse'),
    ];
    expect(frozen.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(frozen[0]!.json().detail).toBe('This cleaning is completed: its extras can only be corrected or removed.');
    expect((await list(admin, id)).length).toBe(2);
  });
});

describe('validation', () => {
  it.each([
    [{ kind: 'cake' }, 'kind'],
    [{ kind: 'laundry', quantity: 0 }, 'quantity'],
    [{ kind: 'laundry', client_amount: -1 }, 'client_amount'],
    [{ kind: 'laundry', worker_amount: 1.005 }, 'worker_amount'],
    [{ kind: 'laundry', description: 'a\u0000b' }, 'description'],
  ])('refuses %o naming %s (422), and stores nothing', async (body, field) => {
    const id = await w.cleaning(casa.id, '2026-10-16', 'unassigned');
    const res = await add(admin, id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await list(admin, id)).toEqual([]);
  });

  it('says it in Spanish to a Spanish reader', async () => {
    const id = await w.cleaning(casa.id, '2026-10-17', 'assigned');
    const res = await add(ana, id, { kind: 'cake', quantity: -2 }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'El tipo debe ser laundry, waiting_time, same_day, supplies u other',
        'La cantidad debe ser un número mayor que 0',
      ]),
    );
    const approve = await decide(admin, id, 1, 'approve', { worker_amount: 'many' }, { 'accept-language': 'es' });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors[0].message).toBe('El monto de la camarera debe ser un número de 0 a 10.000.000');
  });
});

describe('pay statements', () => {
  it('adds her approved extras to her line of the cleaning and lists them; the supervisor’s line is unchanged', async () => {
    // The week of Friday 20 to Thursday 26 November 2026.
    const id = await w.cleaning(casa.id, '2026-11-21', 'in_review');
    const ironing = (await add(ana, id, { kind: 'other', description: 'Ironing', worker_amount: 2000 })).json();
    await decide(supervisor, id, ironing.id, 'approve', { worker_amount: 2500, client_amount: 8 });
    const refused = (await add(ana, id, { kind: 'supplies', worker_amount: 900 })).json();
    await decide(supervisor, id, refused.id, 'refuse');
    await add(admin, id, { kind: 'laundry', quantity: 2, worker_amount: 3000, client_amount: 12 });
    expect((await complete(supervisor, id)).statusCode).toBe(200);

    const res = await call(admin, 'GET', '/api/payroll/weekly?week_start=2026-11-20');
    expect(res.statusCode, res.body).toBe(200);
    type Line = {
      id: number;
      kind: string;
      amount: number;
      extras: { kind: string; description: string; amount: number }[];
    };
    const staff = res.json().staff as { employee_id: number; events: Line[]; total: number }[];
    const hers = staff.find((s) => s.employee_id === ana.employee.id)!;
    const line = hers.events.find((e) => e.id === id)!;
    expect(line.amount).toBe(15000 + 2500 + 3000);
    expect(line.extras).toEqual([
      expect.objectContaining({ kind: 'other', description: 'Ironing', amount: 2500 }),
      expect.objectContaining({ kind: 'laundry', description: '', amount: 3000 }),
    ]);
    expect(hers.total).toBe(20500);
    const sofia = staff.find((s) => s.employee_id === supervisor.employee.id)!;
    expect(sofia.events.find((e) => e.id === id)).toMatchObject({ kind: 'supervisor', amount: 4000, extras: [] });
    // Her own statement (My Pay) says the same.
    const mine = (await call(ana, 'GET', '/api/payroll/weekly?week_start=2026-11-20')).json();
    expect(mine.staff[0].events.find((e: Line) => e.id === id).amount).toBe(20500);
    // Her PDF lists each extra under its cleaning, in her language.
    const pdf = await call(
      ana,
      'GET',
      `/api/payroll/weekly/pdf?week_start=2026-11-20&employee_id=${ana.employee.id}`,
      undefined,
      { 'accept-language': 'es' },
    );
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('+ Otro: Ironing');
    expect(text).toContain('+ Lavandería extra');
    expect(text).toMatch(/CRC 2\D500,00/);
  });
});
