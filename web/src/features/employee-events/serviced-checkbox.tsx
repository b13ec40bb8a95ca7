import { Checkbox, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { useMarkServiced } from './api';

interface ServicedCheckboxProps {
  event: CleaningEvent;
  note: string;
  onSending: (id: number) => void;
}

/** 'Mark as Serviced / Send to Review': one way, locked while sending, unchecked again on failure. */
export function ServicedCheckbox({ event, note, onSending }: ServicedCheckboxProps) {
  const { t } = useTranslation();
  const mark = useMarkServiced();
  const sent = normalizeStatus(event.status) !== 'assigned';
  const checked = mark.isPending || sent;
  const label = mark.isPending ? t('employeeEvents.sending') : sent ? t('employeeEvents.sent') : t('employeeEvents.markServiced');

  const handleCheck = () => {
    if (checked) return;
    onSending(event.id);
    mark.mutate(
      { event, note },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: t('employeeEvents.sendFailed', { message: error.message }) }),
      },
    );
  };

  return (
    <Paper radius="md" p="sm" bg={sent && !mark.isPending ? 'yellow.0' : 'teal.0'} withBorder>
      <Checkbox
        size="md"
        checked={checked}
        disabled={checked}
        onChange={handleCheck}
        label={label}
        color="teal"
        styles={{ label: { fontWeight: 600, color: 'var(--mantine-color-dark-7)' }, body: { alignItems: 'center' } }}
      />
    </Paper>
  );
}
