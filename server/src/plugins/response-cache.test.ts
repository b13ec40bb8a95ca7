import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('builds a body once for requests arriving together, and again when the version moves', async () => {
    const cache = createResponseCache();
    let loads = 0;
    // The first build stays unfinished until all 20 requests have asked for it.
    let built!: () => void;
    const building = new Promise<void>((resolve) => (built = resolve));
    const load = async () => {
      loads += 1;
      await building;
      return [loads];
    };
    const together = Promise.all(
      Array.from({ length: 20 }, () => cache.get('admin:2026-11:full', 1, z.array(z.number()), load)),
    );
    built();
    const bodies = await together;
    expect(loads).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]!.json.toString()).toBe('[1]');
    expect((await cache.get('admin:2026-11:full', 1, z.array(z.number()), load)).json.toString()).toBe('[1]');
    expect((await cache.get('admin:2026-11:full', 2, z.array(z.number()), load)).json.toString()).toBe('[2]');
    // Each encoding is made once per body and says the same JSON.
    expect(brotliDecompressSync(cache.br(bodies[0]!)).toString()).toBe('[1]');
    expect(cache.br(bodies[0]!)).toBe(cache.br(bodies[0]!));
    expect(gunzipSync(cache.gzip(bodies[0]!)).toString()).toBe('[1]');
  });

  it('a failed build is not kept: the next request tries again', async () => {
    const cache = createResponseCache();
    await expect(
      cache.get('k', 1, z.array(z.number()), () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect((await cache.get('k', 1, z.array(z.number()), () => Promise.resolve([3]))).json.toString()).toBe('[3]');
  });
});
