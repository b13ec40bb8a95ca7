import { Alert, Button, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { businessWeek, monthGrid, monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import type { EventStatus } from '@common/domain/event-status';
import { formatMonth } from '../../lib/date-format';
import { useDashboardData } from './api';
import { eventsPerDay, groupByDate, shiftMonth, stepWeek } from './calendar-model';
import { CalendarLoading, RenderedMark } from './calendar-status';
import { DayEventsModal } from './day-events-modal';
import { EventDetailModal } from './event-detail-modal';
import { EventSummary } from './event-summary';
import { EventsChart } from './events-chart';
import { MonthGrid } from './month-grid';
import { useSummaryEvents } from './use-summary-events';

/** Admin calendar (spec 2.6): month grid with status counts, events per day, weekly summary. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const [view, setView] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const [week, setWeek] = useState(() => businessWeek(today));
  const [picked, setPicked] = useState<{ date: string; status: EventStatus } | null>(null);
  const [chosen, setChosen] = useState<CleaningEvent | null>(null);
  const { data, error, isPending } = useDashboardData(view.year, view.month);

  const days = useMemo(() => groupByDate(data.events), [data.events]);
  const weeks = useMemo(() => monthGrid(view.year, view.month), [view]);
  const bars = useMemo(() => eventsPerDay(days, monthRange(view.year, view.month)), [days, view]);
  const summaryEvents = useSummaryEvents(week, data.events);
  const handlePick = useCallback((date: string, status: EventStatus) => setPicked({ date, status }), []);
  // One dialog at a time: the chosen event's details replace the day's list.
  const handleChoose = (event: CleaningEvent) => {
    setPicked(null);
    setChosen(event);
  };
  const pickedEvents = picked ? (days.get(picked.date)?.byStatus[picked.status] ?? []) : [];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('pages.dashboard')}
      </Title>
      {error && (
        <Alert color="red" variant="light">
          {t('dashboard.loadError', { message: error.message })}
        </Alert>
      )}
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="md" w="100%" maw={{ base: '100%', md: 600 }} style={{ minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} onClick={() => setView((v) => shiftMonth(v.year, v.month, -1))}>
              {t('dashboard.prev')}
            </Button>
            <Text fw={700} tt="capitalize" data-testid="calendar-month">
              {formatMonth(view.year, view.month, i18n.language)}
            </Text>
            <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} onClick={() => setView((v) => shiftMonth(v.year, v.month, 1))}>
              {t('dashboard.next')}
            </Button>
          </Group>
          {isPending ? (
            <CalendarLoading />
          ) : (
            <>
              <MonthGrid weeks={weeks} days={days} today={today} onPick={handlePick} />
              <EventsChart data={bars} />
              <RenderedMark events={data.events} />
            </>
          )}
        </Stack>
        <EventSummary week={week} events={summaryEvents} onStep={(n) => setWeek((w) => stepWeek(w, n))} />
      </Flex>
      <DayEventsModal picked={picked} events={pickedEvents} onClose={() => setPicked(null)} onChoose={handleChoose} />
      <EventDetailModal event={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
