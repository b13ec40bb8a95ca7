import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { company } from './company';
import en from '../locales/en.json';

/** The languages the interface speaks; English is the default unless the browser prefers Spanish. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the chosen language. */
export const LANGUAGE_KEY = 'lang';

/** The browser's first preference among the languages the app speaks (navigator.languages), else English. */
export function browserLanguage(
  preferences: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

/** The language chosen before in this browser, else the browser's own preference. */
function startLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'es' || stored === 'en') return stored;
  } catch {
    // No storage (private mode): fall through to the browser's preference.
  }
  return browserLanguage();
}

function applyToDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('meta.title', { company: company.name });
}

// English ships with the app (it is also the fallback); other languages load when chosen.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('../locales/es.json'),
};

/** Loads a language's translations into the shared store without switching to it. */
// The staff application's strings (every screen behind the login) load with the app itself, so
// the public landing page does not download them: see loadAppTranslations.
const appLoaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/app/en.json'),
  es: () => import('../locales/app/es.json'),
};
let appWanted = false;
const appLoaded = new Set<Language>();

async function loadAppBundle(language: Language): Promise<void> {
  if (!appWanted || appLoaded.has(language)) return;
  const { default: bundle } = await appLoaders[language]();
  i18n.addResourceBundle(language, 'translation', bundle, true, true);
  appLoaded.add(language);
}

/** Loads a language's strings (the shell's, and the staff app's once the app has asked for them). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: bundle } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', bundle, true, true);
  }
  await loadAppBundle(language);
}

/** Whether `language`'s strings are in the shared store (the staff app's too, once the app asked for them). */
function isLoaded(language: Language): boolean {
  return (
    (language === 'en' || i18n.hasResourceBundle(language, 'translation')) && (!appWanted || appLoaded.has(language))
  );
}

/**
 * Whether `language`'s strings are loaded, loading them when not (without switching the screen's language): for a
 * text written in another person's language than the screen's, read with `i18n.getFixedT(language)`.
 */
export function useLanguageLoaded(language: Language): boolean {
  const [loaded, setLoaded] = useState<Language | null>(() => (isLoaded(language) ? language : null));
  useEffect(() => {
    let current = true;
    void loadLanguage(language).then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded === language;
}

/**
 * Makes the staff app's strings available in the current language. On a Spanish phone the English fallback
 * downloads afterwards, off her first screen's path: both files hold every key (locales/locales.test.ts).
 */
export async function loadAppTranslations(): Promise<void> {
  appWanted = true;
  const current: Language = i18n.language === 'es' ? 'es' : 'en';
  await loadAppBundle(current);
  if (current !== 'en')
    void loadAppBundle('en').catch((error: unknown) => console.warn('The English fallback did not load', error));
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
});
i18n.on('languageChanged', applyToDocument);

/** Resolves once the remembered language is loaded; render after it to avoid a flash of English. */
export const i18nReady: Promise<void> = (async () => {
  const language = startLanguage();
  try {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  } catch (error) {
    console.warn(`Could not load the "${language}" translations; using English.`, error);
  }
  applyToDocument(i18n.language);
})();

/** Switches the interface language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the switch still applies to this visit.
  }
  // The server reads it to send the public pages prerendered in this language (plugins/web-app.ts).
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Translates a validation message from the shared schemas; unknown messages pass through. */
export function translateValidation(message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  return i18n.t(`validation.${message}`, { defaultValue: message, nsSeparator: false });
}

export default i18n;
