import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { reportWorld } from '../../../test/reports-world';

const ctx = await createTestApp();
const w = await reportWorld(ctx);
const pacific = await w.client('Pacific Coast Rentals');
const other = await w.client('Arenal Vacation Homes');
const sol = await w.house(pacific.id, 'Casa Sol', 80, 15000, 5000);
const luna = await w.house(pacific.id, 'Villa Luna', 1250.5, 20000);
const arenal = await w.house(other.id, 'Cabina Volcán', 60, 12000);
await w.cleaning(sol.id, '2026-11-03', 'completed');
await w.cleaning(sol.id, '2026-11-15', 'completed');
await w.cleaning(luna.id, '2026-11-10', 'completed');
await w.cleaning(luna.id, '2026-11-20', 'in_review');
await w.cleaning(sol.id, '2026-11-25', 'assigned');
await w.cleaning(sol.id, '2026-11-28', 'unassigned');
await w.cleaning(sol.id, '2026-12-01', 'completed');
await w.cleaning(arenal.id, '2026-11-05', 'completed');

const november = { client_id: pacific.id, start_date: '2026-11-01', end_date: '2026-11-30' };
const stats = (query: Record<string, string | number>, who = w.admin) =>
  w.call(
    who,
    'GET',
    `/api/reports/stats?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

describe('GET /reports/stats', () => {
  it('counts events per status and sums revenue (the client’s USD) and staff cost (CRC) of completed cleanings', async () => {
    const res = await stats(november);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      events: { unassigned: 1, assigned: 1, in_review: 1, completed: 3 },
      total_events: 6,
      revenue: [{ amount: 1410.5, currency: 'USD' }],
      staff_cost: { amount: 60000, currency: 'CRC', worker: 50000, supervisor: 10000 },
      margin: null,
    });
  });

  it('gives a margin in USD only with an exchange rate, and narrows to one property', async () => {
    const res = await stats({ ...november, crc_per_usd: 500 });
    expect(res.json().margin).toEqual({ amount: 1290.5, currency: 'USD', crc_per_usd: 500 });
    const one = (await stats({ ...november, property_id: luna.id })).json();
    expect(one.events).toEqual({ unassigned: 0, assigned: 0, in_review: 1, completed: 1 });
    expect(one.revenue).toEqual([{ amount: 1250.5, currency: 'USD' }]);
    expect(one.staff_cost.amount).toBe(20000);
  });

  it('answers zeros for an empty range', async () => {
    const res = (await stats({ client_id: pacific.id, start_date: '2025-01-01', end_date: '2025-01-31' })).json();
    expect(res.total_events).toBe(0);
    expect(res.revenue).toEqual([{ amount: 0, currency: 'USD' }]);
    expect(res.staff_cost.amount).toBe(0);
  });

  it('keeps a colones client’s revenue in colones, apart from a dollar client’s, with its margin without a rate', async () => {
    const made = await w.call(w.admin, 'POST', '/api/clients/', { name: 'Monteverde Lodges', currency: 'CRC' });
    expect(made.statusCode, made.body).toBe(201);
    const colones = made.json() as { id: number };
    const cloud = await w.house(colones.id, 'Casa Nube', 45000, 15000, 2000);
    const fern = await w.house(colones.id, 'Villa Helecho', 62500.5, 18000);
    await w.cleaning(cloud.id, '2026-11-04', 'completed');
    await w.cleaning(fern.id, '2026-11-05', 'completed');
    await w.cleaning(fern.id, '2026-11-06', 'assigned');
    const range = { client_id: colones.id, start_date: '2026-11-01', end_date: '2026-11-30' };
    const crc = (await stats(range)).json();
    expect(crc).toMatchObject({
      events: { unassigned: 0, assigned: 1, in_review: 0, completed: 2 },
      revenue: [{ amount: 107500.5, currency: 'CRC' }],
      staff_cost: { amount: 35000, currency: 'CRC' },
      margin: { amount: 72500.5, currency: 'CRC', crc_per_usd: null },
    });
    // A rate changes nothing for colones; the dollar client's figures stay in dollars, its colones untouched.
    expect((await stats({ ...range, crc_per_usd: 500 })).json().margin).toEqual(crc.margin);
    const usd = (await stats({ ...november, crc_per_usd: 500 })).json();
    expect(usd.revenue).toEqual([{ amount: 1410.5, currency: 'USD' }]);
    expect(usd.margin).toEqual({ amount: 1290.5, currency: 'USD', crc_per_usd: 500 });
    const empty = (await stats({ ...range, start_date: '2025-01-01', end_date: '2025-01-31' })).json();
    expect(empty.revenue).toEqual([{ amount: 0, currency: 'CRC' }]);
    expect(empty.margin).toEqual({ amount: 0, currency: 'CRC', crc_per_usd: null });
  });

  it('is refused to supervisors and housekeepers', async () => {
    expect((await stats(november, w.supervisor)).statusCode).toBe(403);
    expect((await stats(november, w.housekeeper)).statusCode).toBe(403);
  });
});

describe('validation of the report form', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no client', { client_id: undefined }, 'client_id', 'Client is required'],
    ['no start date', { start_date: undefined }, 'start_date', 'Start date is required'],
    ['no end date', { end_date: '' }, 'end_date', 'End date is required'],
    ['an impossible date', { start_date: '2026-02-30' }, 'start_date', 'Invalid date (YYYY-MM-DD)'],
    ['a badly written date', { end_date: '30/11/2026' }, 'end_date', 'Invalid date (YYYY-MM-DD)'],
    [
      'an end before the start',
      { start_date: '2026-11-30', end_date: '2026-11-01' },
      'end_date',
      'End date must be on or after the start date',
    ],
  ];

  it.each(cases)('POST refuses %s', async (_name, override, field, message) => {
    const res = await w.call(w.admin, 'POST', '/api/reports/', { ...november, ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses an unknown client and a property of another client, storing nothing', async () => {
    const before = ((await w.call(w.admin, 'GET', '/api/reports/')).json() as unknown[]).length;
    const unknown = await w.call(w.admin, 'POST', '/api/reports/', { ...november, client_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      detail: 'The chosen client does not exist.',
      errors: [{ field: 'client_id', message: 'Client not found' }],
    });
    const foreign = await w.call(w.admin, 'POST', '/api/reports/', { ...november, property_id: arenal.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      detail: 'The chosen property does not belong to this client.',
      errors: [{ field: 'property_id' }],
    });
    expect(((await w.call(w.admin, 'GET', '/api/reports/')).json() as unknown[]).length).toBe(before);
  });

  it('checks the stats query the same way', async () => {
    expect((await stats({ ...november, end_date: '2026-10-01' })).statusCode).toBe(422);
    expect((await stats({ ...november, property_id: arenal.id })).statusCode).toBe(422);
    expect((await stats({ ...november, crc_per_usd: -3 })).statusCode).toBe(422);
    expect((await stats({ start_date: '2026-11-01', end_date: '2026-11-30' })).statusCode).toBe(422);
  });
});
