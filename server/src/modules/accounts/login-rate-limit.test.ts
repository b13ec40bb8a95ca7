import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from './login-limiter';
import { createUser, PASSWORD, uniqueEmail } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// The real default limits, not relaxed ones.
const { app, database } = await createTestApp({ loginLimits: DEFAULT_LOGIN_LIMITS });

const attempt = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('locks an e-mail after its failures for the addresses that failed, with 429 and a detail', async () => {
    const user = await createUser(database.db, 'employee');
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perEmail; i++) {
      expect((await attempt(user.email, 'Wr0ng!Pass', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    // Every address that guessed is stopped, even with the right password.
    for (const address of ['10.0.0.1', `10.0.0.${DEFAULT_LOGIN_LIMITS.perEmail}`]) {
      const blocked = await attempt(user.email.toUpperCase(), PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/Too many sign-in attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('an attacker cannot lock the owner out: a correct password from an address that has not failed gets in', async () => {
    const admin = await createUser(database.db, 'admin');
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perEmail + 5; i++) await attempt(admin.email, `Gu3ss!${i}xx`, '10.66.0.1');
    expect((await attempt(admin.email, PASSWORD, '10.66.0.1')).statusCode).toBe(429);
    expect((await attempt(admin.email, 'Wr0ng!Pass', '10.66.0.2')).statusCode).toBe(401); // a new address may try once...
    expect((await attempt(admin.email, PASSWORD, '10.66.0.2')).statusCode).toBe(429); // ...and is stopped after failing
    const owner = await attempt(admin.email, PASSWORD, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toBeTruthy();
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i++) {
      expect((await attempt(uniqueEmail(), 'Wr0ng!Pass', '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await attempt(uniqueEmail(), 'Wr0ng!Pass', '10.9.9.9')).statusCode).toBe(429);
    const user = await createUser(database.db, 'employee');
    expect((await attempt(user.email, PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that e-mail', async () => {
    const user = await createUser(database.db, 'supervisor');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perEmail - 1; i++)
        await attempt(user.email, 'Wr0ng!Pass', `10.1.${round}.${i}`);
      expect((await attempt(user.email, PASSWORD, `10.2.${round}.1`)).statusCode).toBe(200);
    }
  });
});
