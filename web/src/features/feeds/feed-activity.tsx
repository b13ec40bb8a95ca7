import { Alert, Badge, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedActivityEntry, FeedView } from '@common/contracts/feeds';
import { useFormat } from '../../lib/format';
import { feedActivityQuery } from '../../lib/resources/feeds';
import { RESULT_COLORS } from './feed-status';

/** One sync's outcome in words: its result badge, what it changed, and its error. */
function Outcome({ entry }: { entry: FeedActivityEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge color={RESULT_COLORS[entry.result]} variant="light" size="sm">
        {t(`feeds.result.${entry.result}`)}
      </Badge>
      {entry.result !== 'error' && <Text size="xs">{t('feeds.activity.counts', entry)}</Text>}
      {entry.held && (
        <Text size="xs" c="orange">
          {t('feeds.activity.held')}
        </Text>
      )}
      {entry.error && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {entry.error}
        </Text>
      )}
    </Stack>
  );
}

/** A feed's activity log (its last 20 syncs, newest first): time, result, created/updated/cancelled, error. */
export function FeedActivityModal({ feed, onClose }: { feed: FeedView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const log = useQuery({ ...feedActivityQuery(feed?.id ?? 0), enabled: feed !== null });
  return (
    <Modal
      opened={feed !== null}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={t('feeds.activity.title', { name: feed?.propertyName ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {log.isPending && (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {log.isError && (
        <Alert color="red" variant="light">
          {t('feeds.activity.loadError')}
        </Alert>
      )}
      {log.data?.length === 0 && <Text c="dimmed">{t('feeds.activity.none')}</Text>}
      {log.data && log.data.length > 0 && (
        <Table verticalSpacing="xs" aria-label={t('feeds.activity.title', { name: feed?.propertyName ?? '' })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('feeds.activity.when')}</Table.Th>
              <Table.Th>{t('feeds.activity.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((entry) => (
              <Table.Tr key={entry.at}>
                <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  <Text size="xs">{format.dateTime(entry.at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Outcome entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
