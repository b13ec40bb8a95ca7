import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedIn } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');

const { app, database } = await createTestApp({ webDir });

describe('HTTP behaviour', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().detail).toMatch(/Not found/);
    }
  });

  it('answers unknown paths, bad %-encodings and over-long addresses with { detail } and the security headers', async () => {
    const answers = [
      [await app.inject({ method: 'GET', url: '/api/no/such/thing' }), 404, /Not found/],
      [await app.inject({ method: 'GET', url: '/api/clients/%zz' }), 400, /not valid/],
      [await app.inject({ method: 'GET', url: `/api/clients/?q=${'x'.repeat(9000)}` }), 414, /too long/],
      [await app.inject({ method: 'PATCH', url: `/api/cleaning_events/${'1'.repeat(200)}/note` }), 414, /too long/],
    ] as const;
    for (const [res, status, detail] of answers) {
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toMatch(detail);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an address longer than the HTTP parser takes (16 KB) with 414, and huge headers with 431', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const longUrl = await raw(`GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1.1 414 /);
    expect(longUrl).toMatch(/x-content-type-options: nosniff/i);
    expect(longUrl).toMatch(/\{"detail":"The address is too long/);
    const bigHeader = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(bigHeader).toMatch(/^HTTP\/1.1 431 /);
    expect(bigHeader).toMatch(/\{"detail":"The request headers are too large."\}/);
  });

  it('marks every signed-in answer, and the sign-in answer, Cache-Control: no-store', async () => {
    const admin = await signedIn(app, database.db, 'admin');
    const employee = await signedIn(app, database.db, 'employee');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.auth }),
      await app.inject({ method: 'GET', url: '/api/cleaning_events/by-month?year=2027&month=1', headers: admin.auth }),
      await app.inject({ method: 'GET', url: '/api/auth/users' }),
      await app.inject({ method: 'GET', url: '/api/auth/users', headers: employee.auth }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.user.email, password: PASSWORD },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 403, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBeTruthy();
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the web app for deep links and caches hashed assets', async () => {
    for (const url of ['/', '/propertys', '/dashboard?x=1', '/some/unknown/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'POST', url: '/propertys' })).statusCode).toBe(404);
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/users/{id}/password']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });
});
