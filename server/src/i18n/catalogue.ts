/**
 * The server's texts a person reads, in every language the app speaks. English is the reference:
 * Spanish must have every key (the type and catalogue.test.ts check it). Glossary: docs/glossary-es.md.
 */
const en = {
  'mail.reset.subject': 'Reset your password',
  'mail.reset.body':
    'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your account.\nOpen this link within one hour to choose a new password:\n\n{link}\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
  'mail.passwordChanged.subject': 'Your password was changed',
  'mail.passwordChanged.body':
    'Hello {name},\n\nThe password of your account was just changed ({how}). If this was not you, ask an administrator to reset it now.',
  'mail.passwordChanged.own': 'by you, in Settings',
  'mail.passwordChanged.link': 'with a reset link',
  'mail.passwordChanged.admin': 'by an administrator',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  'mail.reset.subject': 'Restablece tu contraseña',
  'mail.reset.body':
    'Hola {name}:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta.\nAbre este enlace antes de una hora para elegir una contraseña nueva:\n\n{link}\n\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.',
  'mail.passwordChanged.subject': 'Tu contraseña fue cambiada',
  'mail.passwordChanged.body':
    'Hola {name}:\n\nLa contraseña de tu cuenta acaba de cambiarse ({how}). Si no fuiste tú, pide ahora a un administrador que la restablezca.',
  'mail.passwordChanged.own': 'por ti, en Configuración',
  'mail.passwordChanged.link': 'con un enlace de restablecimiento',
  'mail.passwordChanged.admin': 'por un administrador',
};

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every catalogue by language (the parity test walks it). */
export const catalogues: Record<Language, Record<MessageKey, string>> = { en, es };

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
  return ranked.map((r) => r.tag).find((tag): tag is Language => (LANGUAGES as readonly string[]).includes(tag)) ?? 'en';
}
