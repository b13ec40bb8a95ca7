// What global-setup hands to the browser specs through vitest's provide/inject.

/** The company's public links the server is started with (README "Configuration"). */
export const COMPANY = {
  COMPANY_EMAIL: 'hola@brightstay.test',
  COMPANY_WHATSAPP: '50688887777',
  COMPANY_FACEBOOK_URL: 'https://www.facebook.com/brightstay.test',
  COMPANY_LINKEDIN_URL: 'https://www.linkedin.com/company/brightstay-test',
};

/** A staff account created for the run. */
export interface E2eUser {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'supervisor' | 'employee';
}

/** The running app and its accounts. */
export interface E2eContext {
  baseUrl: string;
  users: Record<E2eUser['role'], E2eUser>;
  /** Demo company accounts (`npm run seed`): ana@demo.cr has assigned cleanings, sofia@demo.cr supervises. */
  demo: Record<E2eUser['role'], { email: string; password: string }>;
  /** Where the SMTP catcher files every message the app sends (one JSON `{ to, raw }` per file). */
  mailDir: string;
  /**
   * A token for each account above, by e-mail, signed in once for the whole run: the journeys reuse
   * them rather than sign in per test, which would run past the server's sign-in limit (50 per
   * address in 15 minutes) since every journey comes from 127.0.0.1.
   */
  tokens: Record<string, string>;
  /** The run's one Chromium, started by global-setup: journeys connect to it (browser.ts `connectBrowser`). */
  browserEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One lane per worker (global-setup); a journey reads its own through e2e/lane.ts. */
    e2eLanes: E2eContext[];
  }
}
