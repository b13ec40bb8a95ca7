import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

/**
 * Each action the server refused (the cleaning was reassigned, moved or deleted meanwhile), with its
 * reason, above every screen until she dismisses it: nothing made on the phone disappears unseen.
 */
export function OutboxFailures() {
  const { t } = useTranslation();
  const failed = useOutbox().filter((item) => item.state === 'failed');
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
          title={t(`outbox.failed.${item.kind}`, { summary: item.summary, date: item.serviceDate })}
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
