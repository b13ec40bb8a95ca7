import { Button, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { extraInput } from '@common/contracts/extras';
import { ErrorAlert } from '../../components/error-alert';
import { useKindOptions } from '../../components/extra-add-form';
import { fieldError } from '../../lib/field-error';
import { useSchemaForm } from '../../lib/form';
import { useRequestExtra, type ExtraRequestInput } from '../../lib/resources/outbox';
import { useCloseOnBack } from '../../lib/use-close-on-back';

// She says what and how much; the office sets the amounts when it approves.
const requestInput = extraInput.pick({ kind: true, description: true, quantity: true });

/**
 * "Request an extra" on her cleaning (decision 0036): kind, description, quantity. It goes through the
 * phone's outbox, so it is kept and sent once when there is no signal now.
 */
export function RequestExtraModal({ event, onClose }: { event: CleaningEvent; onClose: () => void }) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const request = useRequestExtra();
  const kinds = useKindOptions();
  const form = useSchemaForm<ExtraRequestInput>(requestInput, { kind: 'laundry', description: '', quantity: 1 });
  const field = (name: keyof ExtraRequestInput) => ({
    ...form.getInputProps(name),
    key: form.key(name),
    label: t(name === 'kind' ? 'extras.kindLabel' : `extras.${name}`),
    error: fieldError('extras', form.errors[name]),
    disabled: request.isPending,
  });
  const handleSubmit = form.onSubmit((extra) =>
    request.mutate(
      { event, extra },
      {
        onSuccess: ({ waiting }) => {
          notifications.show({
            color: waiting ? 'orange' : 'teal',
            message: t(waiting ? 'outbox.keptOnPhone' : 'extras.requestSent'),
          });
          onClose();
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('extras.requestTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label={t('extras.requestTitle')}>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {event.property?.name ?? event.house.name}
          </Text>
          <Select data={kinds} allowDeselect={false} required {...field('kind')} />
          <TextInput maxLength={200} placeholder={t('extras.descriptionPlaceholder')} {...field('description')} />
          <NumberInput min={0.01} decimalScale={2} required {...field('quantity')} />
          <Text size="xs" c="dimmed">
            {t('extras.requestHint')}
          </Text>
          <ErrorAlert message={request.error && t('extras.requestFailed', { message: request.error.message })} />
          <Button type="submit" h={44} leftSection={<IconSend size={18} />} loading={request.isPending}>
            {t('extras.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
