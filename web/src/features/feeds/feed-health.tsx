import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedView } from '@common/contracts/feeds';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { useResolveHold } from '../../lib/resources/feeds';

/**
 * What needs the admin on a feed: failing for more than 24 hours, or a sync held because the calendar
 * suddenly lost its stays (confirm cancels them, discard keeps every cleaning). Nothing when healthy.
 */
export function FeedHealth({ feed }: { feed: FeedView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useResolveHold('confirm');
  const discard = useResolveHold('discard');
  const failed = confirm.error ?? discard.error;
  return (
    <>
      {feed.failing && feed.failing_since && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          data-testid={`feed-failing-${feed.id}`}
        >
          <Text size="xs">{t('feeds.failing', { since: format.dateTime(feed.failing_since) })}</Text>
        </Alert>
      )}
      {feed.hold && (
        <Alert
          color="orange"
          variant="light"
          p="xs"
          icon={<IconPlayerPause size={16} />}
          data-testid={`feed-held-${feed.id}`}
        >
          <Text size="xs">
            {t(`feeds.held.${feed.hold.reason}`, { count: feed.hold.events, since: format.dateTime(feed.hold.since) })}
          </Text>
          {failed && (
            <Text size="xs" c="red" mt={4}>
              {errorText(failed, t('feeds.held.failed'))}
            </Text>
          )}
          <Group gap={6} mt={6}>
            <Button
              size="compact-xs"
              color="red"
              loading={confirm.isPending}
              disabled={discard.isPending}
              onClick={() => confirm.mutate(feed.id)}
            >
              {t('feeds.held.confirm', { count: feed.hold.events })}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              loading={discard.isPending}
              disabled={confirm.isPending}
              onClick={() => discard.mutate(feed.id)}
            >
              {t('feeds.held.discard')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
