import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createUser, PASSWORD } from '../../../test/factories';
import { createTestApp, TEST_JWT_SECRET } from '../../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from '../accounts/login-limiter';
import { deleteExpiredLimits } from './limits.queries';
import { createRateLimiter } from './limits.service';

// Two app instances on one database stand for two processes behind a load balancer.
const {
  app: first,
  database,
  dataDir,
} = await createTestApp({ loginLimits: DEFAULT_LOGIN_LIMITS, companyEmail: 'office@clean.example' });
const second = await buildApp({
  db: database.db,
  dbKind: database.kind,
  config: {
    jwtTtlSeconds: 3600,
    webDir: undefined,
    dataDir,
    cloudinaryUrl: undefined,
    publicUrl: undefined,
    companyEmail: 'office@clean.example',
    icalAllowPrivateHosts: true,
  },
  jwtSecret: TEST_JWT_SECRET,
  loginLimits: DEFAULT_LOGIN_LIMITS,
});
await second.ready();
afterAll(() => second.close());
const apps = [first, second];
const message = { name: 'Guest', email: 'guest@example.com', subject: 'Quote', message: 'Two flats.' };

describe('request limits shared through the database', () => {
  it('the contact form allows 5 messages per address in all, whichever instance answers', async () => {
    const send = (i: number) =>
      apps[i % 2]!.inject({ method: 'POST', url: '/api/emails/company', payload: message, remoteAddress: '10.8.0.1' });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(202);
    for (const i of [0, 1]) {
      const refused = await send(i);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    }
  });

  it('failed sign-ins through one instance lock the e-mail on the other', async () => {
    const user = await createUser(database.db, 'employee');
    const login = (i: number, password: string) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.8.0.2',
      });
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perEmail; i++) expect((await login(i, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(0, PASSWORD)).statusCode).toBe(429);
    expect((await login(1, PASSWORD)).statusCode).toBe(429);
  });

  it('counters can be told apart by name and expired ones are cleared', async () => {
    const a = createRateLimiter(database.db, { keyPrefix: 'test-a', points: 2, duration: 60 });
    const b = createRateLimiter(database.db, { keyPrefix: 'test-b', points: 2, duration: 60 });
    await a.consume('k', 2);
    expect((await b.get('k'))?.consumedPoints ?? 0).toBe(0);
    await expect(a.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    // Every counter here expires within the hour: clearing "before one hour from now" removes them.
    expect(await deleteExpiredLimits(database.db, new Date(Date.now() + 3_600_000))).toBeGreaterThan(0);
    expect(await a.get('k')).toBeNull();
  });
});
