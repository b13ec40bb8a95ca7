import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@common/contracts/feeds';
import { useFormat } from '../../lib/format';

/** The colour of each sync result (its word is always shown beside it). */
export const RESULT_COLORS = { ok: 'teal', not_modified: 'blue', error: 'red' } as const;

/** A feed's last sync: when, how it ended, and the error if it failed. */
export function FeedStatus({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = feed.last_sync_at ? format.dateTime(feed.last_sync_at) : t('feeds.neverSynced');
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {feed.last_result && (
          <Badge color={RESULT_COLORS[feed.last_result]} variant="light" size="sm">
            {t(`feeds.result.${feed.last_result}`)}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </Group>
      {feed.last_error && (
        <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {feed.last_error}
        </Text>
      )}
    </Stack>
  );
}

/** The platform of a feed, translated when it is not one of the known ones. */
export function platformLabel(platform: Feed['platform'], t: (key: string) => string): string {
  return platform === 'other' ? t('feeds.platformOther') : platform;
}
