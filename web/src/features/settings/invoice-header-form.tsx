import { Button, Loader, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { companySettingsQuery } from '../../lib/resources/company-settings';
import { useCompanyFields } from './use-company-fields';

type HeaderField =
  'legal_name' | 'tax_id' | 'address' | 'cabys_cleaning' | 'cabys_extra' | 'extra_limit_crc' | 'extra_limit_usd';
const FIELDS: HeaderField[] = [
  'legal_name',
  'tax_id',
  'address',
  'cabys_cleaning',
  'cabys_extra',
  'extra_limit_crc',
  'extra_limit_usd',
];

/**
 * Settings' 'Invoice header' (admins): the company's legal name, tax id, address and CABYS codes on every invoice,
 * and the largest extra a supervisor approves alone (docs/decisions/0043-words-and-numbers.md).
 */
export function InvoiceHeaderSection() {
  const { t } = useTranslation();
  const query = useQuery(companySettingsQuery());
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('settings.invoiceHeaderTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.invoiceHeaderHint')}
      </Text>
      <ErrorAlert message={query.error ? errorText(query.error, t('settings.invoiceHeaderLoadError')) : null} />
      {query.isPending && <Loader size="sm" aria-label={t('settings.invoiceHeaderTitle')} />}
      {query.data && <InvoiceHeaderForm settings={query.data} />}
    </Stack>
  );
}

function InvoiceHeaderForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const { save, handleSubmit, field } = useCompanyFields(settings, FIELDS, t('settings.invoiceHeaderSaved'));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput {...field('legal_name')} maxLength={200} />
        <TextInput {...field('tax_id')} maxLength={30} />
        <Textarea {...field('address')} autosize minRows={2} maxLength={500} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput {...field('cabys_cleaning')} inputMode="numeric" maxLength={13} />
          <TextInput {...field('cabys_extra')} inputMode="numeric" maxLength={13} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('settings.extraLimitHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput {...field('extra_limit_crc')} inputMode="decimal" maxLength={12} />
          <TextInput {...field('extra_limit_usd')} inputMode="decimal" maxLength={12} />
        </SimpleGrid>
        <ErrorAlert message={save.isError ? errorText(save.error, t('settings.invoiceHeaderError')) : null} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.invoiceHeaderSave')}
        </Button>
      </Stack>
    </form>
  );
}
