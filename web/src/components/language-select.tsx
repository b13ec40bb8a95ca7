import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/contracts/auth';

const NONE = 'none';

/** An admin's choice of a person's language (or none yet): the app, e-mails and WhatsApp texts to them use it. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Language | null;
  onChange: (language: Language | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('accounts.language')}
      description={t('accounts.languageHint')}
      value={value ?? NONE}
      onChange={(next) => onChange(next === 'en' || next === 'es' ? next : null)}
      data={[
        { value: NONE, label: t('accounts.languageNone') },
        { value: 'en', label: t('language.enName') },
        { value: 'es', label: t('language.esName') },
      ]}
      allowDeselect={false}
      data-testid="language-select"
    />
  );
}
