// The cached GET answers (plugins/response-cache.ts, decision 0020): each one answers again from the
// cache while nothing it reads changes (same ETag, 304 to If-None-Match), and a write to what it reads
// moves the data version so the next answer shows the change. A second app on the same database (a
// second process) sees the first one's writes.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { buildApp } from '../app';
import { users } from '../db/schema/accounts';
import { cleaningEvents } from '../db/schema/events';
import { createUser, login, staffMember } from '../../test/factories';
import { reportWorld } from '../../test/reports-world';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app';

const ctx = await createTestApp();
const { app, database } = ctx;
const w = await reportWorld(ctx);
const beto = await staffMember(app, w.admin.auth, 'employee', 'Beto Rojas');
const pacific = await w.client('Pacific Coast Rentals');
const sol = await w.house(pacific.id, 'Casa Sol', 80, 15000, 5000);
// 2026-11-06 is a Friday: the pay week runs to Thursday 2026-11-12.
const done = await w.cleaning(sol.id, '2026-11-10', 'completed', 'Sol turnover', false, beto);
const today = todayIso();
const todays = await w.cleaning(sol.id, today, 'assigned', 'Today at Sol', false, beto);

type Who = { auth: Record<string, string> };
const get = async (who: Who, url: string) => {
  const res = await w.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { etag: String(res.headers.etag), body: res.json() as Record<string, unknown> & unknown[] };
};
const write = async (who: Who, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
  const res = await w.call(who, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
};

/** Reads `url` twice (the same cached answer), makes the write, reads again: a new ETag and what `shows` expects. */
async function invalidatedBy(
  who: Who,
  url: string,
  change: () => Promise<void>,
  shows: (body: Awaited<ReturnType<typeof get>>['body']) => void,
) {
  const first = await get(who, url);
  const again = await w.call(who, 'GET', url);
  expect(again.headers.etag).toBe(first.etag);
  expect(again.body).toBe(JSON.stringify(first.body));
  const unchanged = await app.inject({ method: 'GET', url, headers: { ...who.auth, 'if-none-match': first.etag } });
  expect(unchanged.statusCode).toBe(304);
  await change();
  const next = await get(who, url);
  expect(next.etag).not.toBe(first.etag);
  shows(next.body);
}

describe('cached answers move with the data they read', () => {
  it('properties: a renamed property shows at once in both lists', async () => {
    const rename = (name: string) =>
      write(w.admin, 'PUT', `/api/houses/${sol.id}`, {
        client_id: pacific.id,
        name,
        client_price: 80,
        worker_payment: 15000,
        supervisor_payment: 5000,
        state: 'Guanacaste',
      });
    await invalidatedBy(
      w.admin,
      '/api/houses/',
      () => rename('Casa Sol Norte'),
      (body) => expect(JSON.stringify(body)).toContain('Casa Sol Norte'),
    );
    await invalidatedBy(
      w.supervisor,
      `/api/houses/client/${pacific.id}`,
      () => rename('Casa Sol'),
      (body) => expect(JSON.stringify(body)).toContain('"Casa Sol"'),
    );
  });

  it("price history: a new price is today's price at once", async () => {
    await invalidatedBy(
      w.admin,
      `/api/houses/${sol.id}/price-history`,
      () =>
        write(w.admin, 'PUT', `/api/houses/${sol.id}`, {
          client_id: pacific.id,
          name: 'Casa Sol',
          client_price: 95,
          worker_payment: 15000,
          supervisor_payment: 5000,
          state: 'Guanacaste',
        }),
      (body) => expect(body).toMatchObject({ current: { client_price: 95 } }),
    );
  });

  it('Completed Services and payroll: a payment marked paid shows in both', async () => {
    const completedUrl = '/api/cleaning_events/completed?year=2026&month=11';
    const payrollUrl = '/api/payroll/weekly?week_start=2026-11-06';
    const payroll = await get(w.admin, payrollUrl);
    await invalidatedBy(
      w.admin,
      completedUrl,
      () =>
        write(w.admin, 'PATCH', `/api/cleaning_events/${done}/payment-employee`, { payment_employee_status: 'paid' }),
      (body) => expect(body).toMatchObject({ events: [{ id: done, payment_employee_status: 'paid' }] }),
    );
    const after = await get(w.admin, payrollUrl);
    expect(after.etag).not.toBe(payroll.etag);
    expect(after.body).toMatchObject({
      staff: expect.arrayContaining([expect.objectContaining({ name: 'Beto Rojas', paid: 15000, pending: 0 })]),
    });
    // The housekeeper's own statement is cached apart from the admin's, and a rename (users, employees) moves it.
    await invalidatedBy(
      beto,
      payrollUrl,
      () =>
        write(w.admin, 'PUT', `/api/employee/${beto.employee.id}`, {
          name: 'Beto Rojas Mora',
          phone: '+506 8000 0000',
        }),
      (body) => expect(body).toMatchObject({ staff: [{ name: 'Beto Rojas Mora' }] }),
    );
  });

  it('staff: a new phone (employees) and a new role (users) show at once', async () => {
    const carla = await staffMember(app, w.admin.auth, 'employee', 'Carla Vega');
    const hers = (body: unknown) =>
      (body as { id: number; phone: string; role: string }[]).find((e) => e.id === carla.employee.id);
    await invalidatedBy(
      w.admin,
      '/api/employee/',
      () => write(w.admin, 'PUT', `/api/employee/${carla.employee.id}`, { phone: '+506 8111 2222' }),
      (body) => expect(hers(body)).toMatchObject({ phone: '+50681112222', role: 'employee' }),
    );
    await invalidatedBy(
      w.admin,
      '/api/employee/',
      async () => void (await database.db.update(users).set({ role: 'supervisor' }).where(eq(users.id, carla.user.id))),
      (body) => expect(hers(body)).toMatchObject({ role: 'supervisor' }),
    );
  });

  it('clients and users: a renamed client and a renamed user show at once', async () => {
    const dora = await createUser(database.db, 'supervisor', { name: 'Dora Mora' });
    await invalidatedBy(
      w.admin,
      '/api/clients/',
      () => write(w.admin, 'PUT', `/api/clients/${pacific.id}`, { name: 'Pacific Coast Rentals SA' }),
      (body) => expect(JSON.stringify(body)).toContain('Pacific Coast Rentals SA'),
    );
    await invalidatedBy(
      w.admin,
      '/api/auth/users',
      () => write(w.admin, 'PUT', `/api/auth/users/${dora.id}`, { name: 'Dora M.' }),
      (body) => expect(JSON.stringify(body)).toContain('Dora M.'),
    );
  });

  it('my week and event history: a note shows in both', async () => {
    await invalidatedBy(
      beto,
      '/api/cleaning_events/my-week',
      () => write(w.admin, 'PATCH', `/api/cleaning_events/${todays}/note`, { note: 'Gate code changed' }),
      (body) => expect(JSON.stringify(body)).toContain('Gate code changed'),
    );
    await invalidatedBy(
      w.admin,
      `/api/cleaning_events/${todays}/history`,
      () => write(beto, 'PATCH', `/api/cleaning_events/${todays}/note`, { note: 'Done the windows' }),
      (body) => expect(JSON.stringify(body)).toContain('Done the windows'),
    );
    // Another housekeeper's cached answer is not this one: the event is still not hers.
    expect((await w.call(w.housekeeper, 'GET', `/api/cleaning_events/${todays}/history`)).statusCode).not.toBe(200);
  });

  it('report stats: a new cleaning in the range counts at once', async () => {
    await invalidatedBy(
      w.admin,
      `/api/reports/stats?client_id=${pacific.id}&start_date=2026-11-01&end_date=2026-11-30`,
      async () => void (await w.cleaning(sol.id, '2026-11-20', 'unassigned')),
      (body) => expect(body).toMatchObject({ events: { unassigned: 1, completed: 1 } }),
    );
  });

  it('feeds list and alerts: a new feed is listed, an unconfirmed cleaning is flagged and its confirmation clears it', async () => {
    await invalidatedBy(
      w.admin,
      '/api/airbn_url/',
      // Nothing listens on port 9: the first sync fails, and the feed stays.
      () => write(w.admin, 'POST', '/api/airbn_url/', { property_id: sol.id, ical_url: 'http://127.0.0.1:9/sol.ics' }),
      (body) => expect(JSON.stringify(body)).toContain('http://127.0.0.1:9/sol.ics'),
    );
    await invalidatedBy(
      w.admin,
      '/api/airbn_url/alerts',
      async () =>
        void (await database.db.update(cleaningEvents).set({ unconfirmed: true }).where(eq(cleaningEvents.id, todays))),
      (body) => expect(body).toMatchObject({ unconfirmed_events: 1 }),
    );
    await invalidatedBy(
      w.admin,
      '/api/airbn_url/alerts',
      () => write(w.admin, 'POST', `/api/cleaning_events/${todays}/confirm`),
      (body) => expect(body).toMatchObject({ unconfirmed_events: 0 }),
    );
  });

  it("report history, deleted events and a feed's activity: a new report, deletion and sync show at once", async () => {
    await invalidatedBy(
      w.admin,
      '/api/reports/?limit=50',
      () =>
        write(w.admin, 'POST', '/api/reports/', {
          client_id: pacific.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
        }),
      (body) =>
        expect(body).toMatchObject([{ client: { id: pacific.id }, start_date: '2026-11-01', end_date: '2026-11-30' }]),
    );
    const doomed = await w.cleaning(sol.id, '2026-11-21', 'unassigned', 'To be deleted');
    await invalidatedBy(
      w.admin,
      '/api/cleaning_events/deleted?year=2026&month=11',
      async () =>
        expect(
          (await app.inject({ method: 'DELETE', url: `/api/cleaning_events/${doomed}`, headers: w.admin.auth }))
            .statusCode,
        ).toBe(204),
      (body) => expect(JSON.stringify(body)).toContain('To be deleted'),
    );
    // The feed registered above: its failed first sync is its one line of activity so far.
    const feeds = (await get(w.admin, '/api/airbn_url/')).body as unknown as { id: number }[];
    await invalidatedBy(
      w.admin,
      `/api/airbn_url/${feeds[0]!.id}/activity`,
      async () => void (await w.call(w.admin, 'POST', `/api/airbn_url/${feeds[0]!.id}/sync`)),
      (body) => expect((body as unknown as unknown[]).length).toBe(2),
    );
  });

  it('a read that starts after a write sees it, however many reads are running', async () => {
    const url = `/api/houses/client/${pacific.id}`;
    const running = Array.from({ length: 10 }, () => w.call(w.admin, 'GET', url));
    const name = `Casa Sol ${randomBytes(3).toString('hex')}`;
    await write(w.admin, 'PUT', `/api/houses/${sol.id}`, {
      client_id: pacific.id,
      name,
      client_price: 95,
      worker_payment: 15000,
      supervisor_payment: 5000,
      state: 'Guanacaste',
    });
    const after = await Promise.all(Array.from({ length: 10 }, () => w.call(w.admin, 'GET', url)));
    for (const res of after) expect(res.body).toContain(name);
    await Promise.all(running);
  });

  it("a second app on the same database (another process) answers the first one's writes", async () => {
    const other = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: {
        jwtTtlSeconds: 3600,
        webDir: undefined,
        dataDir: ctx.dataDir,
        cloudinaryUrl: undefined,
        publicUrl: undefined,
        companyEmail: undefined,
        icalAllowPrivateHosts: true,
      },
      jwtSecret: TEST_JWT_SECRET,
    });
    try {
      const token = await login(other, w.admin.user.email);
      const read = async () =>
        (await other.inject({ method: 'GET', url: '/api/houses/', headers: { authorization: `Bearer ${token}` } }))
          .body;
      expect(await read()).toContain('Casa Sol');
      const name = `Casa Sol ${randomBytes(3).toString('hex')}`;
      await write(w.admin, 'PUT', `/api/houses/${sol.id}`, {
        client_id: pacific.id,
        name,
        client_price: 95,
        worker_payment: 15000,
        supervisor_payment: 5000,
        state: 'Guanacaste',
      });
      expect(await read()).toContain(name);
    } finally {
      await other.close();
    }
  });
});
