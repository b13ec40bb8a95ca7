import { Button, Loader, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX, companySettingsInput, type CompanySettings } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { companySettingsQuery, useSaveCompanySettings } from '../../lib/resources/company-settings';

type IdentityField =
  'company_name' | 'company_phone' | 'company_email' | 'company_address' | 'bank_details' | 'sinpe_phone';
type Identity = Pick<CompanySettings, IdentityField>;
const FIELDS: IdentityField[] = [
  'company_name',
  'company_phone',
  'company_email',
  'company_address',
  'bank_details',
  'sinpe_phone',
];

/**
 * Settings' 'Your company' (admins): the name every mail, PDF, push, the installed app and the public pages
 * show, and the contacts and payment details printed on invoices (docs/decisions/0048).
 */
export function CompanyIdentitySection() {
  const { t } = useTranslation();
  const query = useQuery(companySettingsQuery());
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('settings.companyTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.companyHint')}
      </Text>
      <ErrorAlert message={query.error ? errorText(query.error, t('settings.companyLoadError')) : null} />
      {query.isPending && <Loader size="sm" aria-label={t('settings.companyTitle')} />}
      {query.data && <CompanyIdentityForm settings={query.data} />}
    </Stack>
  );
}

function CompanyIdentityForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const save = useSaveCompanySettings();
  const [values, setValues] = useState<Identity>(
    () => Object.fromEntries(FIELDS.map((name) => [name, settings[name]])) as Identity,
  );
  const [errors, setErrors] = useState<Partial<Record<IdentityField, string>>>({});
  const set = (name: IdentityField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The PUT takes the times too: those saved now (the cache holds the latest), unchanged.
    const parsed = companySettingsInput.safeParse({
      check_out_time: settings.check_out_time,
      check_in_time: settings.check_in_time,
      ...values,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('settings.companySaved') }),
    });
  };

  const field = (name: IdentityField) => ({
    label: t(`settings.${name}`),
    value: values[name],
    onChange: set(name),
    error: fieldError('settings', errors[name]),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput {...field('company_name')} required maxLength={COMPANY_NAME_MAX} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput {...field('company_phone')} type="tel" maxLength={30} />
          <TextInput {...field('company_email')} type="email" maxLength={254} />
        </SimpleGrid>
        <Textarea {...field('company_address')} autosize minRows={2} maxLength={300} />
        <Textarea
          {...field('bank_details')}
          description={t('settings.bank_detailsHint')}
          autosize
          minRows={2}
          maxLength={500}
        />
        <TextInput {...field('sinpe_phone')} type="tel" maxLength={30} />
        <ErrorAlert message={save.isError ? errorText(save.error, t('settings.companyError')) : null} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.companySave')}
        </Button>
      </Stack>
    </form>
  );
}
