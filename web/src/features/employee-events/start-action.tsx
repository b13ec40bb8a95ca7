import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { dismissOutboxItem, useOutbox, useQueueStart } from '../../lib/resources/outbox';

interface StartActionProps {
  event: CleaningEvent;
  /** When she started (the server's time, else her waiting tap's): no Start button then. */
  startedAt: string | null;
}

/**
 * Start on an assigned cleaning not yet started (decision 0035): the tap and its time go through the
 * phone's outbox (decision 0016), so it works offline; the card shows "Started 09:12" at once. A Start
 * the server refused is named here, with why, until she dismisses it.
 */
export function StartAction({ event, startedAt }: StartActionProps) {
  const { t } = useTranslation();
  const start = useQueueStart();
  const mine = useOutbox().filter((item) => item.eventId === event.id);
  const refused = mine.filter((item) => item.kind === 'start' && item.state === 'failed');
  const done = mine.some((item) => item.kind === 'status' && item.state === 'waiting');
  const canStart = normalizeStatus(event.status) === 'assigned' && !startedAt && !done && refused.length === 0;
  const handleStart = () =>
    start.mutate(event, {
      onSuccess: ({ waiting }) => {
        if (waiting) notifications.show({ id: 'outbox-kept', color: 'orange', message: t('outbox.keptOnPhone') });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <>
      {refused.map((item) => (
        <Alert
          key={item.key}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('jobTiming.startRefused')}
          data-testid="start-refused"
        >
          <Text size="sm">{item.reason}</Text>
          <Button size="sm" h={44} mt={6} variant="white" color="red" onClick={() => void dismissOutboxItem(item.key)}>
            {t('outbox.dismiss')}
          </Button>
        </Alert>
      ))}
      {canStart && (
        <Button
          color="teal"
          size="md"
          h={44}
          leftSection={<IconPlayerPlay size={18} />}
          loading={start.isPending}
          onClick={handleStart}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('jobTiming.start')}
        </Button>
      )}
    </>
  );
}
