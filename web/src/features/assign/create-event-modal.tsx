import { Alert, Button, Code, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { createEventInput, type CreateEventInput } from '@common/contracts/events';
import { EventFields, type EventFormValues } from '../../components/event-fields';
import { ApiError } from '../../lib/api-error';
import { useCreateEvent } from '../../lib/resources/events';
import { propertiesQuery } from '../../lib/resources/properties';

interface CreateEventModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (serviceDate: string) => void;
}

const INITIAL: EventFormValues = {
  property_id: null,
  service_date: null,
  event_summary: '',
  note: '',
  check_out_date: null,
  arrival_date: null,
};

/** 'Create New Event': property, service date, summary, optional note and dates. */
export function CreateEventModal({ opened, onClose, onCreated }: CreateEventModalProps) {
  const { t } = useTranslation();
  const houses = useQuery({ ...propertiesQuery(), enabled: opened });
  const mutation = useCreateEvent();
  const form = useForm<EventFormValues, CreateEventInput>({
    initialValues: INITIAL,
    validate: zod4Resolver(createEventInput),
    transformValues: (v) =>
      createEventInput.parse({
        ...v,
        property_id: v.property_id ?? undefined,
        service_date: v.service_date ?? undefined,
        note: v.note || null,
      }),
  });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const handleSubmit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (created) => {
        onCreated(created.service_date);
        close();
      },
    }),
  );
  const detail = mutation.error instanceof ApiError ? mutation.error.detail : mutation.error?.message;
  const options = (houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.name} (${h.city})` }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('assign.createEvent')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert" title={t('assign.createFailed')}>
              {detail && <Code block>{detail}</Code>}
            </Alert>
          )}
          <EventFields form={form} properties={options} blank />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('assign.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('assign.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
