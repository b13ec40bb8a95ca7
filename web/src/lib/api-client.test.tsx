import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, sendJson } from '../../test/http-server';
import { makeToken } from '../../test/tokens';
import { api, configureApiClient } from './api-client';
import { ApiError, SessionEndedError } from './api-error';
import { clearToken, setToken } from './session';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/echo') return sendJson(res, 200, { ok: true });
    if (req.url === '/api/conflict') return sendJson(res, 409, { detail: 'That e-mail is already registered' });
    if (req.url === '/api/invalid')
      return sendJson(res, 422, {
        detail: 'Nothing was imported',
        errors: [{ field: 'row 3: name', message: 'Name is required' }, 'junk'],
      });
    if (req.url === '/api/broken') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    return sendJson(res, 404, { detail: 'Not found' });
  });
  configureApiClient({ baseUrl: `${server.url}/api` });
});

afterAll(async () => {
  configureApiClient({ baseUrl: '/api' });
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  setToken(makeToken({ role: 'admin' }));
});

describe('api client', () => {
  it('sends the bearer token and JSON, and returns the parsed answer', async () => {
    const token = makeToken({ role: 'admin' });
    setToken(token);
    await expect(api.post('/echo', { name: 'Casa Azul' })).resolves.toEqual({ ok: true });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Casa Azul' });
  });

  it("sends a visitor's call without an Authorization header, and no JSON type without a body", async () => {
    clearToken();
    await api.get('/echo', { visitor: true });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('sends no staff call once signed out (the second step of a chain answered after Logout)', async () => {
    clearToken();
    await expect(api.patch('/echo', { status: 'in_review' })).rejects.toBeInstanceOf(SessionEndedError);
    expect(server.requests).toEqual([]);
  });

  it('throws an ApiError carrying the status and the server detail', async () => {
    const error = await api.post('/conflict', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, detail: 'That e-mail is already registered' });
    expect((error as ApiError).message).toBe('That e-mail is already registered');
  });

  it('carries the field errors of a validation answer', async () => {
    const error = await api.post('/invalid', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      detail: 'Nothing was imported',
      errors: [{ field: 'row 3: name', message: 'Name is required' }],
    });
  });

  it('still throws an ApiError when the error body is not JSON', async () => {
    const error = await api.get('/broken').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, detail: undefined });
  });

  it("takes the page's early answer once, for the same URL, token and language (her home's shell)", async () => {
    const token = makeToken({ role: 'employee' });
    setToken(token);
    const url = `${server.url}/api/echo`;
    // As public/after-paint.js asks before the app starts.
    const early = (forToken: string) => ({
      url,
      token: forToken,
      language: 'en',
      at: performance.now(),
      response: fetch(url, { headers: { Authorization: `Bearer ${forToken}` } }),
    });
    window.__earlyRequests = [early(makeToken({ role: 'employee', name: 'Someone Else' })), early(token)];
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));

    await expect(api.get('/echo')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    // Taken once: the next read goes to the server, and another account's answer is never taken.
    await expect(api.get('/echo')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(window.__earlyRequests).toHaveLength(1);
    window.__earlyRequests = undefined;
  });
});
