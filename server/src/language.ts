/** The languages a person reads the server's files in (decisions.md 6 "Language"). */
export type Lang = 'en' | 'es';

/** The reader's language from an Accept-Language header: Spanish when it comes first, else English. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';
}
