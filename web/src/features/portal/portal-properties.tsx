import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PortalFeed } from '@common/contracts/portal';
import { ListState } from '../../components/list-state';
import { useFormat } from '../../lib/format';
import { portalPropertiesQuery } from '../../lib/resources/portal';

/** The Properties tab: each property, its times and rooms, and how its calendar feeds sync. */
export function PortalProperties() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(portalPropertiesQuery());
  const properties = query.data ?? [];
  return (
    <Stack gap="sm">
      <ListState
        isPending={query.isPending}
        error={query.isLoadingError ? t('portal.loadError') : null}
        isEmpty={properties.length === 0}
        emptyText={t('portal.properties.empty')}
      />
      {properties.map((property) => (
        <Paper key={property.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {property.name}
            </Text>
            {property.address && (
              <Text size="sm" c="dimmed">
                {property.address}
              </Text>
            )}
            <Text size="sm">
              {t('portal.properties.bedrooms', { count: property.bedrooms })},{' '}
              {t('portal.properties.bathrooms', {
                count: property.bathrooms,
                value: format.number(property.bathrooms),
              })}{' '}
              · {t('portal.properties.times', { out: property.check_out_time, in: property.check_in_time })}
            </Text>
            {property.feeds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('portal.properties.noFeed')}
              </Text>
            ) : (
              property.feeds.map((feed) => <FeedHealth key={feed.id} feed={feed} />)
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A calendar feed's health: its platform, and when it last synced or since when it fails. */
function FeedHealth({ feed }: { feed: PortalFeed }) {
  const { t } = useTranslation();
  const format = useFormat();
  const platform = feed.platform === 'other' ? t('portal.properties.otherPlatform') : feed.platform;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color={feed.ok ? 'teal' : 'red'} styles={{ label: { textTransform: 'none' } }}>
        {platform}
      </Badge>
      <Text size="sm" c={feed.ok ? 'dimmed' : 'red.8'}>
        {feed.failing_since
          ? t('portal.properties.failingSince', { time: format.dateTime(feed.failing_since) })
          : feed.last_sync_at
            ? t('portal.properties.lastSync', { time: format.dateTime(feed.last_sync_at) })
            : t('portal.properties.notSynced')}
      </Text>
    </Group>
  );
}
