import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedView } from '@common/contracts/feeds';
import { FeedActions } from './feed-actions';
import { FeedHealth } from './feed-health';
import { FeedStatus, platformLabel } from './feed-status';

const COLUMNS = ['id', 'house', 'client', 'platform', 'lastSync', 'actions'] as const;

type Props = {
  feeds: FeedView[];
  onEdit: (feed: FeedView) => void;
  onDelete: (feed: FeedView) => void;
  onActivity: (feed: FeedView) => void;
};

/** The feeds as a table on wide screens and as cards on a phone. */
export function FeedsList({ feeds, onEdit, onDelete, onActivity }: Props) {
  const { t } = useTranslation();
  const platform = (f: FeedView) => (
    <Badge variant="outline" color={f.platform === 'other' ? 'gray' : 'grape'} size="sm">
      {platformLabel(f.platform, t)}
    </Badge>
  );
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('feeds.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`feeds.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {feeds.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{f.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {f.propertyName}
                  </Text>
                  <Text size="xs" c="dimmed" maw={260} truncate="end" title={f.ical_url}>
                    {f.ical_url}
                  </Text>
                </Table.Td>
                <Table.Td>{f.clientName}</Table.Td>
                <Table.Td>{platform(f)}</Table.Td>
                <Table.Td maw={260}>
                  <Stack gap={6}>
                    <FeedStatus feed={f} />
                    <FeedHealth feed={f} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <FeedActions feed={f} onEdit={onEdit} onDelete={onDelete} onActivity={onActivity} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack hiddenFrom="sm" gap="sm" aria-label={t('feeds.listLabel')} role="list">
        {feeds.map((f) => (
          <Card key={f.id} withBorder radius="md" padding="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{f.propertyName}</Text>
                <Text size="sm" c="dimmed">
                  {f.clientName} · #{f.id}
                </Text>
              </div>
              {platform(f)}
            </Group>
            <Text size="xs" c="dimmed" truncate="end" mt={4}>
              {f.ical_url}
            </Text>
            <Stack gap="xs" mt="xs">
              <FeedStatus feed={f} />
              <FeedHealth feed={f} />
              <FeedActions feed={f} onEdit={onEdit} onDelete={onDelete} onActivity={onActivity} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
