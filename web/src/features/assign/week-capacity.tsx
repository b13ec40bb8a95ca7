import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CapacityDay } from '@common/contracts/capacity';
import { WRAPPING } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';

interface WeekCapacityProps {
  days: CapacityDay[] | undefined;
  error: Error | null;
}

/** The week's days: the work of each against the hours the housekeepers can give, over capacity and tight windows marked. */
export function WeekCapacity({ days, error }: WeekCapacityProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="week-capacity">
      <Title order={2} size="h4">
        {t('capacity.weekTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('capacity.weekLegend')}
      </Text>
      {error && (
        <Alert color="red" variant="light">
          {t('capacity.loadError', { message: error.message })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 4, lg: 7 }} spacing="xs">
        {days?.map((day) => (
          <Paper
            key={day.date}
            withBorder
            radius="md"
            p="xs"
            data-testid={`capacity-${day.date}`}
            data-over={day.over || undefined}
            style={day.over ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Text size="xs" fw={700}>
              {format.weekdayDayMonth(day.date)}
            </Text>
            <Text size="sm" fw={600} c={day.over ? 'red.9' : undefined}>
              {t('capacity.load', {
                demand: format.duration(day.demand_minutes),
                available: format.duration(day.available_minutes),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                t('capacity.cleanings', { count: day.cleanings }),
                day.unassigned > 0 && t('capacity.unassigned', { count: day.unassigned }),
                day.unconfirmed > 0 && t('capacity.unconfirmed', { count: day.unconfirmed }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap={4} mt={4}>
              {day.over && (
                <Badge color="red" variant="filled" size="sm" styles={WRAPPING}>
                  {t('capacity.over')}
                </Badge>
              )}
              {day.tight > 0 && (
                <Badge color="orange" variant="light" size="sm" styles={WRAPPING}>
                  {t('capacity.tightCount', { count: day.tight })}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
