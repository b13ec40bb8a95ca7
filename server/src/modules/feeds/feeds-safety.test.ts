import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCalendar, startFeedServer } from '../../../test/feed-server';
import { createClient, propertyBody, signedIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { isPublicAddress } from '../../net/safe-fetch';

// Production rules: only public addresses, also after DNS and redirects (ICAL_ALLOW_PRIVATE_HOSTS off).
const strict = await createTestApp({ allowPrivateHosts: false, feeds: { timeoutMs: 1_000 } });
// The same rules, except that this loopback address stands in for "the public feed host".
const LOOPBACK = '127.0.0.1';
const narrowed = await createTestApp({
  allowPrivateHosts: false,
  feeds: { timeoutMs: 1_000, allowAddress: (a) => a === LOOPBACK },
});
const server = await startFeedServer();
afterAll(() => server.close());

async function registerOn(ctx: typeof strict, url: string) {
  const admin = await signedIn(ctx.app, ctx.database.db, 'admin');
  const client = await createClient(ctx.database.db);
  const house = (
    await ctx.app.inject({ method: 'POST', url: '/api/houses/', payload: propertyBody(client.id), headers: admin.auth })
  ).json();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/airbn_url/',
    payload: { property_id: house.id, ical_url: url },
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const redirectTo = (location: string) => ({
  handle: (res: ServerResponse) => void res.writeHead(302, { location }).end(),
});

describe('private addresses', () => {
  it.each([
    [`http://127.0.0.1:${server.port}/a.ics`, '127.0.0.1'],
    [`http://localhost:${server.port}/a.ics`, 'not a public internet address'],
    [`http://[::1]:${server.port}/a.ics`, '::1'],
    ['http://10.0.0.1/calendar.ics', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://192.168.1.20:8080/feed.ics', '192.168.1.20'],
  ])('refuses %s without contacting it', async (url, address) => {
    server.serve('/a.ics', { calendar: fixtureCalendar('airbnb') });
    const before = server.requests.length;
    const feed = await registerOn(strict, url);
    expect(feed).toMatchObject({ last_result: 'error', sync: { created: 0 } });
    expect(feed.last_error).toContain(address);
    expect(feed.last_error).toMatch(/not a public internet address/);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'not a public internet address'],
    ['http://10.0.0.1/calendar.ics', 'not a public internet address'],
    [`http://[::1]:${server.port}/ok.ics`, 'not a public internet address'],
    ['file:///etc/passwd', 'Only http and https'],
  ])('checks a redirect to %s before following it', async (target, message) => {
    server.serve('/ok.ics', { calendar: fixtureCalendar('airbnb') });
    const url = server.serve(`/redirect-${encodeURIComponent(target)}`, redirectTo(target));
    const feed = await registerOn(narrowed, url);
    expect(feed.last_result).toBe('error');
    expect(feed.last_error).toContain(message);
  });

  it('follows at most 3 redirects to an allowed address', async () => {
    server.serve('/final.ics', { calendar: fixtureCalendar('airbnb') });
    server.serve('/r1', redirectTo('/r2'));
    server.serve('/r2', redirectTo('/r3'));
    server.serve('/r3', redirectTo('/final.ics'));
    expect(await registerOn(narrowed, `${server.url}/r1`)).toMatchObject({ last_result: 'ok', sync: { result: 'ok' } });
    server.serve('/r0', redirectTo('/r1'));
    expect(await registerOn(narrowed, `${server.url}/r0`)).toMatchObject({
      last_result: 'error',
      last_error: 'The feed redirected more than 3 times.',
    });
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['151.101.1.69', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
