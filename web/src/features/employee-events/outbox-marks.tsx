import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../lib/resources/outbox';

/**
 * 'Waiting to send' on a card while the phone's outbox holds actions of this cleaning (decision
 * 0016). Refused actions are listed above every screen (app/layout/outbox-status.tsx).
 */
export function OutboxMarks({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const waiting = useOutbox().filter((item) => item.eventId === eventId && item.state === 'waiting').length;
  if (waiting === 0) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      size="lg"
      tt="none"
      leftSection={<IconCloudUpload size={16} />}
      style={{ alignSelf: 'flex-start' }}
      data-testid="waiting-mark"
    >
      {t('outbox.waiting', { count: waiting })}
    </Badge>
  );
}
