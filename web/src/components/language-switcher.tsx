import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n';

/**
 * EN / ES toggle; the choice is remembered in localStorage 'lang' (and by `onChange`, e.g. on the server).
 * With `chosen`, the pressed button is the person's saved choice, none while she has made none (Settings).
 */
export function LanguageSwitcher({
  size = 'xs',
  onChange,
  chosen,
}: {
  size?: 'xs' | 'sm';
  onChange?: (language: Language) => void;
  chosen?: Language | null;
}) {
  const { t, i18n } = useTranslation();
  const current = chosen !== undefined ? chosen : i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size={size}
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          title={t(`language.${language}Name`)}
          onClick={() => {
            void setLanguage(language);
            onChange?.(language);
          }}
          px={size === 'xs' ? 10 : 14}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
