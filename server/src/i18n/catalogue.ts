import * as accounts from './messages/accounts';
import * as availability from './messages/availability';
import * as events from './messages/events';
import * as checklists from './messages/checklists';
import * as extras from './messages/extras';
import * as feeds from './messages/feeds';
import * as imports from './messages/imports';
import * as invoices from './messages/invoices';
import * as media from './messages/media';
import * as payroll from './messages/payroll';
import * as properties from './messages/properties';
import * as portal from './messages/portal';
import * as push from './messages/push';
import * as removed from './messages/removed';
import * as reports from './messages/reports';
import * as requests from './messages/requests';
import * as suggestions from './messages/suggestions';

/**
 * The server's texts a person reads, in every language the app speaks. English is the reference:
 * Spanish must have every key (the type and catalogue.test.ts check it). Glossary: docs/glossary-es.md.
 */
const en = {
  ...accounts.en,
  ...requests.en,
  ...reports.en,
  ...feeds.en,
  ...properties.en,
  ...media.en,
  ...events.en,
  ...removed.en,
  ...imports.en,
  ...availability.en,
  ...suggestions.en,
  ...checklists.en,
  ...extras.en,
  ...invoices.en,
  ...push.en,
  ...portal.en,
  ...payroll.en,
};

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  ...accounts.es,
  ...requests.es,
  ...reports.es,
  ...feeds.es,
  ...properties.es,
  ...media.es,
  ...events.es,
  ...removed.es,
  ...imports.es,
  ...availability.es,
  ...suggestions.es,
  ...checklists.es,
  ...extras.es,
  ...invoices.es,
  ...push.es,
  ...portal.es,
  ...payroll.es,
};

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every catalogue by language (the parity test walks it). */
export const catalogues: Record<Language, Record<MessageKey, string>> = { en, es };

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The first supported language of an `Accept-Language` header (its q-weights respected), else English. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked.map((r) => r.tag).find((tag): tag is Language => (LANGUAGES as readonly string[]).includes(tag)) ?? 'en'
  );
}

/**
 * The language of a request's reader: a signed-in user's own (saved in Settings or by an admin) when
 * chosen, else the `Accept-Language` the web app sends with every call (its interface language).
 */
export function readerLanguage(request: {
  headers: { 'accept-language'?: string };
  user?: { language?: Language | null } | null;
}): Language {
  return request.user?.language ?? languageFromHeader(request.headers['accept-language']);
}

/**
 * The language of what the server sends a person unasked (a push, a fallback or feed mail): her own, the one she
 * chose or else the one her app last ran in (`personLanguage`, recorded at sign-in and with each device). Only
 * someone who has not signed in since either existed has none: English then, as there is no company default
 * (docs/decisions/0043-words-and-numbers.md).
 */
export function sendingLanguage(language: Language | null | undefined): Language {
  return language ?? 'en';
}
