import { NumberInput, Select, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Client } from '@common/contracts/clients';
import { currencySymbol, PAYROLL_CURRENCY } from '@common/domain/format';
import { fieldError } from '../../lib/field-error';
import { useAmountFormat } from '../../lib/format';
import { PropertyTurnoverFields, useWatched } from './property-turnover-fields';
import type { PropertyFormValues } from './property-values';

type Form = UseFormReturnType<PropertyFormValues>;

function Section({ children }: { children: string }) {
  return (
    <Title order={3} size="h6" c="dimmed" tt="uppercase" mt="sm">
      {children}
    </Title>
  );
}

interface PropertyFormFieldsProps {
  form: Form;
  clients: Client[];
  /** The median of its last real cleaning durations, shown under the estimate (editing only). */
  medianMinutes?: number | null;
}

/** Every field of a property, grouped; money labelled with its currency (decision 0004). */
export function PropertyFormFields({ form, clients, medianMinutes }: PropertyFormFieldsProps) {
  const { t } = useTranslation();
  const amountFormat = useAmountFormat();
  // The client price is in the chosen client's currency (decision 0036): its label and sign follow the client.
  const clientId = useWatched(form, 'client_id');
  const clientCurrency = clients.find((c) => String(c.id) === clientId)?.currency ?? 'USD';
  const props = (name: keyof PropertyFormValues) => ({
    ...form.getInputProps(name),
    error: fieldError('properties', form.errors[name]),
    label: t(`properties.fields.${name}`, { currency: clientCurrency }),
  });
  const text = (name: keyof PropertyFormValues, required = false) => (
    <TextInput key={form.key(name)} {...props(name)} required={required} />
  );
  const area = (name: keyof PropertyFormValues) => <Textarea key={form.key(name)} {...props(name)} rows={3} />;
  const money = (name: keyof PropertyFormValues, symbol: string, required: boolean) => (
    <NumberInput
      key={form.key(name)}
      {...props(name)}
      required={required}
      min={0}
      decimalScale={2}
      {...amountFormat}
      leftSection={symbol}
      hideControls
    />
  );
  const clientOptions = clients.map((c) => ({
    value: String(c.id),
    label: c.active_status ? c.name : `${c.name} (${t('properties.inactive')})`,
  }));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          key={form.key('client_id')}
          {...props('client_id')}
          data={clientOptions}
          searchable
          required
          nothingFoundMessage={t('properties.noClients')}
        />
        {text('name', true)}
      </SimpleGrid>
      <Section>{t('properties.sections.money')}</Section>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {money('client_price', currencySymbol(clientCurrency), true)}
        {money('worker_payment', currencySymbol(PAYROLL_CURRENCY), true)}
        {money('supervisor_payment', currencySymbol(PAYROLL_CURRENCY), false)}
      </SimpleGrid>
      <Section>{t('properties.sections.location')}</Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('street_address')}
        {text('city')}
        {text('state', true)}
        {text('zip_code')}
        {text('region')}
        {text('google_maps_address')}
      </SimpleGrid>
      <Section>{t('properties.sections.rooms')}</Section>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput key={form.key('bedrooms')} {...props('bedrooms')} min={0} max={100} allowDecimal={false} />
        <NumberInput
          key={form.key('bathrooms')}
          {...props('bathrooms')}
          min={0}
          max={100}
          step={0.5}
          decimalScale={1}
        />
      </SimpleGrid>
      <Section>{t('properties.sections.turnover')}</Section>
      <PropertyTurnoverFields form={form} medianMinutes={medianMinutes} />
      <Section>{t('properties.sections.access')}</Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('entry_method')}
        {text('cabinet_code')}
      </SimpleGrid>
      {area('entry_method_description')}
      <Section>{t('properties.sections.laundry')}</Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('laundry_type')}
        <TextInput key={form.key('note')} {...props('note')} type="url" placeholder="https://" />
      </SimpleGrid>
      {area('laundry_type_description')}
      <Section>{t('properties.sections.more')}</Section>
      <TextInput
        key={form.key('google_drive_folder_url')}
        {...props('google_drive_folder_url')}
        type="url"
        placeholder="https://"
      />
      {area('details')}
    </>
  );
}
