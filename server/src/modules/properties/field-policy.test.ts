import { describe, expect, it } from 'vitest';
import {
  EXTRA_AMOUNT_READERS,
  hiddenPropertyFields,
  mayReadExtraAmount,
  PROPERTY_PRIVATE_FIELDS,
  type ExtraAmountField,
} from '@common/domain/field-policy';
import { todayIso } from '@common/domain/dates';
import type { Role } from '@common/domain/roles';
import { reportWorld } from '../../../test/reports-world';
import { createTestApp } from '../../../test/test-app';

// What each role reads of a property and an extra comes from one policy (common/domain/field-policy.ts,
// docs/decisions/0043-words-and-numbers.md): every field of every property and extra answer is checked against
// it, per role. A supervisor gets no housekeeper's pay and no client price; a housekeeper no client amount.
const ctx = await createTestApp();
const w = await reportWorld(ctx);
const { admin, supervisor, housekeeper, call } = w;
const client = await w.client('Policy Stays');
const casa = await w.house(client.id, 'Casa Política', 90, 15000, 4000);

type Who = { auth: Record<string, string> };
const readers: [Role, Who][] = [
  ['admin', admin],
  ['supervisor', supervisor],
];
const adminKeys = async () => {
  const all = (await call(admin, 'GET', '/api/houses/')).json() as Record<string, unknown>[];
  return Object.keys(all.find((p) => p.id === casa.id)!).sort();
};

describe('a property, per role', () => {
  it.each(readers)(
    'GET /houses/ and /houses/client/{id} carry to %s exactly the fields the policy lets it read',
    async (role, who) => {
      const everything = await adminKeys();
      for (const field of Object.keys(PROPERTY_PRIVATE_FIELDS)) expect(everything).toContain(field);
      const expected = everything.filter((k) => !(hiddenPropertyFields(role) as string[]).includes(k));
      for (const url of ['/api/houses/', `/api/houses/client/${client.id}`]) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode, url).toBe(200);
        const list = res.json() as Record<string, unknown>[];
        expect(list.length).toBeGreaterThan(0);
        for (const property of list) expect(Object.keys(property).sort(), `${role} ${url}`).toEqual(expected);
      }
      if (role === 'supervisor') expect(hiddenPropertyFields(role)).toContain('worker_payment');
    },
  );

  it('inside event answers, each role reads the same policy', async () => {
    const today = todayIso();
    const id = await w.cleaning(casa.id, today, 'assigned');
    const everything = await adminKeys();
    const month = `/api/cleaning_events/by-month?year=${Number(today.slice(0, 4))}&month=${Number(today.slice(5, 7))}`;
    for (const [role, who, url] of [
      ['admin', admin, month],
      ['supervisor', supervisor, month],
      ['employee', housekeeper, '/api/cleaning_events/my-week'],
    ] as [Role, Who, string][]) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode, `${role} ${url} ${res.body}`).toBe(200);
      const body = res.json() as { id: number; property: Record<string, unknown> }[] | { events: unknown[] };
      const events = (Array.isArray(body) ? body : body.events) as { id: number; property: Record<string, unknown> }[];
      const event = events.find((e) => e.id === id);
      expect(event, `${role} sees the cleaning`).toBeTruthy();
      const hidden = hiddenPropertyFields(role) as string[];
      // Event answers leave out the list's median; every private field follows the policy.
      for (const field of Object.keys(PROPERTY_PRIVATE_FIELDS))
        expect(field in event!.property, `${role} ${field}`).toBe(!hidden.includes(field));
      for (const key of Object.keys(event!.property)) expect(everything, `${role} ${key}`).toContain(key);
    }
  });
});

describe('an extra, per role', () => {
  const amounts = Object.keys(EXTRA_AMOUNT_READERS) as ExtraAmountField[];
  const shaped = (role: Role, extra: Record<string, unknown>) => {
    for (const field of amounts)
      if (mayReadExtraAmount(role, field)) expect(extra[field], `${role} ${field}`).toEqual(expect.any(Number));
      else expect(extra[field], `${role} ${field}`).toBeNull();
  };

  it('every extras answer carries to each role only the amounts the policy lets it read', async () => {
    const id = await w.cleaning(casa.id, '2026-10-21', 'assigned');
    const byAdmin = await call(admin, 'POST', `/api/cleaning_events/${id}/extras`, {
      kind: 'laundry',
      client_amount: 15,
      worker_amount: 3000,
    });
    expect(byAdmin.statusCode).toBe(201);
    shaped('admin', byAdmin.json());
    const bySupervisor = await call(supervisor, 'POST', `/api/cleaning_events/${id}/extras`, {
      kind: 'supplies',
      client_amount: 4,
      worker_amount: 1000,
    });
    expect(bySupervisor.statusCode).toBe(201);
    shaped('supervisor', bySupervisor.json());
    const asked = await call(housekeeper, 'POST', `/api/cleaning_events/${id}/extras`, {
      kind: 'waiting_time',
      worker_amount: 2000,
    });
    expect(asked.statusCode).toBe(201);
    shaped('employee', asked.json());
    const askedId = (asked.json() as { id: number }).id;

    for (const [role, who] of [...readers, ['employee', housekeeper]] as [Role, Who][]) {
      const list = (await call(who, 'GET', `/api/cleaning_events/${id}/extras`)).json() as Record<string, unknown>[];
      expect(list).toHaveLength(3);
      for (const extra of list) shaped(role, extra);
    }
    for (const [role, who] of readers) {
      const waiting = (await call(who, 'GET', '/api/extras/requests')).json() as Record<string, unknown>[];
      const mine = waiting.find((r) => r.id === askedId);
      expect(mine, role).toBeTruthy();
      shaped(role, mine!);
    }
    // Approving without amounts keeps what she asked for, though the supervisor never read it.
    const approved = await call(supervisor, 'POST', `/api/cleaning_events/${id}/extras/${askedId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    shaped('supervisor', approved.json());
    const seen = (await call(admin, 'GET', `/api/cleaning_events/${id}/extras`)).json() as {
      id: number;
      worker_amount: number;
    }[];
    expect(seen.find((e) => e.id === askedId)?.worker_amount).toBe(2000);
  });
});
