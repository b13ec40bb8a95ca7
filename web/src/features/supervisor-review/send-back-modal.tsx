import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';

interface SendBackModalProps {
  event: CleaningEvent | null;
  onCancel: () => void;
  onConfirm: (event: CleaningEvent, reason: string) => void;
}

/** Asks why an event in review goes back to its housekeeper as assigned: she sees the reason on her card. */
export function SendBackModal({ event, onCancel, onConfirm }: SendBackModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };
  const confirm = () => {
    if (!event) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(event, reason.trim());
    setReason('');
    setMissing(false);
  };
  return (
    <Modal
      opened={event !== null}
      onClose={close}
      title={t('supervisorReview.sendBackTitle')}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="md">
        {t('supervisorReview.sendBackText', {
          summary: event?.event_summary ?? '',
          name: event?.assignedEmployeeName ?? t('supervisorReview.noHousekeeper'),
        })}
      </Text>
      <Textarea
        label={t('supervisorReview.sendBackReason')}
        placeholder={t('supervisorReview.sendBackReasonPlaceholder')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? t('supervisorReview.sendBackReasonRequired') : undefined}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
        mb="lg"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={close}>
          {t('supervisorReview.cancel')}
        </Button>
        <Button color="orange" size="md" onClick={confirm}>
          {t('supervisorReview.sendBackConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
