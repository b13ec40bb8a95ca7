import { Button, Loader, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companySettingsInput, type CompanySettings } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { companySettingsQuery, useSaveCompanySettings } from '../../lib/resources/company-settings';

type HeaderField =
  'legal_name' | 'tax_id' | 'address' | 'cabys_cleaning' | 'cabys_extra' | 'extra_limit_crc' | 'extra_limit_usd';
type Header = Record<HeaderField, string>;

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
  const save = useSaveCompanySettings();
  const [values, setValues] = useState<Header>(() => ({
    legal_name: settings.legal_name,
    tax_id: settings.tax_id,
    address: settings.address,
    cabys_cleaning: settings.cabys_cleaning,
    cabys_extra: settings.cabys_extra,
    extra_limit_crc: String(settings.extra_limit_crc),
    extra_limit_usd: String(settings.extra_limit_usd),
  }));
  const [errors, setErrors] = useState<Partial<Record<HeaderField, string>>>({});
  const set = (name: HeaderField) => (event: { currentTarget: { value: string } }) => {
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
      onSuccess: () => notifications.show({ color: 'teal', message: t('settings.invoiceHeaderSaved') }),
    });
  };

  const field = (name: HeaderField) => ({
    label: t(`settings.${name}`),
    value: values[name],
    onChange: set(name),
    error: fieldError('settings', errors[name]),
  });

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
