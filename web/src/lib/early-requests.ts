// The API reads her home's page asks for before the app has started (public/after-paint.js, the
// shell's `data-fetch`): on a slow phone her week is then downloaded while the scripts are, not after
// them (docs/decisions/0033). The API client hands each answer to the first identical request.

/** One read started by the page: the URL, with whose token and in which language, and its answer. */
type EarlyRequest = { url: string; token: string; language: string; at: number; response: Promise<Response> };

declare global {
  interface Window {
    __earlyRequests?: EarlyRequest[];
  }
}

/**
 * How old (from its start) an early read may be when taken: the data layer's staleTime
 * (lib/data-layer.tsx), so a taken answer is never older than one the cache would serve.
 */
const EARLY_MS = 30_000;

/**
 * The page's early answer to GET `url` with `token`, once: a later request, or one made with another
 * token or after EARLY_MS, goes to the server. The language is not compared: the app's first reads
 * start before its language is loaded (they would say English for a Spanish reader), and only an
 * error's text depends on it.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!early || token === null) return undefined;
  const index = early.findIndex((r) => r.url === url && r.token === token);
  if (index < 0) return undefined;
  const [taken] = early.splice(index, 1);
  return taken && performance.now() - taken.at <= EARLY_MS ? taken.response : undefined;
}
