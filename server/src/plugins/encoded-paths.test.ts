import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// Decision 0022: `/%61pi/auth/register` once reached the handler unsigned, because access was decided on the
// raw URL while the router matched the decoded one. Every guarded route of the OpenAPI document is
// called over a real socket (no client-side URL clean-up) with its path disguised in the ways an
// attacker would try; none may get past the access check.
const { app } = await createTestApp();
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;

type Operation = { method: string; path: string };
const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>;
};
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/emails/company',
  'POST /api/media/upload',
  'POST /api/push/receipts',
]);
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1') })),
);
const guarded = operations.filter((op) => !PUBLIC.has(`${op.method} ${op.path}`));

/** Each character of `/api` percent-encoded (the router decodes these: the route matches). */
function encodedPrefixes(): string[] {
  const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const variants = ['a', 'p', 'i'].flatMap((ch) =>
    [hex(ch), hex(ch).toUpperCase()].map((code) => `/api`.replace(ch, code)),
  );
  return [...new Set([...variants, `/${hex('a')}${hex('p')}${hex('i')}`])];
}

/** The other disguises: doubled slashes, dot segments, `;` parameters, trailing dots, an encoded slash. */
function otherDisguises(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    `/${path}`,
    `/api/${rest}`,
    `/.${path}`,
    `/api/.${rest}`,
    `/api;x=1${rest}`,
    `${path};x=1`,
    `${path}.`,
    `${path}..`,
    `/api.${rest}`,
    `/%2Fapi${rest}`,
    `/api%2F${rest.slice(1)}`,
    `/%2561pi${rest}`,
  ];
}

function send(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const headers = body ? { 'content-type': 'application/json' } : {};
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Hundreds of raw HTTP requests (every route times every disguise) over a real socket.
describe('paths disguised to slip past the access check', { timeout: 120_000 }, () => {
  it('the OpenAPI document lists the guarded routes', () => {
    expect(guarded.length).toBeGreaterThan(35);
    expect(guarded).toContainEqual({ method: 'POST', path: '/api/auth/register' });
  });

  it('every guarded route, with any character of /api percent-encoded, answers 401 without a token', async () => {
    const wrong: string[] = [];
    for (const op of guarded) {
      for (const prefix of encodedPrefixes()) {
        const path = prefix + op.path.slice('/api'.length);
        const res = await send(op.method, path);
        if (res.status !== 401 || !JSON.parse(res.body).detail) wrong.push(`${op.method} ${path} -> ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('doubled slashes, dot segments, semicolons and trailing dots answer 401 or 404, never reaching a handler', async () => {
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const op of guarded) {
      for (const path of otherDisguises(op.path)) {
        const res = await send(op.method, path);
        statuses.add(res.status);
        if (res.status !== 401 && res.status !== 404)
          wrong.push(`${op.method} ${path} -> ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect([...statuses].sort()).toEqual([401, 404]); // some disguises do match their route: still refused
  });
});
