import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssignRefusal } from './use-assignment';

interface RefusalConfirmProps {
  refusal: AssignRefusal | null;
  onAssignAnyway: () => void;
  onClose: () => void;
}

/** The server's reason she cannot take a cleaning ("Ana Mora is off on Nov 28, 2026."), and Assign anyway. */
export function RefusalConfirm({ refusal, onAssignAnyway, onClose }: RefusalConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={refusal !== null}
      onClose={onClose}
      title={t(refusal?.started ? 'capacity.startedTitle' : 'capacity.refusedTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm" data-testid="refusal-detail">
        {refusal?.detail}
      </Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('capacity.keepUnassigned')}
        </Button>
        <Button color="orange" onClick={onAssignAnyway}>
          {t(refusal?.started ? 'capacity.reassignFresh' : 'capacity.assignAnyway')}
        </Button>
      </Group>
    </Modal>
  );
}
