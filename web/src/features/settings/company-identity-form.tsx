import { Button, Loader, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX, type CompanySettings } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { companySettingsQuery } from '../../lib/resources/company-settings';
import { useCompanyFields } from './use-company-fields';

type IdentityField =
  'company_name' | 'company_phone' | 'company_email' | 'company_address' | 'bank_details' | 'sinpe_phone';
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
  const { save, handleSubmit, field } = useCompanyFields(settings, FIELDS, t('settings.companySaved'));

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
