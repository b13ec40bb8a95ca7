import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { errorCode } from '../errors';
import { decodeFeedBody, FeedBodyError } from './feed-body';
import { text, TextError } from '../i18n/text';

/** A fetch that did not give a calendar body: its sentence is safe to show to the admin. */
export class FeedFetchError extends TextError {}

export type FetchOptions = {
  /** Lifts the public-address rule (ICAL_ALLOW_PRIVATE_HOSTS, tests only). */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be contacted (default: public unicast only); tests narrow it. */
  allowAddress?: (address: string) => boolean;
};

export type Validators = { etag: string | null; lastModified: string | null };
export type FetchResult = { status: 'not_modified' } | ({ status: 'ok'; body: string } & Validators);
export type FeedFetcher = {
  fetch: (url: string, validators?: Validators) => Promise<FetchResult>;
  close: () => Promise<void>;
};

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Tells whether an address is an ordinary public unicast one (not loopback, private, link-local...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6) {
    // IPv4-compatible (::a.b.c.d, which a URL writes as ::7f00:1) is deprecated and never public; its range reads
    // "unicast", so it is refused here by its shape.
    if (parsed.parts.slice(0, 6).every((p) => p === 0)) return false;
    if (parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The address a URL names literally (IPv6 without its brackets), or undefined when it names a host. */
export function addressLiteral(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

const refused = (address: string) => new FeedFetchError(text('feed.notPublic', { address }));

/** A DNS lookup that refuses any address `allow` rejects, checked at every connection, so DNS rebinding cannot slip past. */
export function checkedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const bad = addresses.find((a) => !allow(a.address));
      if (bad || addresses.length === 0) return callback(refused(bad?.address ?? hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, allow: ((address: string) => boolean) | null): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(text('feed.onlyHttp'));
  const literal = addressLiteral(url);
  // An address literal never reaches the lookup: check it here.
  if (allow && literal !== undefined && !allow(literal)) throw refused(literal);
}

function causeOf(err: unknown): FeedFetchError | undefined {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if (e instanceof FeedFetchError) return e;
  }
  return undefined;
}

function isStaleConnection(err: unknown): boolean {
  const code = errorCode(err);
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE';
}

// Drops a body we do not read (its abort error has nowhere to go).
function discard(body: { on: (event: 'error', listener: () => void) => unknown; destroy: () => void }): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readLimited(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      // Leaving the loop destroys the stream: nothing beyond the limit is read.
      throw new FeedFetchError(text('feed.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A fetcher for untrusted calendar URLs: http(s) only, public addresses only (checked after DNS
 * and on every redirect, at most 3, followed by hand), a time limit for the whole fetch, a size
 * limit, and conditional requests (If-None-Match / If-Modified-Since; 304 means unchanged). The
 * body is unpacked (gzip, deflate) and decoded by its charset (see feed-body.ts).
 */
export function createFeedFetcher(opts: FetchOptions): FeedFetcher {
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_FEED_BYTES;
  const maxRedirects = opts.maxRedirects ?? 3;
  const allow = opts.allowPrivateHosts ? null : (opts.allowAddress ?? isPublicAddress);
  const agent = new Agent({
    connect: allow ? { timeout: timeoutMs, lookup: checkedLookup(allow) } : { timeout: timeoutMs },
    connections: 16,
    keepAliveTimeout: 4_000,
  });

  async function fetchFeed(start: string, validators?: Validators): Promise<FetchResult> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(start);
    try {
      for (let hop = 0; ; hop++) {
        checkUrl(url, allow);
        const headers: Record<string, string> = {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
          'accept-encoding': 'gzip, deflate',
          'user-agent': 'turnover-ops-calendar-sync/1.0',
        };
        if (hop === 0 && validators?.etag) headers['if-none-match'] = validators.etag;
        if (hop === 0 && validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
        const send = () =>
          request(url, {
            dispatcher: agent,
            method: 'GET',
            headers,
            signal,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
          });
        // A kept-alive connection the server has just closed fails at once: a GET can be sent again.
        const res = await send().catch((err: unknown) => (isStaleConnection(err) ? send() : Promise.reject(err)));
        if (REDIRECTS.has(res.statusCode)) {
          discard(res.body);
          const location = res.headers.location;
          if (typeof location !== 'string')
            throw new FeedFetchError(text('feed.redirectNoLocation', { status: res.statusCode ?? '' }));
          if (hop >= maxRedirects) throw new FeedFetchError(text('feed.tooManyRedirects', { max: maxRedirects }));
          url = new URL(location, url);
          continue;
        }
        if (res.statusCode === 304) {
          discard(res.body);
          return { status: 'not_modified' };
        }
        if (res.statusCode < 200 || res.statusCode > 299) {
          discard(res.body);
          throw new FeedFetchError(text('feed.httpStatus', { status: res.statusCode ?? '' }));
        }
        const length = Number(res.headers['content-length'] ?? 0);
        if (length > maxBytes) {
          discard(res.body);
          throw new FeedFetchError(text('feed.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
        }
        const header = (name: string) => (typeof res.headers[name] === 'string' ? (res.headers[name] as string) : null);
        const bytes = await readLimited(res.body, maxBytes);
        const body = decodeFeedBody(
          bytes,
          {
            contentType: header('content-type') ?? undefined,
            contentEncoding: header('content-encoding') ?? undefined,
          },
          maxBytes,
        );
        return { status: 'ok', body, etag: header('etag'), lastModified: header('last-modified') };
      }
    } catch (err) {
      const known = causeOf(err);
      if (known) throw known;
      if (err instanceof FeedBodyError) throw new FeedFetchError(err.text);
      if (signal.aborted) throw new FeedFetchError(text('feed.timeout', { seconds: Math.round(timeoutMs / 1000) }));
      const code = errorCode(err);
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
        throw new FeedFetchError(text('feed.hostNotFound', { host: url.hostname }));
      if (code === 'ECONNREFUSED') throw new FeedFetchError(text('feed.refused', { host: url.host }));
      if (err instanceof TypeError) throw new FeedFetchError(text('feed.invalidUrl'));
      throw new FeedFetchError(
        text('feed.fetchFailed', { reason: code ?? (err instanceof Error ? err.message : 'unknown error') }),
      );
    }
  }

  return { fetch: fetchFeed, close: () => agent.close() };
}
