import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEventInput, type CleaningEvent, type UpdateEventInput } from '@common/contracts/events';
import { errorText } from '../lib/error-text';
import { ErrorAlert } from './error-alert';

/** A choice in a picker: an id as text and what the admin reads. */
export type PickerOption = { value: string; label: string };

type FormValues = {
  property_id: string | null;
  service_date: string | null;
  event_summary: string;
  note: string;
  check_out_date: string | null;
  arrival_date: string | null;
};

// The shared schema's messages (spec 5), translated as on Create event.
const MESSAGES: Record<string, string> = {
  'Please select a property.': 'assign.errors.property',
  'Service date is required.': 'assign.errors.serviceDate',
  'Event summary is required.': 'assign.errors.summary',
};

interface EventEditFormProps {
  event: CleaningEvent;
  properties: PickerOption[];
  onSave: (input: UpdateEventInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Edit an event (admin): the fields of Create event with the same validation; the housekeeper stays. */
export function EventEditForm({ event, properties, onSave, onCancel }: EventEditFormProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      property_id: String(event.property_id),
      service_date: event.service_date,
      event_summary: event.event_summary,
      note: event.note ?? '',
      check_out_date: event.check_out_date,
      arrival_date: event.arrival_date,
    },
    validate: zod4Resolver(createEventInput),
  });
  const error = (name: keyof FormValues) => {
    const message = form.errors[name];
    return typeof message === 'string' ? t(MESSAGES[message] ?? message, { defaultValue: message }) : undefined;
  };
  const handleSubmit = form.onSubmit(async (v) => {
    const valid = createEventInput.parse({ ...v, property_id: v.property_id ?? undefined, service_date: v.service_date ?? undefined });
    setFailure(null);
    setSaving(true);
    try {
      await onSave({
        property_id: valid.property_id,
        service_date: valid.service_date,
        event_summary: valid.event_summary,
        note: v.note.trim() === '' ? null : v.note,
        check_out_date: v.check_out_date || null,
        arrival_date: v.arrival_date || null,
      });
    } catch (cause) {
      setFailure(errorText(cause, t('eventAdmin.saveFailed')));
    } finally {
      setSaving(false);
    }
  });
  // The property of the event is always a choice, even when the list has not loaded yet.
  const options = properties.some((p) => p.value === String(event.property_id)) ? properties : [{ value: String(event.property_id), label: event.house.name }, ...properties];

  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('eventAdmin.editTitle')}>
        <Stack gap="sm">
          <ErrorAlert message={failure} />
          <Select label={t('assign.property')} data={options} searchable withAsterisk {...form.getInputProps('property_id')} error={error('property_id')} />
          <DatePickerInput label={t('assign.serviceDate')} withAsterisk valueFormat="DD/MM/YYYY" {...form.getInputProps('service_date')} error={error('service_date')} />
          <TextInput label={t('assign.summary')} withAsterisk {...form.getInputProps('event_summary')} error={error('event_summary')} />
          <Textarea label={t('assign.note')} autosize minRows={2} {...form.getInputProps('note')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DatePickerInput label={t('assign.checkOutDate')} placeholder={t('assign.optional')} clearable valueFormat="DD/MM/YYYY" {...form.getInputProps('check_out_date')} />
            <DatePickerInput label={t('assign.arrivalDate')} placeholder={t('assign.optional')} clearable valueFormat="DD/MM/YYYY" {...form.getInputProps('arrival_date')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('eventAdmin.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('eventAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
