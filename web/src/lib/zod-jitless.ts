// Zod in the browser, told not to compile schemas (vite.config.ts points `zod` here). Zod tries
// `new Function` once to see whether it may generate code; the app's Content-Security-Policy
// (script-src 'self', no eval) forbids it and Chromium reports every page as a CSP issue (Lighthouse
// best practices). Set before any contract module builds a schema: they all import `zod`, so they
// run after this module. The server keeps the compiled, faster parsers.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
