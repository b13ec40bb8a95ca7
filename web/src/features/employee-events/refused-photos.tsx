import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { MAX_EVENT_PHOTOS } from '@common/domain/limits';
import { isKind } from '../../lib/outbox-store';
import { dismissOutboxItem, useOutbox, useQueueActions } from '../../lib/resources/outbox';

interface RefusedPhotosProps {
  event: CleaningEvent;
  /** Housekeepers may add another photo from here (the same outbox as the card's photos). */
  canAdd: boolean;
}

/**
 * The photos of this cleaning that were not sent (refused by the server, or by the phone when it could
 * not read a large file), each named with why, until she dismisses them (decision 0032). Whatever else
 * the server took (the cleaning sent to review) stays as it is; she may add another photo instead.
 */
export function RefusedPhotos({ event, canAdd }: RefusedPhotosProps) {
  const { t } = useTranslation();
  const refused = useOutbox()
    .filter(isKind('photo'))
    .filter((item) => item.eventId === event.id && item.state === 'failed');
  const add = useQueueActions();
  if (refused.length === 0) return null;
  const dismiss = () => Promise.all(refused.map((item) => dismissOutboxItem(item.key)));
  const handleAdd = (files: File[]) => {
    if (files.length === 0) return;
    add.mutate(
      { event, photos: files.slice(0, MAX_EVENT_PHOTOS) },
      {
        onSuccess: ({ waiting, refused: notSent }) => {
          // These are answered by the new photo; a new refusal shows here in their place.
          void dismiss();
          if (waiting) notifications.show({ id: 'outbox-kept', color: 'orange', message: t('outbox.keptOnPhone') });
          else if (notSent === 0) notifications.show({ color: 'teal', message: t('employeeEvents.photoSent') });
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('employeeEvents.photosRefused', { count: refused.length })}
      data-testid="photos-refused"
    >
      {refused.map((item) => (
        <Text key={item.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('employeeEvents.photoRefusedLine', { name: item.fileName, reason: item.reason ?? '' })}
        </Text>
      ))}
      <Group gap="xs" mt="xs">
        {canAdd && (
          <FileButton onChange={handleAdd} accept="image/*" multiple>
            {(props) => (
              <Button
                {...props}
                size="sm"
                h={44}
                variant="white"
                color="red"
                loading={add.isPending}
                leftSection={<IconCamera size={18} />}
              >
                {t('employeeEvents.addAnotherPhoto')}
              </Button>
            )}
          </FileButton>
        )}
        <Button size="sm" h={44} variant="subtle" color="red" onClick={() => void dismiss()} disabled={add.isPending}>
          {t('outbox.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
