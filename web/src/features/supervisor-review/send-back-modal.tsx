import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventChecklist } from '@common/contracts/checklists';
import type { CleaningEvent } from '@common/contracts/events';
import { ChecklistReview } from '../../components/checklist-review';

interface SendBackModalProps {
  event: CleaningEvent | null;
  /** The cleaning's checklist, when it has one: the supervisor may name the items to redo. */
  checklist?: EventChecklist;
  onCancel: () => void;
  onConfirm: (event: CleaningEvent, reason: string, redoItems: string[]) => void;
}

/**
 * Asks why an event in review goes back to its housekeeper as assigned: she sees the reason on her card, and
 * on each checklist item named to redo (decision 0037).
 */
export function SendBackModal({ event, checklist, onCancel, onConfirm }: SendBackModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [redo, setRedo] = useState<ReadonlySet<string>>(new Set());
  const isPhone = useMediaQuery('(max-width: 48em)');
  const close = () => {
    setReason('');
    setMissing(false);
    setRedo(new Set());
    onCancel();
  };
  const choose = (itemId: string, chosen: boolean) =>
    setRedo((current) => {
      const next = new Set(current);
      if (chosen) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  const items = checklist?.event_id === event?.id && checklist?.sections.length ? checklist : undefined;
  const confirm = () => {
    if (!event) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(event, reason.trim(), [...redo]);
    setReason('');
    setMissing(false);
    setRedo(new Set());
  };
  return (
    <Modal
      opened={event !== null}
      onClose={close}
      title={t('supervisorReview.sendBackTitle')}
      centered
      fullScreen={isPhone && items !== undefined}
      size={items ? 'lg' : 'md'}
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
      {items && (
        <Stack gap={4} mb="lg">
          <Text fw={600}>{t('checklistReview.redoTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('checklistReview.redoHint')}
          </Text>
          <ChecklistReview checklist={items} chosen={redo} onChoose={choose} />
        </Stack>
      )}
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
