import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { capacityQuery } from '../../lib/resources/capacity';

/** How many days the card looks ahead. */
const DAYS = 14;

/**
 * 'Next 14 days': per day its cleanings, the work against the hours the housekeepers can give, tight
 * windows, and over capacity in red; a day opens the calendar on it.
 */
export function CapacityCard({ start, onPick }: { start: string; onPick: (date: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const capacity = useQuery(capacityQuery(start, DAYS));
  return (
    <Paper withBorder radius="md" p="md" w="100%" data-testid="capacity-card">
      <Title order={2} size="h4" mb={4}>
        {t('capacity.next14')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('capacity.weekLegend')}
      </Text>
      {capacity.error && (
        <Alert color="red" variant="light">
          {t('capacity.loadError', { message: capacity.error.message })}
        </Alert>
      )}
      {capacity.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      <Stack gap={4}>
        {capacity.data?.days.map((day) => (
          <UnstyledButton
            key={day.date}
            onClick={() => onPick(day.date)}
            // Named by what it shows (a separate label would not contain its text: axe's label-content-name-mismatch).
            mih={44}
            px={6}
            py={4}
            data-testid={`capacity-day-${day.date}`}
            data-over={day.over || undefined}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: day.over ? 'var(--mantine-color-red-0)' : undefined,
            }}
          >
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {format.weekdayDayMonth(day.date)}
              </Text>
              <Text size="sm" fw={600} c={day.over ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {t('capacity.load', {
                  demand: format.duration(day.demand_minutes),
                  available: format.duration(day.available_minutes),
                })}
              </Text>
            </Group>
            <Group justify="space-between" gap={6}>
              <Text size="xs" c="dimmed">
                {[
                  t('capacity.cleanings', { count: day.cleanings }),
                  day.unassigned > 0 && t('capacity.unassigned', { count: day.unassigned }),
                  day.unconfirmed > 0 && t('capacity.unconfirmed', { count: day.unconfirmed }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group gap={4} justify="flex-end">
                {day.over && (
                  <Badge color="red" variant="filled" size="xs">
                    {t('capacity.over')}
                  </Badge>
                )}
                {day.tight > 0 && (
                  <Badge color="orange" variant="light" size="xs">
                    {t('capacity.tightCount', { count: day.tight })}
                  </Badge>
                )}
              </Group>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
