import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Alert, Button, Code, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { createEventInput, type CreateEventInput } from '@common/contracts/events';
import { ApiError } from '../../lib/api-error';
import { useCreateEvent } from '../../lib/resources/events';
import { propertiesQuery } from '../../lib/resources/properties';

interface CreateEventModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (serviceDate: string) => void;
}

type FormValues = {
  property_id: string | null;
  service_date: string | null;
  event_summary: string;
  note: string;
  check_out_date: string | null;
  arrival_date: string | null;
};

// The shared schema's messages (spec 5), translated here.
const MESSAGES: Record<string, string> = {
  'Please select a property.': 'assign.errors.property',
  'Service date is required.': 'assign.errors.serviceDate',
  'Event summary is required.': 'assign.errors.summary',
};

const INITIAL: FormValues = { property_id: null, service_date: null, event_summary: '', note: '', check_out_date: null, arrival_date: null };

/** 'Create New Event': property, service date, summary, optional note and dates (spec 5). */
export function CreateEventModal({ opened, onClose, onCreated }: CreateEventModalProps) {
  const { t, i18n } = useTranslation();
  const houses = useQuery({ ...propertiesQuery(), enabled: opened });
  const mutation = useCreateEvent();
  const form = useForm<FormValues, CreateEventInput>({
    initialValues: INITIAL,
    validate: zod4Resolver(createEventInput),
    transformValues: (v) => createEventInput.parse({ ...v, property_id: v.property_id ?? undefined, service_date: v.service_date ?? undefined, note: v.note || null }),
  });
  const error = (name: keyof FormValues) => {
    const message = form.errors[name];
    return typeof message === 'string' ? t(MESSAGES[message] ?? message, { defaultValue: message }) : undefined;
  };
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
    <Modal opened={opened} onClose={close} title={t('assign.createEvent')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* Weeks start on Sunday, as in the calendars. */}
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            {mutation.isError && (
              <Alert color="red" variant="light" role="alert" title={t('assign.createFailed')}>
                {detail && <Code block>{detail}</Code>}
              </Alert>
            )}
            <Select label={t('assign.property')} placeholder={t('assign.propertyPlaceholder')} data={options} searchable withAsterisk nothingFoundMessage={t('assign.noProperties')} {...form.getInputProps('property_id')} error={error('property_id')} />
            <DatePickerInput label={t('assign.serviceDate')} placeholder={t('assign.pickDate')} withAsterisk valueFormat="DD/MM/YYYY" {...form.getInputProps('service_date')} error={error('service_date')} />
            <TextInput label={t('assign.summary')} withAsterisk {...form.getInputProps('event_summary')} error={error('event_summary')} />
            <Textarea label={t('assign.note')} autosize minRows={2} {...form.getInputProps('note')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DatePickerInput label={t('assign.checkOutDate')} placeholder={t('assign.optional')} clearable valueFormat="DD/MM/YYYY" {...form.getInputProps('check_out_date')} />
              <DatePickerInput label={t('assign.arrivalDate')} placeholder={t('assign.optional')} clearable valueFormat="DD/MM/YYYY" {...form.getInputProps('arrival_date')} />
            </SimpleGrid>
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
      </DatesProvider>
    </Modal>
  );
}
