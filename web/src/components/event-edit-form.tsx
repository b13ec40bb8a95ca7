import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEventInput, type CleaningEvent, type UpdateEventInput } from '@common/contracts/events';
import type { PickerOption } from '../lib/event-admin-tools';
import { errorText } from '../lib/error-text';
import { ErrorAlert } from './error-alert';
import { EventFields, type EventFormValues } from './event-fields';

interface EventEditFormProps {
  event: CleaningEvent;
  properties: PickerOption[];
  onSave: (input: UpdateEventInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Edit an event (admin): the fields of Create event with the same validation; the housekeeper stays. */
export function EventEditForm({ event, properties, onSave, onCancel }: EventEditFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EventFormValues>({
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
  const handleSubmit = form.onSubmit(async (v) => {
    const valid = createEventInput.parse({
      ...v,
      property_id: v.property_id ?? undefined,
      service_date: v.service_date ?? undefined,
    });
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
  const options = properties.some((p) => p.value === String(event.property_id))
    ? properties
    : [{ value: String(event.property_id), label: event.house.name }, ...properties];

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('eventAdmin.editTitle')}>
      <Stack gap="sm">
        <ErrorAlert message={failure} />
        <EventFields form={form} properties={options} />
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
  );
}
