import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from '../lib/i18n';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { SessionExpiryBridge } from './session-expiry';

// Which build this is (VITE_BUILD_ID at build time): the service-worker update journey reads it.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? '';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render once the visitor's language is in, so Spanish readers never see English first.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <SessionExpiryBridge />
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
