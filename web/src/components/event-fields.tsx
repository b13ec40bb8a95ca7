import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { dateFieldFormatter } from '../lib/format';
import type { PickerOption } from '../lib/event-admin-tools';
import { useCalendarLabels } from './calendar-labels';

/** The form values of an event, as Create event and Edit event hold them. */
export type EventFormValues = {
  property_id: string | null;
  service_date: string | null;
  event_summary: string;
  note: string;
  check_out_date: string | null;
  arrival_date: string | null;
};

// The shared schema's messages, translated.
const MESSAGES: Record<string, string> = {
  'Please select a property.': 'assign.errors.property',
  'Service date is required.': 'assign.errors.serviceDate',
  'Event summary is required.': 'assign.errors.summary',
};

interface EventFieldsProps<T> {
  form: UseFormReturnType<EventFormValues, T>;
  properties: PickerOption[];
  /** The form starts empty (Create event): the pickers say what to choose. */
  blank?: boolean;
}

/**
 * The fields of an event (property, service date, summary, note, check-out and arrival dates) with the
 * validation messages of createEventInput: one form for Create event and Edit event. Date pickers start
 * the week on Sunday, as the calendars do.
 */
export function EventFields<T>({ form, properties, blank = false }: EventFieldsProps<T>) {
  const { t, i18n } = useTranslation();
  const ariaLabels = useCalendarLabels();
  const error = (name: keyof EventFormValues) => {
    const message = form.errors[name];
    return typeof message === 'string' ? t(MESSAGES[message] ?? message, { defaultValue: message }) : undefined;
  };
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
      <Select
        label={t('assign.property')}
        placeholder={blank ? t('assign.propertyPlaceholder') : undefined}
        data={properties}
        searchable
        withAsterisk
        nothingFoundMessage={t('assign.noProperties')}
        {...form.getInputProps('property_id')}
        error={error('property_id')}
      />
      <DatePickerInput
        label={t('assign.serviceDate')}
        placeholder={blank ? t('assign.pickDate') : undefined}
        withAsterisk
        valueFormatter={dateFieldFormatter(i18n.language)}
        ariaLabels={ariaLabels}
        {...form.getInputProps('service_date')}
        error={error('service_date')}
      />
      <TextInput
        label={t('assign.summary')}
        withAsterisk
        {...form.getInputProps('event_summary')}
        error={error('event_summary')}
      />
      <Textarea label={t('assign.note')} autosize minRows={2} {...form.getInputProps('note')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DatePickerInput
          label={t('assign.checkOutDate')}
          placeholder={t('assign.optional')}
          clearable
          valueFormatter={dateFieldFormatter(i18n.language)}
          ariaLabels={ariaLabels}
          {...form.getInputProps('check_out_date')}
        />
        <DatePickerInput
          label={t('assign.arrivalDate')}
          placeholder={t('assign.optional')}
          clearable
          valueFormatter={dateFieldFormatter(i18n.language)}
          ariaLabels={ariaLabels}
          {...form.getInputProps('arrival_date')}
        />
      </SimpleGrid>
    </DatesProvider>
  );
}
