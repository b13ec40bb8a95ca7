import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';

interface SendBackModalProps {
  event: CleaningEvent | null;
  onCancel: () => void;
  onConfirm: (event: CleaningEvent) => void;
}

/** Asks before an event in review goes back to its housekeeper as assigned. */
export function SendBackModal({ event, onCancel, onConfirm }: SendBackModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={event !== null} onClose={onCancel} title={t('supervisorReview.sendBackTitle')} centered styles={{ title: { fontWeight: 700 } }}>
      <Text mb="lg">
        {t('supervisorReview.sendBackText', {
          summary: event?.event_summary ?? '',
          name: event?.assignedEmployeeName ?? t('supervisorReview.noHousekeeper'),
        })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={onCancel}>
          {t('supervisorReview.cancel')}
        </Button>
        <Button color="orange" size="md" onClick={() => event && onConfirm(event)}>
          {t('supervisorReview.sendBackConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
