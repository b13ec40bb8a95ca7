// The service worker's route for the installed app's start page, `/home-employee` (decision 0016):
// her prerendered staff shell (scripts/prerender.ts) from the precache, in the language the app will
// choose, so the app opens painted, with or without a connection, as it does from the network. Before,
// the navigation fallback answered it with the empty index.html, and the app started blank.
// Both functions are copied as text into the generated service worker (workbox-build's runtimeCaching),
// so they use nothing from this file's scope: only the worker's own globals.

/** The parts of the service worker's global scope the route uses (this project's types are Node's). */
type WorkerScope = {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  navigator: { languages: readonly string[] };
  caches: { match(request: string, options?: { ignoreSearch?: boolean }): Promise<Response | undefined> };
  fetch(request: Request): Promise<Response>;
};

/** Whether the route answers: the browser opening `/home-employee` (any query). */
export function opensStaffShell({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && url.pathname === '/home-employee';
}

/**
 * Her shell in the language the app will draw in (web/src/lib/i18n.ts and the server's
 * preferredLanguage): the one chosen in this browser (its `lang` cookie), else the browser's first of
 * English and Spanish, else English. The precache keeps each file under its URL plus its revision, hence
 * `ignoreSearch`. Without a precached shell (an older service worker's cache), the network.
 */
export async function staffShellFromPrecache({ request }: { request: Request }): Promise<Response> {
  const scope = globalThis as unknown as WorkerScope;
  let chosen: string | undefined;
  try {
    chosen = (await scope.cookieStore?.get('lang'))?.value;
  } catch {
    // No cookie store in this browser's workers: the browser's languages decide.
  }
  const preferences = [chosen, ...scope.navigator.languages.map((tag) => tag.toLowerCase().split('-')[0])];
  const language = preferences.find((tag) => tag === 'en' || tag === 'es') ?? 'en';
  const shell = await scope.caches.match(`/prerendered/home-employee.${language}.html`, { ignoreSearch: true });
  return shell ?? scope.fetch(request);
}
