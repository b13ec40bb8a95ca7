import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { ensureFirstAdmin } from './first-admin';

// The first admin made at start (decision 0029): a generated password must be changed at the first sign-in.
const quiet = () => {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
};

// Two databases: ensureFirstAdmin acts only where no admin exists yet.
const generated = await createTestApp();
const given = await createTestApp();

describe('the first admin', () => {
  it('with a generated password must change it first: login and /auth/me say so, other calls answer 403 until then', async () => {
    const { app, database } = generated;
    const { lines, log } = quiet();
    await ensureFirstAdmin(database.db, { adminEmail: undefined, adminPassword: undefined }, log);
    const [, email, password] = /Sign in as (\S+) with password (\S+) and change it/.exec(lines.join('\n')) ?? [];
    expect(email).toBe('admin@example.com');

    const signIn = (pass: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass } });
    const first = await signIn(password!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ access_token: expect.any(String), language: null, must_change_password: true });
    const auth = { authorization: `Bearer ${first.json().access_token}` };

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'admin', must_change_password: true });
    const blocked = await app.inject({
      method: 'GET',
      url: '/api/auth/users',
      headers: { ...auth, 'accept-language': 'es' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      detail:
        'Iniciaste sesión con una contraseña generada: elige tu propia contraseña antes de hacer cualquier otra cosa.',
    });
    const language = await app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: auth,
      payload: { language: 'es' },
    });
    expect(language.statusCode).toBe(204);

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/auth/users/${me.json().id}/password`,
      headers: auth,
      payload: { old_password: password, new_password: 'Mine!Own2026' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await signIn('Mine!Own2026');
    expect(again.json().must_change_password).toBe(false);
    const newAuth = { authorization: `Bearer ${again.json().access_token}` };
    expect((await app.inject({ method: 'GET', url: '/api/auth/users', headers: newAuth })).statusCode).toBe(200);
    const meAfter = await app.inject({ method: 'GET', url: '/api/auth/me', headers: newAuth });
    expect(meAfter.json().must_change_password).toBe(false);
  });

  it('from ADMIN_PASSWORD need not change it', async () => {
    const { app, database } = given;
    const { log } = quiet();
    await ensureFirstAdmin(database.db, { adminEmail: 'owner@example.com', adminPassword: 'Own3r!Pass' }, log);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: 'Own3r!Pass' },
    });
    expect(res.json()).toEqual({ access_token: expect.any(String), language: null, must_change_password: false });
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    expect((await app.inject({ method: 'GET', url: '/api/auth/users', headers: auth })).statusCode).toBe(200);
  });
});
