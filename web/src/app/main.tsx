import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { beginHydration } from '../lib/hydration';
import i18n, { i18nReady } from '../lib/i18n';
import { isAuthenticated } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes, preloadStaffScreen } from './router';
import { SessionExpiryBridge } from './session-expiry';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server sends the public pages prerendered (scripts/prerender.ts) in the visitor's likely
// language: hydrate them when the app would draw the same, else draw the app over them. The
// housekeeper's home comes as a staff shell (its frame and title, `data-staff-shell`): the app draws
// over it once her screen is downloaded, in one piece, so the shell is never traded for a loader.
const prerendered = root.dataset.prerendered;
const staffShell = root.dataset.staffShell !== undefined;

// A signed-in user's screens download while the translations load, not one after the other.
const preloaded = isAuthenticated() ? preloadStaffScreen(window.location.pathname) : undefined;

// Render once the visitor's language is in, so Spanish readers never see English first. A
// prerendered page (started after its first paint, public/after-paint.js) is hydrated, and any other
// rendered, in a transition: React then works in short slices and the phone stays responsive.
void Promise.all([i18nReady, staffShell ? preloaded : undefined]).then(() => {
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <SessionExpiryBridge />
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (prerendered === i18n.language && !staffShell && !isAuthenticated()) {
    beginHydration();
    startTransition(() => void hydrateRoot(root, app));
  } else startTransition(() => createRoot(root).render(app));
  // The person's saved language wins over this browser's on every load (decision 0030); loaded only
  // for signed-in visitors, so the public pages stay small.
  if (isAuthenticated()) void import('../lib/resources/auth').then((auth) => auth.applySavedLanguage());
});
