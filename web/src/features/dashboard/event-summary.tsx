import { ActionIcon, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { DateRange } from '@common/domain/calendar';
import { STATUS_COLORS } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';
import { completedPerMonth, countInRange } from './calendar-model';

interface EventSummaryProps {
  week: DateRange;
  events: readonly CleaningEvent[];
  onStep: (weeks: number) => void;
}

const WEEK_STATUSES = ['unassigned', 'assigned', 'in_review'] as const;

/** Side panel 'Event Summary': a Friday-Thursday week selector with counts, completed per month. */
export function EventSummary({ week, events, onStep }: EventSummaryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useMemo(() => countInRange(events, week), [events, week]);
  const completed = useMemo(() => completedPerMonth(events), [events]);
  return (
    <Paper withBorder radius="md" p="md" w="100%" maw={{ base: '100%', md: 300 }} data-testid="event-summary">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.summaryTitle')}
      </Title>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="default" onClick={() => onStep(-1)} aria-label={t('dashboard.previousWeek')}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text size="sm" fw={600} ta="center" data-testid="summary-week">
          {format.weekRange(week.start, week.end)}
        </Text>
        <ActionIcon variant="default" onClick={() => onStep(1)} aria-label={t('dashboard.nextWeek')}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <Stack gap={6} mt="sm">
        {WEEK_STATUSES.map((status) => (
          <Group key={status} justify="space-between">
            <Text size="sm">{t(`eventStatus.${status}`)}</Text>
            <Badge color={STATUS_COLORS[status]} variant="filled" data-testid={`summary-${status}`}>
              {counts[status]}
            </Badge>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" label={t('dashboard.completedPerMonth')} labelPosition="left" />
      <Stack gap={6}>
        {completed.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.noCompleted')}
          </Text>
        )}
        {completed.map(({ month, count }) => (
          <Group key={month} justify="space-between">
            <Text size="sm">{format.month(Number(month.slice(0, 4)), Number(month.slice(5)))}</Text>
            <Badge color={STATUS_COLORS.completed} variant="filled">
              {count}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
