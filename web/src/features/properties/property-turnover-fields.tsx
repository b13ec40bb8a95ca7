import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCleaningMinutes } from '@common/domain/capacity';
import { TimeField } from '../../components/time-field';
import { fieldError } from '../../lib/field-error';
import { useFormat } from '../../lib/format';
import { companySettingsQuery } from '../../lib/resources/company-settings';
import { staffQuery } from '../../lib/resources/staff';
import type { PropertyFormValues } from './property-values';

type Form = UseFormReturnType<PropertyFormValues>;

/** A field's value kept up to date for what the form shows beside it (the form itself is uncontrolled). */
export function useWatched<K extends keyof PropertyFormValues>(form: Form, name: K): PropertyFormValues[K] {
  const [value, setValue] = useState(() => form.getValues()[name]);
  form.watch(name, ({ value: next }) => setValue(next as PropertyFormValues[K]));
  return value;
}

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The property's turnover (decision 0035): its check-out and check-in times (empty: the company's), its
 * cleaning estimate (empty: the default from the rooms; the median of the last real durations beside it),
 * and who cleans it first and second.
 */
export function PropertyTurnoverFields({ form, medianMinutes }: { form: Form; medianMinutes?: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const company = useQuery(companySettingsQuery());
  const staff = useQuery(staffQuery());
  const times = {
    check_out_time: useWatched(form, 'check_out_time'),
    check_in_time: useWatched(form, 'check_in_time'),
  };
  const bedrooms = useWatched(form, 'bedrooms');
  const bathrooms = useWatched(form, 'bathrooms');
  const preferred = useWatched(form, 'preferred_employee_id');
  const backup = useWatched(form, 'backup_employee_id');
  const label = (name: keyof PropertyFormValues) => t(`properties.fields.${name}`);
  const error = (name: keyof PropertyFormValues) => fieldError('properties', form.errors[name]);

  // Active housekeepers, and whoever is chosen already even if no longer active (so the choice shows).
  const chosen = new Set([preferred, backup].filter((id) => id !== null));
  const housekeepers = (staff.data ?? [])
    .filter((e) => e.role === 'employee' && (e.active_status || chosen.has(String(e.id))))
    .map((e) => ({
      value: String(e.id),
      label: e.active_status ? e.name : `${e.name} (${t('properties.inactive')})`,
    }));
  const select = (name: 'preferred_employee_id' | 'backup_employee_id', other: string | null) => (
    <Select
      key={form.key(name)}
      {...form.getInputProps(name)}
      label={label(name)}
      error={error(name)}
      data={housekeepers.filter((h) => h.value !== other)}
      placeholder={t('properties.turnover.nobody')}
      clearable
      searchable
      nothingFoundMessage={t('properties.turnover.noHousekeepers')}
    />
  );

  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        {(['check_out_time', 'check_in_time'] as const).map((name) => (
          <TimeField
            key={name}
            label={label(name)}
            value={times[name]}
            onChange={(value) => form.setFieldValue(name, value)}
            error={error(name)}
            clearLabel={t('properties.turnover.clear', { field: label(name) })}
            description={
              times[name] === '' && company.data
                ? t('properties.turnover.companyTime', { time: company.data[name] })
                : t('properties.turnover.ownTime')
            }
          />
        ))}
      </SimpleGrid>
      <NumberInput
        key={form.key('cleaning_minutes')}
        {...form.getInputProps('cleaning_minutes')}
        label={label('cleaning_minutes')}
        error={error('cleaning_minutes')}
        placeholder={String(defaultCleaningMinutes(asNumber(bedrooms), asNumber(bathrooms)))}
        description={
          medianMinutes != null
            ? t('properties.turnover.median', { duration: format.duration(medianMinutes) })
            : t('properties.turnover.estimateHint')
        }
        min={15}
        max={1440}
        step={15}
        allowDecimal={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {select('preferred_employee_id', null)}
        {select('backup_employee_id', preferred)}
      </SimpleGrid>
    </>
  );
}
