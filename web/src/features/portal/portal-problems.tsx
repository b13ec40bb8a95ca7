import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../components/list-state';
import { useFormat } from '../../lib/format';
import { portalProblemsQuery } from '../../lib/resources/portal';

/** The Problems tab: what was found at their properties, open first in the list's order (newest first), with photos. */
export function PortalProblems() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(portalProblemsQuery());
  const problems = query.data ?? [];
  return (
    <Stack gap="sm">
      <ListState
        isPending={query.isPending}
        error={query.isLoadingError ? t('portal.loadError') : null}
        isEmpty={problems.length === 0}
        emptyText={t('portal.problems.empty')}
      />
      {problems.map((problem) => (
        <Paper key={problem.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {problem.property_name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`problems.kind.${problem.kind}`)} · {format.date(problem.created_at.slice(0, 10))}
                </Text>
              </Stack>
              <Badge color={problem.status === 'open' ? 'orange' : 'teal'} variant="light" style={{ flexShrink: 0 }}>
                {t(`portal.problems.${problem.status}`)}
              </Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {problem.note}
            </Text>
            {problem.close_note && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t('portal.problems.solved', {
                  date: format.date((problem.closed_at ?? problem.created_at).slice(0, 10)),
                  note: problem.close_note,
                })}
              </Text>
            )}
            {problem.photos.length > 0 && (
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
                {problem.photos.map((photo, i) => (
                  <a
                    key={photo.id}
                    href={photo.url}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('portal.problems.photo', { number: i + 1 })}
                  >
                    <Image src={photo.url} alt="" radius="sm" h={88} fit="cover" loading="lazy" />
                  </a>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
