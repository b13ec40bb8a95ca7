import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@common/contracts/photos';
import { useFormat } from '../lib/format';
import { PhotoThumbs } from './event-proof-tab';

/** One problem as the list and the property history show it. */
export function ProblemCard({ problem, onClose }: { problem: Problem; onClose?: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="problem">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color="orange" variant="light">
              {t(`problems.kind.${problem.kind}`)}
            </Badge>
            <Text fw={600}>{problem.property_name}</Text>
          </Group>
          <Badge color={problem.status === 'open' ? 'red' : 'gray'} variant="outline">
            {t(`problems.status.${problem.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {problem.note}
        </Text>
        {problem.photos.length > 0 && (
          <PhotoThumbs photos={problem.photos} label={t(`problems.kind.${problem.kind}`)} />
        )}
        <Text size="xs" c="dimmed">
          {t('problems.reportedBy', {
            name: problem.reported_by?.name ?? '—',
            date: format.dateTime(problem.created_at),
          })}
          {problem.service_date && ` · ${t('problems.cleaning', { date: format.date(problem.service_date) })}`}
        </Text>
        {problem.status === 'closed' && (
          <Text size="xs" c="dimmed">
            {t('problems.closedBy', {
              name: problem.closed_by?.name ?? '—',
              date: problem.closed_at ? format.dateTime(problem.closed_at) : '',
              note: problem.close_note ?? '',
            })}
          </Text>
        )}
        {problem.status === 'open' && onClose && (
          <Group justify="flex-end">
            <Button size="sm" variant="light" onClick={() => onClose(problem)}>
              {t('problems.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
