import { Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companySettingsInput, type CompanySettings } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { TimeField } from '../../components/time-field';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { companySettingsQuery, useSaveCompanySettings } from '../../lib/resources/company-settings';

const FIELDS = ['check_out_time', 'check_in_time'] as const;

/** Settings' 'Company times' (admins): when guests leave and arrive at properties that set no times of their own. */
export function CompanyTimesSection() {
  const { t } = useTranslation();
  const query = useQuery(companySettingsQuery());
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('settings.companyTimesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.companyTimesHint')}
      </Text>
      <ErrorAlert message={query.error ? errorText(query.error, t('settings.companyTimesLoadError')) : null} />
      {query.isPending && <Loader size="sm" aria-label={t('settings.companyTimesTitle')} />}
      {query.data && <CompanyTimesForm initial={query.data} />}
    </Stack>
  );
}

function CompanyTimesForm({ initial }: { initial: CompanySettings }) {
  const { t } = useTranslation();
  const save = useSaveCompanySettings();
  const [values, setValues] = useState<CompanySettings>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanySettings, string>>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companySettingsInput.safeParse({
      check_out_time: values.check_out_time,
      check_in_time: values.check_in_time,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved);
        notifications.show({ color: 'teal', message: t('settings.companyTimesSaved') });
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {/* One under the other on a phone: side by side, the Spanish labels broke inside 'check-in'. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {FIELDS.map((name) => (
            <TimeField
              key={name}
              label={t(`settings.${name}`)}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              error={fieldError('settings', errors[name])}
              required
            />
          ))}
        </SimpleGrid>
        <ErrorAlert message={save.isError ? errorText(save.error, t('settings.companyTimesError')) : null} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.companyTimesSave')}
        </Button>
      </Stack>
    </form>
  );
}
