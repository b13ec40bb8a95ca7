import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n';

/** EN / ES toggle; the choice is remembered in localStorage 'lang' (and by `onChange`, e.g. on the server). */
export function LanguageSwitcher({
  size = 'xs',
  onChange,
}: {
  size?: 'xs' | 'sm';
  onChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
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
