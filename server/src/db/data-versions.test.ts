// The change counters behind the response cache and the session check (decision 0020). On PGlite they
// come from memory (the triggers' notifications, migration 0015); on PostgreSQL from a query. Either way
// a write through the app followed at once by a read must never get the old answer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readDataVersions } from './data-versions';
import { users } from './schema/accounts';
import { clients } from './schema/properties';
import { createClient, signedIn, staffMember } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { openPgliteTestDatabase } from '../../test/test-db';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await signedIn(app, db, 'admin');

describe('data versions', () => {
  it('a write moves its counter before its promise resolves; a rolled-back one moves nothing', async () => {
    const client = await createClient(db);
    for (let i = 0; i < 20; i++) {
      const before = await readDataVersions(db);
      await db
        .update(clients)
        .set({ name: `Renamed ${i}` })
        .where(eq(clients.id, client.id));
      const after = await readDataVersions(db);
      expect(after.events).toBeGreaterThan(before.events!);
      expect(after.users).toBe(before.users);
    }
    const before = await readDataVersions(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Never' }).where(eq(users.id, admin.user.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readDataVersions(db)).toEqual(before);
    // A committed transaction's bumps are all there when it resolves.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Admin' }).where(eq(users.id, admin.user.id));
      await tx.update(clients).set({ name: 'Again' }).where(eq(clients.id, client.id));
    });
    const after = await readDataVersions(db);
    expect(after.users).toBeGreaterThan(before.users!);
    expect(after.events).toBeGreaterThan(before.events!);
  });

  it('PGlite answers them from memory: no query, even while a transaction holds its one connection', async () => {
    const lite = database.kind === 'pglite' ? database : await openPgliteTestDatabase(); // on PostgreSQL's run too
    const db = lite.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const open = db.transaction(async (tx) => {
      await tx.select().from(clients).limit(1);
      entered();
      await held;
    });
    await inside;
    // A query would wait for the transaction; the counters do not. A read that waits would never end
    // (the transaction is held until after it): the 500 ms bound turns that hang into a failure.
    const read = await Promise.race([
      readDataVersions(db),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 500)),
    ]);
    release();
    await open;
    expect(read).not.toBe('waited');
    expect(read).toMatchObject({ events: expect.any(Number), users: expect.any(Number) });
    if (lite !== database) await lite.close();
  });

  it('the app: a cached list shows a write made just before, every time, even with reads running alongside', async () => {
    const maria = await staffMember(app, admin.auth, 'employee', 'María 0');
    const list = () => app.inject({ method: 'GET', url: '/api/employee/', headers: admin.auth });
    for (let i = 1; i <= 15; i++) {
      const alongside = Array.from({ length: 5 }, list); // readers before, during and after the write
      const put = await app.inject({
        method: 'PUT',
        url: `/api/employee/${maria.employee.id}`,
        headers: admin.auth,
        payload: { name: `María ${i}` },
      });
      expect(put.statusCode, put.body).toBe(200);
      const res = await list();
      expect(res.json().find((e: { id: number }) => e.id === maria.employee.id)).toMatchObject({ name: `María ${i}` });
      await Promise.all(alongside);
    }
  });

  it('the session check: a deactivated or demoted user is refused on the very next request', async () => {
    const beto = await staffMember(app, admin.auth, 'supervisor', 'Beto');
    const own = () => app.inject({ method: 'GET', url: '/api/houses/', headers: beto.auth });
    expect((await own()).statusCode).toBe(200);
    expect((await own()).statusCode).toBe(200); // from the session cache now
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/employee/${beto.employee.id}`,
      headers: admin.auth,
      payload: { role: 'employee' },
    });
    expect(demote.statusCode, demote.body).toBe(200);
    expect((await own()).statusCode).toBe(401);

    const carla = await staffMember(app, admin.auth, 'supervisor', 'Carla');
    const hers = () => app.inject({ method: 'GET', url: '/api/houses/', headers: carla.auth });
    expect((await hers()).statusCode).toBe(200);
    await db.update(users).set({ isActive: false }).where(eq(users.id, carla.user.id)); // a write outside the HTTP API
    expect((await hers()).statusCode).toBe(401);
  });
});
