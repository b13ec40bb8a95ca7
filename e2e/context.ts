// What global-setup hands to the browser specs through vitest's provide/inject.

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
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
