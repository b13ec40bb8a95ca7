import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mediaDir } from '../../data-dir';
import { multipart, signedIn } from '../../../test/factories';
import { createTestApp, TEST_JWT_SECRET } from '../../../test/test-app';
import { UPLOADS_PER_SIGNATURE } from '@common/contracts/media';
import { deriveMediaKey, localSignature } from './signing';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images', name));
const { app, database, dataDir } = await createTestApp({ publicUrl: 'https://clean.example.com' });
const admin = await signedIn(app, database.db, 'admin');

const sign = async () => (await app.inject({ method: 'GET', url: '/api/media/signature', headers: admin.auth })).json();
const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) =>
  app.inject({ method: 'POST', url: '/api/media/upload', ...multipart(fields, file) });
const signedFields = (s: { apiKey: string; timestamp: number; signature: string }) => ({
  api_key: s.apiKey,
  timestamp: String(s.timestamp),
  signature: s.signature,
});

describe('built-in media host', () => {
  it('signs uploads for admins only', async () => {
    const s = await sign();
    expect(s).toMatchObject({ apiKey: 'local', cloudName: 'local', uploadUrl: '/api/media/upload' });
    expect(Math.abs(s.timestamp - Date.now() / 1000)).toBeLessThan(5);
    const supervisor = await signedIn(app, database.db, 'supervisor');
    expect(
      (await app.inject({ method: 'GET', url: '/api/media/signature', headers: supervisor.auth })).statusCode,
    ).toBe(403);
  });

  it.each([
    ['house-1.jpg', 'image/jpeg', 800, 600],
    ['small.png', 'image/png', 64, 48],
  ])(
    'keeps a real image (%s) re-encoded as a JPEG and serves it with a long cache',
    async (name, type, width, height) => {
      const content = fixture(name);
      const res = await upload(signedFields(await sign()), { name, content, type });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().secure_url;
      expect(url).toMatch(/^https:\/\/clean\.example\.com\/media\/[0-9a-f]{32}\.jpg$/);
      const served = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(content)).toBe(false);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    },
  );

  it('refuses a text file named .png', async () => {
    const res = await upload(signedFields(await sign()), {
      name: 'evil.png',
      content: Buffer.from('<script>alert(1)</script>'),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/Only images/);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([fixture('small.png'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(signedFields(await sign()), { name: 'big.png', content: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/10 MB/);
  });

  it('refuses forged, expired and wrong-key signatures', async () => {
    const s = await sign();
    const file = { name: 'a.png', content: fixture('small.png'), type: 'image/png' };
    const forged = await upload({ ...signedFields(s), signature: 'f'.repeat(64) }, file);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).toMatch(/not valid/);
    const wrongKey = await upload({ ...signedFields(s), api_key: 'someone-else' }, file);
    expect(wrongKey.statusCode).toBe(403);
    // A signature made with the right key two hours ago: genuine, but expired.
    const old = Math.floor(Date.now() / 1000) - 7200;
    const genuine = localSignature(old, deriveMediaKey(TEST_JWT_SECRET));
    const expired = await upload({ api_key: 'local', timestamp: String(old), signature: genuine }, file);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
    const missing = await upload({}, file);
    expect(missing.statusCode).toBe(403);
  });

  it('a signature is good for the uploads of one form (10), not more', async () => {
    const fields = signedFields(await sign());
    const file = { name: 'a.png', content: fixture('small.png'), type: 'image/png' };
    for (let i = 0; i < UPLOADS_PER_SIGNATURE; i++) expect((await upload(fields, file)).statusCode).toBe(200);
    const more = await upload(fields, file);
    expect(more.statusCode).toBe(403);
    expect(more.json().detail).toMatch(/used for its 10 uploads/);
    expect((await upload(signedFields(await sign()), file)).statusCode).toBe(200); // a new form, a new signature
  });

  it('answers a truncated or malformed form with 400, not a server error', async () => {
    const { payload, headers } = multipart(signedFields(await sign()), {
      name: 'a.png',
      content: fixture('house-1.jpg'),
      type: 'image/jpeg',
    });
    for (const body of [
      payload.subarray(0, payload.length - 40),
      payload.subarray(0, 120),
      Buffer.from('garbage without boundary'),
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/media/upload', headers, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/incomplete or malformed/);
    }
  });

  it('answers 404 for a missing media file', async () => {
    for (const url of ['/media/0123.png', `/media/${'a'.repeat(32)}.png`, '/media/..%2Fjwt-secret']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('keeps photos in the database: another app instance on it serves them, and a repeat visit gets 304', async () => {
    const content = fixture('house-1.jpg');
    const url: string = (
      await upload(signedFields(await sign()), { name: 'h.jpg', content, type: 'image/jpeg' })
    ).json().secure_url;
    const other = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config: {
        jwtTtlSeconds: 3600,
        webDir: undefined,
        dataDir: mkdtempSync(path.join(tmpdir(), 'other-')),
        cloudinaryUrl: undefined,
        publicUrl: undefined,
        companyEmail: undefined,
        icalAllowPrivateHosts: true,
      },
      jwtSecret: TEST_JWT_SECRET,
    });
    const mine = await app.inject({ method: 'GET', url: new URL(url).pathname });
    const served = await other.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(mine.rawPayload)).toBe(true);
    const again = await other.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await other.close();
  });

  it('still serves a photo uploaded before media moved to the database, from DATA_DIR/media', async () => {
    const name = `${'b'.repeat(32)}.png`;
    mkdirSync(mediaDir(dataDir), { recursive: true });
    writeFileSync(path.join(mediaDir(dataDir), name), fixture('small.png'));
    const served = await app.inject({ method: 'GET', url: `/media/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(fixture('small.png'))).toBe(true);
  });
});

describe('hosted media service', async () => {
  const hosted = await createTestApp({ cloudinaryUrl: 'cloudinary://123456:abcd@demo-cloud' });
  const boss = await signedIn(hosted.app, hosted.database.db, 'admin');

  it("signs for the hosted service's upload endpoint", async () => {
    const res = await hosted.app.inject({ method: 'GET', url: '/api/media/signature', headers: boss.auth });
    const s = res.json();
    expect(s).toMatchObject({
      apiKey: '123456',
      cloudName: 'demo-cloud',
      uploadUrl: 'https://api.cloudinary.com/v1_1/demo-cloud/auto/upload',
    });
    const { createHash } = await import('node:crypto');
    expect(s.signature).toBe(createHash('sha1').update(`timestamp=${s.timestamp}abcd`).digest('hex'));
  });
});
