import i18n, { translateValidation } from './i18n';

/** A form field's validation message in the reader's language: the feature's own wording first, then the shared one. */
export function fieldError(section: string, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  return i18n.t(`${section}.validation.${message}`, {
    defaultValue: translateValidation(message),
    nsSeparator: false,
  });
}
