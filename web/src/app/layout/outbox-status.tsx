import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dismissOutboxItem, useOutbox } from '../../lib/resources/outbox';

/** The header's count of actions still on the phone (decision 0016); nothing when all are sent. */
export function OutboxCount() {
  const { t } = useTranslation();
  const waiting = useOutbox().filter((item) => item.state === 'waiting').length;
  if (waiting === 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      size="lg"
      tt="none"
      leftSection={<IconCloudUpload size={16} />}
      style={{ flexShrink: 0 }}
      data-testid="outbox-count"
    >
      {t('outbox.count', { count: waiting })}
    </Badge>
  );
}

// Her cleanings' screen names a refused photo on its card, with a way to add another (decision 0032),
// and a refused Start on its card too.
const PHOTOS_ON_CARDS = '/cleaning-events-employee';

/**
 * Each action the server refused (the cleaning was reassigned, moved or deleted meanwhile; a photo it
 * could not take), with its reason, above every screen until she dismisses it: nothing made on the
 * phone disappears unseen.
 */
export function OutboxFailures() {
  const { t } = useTranslation();
  const onCards = useLocation().pathname === PHOTOS_ON_CARDS;
  const failed = useOutbox().filter(
    (item) => item.state === 'failed' && !(onCards && (item.kind === 'photo' || item.kind === 'start')),
  );
  if (failed.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {failed.map((item) => (
        <Alert
          key={item.key}
          data-testid="outbox-failed"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(`outbox.failed.${item.kind}`, {
            summary: item.summary,
            date: item.serviceDate,
            name: item.fileName ?? 'photo.jpg',
          })}
        >
          <Text size="sm">{item.reason}</Text>
          <Button size="xs" variant="white" color="red" mt={6} onClick={() => void dismissOutboxItem(item.key)}>
            {t('outbox.dismiss')}
          </Button>
        </Alert>
      ))}
    </Stack>
  );
}
