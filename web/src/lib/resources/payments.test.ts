// Completed Services asks the server for the lean form (each property once) and rebuilds the full
// events the screen shows, with their fixed prices and the totals as sent.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedLean } from '@common/contracts/payments';
import { leanMonth, makeEvent } from '../../../test/events';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../session';
import { completedQuery } from './payments';

const prices = {
  client_price: 80,
  worker_payment: 15000,
  supervisor_payment: 5000,
  extras_client_amount: 0,
  extras_worker_amount: 0,
  invoice: null,
};
const sol = {
  name: 'Casa Sol',
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: 'Calle 1',
  region: 'Pacífico Norte',
};
const events = [
  {
    ...makeEvent({
      id: 1,
      service_date: '2026-11-03',
      status: 'completed',
      displayStatus: 'Completed',
      property_id: 10,
      house: sol,
    }),
    ...prices,
  },
  {
    ...makeEvent({
      id: 2,
      service_date: '2026-11-10',
      status: 'completed',
      displayStatus: 'Completed',
      property_id: 10,
      house: sol,
    }),
    ...prices,
    client_price: 95,
  },
];
const totals: CompletedLean['totals'] = {
  count: 2,
  revenue: [{ amount: 175, currency: 'USD', pending: 175 }],
  staff_cost: { amount: 40000, currency: 'CRC', worker: 30000, supervisor: 10000, pending: 40000 },
};
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({ 'GET /cleaning_events/completed': () => ({ ...leanMonth(events), totals }) });
  setToken(makeToken({ role: 'admin', name: 'Ada Admin' }));
});
afterAll(async () => {
  await server.close();
});

describe('completedQuery', () => {
  it('asks for the lean form with the filters and answers the full events and totals', async () => {
    const list = await new QueryClient().fetchQuery(
      completedQuery({ year: 2026, month: 11, client_id: 3, payment_client_status: 'pending' }),
    );
    const url = new URL(server.requests.at(-1)!.url, 'http://x');
    expect(url.pathname).toBe('/api/cleaning_events/completed');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      year: '2026',
      month: '11',
      client_id: '3',
      payment_client_status: 'pending',
      lean: 'true',
    });
    expect(list.totals).toEqual(totals);
    expect(
      list.events.map((e) => [e.id, e.house, e.property?.name, e.client_price, e.displayStatus, e.isAssigned]),
    ).toEqual([
      [1, sol, 'Casa Sol', 80, 'Completed', true],
      [2, sol, 'Casa Sol', 95, 'Completed', true],
    ]);
    // One property object shared by its events, as the lean month view's are.
    expect(list.events[0]!.property).toBe(list.events[1]!.property);
  });
});
