// The pages' HTML made at build time (scripts/prerender.ts runs this entry after the client build),
// in each language, through the app's own routes and providers: the landing page and the sign-in
// page, which the browser hydrates (main.tsx) instead of drawing them again, and the housekeeper's
// home as a staff shell (her frame, menu and the screen's title, drawn for a housekeeper without a
// name), which the app draws over once her screen is in. The company's run-time links are not in
// this HTML (lib/company.ts: useCompanyContacts).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18n, { loadAppTranslations, loadLanguage, type Language } from '../lib/i18n';
import { company } from '../lib/company';
import { HER_HOME_FIRST_READS } from '../lib/resources/events';
import { clearToken, setToken } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { SessionExpiryBridge } from './session-expiry';

/** The pages prerendered, by the path the server serves each at. */
export const PRERENDERED_PATHS = ['/', '/login', '/home-employee', '/portal'] as const;
/**
 * Those drawn as a signed-in person's shell, with that person's role: the housekeeper's home, and the owners'
 * portal (its header and tabs, the month's list loading; docs/decisions/0044-the-portals-first-start.md).
 */
const SHELLS: Readonly<Record<string, 'employee' | 'client'>> = { '/home-employee': 'employee', '/portal': 'client' };

/**
 * The lazily loaded modules (paths under web/) each page's first render needs besides the entry: the
 * hydrated page's screen, or what preloadStaffScreen() fetches for the shell.
 * Their downloads start right after the first paint, with the entry's (public/after-paint.js), not
 * once the entry has run and asked for them.
 */
export function firstModules(path: (typeof PRERENDERED_PATHS)[number], language: Language): string[] {
  // The strings of the page's language only (lib/i18n.ts loadAppTranslations: English comes later on a Spanish phone).
  const strings =
    language === 'en'
      ? ['src/locales/app/en.json']
      : [`src/locales/${language}.json`, `src/locales/app/${language}.json`];
  switch (path) {
    case '/':
      return ['src/features/landing/landing-page.tsx', ...(language === 'en' ? [] : [`src/locales/${language}.json`])];
    case '/login':
      return ['src/features/login/login-page.tsx', 'src/lib/data-layer.tsx', ...strings];
    case '/portal':
      return ['src/lib/data-layer.tsx', 'src/features/portal/portal-page.tsx', ...strings];
    case '/home-employee':
      return [
        'src/lib/data-layer.tsx',
        'src/app/offline.ts',
        'src/app/layout/app-layout.tsx',
        'src/features/employee-home/employee-home-page.tsx',
        ...strings,
      ];
  }
}

/**
 * The API reads (under /api) a page's first render makes once the app runs, which the page asks for
 * before it (public/after-paint.js `data-fetch`, lib/early-requests.ts): her week and month on her
 * home's shell, so they download with the scripts instead of after them (docs/decisions/0033).
 */
export function firstRequests(path: (typeof PRERENDERED_PATHS)[number]): string[] {
  return path === '/home-employee' ? HER_HOME_FIRST_READS.map((read) => `/api${read}`) : [];
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token the app reads as a housekeeper's or a client's (lib/session.ts reads, never checks, its claims). */
const shellToken = (role: string) => `${base64url({ alg: 'none' })}.${base64url({ role })}.`;

/**
 * The app's HTML for `path` in `language` (what goes inside #root), the page's title, and whether
 * it is a staff shell (drawn over, not hydrated).
 */
export async function render(
  path: string,
  language: Language,
): Promise<{ html: string; title: string; staffShell: boolean }> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  await loadAppTranslations();
  const role = SHELLS[path];
  const staffShell = role !== undefined;
  if (role) setToken(shellToken(role));
  else clearToken();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <SessionExpiryBridge />
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Every boundary in place: a large one would otherwise come after the rest with an inline script
    // to move it, which the Content-Security-Policy (script-src 'self') blocks, leaving it hidden.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  clearToken();
  return { html, title: i18n.t('meta.title', { company: company.name }), staffShell };
}
