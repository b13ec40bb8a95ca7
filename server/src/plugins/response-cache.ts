import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { readDataVersions, type DataName } from '../db/data-versions';

export type CachedBody = { etag: string; json: Buffer; gzip?: Buffer; br?: Buffer };

/** What one cached answer is: its key (everything it depends on besides the data), the counters of what it reads, its schema and loader. */
export type CachedAnswer<T> = { key: string; reads: readonly DataName[]; schema: z.ZodType<T>; load: () => Promise<T> };

/**
 * Heavy GET answers (the month view, Completed Services, properties, payroll, feeds...), serialized once
 * through the response schema and kept until a data version they read moves (docs/decisions/0020).
 * One cache per app instance; keys carry the versions, read from the database on every request, so
 * several app processes stay correct. Bounded by bytes (`maxBytes` of JSON).
 */
export function createResponseCache(maxBytes = 64 * 1024 * 1024) {
  const cache = new LRUCache<string, CachedBody>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.json.length),
  });
  const building = new Map<string, Promise<CachedBody>>();
  /**
   * The cached body for this key, or the one built by `load` and serialized through `schema` (then
   * cached). The key names everything the body depends on besides the version (scope, month, form).
   */
  async function get<T>(
    key: string,
    version: number | string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<CachedBody> {
    const fullKey = `${version}:${key}`;
    const hit = cache.get(fullKey) ?? building.get(fullKey);
    if (hit) return hit;
    // Requests arriving while the body is built wait for that one build instead of each building it.
    const build = (async () => {
      const json = Buffer.from(JSON.stringify(schema.parse(await load())));
      const body = { etag: `"m${version}-${Buffer.from(key).toString('base64url')}"`, json };
      if (json.length <= maxBytes) cache.set(fullKey, body);
      return body;
    })().finally(() => building.delete(fullKey));
    building.set(fullKey, build);
    return build;
  }
  return {
    get,
    /** The body of this answer at the database's current versions of what it reads. */
    async answer<T>(db: Db, answer: CachedAnswer<T>): Promise<CachedBody> {
      const versions = await readDataVersions(db);
      const version = answer.reads.map((name) => `${name[0]}${versions[name] ?? 0}`).join('.');
      return get(answer.key, version, answer.schema, answer.load);
    },
    /** The gzip form of a body, made on first request. */
    gzip(body: CachedBody): Buffer {
      body.gzip ??= gzipSync(body.json, { level: 6 });
      return body.gzip;
    },
    /** The brotli form of a body, made on first request (quality 5: a few times smaller than gzip on these repetitive lists, still fast). */
    br(body: CachedBody): Buffer {
      body.br ??= brotliCompressSync(body.json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.json.length },
      });
      return body.br;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * Sends a cached body: ETag (304 to a matching If-None-Match), brotli or gzip when the client takes it. Like every
 * signed-in answer it is `no-store` (the auth hook), so only callers that keep the ETag get 304s.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  body: CachedBody,
): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'accept-encoding, authorization');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(cache.br(body));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(cache.gzip(body));
  return reply.send(body.json);
}
