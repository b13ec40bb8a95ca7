import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@common/domain/roles';
import { signedIn, type Signed } from '../../test/factories';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app';
import { sessionUser } from '../modules/accounts/accounts.service';
import { signAccessToken, verifyAccessToken } from '../modules/accounts/tokens';
import { authPlugin, type Access, type SessionCheck } from './auth';
import { errorsPlugin } from './errors';

const { app, database } = await createTestApp();
const db = database.db;
const sessionCheck: SessionCheck = {
  verifyToken: (token) => verifyAccessToken(token, TEST_JWT_SECRET),
  findUser: (id) => sessionUser(db, id),
};

/**
 * The access rules (decision 0022), route by route. Every registered /api route must be listed here with its rule;
 * a module that adds a route adds its line, so no route ships without a reviewed guard.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': ['admin'],
  'GET /api/auth/users': ['admin'],
  'PUT /api/auth/users/:id': ['admin'],
  'PUT /api/auth/users/:id/password': ['admin', 'supervisor', 'employee', 'client'],
  'POST /api/auth/users/:id/reset-password': ['admin'],
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'PUT /api/auth/me/language': ['admin', 'supervisor', 'employee', 'client'],
  'GET /api/auth/me': ['admin', 'supervisor', 'employee', 'client'],
  'GET /api/auth/users/:id/upcoming': ['admin'],
  'GET /api/auth/users/:id/released': ['admin'],
  'POST /api/auth/users/:id/give-back': ['admin'],
  'GET /api/clients/': ['admin'],
  'POST /api/clients/': ['admin'],
  'PUT /api/clients/:id': ['admin'],
  'DELETE /api/clients/:id': ['admin'],
  'GET /api/clients/:id/users': ['admin'],
  'POST /api/clients/:id/users': ['admin'],
  'DELETE /api/clients/:id/users/:user_id': ['admin'],
  'GET /api/portal/properties': ['client'],
  'GET /api/portal/cleanings': ['client'],
  'GET /api/portal/problems': ['client'],
  'GET /api/portal/reports': ['client'],
  'GET /api/portal/invoices': ['client'],
  'GET /api/houses/': ['admin', 'supervisor'],
  'GET /api/houses/client/:clientId': ['admin', 'supervisor'],
  'GET /api/houses/:id/price-history': ['admin'],
  'POST /api/houses/': ['admin'],
  'PUT /api/houses/:id': ['admin'],
  'DELETE /api/houses/:id': ['admin'],
  'POST /api/houses/import_excel': ['admin'],
  'GET /api/houses/import_template': ['admin'],
  'GET /api/employee/': ['admin'],
  'POST /api/employee/register-user-employee': ['admin'],
  'PUT /api/employee/:id': ['admin'],
  'DELETE /api/employee/:id': ['admin'],
  'GET /api/employee/:id/time-off': ['admin', 'employee'],
  'POST /api/employee/:id/time-off': ['admin', 'employee'],
  'POST /api/employee/:id/time-off/:timeOffId/approve': ['admin'],
  'DELETE /api/employee/:id/time-off/:timeOffId': ['admin', 'employee'],
  'GET /api/time-off/requests': ['admin'],
  'GET /api/settings/company': ['admin'],
  'PUT /api/settings/company': ['admin'],
  'GET /api/media/signature': ['admin'],
  'POST /api/media/upload': 'public',
  'GET /api/cleaning_events/by-month': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/my-week': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/in-review': ['admin', 'supervisor'],
  'POST /api/cleaning_events/create': ['admin'],
  'PATCH /api/cleaning_events/:id/note': ['admin', 'supervisor', 'employee'],
  'PATCH /api/cleaning_events/:id/status': ['admin', 'supervisor', 'employee'],
  'POST /api/cleaning_events/:id/start': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/:id/extras': ['admin', 'supervisor', 'employee'],
  'POST /api/cleaning_events/:id/extras': ['admin', 'supervisor', 'employee'],
  'DELETE /api/cleaning_events/:id/extras/:extra_id': ['admin', 'supervisor', 'employee'],
  'PUT /api/cleaning_events/:id/extras/:extra_id': ['admin', 'supervisor'],
  'POST /api/cleaning_events/:id/extras/:extra_id/approve': ['admin', 'supervisor'],
  'POST /api/cleaning_events/:id/extras/:extra_id/refuse': ['admin', 'supervisor'],
  'GET /api/extras/requests': ['admin', 'supervisor'],
  'GET /api/push/key': ['admin', 'supervisor', 'employee'],
  'POST /api/push/subscriptions': ['admin', 'supervisor', 'employee'],
  'DELETE /api/push/subscriptions': ['admin', 'supervisor', 'employee'],
  'GET /api/push/settings': ['admin', 'supervisor', 'employee'],
  'PUT /api/push/settings': ['admin', 'supervisor', 'employee'],
  'POST /api/push/test': ['admin', 'supervisor', 'employee'],
  'POST /api/push/receipts': 'public',
  'GET /api/checklist/template': ['admin'],
  'PUT /api/checklist/template': ['admin'],
  'GET /api/houses/:id/checklist': ['admin'],
  'PUT /api/houses/:id/checklist': ['admin'],
  'PUT /api/houses/:id/checklist/:item_id/reference': ['admin'],
  'DELETE /api/houses/:id/checklist/:item_id/reference': ['admin'],
  'GET /api/cleaning_events/:id/checklist': ['admin', 'supervisor', 'employee'],
  'PUT /api/cleaning_events/:id/checklist/:item_id': ['admin', 'supervisor', 'employee'],
  'PATCH /api/cleaning_events/:id/payment-client': ['admin'],
  'PATCH /api/cleaning_events/:id/payment-employee': ['admin'],
  'PUT /api/cleaning_events/:id': ['admin'],
  'DELETE /api/cleaning_events/:id': ['admin'],
  'GET /api/cleaning_events/:id/history': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/deleted': ['admin'],
  'POST /api/cleaning_events/:id/acknowledge': ['admin'],
  'POST /api/cleaning_events/:id/confirm': ['admin'],
  'POST /api/cleaning_events/:id/dismiss': ['admin'],
  'GET /api/cleaning_events/removed': ['admin'],
  'POST /api/cleaning_events/:id/restore': ['admin'],
  'GET /api/cleaning_events/completed': ['admin'],
  'GET /api/cleaning_events/completed/xlsx': ['admin'],
  'PATCH /api/cleaning_events/payments': ['admin'],
  'POST /api/cleaning_events/:id/photos': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/:id/photos': ['admin', 'supervisor', 'employee'],
  'DELETE /api/cleaning_events/:id/photos/:photoId': ['admin', 'supervisor', 'employee'],
  'GET /api/cleaning_events/:id/problems': ['admin', 'supervisor', 'employee'],
  'POST /api/problems': ['admin', 'supervisor', 'employee'],
  'POST /api/problems/:id/photos': ['admin', 'supervisor', 'employee'],
  'GET /api/problems': ['admin', 'supervisor'],
  'GET /api/problems/open-count': ['admin', 'supervisor'],
  'PATCH /api/problems/:id/close': ['admin', 'supervisor'],
  'GET /api/payroll/weekly': ['admin', 'supervisor', 'employee'],
  'POST /api/payroll/weekly/pay': ['admin'],
  'GET /api/payroll/weekly/pdf': ['admin', 'supervisor', 'employee'],
  'GET /api/assignments/': ['admin'],
  'POST /api/assignments/': ['admin'],
  'DELETE /api/assignments/by-event/:eventId': ['admin'],
  'POST /api/assignments/suggest': ['admin'],
  'POST /api/assignments/accept': ['admin'],
  'GET /api/capacity': ['admin', 'supervisor'],
  'POST /api/emails/company': 'public',
  'POST /api/emails/client': ['admin'],
  'POST /api/emails/employee': ['admin'],
  'POST /api/reports/': ['admin'],
  'GET /api/reports/': ['admin'],
  'GET /api/reports/stats': ['admin'],
  'GET /api/reports/:id/pdf': ['admin', 'client'],
  'POST /api/reports/:id/email': ['admin'],
  'POST /api/invoices/': ['admin'],
  'GET /api/invoices/': ['admin'],
  'GET /api/invoices/balances': ['admin'],
  'GET /api/invoices/aging': ['admin'],
  'PATCH /api/invoices/:id': ['admin'],
  'POST /api/invoices/:id/lines': ['admin'],
  'PUT /api/invoices/:id/lines/:line_id': ['admin'],
  'DELETE /api/invoices/:id/lines/:line_id': ['admin'],
  'GET /api/invoices/:id': ['admin'],
  'DELETE /api/invoices/:id': ['admin'],
  'POST /api/invoices/:id/issue': ['admin'],
  'POST /api/invoices/:id/payments': ['admin'],
  'POST /api/invoices/:id/void': ['admin'],
  'POST /api/invoices/:id/email': ['admin'],
  'GET /api/invoices/:id/pdf': ['admin', 'client'],
  'GET /api/airbn_url/': ['admin'],
  'POST /api/airbn_url/': ['admin'],
  'POST /api/airbn_url/:id/sync': ['admin'],
  'PUT /api/airbn_url/:id': ['admin'],
  'DELETE /api/airbn_url/:id': ['admin'],
  'GET /api/airbn_url/:id/activity': ['admin'],
  'GET /api/airbn_url/alerts': ['admin'],
  'POST /api/airbn_url/:id/hold/confirm': ['admin'],
  'POST /api/airbn_url/:id/hold/discard': ['admin'],
};

const signed = {} as Record<Role, Signed>;
for (const role of ROLES) signed[role] = await signedIn(app, db, role);

const call = (method: string, url: string, headers: Record<string, string> = {}, userId = 1) =>
  app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, String(userId)),
    headers,
    payload: method === 'GET' ? undefined : {},
  });

describe('access rules', () => {
  it('every /api route carries the rule of the decisions table; every other route is public', () => {
    const api = app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(Object.fromEntries(api.map((r) => [`${r.method} ${r.url}`, r.access]))).toEqual(EXPECTED);
    const others = app.routeAccess.filter((r) => !api.includes(r));
    expect(others.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/docs/json', '/media/:name']));
    expect(others.every((r) => r.access === 'public')).toBe(true);
  });

  it('an app with a route without an access rule does not start', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, sessionCheck);
    bare.get('/anywhere/forgotten', async () => ({ leaked: true }));
    await expect(bare.ready()).rejects.toThrow(/GET \/anywhere\/forgotten has no access rule/);
  });

  it('a route the start-up check never saw is still refused: the rule comes from the matched route', async () => {
    const bare = Fastify();
    bare.get('/hidden', async () => ({ leaked: true })); // registered before the auth plugin could see it
    await bare.register(authPlugin, sessionCheck);
    await bare.register(errorsPlugin);
    const res = await bare.inject({ method: 'GET', url: '/hidden' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('leaked');
    await bare.close();
  });

  const guarded = Object.entries(EXPECTED).filter(([, rule]) => rule !== 'public');

  it.each(guarded)('%s answers 401 without a token', async (route) => {
    const [method, url] = route.split(' ') as [string, string];
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });

  it.each(guarded.flatMap(([route, rule]) => ROLES.map((role) => [route, role, rule.includes(role)] as const)))(
    '%s as %s allowed=%s',
    async (route, role, allowed) => {
      const [method, url] = route.split(' ') as [string, string];
      const me = signed[role];
      const res = await call(method, url, me.auth, me.user.id);
      if (allowed) expect([401, 403]).not.toContain(res.statusCode);
      else expect(res.statusCode).toBe(403);
    },
  );
});

describe('token checks', () => {
  const usersWith = (token: string) => call('GET', '/api/auth/users', { authorization: `Bearer ${token}` });
  const admin = () => signed.admin;

  it('accepts a good token', async () => {
    expect((await usersWith(admin().token)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await signAccessToken(
      { userId: admin().user.id, role: 'admin', name: 'A', version: 0 },
      TEST_JWT_SECRET,
      -60,
    );
    expect((await usersWith(token)).statusCode).toBe(401);
  });

  it('refuses a token that worked once it expires (a verified token is remembered only until then)', async () => {
    const token = await signAccessToken(
      { userId: admin().user.id, role: 'admin', name: 'A', version: 0 },
      TEST_JWT_SECRET,
      2,
    );
    expect((await usersWith(token)).statusCode).toBe(200);
    expect((await usersWith(token)).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    // The clock moves past the expiry instead of the test sleeping until it.
    vi.useFakeTimers({ toFake: ['Date'], now: exp * 1000 + 50 });
    try {
      expect((await usersWith(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-another-secret-another-1');
    const token = await signAccessToken({ userId: admin().user.id, role: 'admin', name: 'A', version: 0 }, other, 600);
    expect((await usersWith(token)).statusCode).toBe(401);
  });

  it('refuses a token whose payload was changed', async () => {
    const [header, , signature] = signed.employee.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(signed.employee.user.id),
        role: 'admin',
        name: 'x',
        ver: 0,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    expect((await usersWith(`${header}.${payload}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses alg:none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(admin().user.id),
        role: 'admin',
        name: 'x',
        ver: 0,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    expect((await usersWith(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses another algorithm with the same secret', async () => {
    const token = await new SignJWT({ role: 'admin', name: 'x', ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(admin().user.id))
      .setExpirationTime('10m')
      .sign(TEST_JWT_SECRET);
    expect((await usersWith(token)).statusCode).toBe(401);
  });

  it('refuses garbage and other schemes', async () => {
    expect((await usersWith('not.a.token')).statusCode).toBe(401);
    const basic = await call('GET', '/api/auth/users', { authorization: `Basic ${admin().token}` });
    expect(basic.statusCode).toBe(401);
  });
});
