import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a browser push service (FCM, Mozilla autopush, Apple) on loopback, for the push tests:
// it refuses a request whose VAPID JWT does not verify with the key sent beside it, decrypts the
// aes128gcm body with the device's own private key and auth secret (RFC 8291, 8188), and keeps what
// each device received. A device can be told to answer another status (410 Gone, 500...).

export type Received = {
  device: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The application server key the JWT was signed with (base64url), the `k` of the Authorization header. */
  key: string;
  claims: { aud: string; exp: number; sub: string };
};

const b64u = (buf: Buffer) => buf.toString('base64url');
const fromB64u = (text: string) => Buffer.from(text, 'base64url');

/** Checks a VAPID `Authorization: vapid t=<jwt>, k=<key>` header; answers the claims or why it is bad. */
function checkVapid(
  header: string | undefined,
  audience: string,
): { ok: true; key: string; claims: Received['claims'] } | { ok: false; why: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { ok: false, why: 'no vapid authorization' };
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const raw = fromB64u(key);
  if (raw.length !== 65 || raw[0] !== 4) return { ok: false, why: 'k is not an uncompressed P-256 point' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const header_ = JSON.parse(fromB64u(head).toString()) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') return { ok: false, why: `alg ${header_.alg}` };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromB64u(signature),
  );
  if (!signed) return { ok: false, why: 'bad signature' };
  const claims = JSON.parse(fromB64u(body).toString()) as Received['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== audience) return { ok: false, why: `aud ${claims.aud}` };
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return { ok: false, why: 'exp' };
  if (!/^(mailto:|https:)/.test(claims.sub)) return { ok: false, why: 'sub' };
  return { ok: true, key, claims };
}

/** Decrypts an aes128gcm Web Push body (one record) with the device's keys. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * Starts the stand-in; `device()` makes a browser-like subscription on it. `onReceive` hands each message on,
 * as a push service hands it to its browser (the push journey gives it to the service worker).
 */
export async function startPushService(opts: { onReceive?: (message: Received) => void } = {}) {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: Received[] = [];
  const refused: { device: string; why: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      if (device.status !== 201) return void res.writeHead(device.status).end('answered as told');
      const vapid = checkVapid(req.headers.authorization, url);
      if (!vapid.ok) {
        refused.push({ device: id, why: vapid.why });
        return void res.writeHead(403).end(vapid.why);
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') return void res.writeHead(415).end();
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8')) as Record<string, unknown>;
      } catch (err) {
        refused.push({ device: id, why: String(err) });
        return void res.writeHead(400).end('undecryptable');
      }
      const message: Received = {
        device: id,
        payload,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        key: vapid.key,
        claims: vapid.claims,
      };
      received.push(message);
      opts.onReceive?.(message);
      res.writeHead(201, { location: `${url}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    refused,
    /** A new device: the subscription JSON a browser would post, and its id here. */
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    /** What the device answers from now on (410: the browser dropped the subscription). */
    answer(id: string, status: number) {
      devices.get(id)!.status = status;
    },
    /** What one device received, oldest first. */
    to(id: string) {
      return received.filter((r) => r.device === id).map((r) => r.payload);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
