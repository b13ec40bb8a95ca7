import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '@common/domain/password';
import { users } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/mail';
import { createUser, PASSWORD, signedIn, staffMember, type Signed } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;

const putUser = (who: Signed, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/auth/users/${id}`, headers: who.auth, payload });
const listUsers = (who: Signed) => app.inject({ method: 'GET', url: '/api/auth/users', headers: who.auth });
const myWeek = (who: Signed) => app.inject({ method: 'GET', url: '/api/cleaning_events/my-week', headers: who.auth });
const tryLogin = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Leaves exactly the given admins active (the rest of the file's admins are switched off). */
async function onlyActiveAdmins(count: number): Promise<Signed[]> {
  await db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'));
  const admins: Signed[] = [];
  for (let i = 0; i < count; i++) admins.push(await signedIn(app, db, 'admin'));
  return admins;
}

const activeAdminCount = async () =>
  (await db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.isActive).length;

describe('PUT /auth/users/{id} with is_active', () => {
  it("deactivation refuses the user's tokens at once; reactivation lets them sign in again, old tokens stay refused", async () => {
    const admin = await signedIn(app, db, 'admin');
    const housekeeper = await signedIn(app, db, 'employee');
    expect((await myWeek(housekeeper)).statusCode).toBe(200);

    const off = await putUser(admin, housekeeper.user.id, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: housekeeper.user.id, is_active: false });
    expect((await myWeek(housekeeper)).statusCode).toBe(401);
    expect((await tryLogin(housekeeper.user.email)).statusCode).toBe(401);

    const on = await putUser(admin, housekeeper.user.id, { is_active: true });
    expect(on.json()).toMatchObject({ is_active: true });
    expect((await myWeek(housekeeper)).statusCode).toBe(401);
    const fresh = await tryLogin(housekeeper.user.email);
    expect(fresh.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/api/cleaning_events/my-week',
      headers: { authorization: `Bearer ${fresh.json().access_token}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it("edits another admin: name, e-mail and role; the demoted admin's tokens stop working", async () => {
    const [admin, other] = (await onlyActiveAdmins(2)) as [Signed, Signed];
    const res = await putUser(admin, other.user.id, { name: 'Now Supervisor', role: 'supervisor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Now Supervisor', role: 'supervisor', is_active: true });
    expect((await listUsers(other)).statusCode).toBe(401);
    expect((await listUsers(admin)).statusCode).toBe(200);
  });

  it('never deactivates or demotes the last active admin, and changes nothing', async () => {
    const [last] = (await onlyActiveAdmins(1)) as [Signed];
    for (const payload of [{ is_active: false }, { role: 'employee' }, { role: 'supervisor', is_active: false }]) {
      const res = await putUser(last, last.user.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('At least one active administrator must remain.');
    }
    expect((await listUsers(last)).statusCode).toBe(200);
    expect(await activeAdminCount()).toBe(1);
  });

  it('an inactive admin can be demoted or edited without the rule getting in the way', async () => {
    const [admin] = (await onlyActiveAdmins(1)) as [Signed];
    const dormant = await createUser(db, 'admin');
    await db.update(users).set({ isActive: false }).where(eq(users.id, dormant.id));
    expect((await putUser(admin, dormant.id, { role: 'employee' })).statusCode).toBe(200);
  });

  it('under concurrent requests two admins removing each other leave exactly one active admin', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = (await onlyActiveAdmins(2)) as [Signed, Signed];
      const answers = await Promise.all([
        putUser(a, b.user.id, round % 2 ? { role: 'supervisor' } : { is_active: false }),
        putUser(b, a.user.id, { is_active: false }),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      // One wins; the other is either refused by the rule (409) or, if the winner's change landed
      // first, by its own ended session (401). Never both 200.
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.every((c) => c === 200 || c === 409 || c === 401)).toBe(true);
      expect(await activeAdminCount()).toBe(1);
    }
  });

  it('is admin only', async () => {
    const supervisor = await signedIn(app, db, 'supervisor');
    const other = await createUser(db, 'employee');
    expect((await putUser(supervisor, other.id, { is_active: false })).statusCode).toBe(403);
  });
});

describe('POST /auth/users/{id}/reset-password', () => {
  const reset = (who: Signed, id: number) =>
    app.inject({ method: 'POST', url: `/api/auth/users/${id}/reset-password`, headers: who.auth });

  it('answers a generated password once; it signs in, the old password and old tokens do not', async () => {
    const admin = await signedIn(app, db, 'admin');
    const housekeeper = await signedIn(app, db, 'employee');
    const res = await reset(admin, housekeeper.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user, password } = res.json() as { user: { id: number }; password: string };
    expect(user.id).toBe(housekeeper.user.id);
    expect(isStrongPassword(password)).toBe(true);
    expect((await myWeek(housekeeper)).statusCode).toBe(401);
    expect((await tryLogin(housekeeper.user.email)).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: housekeeper.user.email, password },
    });
    // An admin-set password is hers only once she has chosen her own (docs/decisions/0043-words-and-numbers.md).
    expect(signIn.json()).toMatchObject({ must_change_password: true });
    const token = { authorization: `Bearer ${signIn.json<{ access_token: string }>().access_token}` };
    expect((await myWeek({ auth: token } as Signed)).statusCode).toBe(403);
    const own = await app.inject({
      method: 'PUT',
      url: `/api/auth/users/${housekeeper.user.id}/password`,
      headers: token,
      payload: { old_password: password, new_password: 'Her!Own-Pass9' },
    });
    expect(own.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: housekeeper.user.email, password: 'Her!Own-Pass9' },
    });
    expect(again.json()).toMatchObject({ must_change_password: false });
    const [row] = await db.select().from(users).where(eq(users.id, housekeeper.user.id));
    expect(row?.passwordHash).not.toContain(password);
    const second = (await reset(admin, housekeeper.user.id)).json() as { password: string };
    expect(second.password).not.toBe(password);
  });

  it('is admin only and answers 404 for an unknown user', async () => {
    const admin = await signedIn(app, db, 'admin');
    const supervisor = await signedIn(app, db, 'supervisor');
    expect((await reset(supervisor, admin.user.id)).statusCode).toBe(403);
    expect((await reset(admin, 999_999)).statusCode).toBe(404);
    const own = await reset(admin, admin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('Change your own password in Settings.');
  });
});

