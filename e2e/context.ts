// What global-setup hands to the journey files through vitest's provide/inject, and what each file's app adds.

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

/** What the run shares (global-setup): the seeded company's data directory, its accounts and the one Chromium. */
export interface E2eRun {
  /** The seeded company's data directory, which each journey file copies (app.ts); no server uses it. */
  company: string;
  users: Record<E2eUser['role'], E2eUser>;
  /** Demo company accounts (`npm run seed`): ana@demo.cr has assigned cleanings, sofia@demo.cr supervises. */
  demo: Record<E2eUser['role'], { email: string; password: string }>;
  /**
   * A token for each account above, by e-mail, signed in once for the whole run (the copies keep the
   * company's JWT secret): the journeys reuse them rather than sign in per test, which would run past the
   * server's sign-in limit (50 per address in 15 minutes) since every journey comes from 127.0.0.1.
   */
  tokens: Record<string, string>;
  /** The run's one Chromium, started by global-setup: journeys connect to it (browser.ts `connectBrowser`). */
  browserEndpoint: string;
  /** How far the run's clock is moved from the real one (clock.mjs): every process and page of the run reads E2E_NOW. */
  clockOffsetMs: number;
}

/** A journey file's app (app.ts): the run's, with the file's own server and mail folder. */
export interface E2eContext extends E2eRun {
  baseUrl: string;
  /** Where the SMTP catcher files every message the app sends (one JSON `{ to, raw }` per file). */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded company and Chromium (global-setup); a file's app is made from it (setup-app.ts). */
    e2eRun: E2eRun;
  }
}
