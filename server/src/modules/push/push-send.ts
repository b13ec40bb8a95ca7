import { lookup } from 'node:dns/promises';
import { Agent, request } from 'undici';
import webpush from 'web-push';
import { AppError } from '../../errors';
import { text, type Text } from '../../i18n/text';
import { addressLiteral, checkedLookup, isPublicAddress } from '../../net/safe-fetch';

// Talking to push services (FCM, Mozilla, Apple...): their addresses come from browsers, so they are
// checked like calendar feeds (public addresses only, time and size limits) and never followed elsewhere.

export type Vapid = { subject: string; publicKey: string; privateKey: string };
export type Device = { endpoint: string; p256dh: string; auth: string };
/** ok: the push service took it; gone: the subscription expired (404/410); retry: try later; rejected: never. */
export type SendOutcome = { result: 'ok' | 'gone' | 'retry' | 'rejected'; detail: string };

export const PUSH_TIMEOUT_MS = 10_000;

const refuse = (why: Text) => new AppError('invalid', why, [{ field: 'endpoint', message: why }]);

/** A push address a browser gave: refused (422) unless https on a public address (both lifted in tests). */
export async function checkEndpoint(endpoint: string, allowPrivateHosts: boolean): Promise<void> {
  const url = new URL(endpoint);
  if (allowPrivateHosts) return;
  if (url.protocol !== 'https:') throw refuse(text('push.onlyHttps'));
  const literal = addressLiteral(url);
  // One check for a literal, here and at each send (isPublicLiteralOrHost).
  if (literal !== undefined) {
    if (!isPublicLiteralOrHost(url)) throw refuse(text('push.notPublic', { address: literal }));
    return;
  }
  const host = url.hostname;
  const found = await Promise.race([
    lookup(host, { all: true }).catch(() => []),
    new Promise<[]>((resolve) => setTimeout(() => resolve([]), 5_000).unref()),
  ]);
  const addresses = found.map((a) => a.address);
  if (addresses.length === 0) throw refuse(text('push.unreachable', { host }));
  const bad = addresses.find((a) => !isPublicAddress(a));
  if (bad) throw refuse(text('push.notPublic', { address: bad }));
}

/**
 * The check at send time, the same as at subscription for an address literal (a host name is checked at each
 * connect): https, and a literal only when public (`[::127.0.0.1]`, `[::ffff:127.0.0.1]` are not).
 */
export function isPublicLiteralOrHost(url: URL): boolean {
  if (url.protocol !== 'https:') return false;
  const literal = addressLiteral(url);
  return literal === undefined || isPublicAddress(literal);
}

/** Sends encrypted pushes (aes128gcm, VAPID-signed) over one connection pool with the address check at each connect. */
export function createPushSender(opts: { allowPrivateHosts: boolean; timeoutMs?: number }) {
  const timeoutMs = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  const agent = new Agent({
    connect: opts.allowPrivateHosts
      ? { timeout: timeoutMs }
      : { timeout: timeoutMs, lookup: checkedLookup(isPublicAddress) },
    connections: 8,
    keepAliveTimeout: 10_000,
  });

  async function send(
    device: Device,
    payload: string,
    vapid: Vapid,
    options: { ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string },
  ): Promise<SendOutcome> {
    let details;
    try {
      details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device }, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      });
    } catch (err) {
      // Keys a browser could not have made (wrong length, not a point on the curve): this device never works.
      return { result: 'gone', detail: err instanceof Error ? err.message : String(err) };
    }
    try {
      const url = new URL(details.endpoint);
      if (!opts.allowPrivateHosts && !isPublicLiteralOrHost(url))
        return { result: 'gone', detail: 'not a public https address' };
      const res = await request(url, {
        dispatcher: agent,
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body,
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        maxRedirections: 0,
      });
      // The answer's first 500 characters are enough to log; the rest is never read.
      let answer = '';
      for await (const chunk of res.body) {
        answer += String(chunk);
        if (answer.length >= 500) break;
      }
      res.body.destroy();
      const status = res.statusCode;
      const detail = `${status} ${answer.slice(0, 200)}`.trim();
      if (status >= 200 && status < 300) return { result: 'ok', detail };
      if (status === 404 || status === 410) return { result: 'gone', detail };
      if (status === 429 || status >= 500) return { result: 'retry', detail };
      return { result: 'rejected', detail };
    } catch (err) {
      return { result: 'retry', detail: err instanceof Error ? err.message : String(err) };
    }
  }

  return { send, close: () => agent.close() };
}

export type PushSender = ReturnType<typeof createPushSender>;