describe('the owner hears of every password change', () => {
  const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('mails "changed by an administrator" after a reset, and "by you" after a change in Settings, in the owner\'s language', async () => {
    const admin = await signedIn(app, db, 'admin');
    const housekeeper = await signedIn(app, db, 'employee');
    await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: housekeeper.auth,
      payload: { language: 'es' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/auth/users/${housekeeper.user.id}/reset-password`,
      headers: admin.auth,
    });
    const [byAdmin] = await mailsTo(housekeeper.user.email);
    expect(byAdmin).toMatchObject({ subject: 'Tu contraseña fue cambiada' });
    expect(byAdmin?.body).toContain('por un administrador');

    const own = await app.inject({
      method: 'PUT',
      url: `/api/auth/users/${admin.user.id}/password`,
      headers: admin.auth,
      payload: { old_password: PASSWORD, new_password: 'N3w!Passw0rd' },
    });
    expect(own.statusCode).toBe(200);
    const [byOwner] = await mailsTo(admin.user.email);
    expect(byOwner).toMatchObject({ subject: 'Your password was changed' });
    expect(byOwner?.body).toContain('by you, in Settings');
  });
});

describe("a person's language", () => {
  const me = (who: Signed, language = 'en') =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...who.auth, 'accept-language': language } });

  it('is null until chosen; sign-in and GET /auth/me carry it once chosen in Settings', async () => {
    const housekeeper = await signedIn(app, db, 'employee');
    expect((await tryLogin(housekeeper.user.email)).json()).toMatchObject({ language: null });
    expect((await me(housekeeper)).json()).toMatchObject({ id: housekeeper.user.id, language: null });

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: housekeeper.auth,
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(204);
    const signIn = await tryLogin(housekeeper.user.email);
    expect(signIn.json()).toEqual({ access_token: expect.any(String), language: 'es', must_change_password: false });
    expect((await me(housekeeper)).json()).toMatchObject({ email: housekeeper.user.email, language: 'es' });
  });

  it("carries the staff record's id of a housekeeper (her time off is asked for with it), null for an admin", async () => {
    const admin = await signedIn(app, db, 'admin');
    const housekeeper = await staffMember(app, admin.auth);
    const hers = await app.inject({ method: 'GET', url: '/api/auth/me', headers: housekeeper.auth });
    expect(hers.json()).toMatchObject({ id: housekeeper.user.id, employee_id: housekeeper.employee.id });
    expect((await me(admin)).json()).toMatchObject({ id: admin.user.id, employee_id: null });
  });

  it('is set by an admin through PUT /auth/users/{id} (en, es or null); the lists carry it; other values are refused', async () => {
    const admin = await signedIn(app, db, 'admin');
    const housekeeper = await signedIn(app, db, 'employee');
    const set = await putUser(admin, housekeeper.user.id, { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: housekeeper.user.id, language: 'es' });
    const listed = (await listUsers(admin)).json() as { id: number; language: string | null }[];
    expect(listed.find((u) => u.id === housekeeper.user.id)?.language).toBe('es');
    const staff = (await app.inject({ method: 'GET', url: '/api/employee/', headers: admin.auth })).json() as {
      user_id: number | null;
      language: string | null;
    }[];
    expect(staff.every((e) => e.language === null || e.language === 'en' || e.language === 'es')).toBe(true);
    // The housekeeper's session goes on (a language is no role change), in her language.
    expect((await me(housekeeper)).json()).toMatchObject({ language: 'es' });

    for (const language of ['fr', 'ES', 3]) {
      const bad = await app.inject({
        method: 'PUT',
        url: `/api/auth/users/${housekeeper.user.id}`,
        headers: { ...admin.auth, 'accept-language': 'es' },
        payload: { language },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toMatch(/^Datos no válidos \(body\): language - /);
    }
    expect((await me(housekeeper)).json()).toMatchObject({ language: 'es' });

    const cleared = await putUser(admin, housekeeper.user.id, { language: null });
    expect(cleared.json()).toMatchObject({ language: null });
  });

  it("writes a signed-in person's answers in their saved language, whatever the browser asks for", async () => {
    const housekeeper = await signedIn(app, db, 'employee');
    const forbidden = (language: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/users',
        headers: { ...housekeeper.auth, 'accept-language': language },
      });
    // No language chosen: the request's.
    const english = (await forbidden('en')).json().detail as string;
    const spanishByHeader = (await forbidden('es')).json().detail as string;
    expect(english).not.toBe(spanishByHeader);
    await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: housekeeper.auth,
      payload: { language: 'es' },
    });
    expect((await forbidden('en')).json().detail).toBe(spanishByHeader);
  });
});
