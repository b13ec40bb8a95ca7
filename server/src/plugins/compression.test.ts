// What goes over the wire: the build's .br/.gz files for the web app, compressed JSON for large API
// answers, and the cache rules of each.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createClient, signedIn } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const INDEX = `<!doctype html><title>app</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A build as `vite build` leaves it: each text file with its brotli and gzip forms beside it.
const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
mkdirSync(path.join(webDir, 'assets'));
for (const [file, text] of [
  ['index.html', INDEX],
  ['assets/index-abc123.js', SCRIPT],
] as const) {
  writeFileSync(path.join(webDir, file), text);
  writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(text));
}
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { app, database } = await createTestApp({ webDir });

describe('compressed, cacheable web app', () => {
  it('sends hashed assets in brotli or gzip as the browser asks, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed for every page address, revalidated on each visit', async () => {
    for (const url of ['/', '/login', '/dashboard?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const refusesBrotli = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refusesBrotli.rawPayload).toString()).toBe(INDEX);
    const identity = await app.inject({ method: 'GET', url: '/' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(INDEX);
  });

  it('sends a file without compressed forms as it is, with a short cache outside /assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const admin = await signedIn(app, database.db, 'admin');
    for (let i = 0; i < 30; i++) await createClient(database.db, `Compressed client number ${i} with a long name`);

    const plain = await app.inject({ method: 'GET', url: '/api/clients/', headers: admin.auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);

    const br = await app.inject({
      method: 'GET',
      url: '/api/clients/',
      headers: { ...admin.auth, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await app.inject({
      method: 'GET',
      url: '/api/clients/',
      headers: { ...admin.auth, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the month view, which packs its own cached body, encoded once', async () => {
    const admin = await signedIn(app, database.db, 'admin');
    const url = '/api/cleaning_events/by-month?year=2026&month=11';
    const plain = await app.inject({ method: 'GET', url, headers: admin.auth });
    expect(plain.statusCode).toBe(200);
    const br = await app.inject({ method: 'GET', url, headers: { ...admin.auth, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await app.inject({ method: 'GET', url, headers: { ...admin.auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });
});
