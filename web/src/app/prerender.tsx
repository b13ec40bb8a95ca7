// The public pages' HTML, made at build time (scripts/prerender.ts runs this entry after the client
// build): the landing page and the sign-in page in each language, rendered through the app's own
// routes and providers so the browser hydrates them (main.tsx) instead of drawing them again. The
// company's run-time links are not in this HTML (lib/company.ts: useCompanyContacts).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18n, { loadAppTranslations, loadLanguage, type Language } from '../lib/i18n';
import { company } from '../lib/company';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { SessionExpiryBridge } from './session-expiry';

/** The pages prerendered, by the path the server serves each at. */
export const PRERENDERED_PATHS = ['/', '/login'] as const;

/** The app's HTML for `path` in `language` (what goes inside #root), and the page's title. */
export async function render(path: string, language: Language): Promise<{ html: string; title: string }> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  await loadAppTranslations();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <SessionExpiryBridge />
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, title: i18n.t('meta.title', { company: company.name }) };
}
