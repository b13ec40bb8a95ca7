import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWaitingForConnection } from '../../lib/resources/outbox';

/**
 * 'Waiting to send' on a card while actions of this cleaning wait on the phone for a connection (decision
 * 0016): offline, or the last try did not get through; not while one is simply on its way. Refused actions
 * are listed above every screen (app/layout/outbox-status.tsx).
 */
export function OutboxMarks({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const waiting = useWaitingForConnection(eventId);
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
