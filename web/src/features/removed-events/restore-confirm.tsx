import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemovedEvent } from '@common/contracts/removed-events';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { useCloseOnBack } from '../../lib/use-close-on-back';

interface RestoreConfirmProps {
  /** The cleaning to bring back; null while the dialog is closed. */
  event: RemovedEvent | null;
  mutation: { isPending: boolean; error: Error | null };
  onConfirm: () => void;
  onClose: () => void;
}

/** "Bring it back?": says it returns unassigned; a refusal (409) shows the server's sentence. */
export function RestoreConfirm({ event, mutation, onConfirm, onClose }: RestoreConfirmProps) {
  useCloseOnBack(event !== null, onClose);
  const { t } = useTranslation();
  const format = useFormat();
  const error = mutation.error ? errorText(mutation.error, t('removedEvents.restoreError')) : null;
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={t('removedEvents.restoreTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('removedEvents.restoreText', {
            property: event?.property_name ?? '',
            date: event ? format.date(event.service_date) : '',
          })}
        </Text>
        <ErrorAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('removedEvents.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={mutation.isPending}>
            {t('removedEvents.restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
