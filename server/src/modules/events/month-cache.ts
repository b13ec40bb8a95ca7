import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

export type CachedBody = { etag: string; json: Buffer; gzip?: Buffer };

/**
 * Month views, serialized once through the response schema and kept until the data version moves.
 * One cache per app instance; keys carry the version, so any write anywhere makes a fresh entry.
 */
export function createMonthCache(max = 64) {
  const cache = new LRUCache<string, CachedBody>({ max });
  const building = new Map<string, Promise<CachedBody>>();
  return {
    /**
     * The cached body for this key, or the one built by `load` and serialized through `schema` (then
     * cached). The key names everything the body depends on besides the version (scope, month, form).
     */
    async get<T>(key: string, version: number, schema: z.ZodType<T>, load: () => Promise<T>): Promise<CachedBody> {
      const fullKey = `${version}:${key}`;
      const hit = cache.get(fullKey) ?? building.get(fullKey);
      if (hit) return hit;
      // Requests arriving while the body is built wait for that one build instead of each building it.
      const build = (async () => {
        const json = Buffer.from(JSON.stringify(schema.parse(await load())));
        const body = { etag: `"m${version}-${Buffer.from(key).toString('base64url')}"`, json };
        cache.set(fullKey, body);
        return body;
      })().finally(() => building.delete(fullKey));
      building.set(fullKey, build);
      return build;
    },
    /** The gzip form of a body, made on first request. */
    gzip(body: CachedBody): Buffer {
      body.gzip ??= gzipSync(body.json, { level: 6 });
      return body.gzip;
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
