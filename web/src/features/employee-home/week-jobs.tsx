import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent, MyWeekResponse } from '@common/contracts/events';
import { useFormat } from '../../lib/format';
import { JobCard } from './job-card';
import { compareIso } from '@common/domain/dates';

interface WeekJobsProps {
  week: MyWeekResponse;
  today: string;
  onOpen: (event: CleaningEvent) => void;
}

function byDay(events: CleaningEvent[]): [string, CleaningEvent[]][] {
  const days = new Map<string, CleaningEvent[]>();
  for (const event of [...events].sort((a, b) => compareIso(a.service_date, b.service_date))) {
    days.set(event.service_date, [...(days.get(event.service_date) ?? []), event]);
  }
  return [...days.entries()];
}

/** "Where do I go today?": today's jobs first, then the rest of the Friday-Thursday week. */
export function WeekJobs({ week, today, onOpen }: WeekJobsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const todays = week.events.filter((e) => e.service_date === today);
  const rest = byDay(week.events.filter((e) => e.service_date !== today));
  const dayLabel = (iso: string) => format.weekdayDayMonth(iso);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="week-jobs-title">
      <Group justify="space-between" align="baseline" mb="sm" gap={4}>
        {/* elementtiming: bench/phone-week.ts reads when her week is painted. */}
        <Title order={2} size="h3" id="week-jobs-title" elementtiming="her-week">
          {t('employeeHome.weekTitle')}
        </Title>
        <Badge size="lg" variant="light" tt="none" data-testid="week-range">
          {t('employeeHome.weekRange', { start: dayLabel(week.week_start), end: dayLabel(week.week_end) })}
        </Badge>
      </Group>
      <Stack gap="xs">
        <Text fw={700} c="teal">
          {t('employeeHome.today')} · {dayLabel(today)}
        </Text>
        {todays.length === 0 ? (
          <Text c="dimmed" size="sm">
            {week.events.length === 0 ? t('employeeHome.weekEmpty') : t('employeeHome.todayEmpty')}
          </Text>
        ) : (
          todays.map((event) => <JobCard key={event.id} event={event} onOpen={onOpen} />)
        )}
        {rest.map(([day, events]) => (
          <Stack key={day} gap="xs" mt="xs">
            <Text fw={600} size="sm" c={day < today ? 'dimmed' : undefined}>
              {dayLabel(day)}
            </Text>
            {events.map((event) => (
              <JobCard key={event.id} event={event} onOpen={onOpen} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
