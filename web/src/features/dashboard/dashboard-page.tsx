import { Alert, Button, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { businessWeek, monthGrid, monthRange } from '@common/domain/calendar';
import { conflictsByDay, eventConflicts } from '@common/domain/conflicts';
import { todayIso } from '@common/domain/dates';
import type { EventStatus } from '@common/domain/event-status';
import { DayEventsModal } from '../../components/day-events-modal';
import { EventDetailsModal } from '../../components/event-details-modal';
import { ExtraRequestsCard } from '../../components/extra-requests-card';
import { useEventAdmin } from '../../lib/event-admin';
import { useFormat } from '../../lib/format';
import { monthQuery, useMonthsEvents } from '../../lib/resources/events';
import { eventsPerDay, groupByDate, monthsOfRange, shiftMonth, stepWeek } from './calendar-model';
import { CalendarLoading, RenderedMark } from './calendar-status';
import { CapacityCard } from './capacity-card';
import { EventSummary } from './event-summary';
import { EventsChart } from './events-chart';
import { FeedAlerts } from './feed-alerts';
import { MonthGrid } from './month-grid';
import { OffDayAlerts } from './off-day-alerts';
import { TimeOffWaiting } from './time-off-waiting';
import { useEventLink } from './use-event-link';
import { useEventExtras, useExtraRequests } from '../../lib/resources/extras';
import { useEventChecklist } from '../../lib/resources/checklists';
import { useEventProof } from '../../lib/resources/photos';

const EMPTY: CleaningEvent[] = [];

/**
 * Admin calendar: month grid with status counts, events per day, weekly summary. It asks
 * only for what it shows: the month's events, and those of the months the summary week touches.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayIso();
  const [view, setView] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const [week, setWeek] = useState(() => businessWeek(today));
  const [picked, setPicked] = useState<{ date: string; status: EventStatus | null } | null>(null);
  const [chosen, setChosen] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(chosen);
  const checklist = useEventChecklist(chosen);
  const extras = useEventExtras(chosen);
  const extraRequests = useExtraRequests();
  const admin = useEventAdmin(chosen, setChosen);
  const month = useQuery(monthQuery(view.year, view.month));
  const events = month.data ?? EMPTY;
  const weekMonths = useMonthsEvents(useMemo(() => monthsOfRange(week), [week]));

  const days = useMemo(() => groupByDate(events), [events]);
  const conflicts = useMemo(() => eventConflicts(events), [events]);
  const dayConflicts = useMemo(() => conflictsByDay(events), [events]);
  const weeks = useMemo(() => monthGrid(view.year, view.month), [view]);
  const bars = useMemo(() => eventsPerDay(days, monthRange(view.year, view.month)), [days, view]);
  const summaryEvents = useMemo(
    () => [...new Map([...events, ...weekMonths.events].map((e) => [e.id, e])).values()],
    [events, weekMonths.events],
  );
  const handlePick = useCallback((date: string, status: EventStatus | null) => setPicked({ date, status }), []);
  const pickedDay = picked ? days.get(picked.date) : undefined;
  // One dialog at a time: the chosen event's details replace the day's list.
  const handleChoose = (event: CleaningEvent) => {
    setPicked(null);
    setChosen(event);
  };
  const step = (by: number) => setView((v) => shiftMonth(v.year, v.month, by));
  // A link to one cleaning (the feed banner's) shows its month and week and opens its details.
  const showDate = useCallback((date: string) => {
    setView({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
    setWeek(businessWeek(date));
  }, []);
  const openLinked = useCallback((event: CleaningEvent) => {
    setPicked(null);
    setChosen(event);
  }, []);
  useEventLink(view, month.data, showDate, openLinked);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('pages.dashboard')}
      </Title>
      <FeedAlerts />
      <OffDayAlerts start={today} />
      <ExtraRequestsCard tools={extraRequests} />
      <TimeOffWaiting />
      {month.error && (
        <Alert color="red" variant="light">
          {t('dashboard.loadError', { message: month.error.message })}
        </Alert>
      )}
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="md" w="100%" maw={{ base: '100%', md: 600 }} style={{ minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            {/* The buttons keep their words whole (Spanish "Siguiente"); the month wraps instead. */}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} />}
              onClick={() => step(-1)}
              style={{ flexShrink: 0 }}
            >
              {t('dashboard.prev')}
            </Button>
            <Text fw={700} ta="center" data-testid="calendar-month" style={{ minWidth: 0 }}>
              {format.month(view.year, view.month)}
            </Text>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} />}
              onClick={() => step(1)}
              style={{ flexShrink: 0 }}
            >
              {t('dashboard.next')}
            </Button>
          </Group>
          {month.isPending ? (
            <CalendarLoading />
          ) : (
            <>
              <MonthGrid weeks={weeks} days={days} today={today} onPick={handlePick} conflicts={dayConflicts} />
              <EventsChart data={bars} />
              <RenderedMark events={events} />
            </>
          )}
        </Stack>
        <Stack gap="md" w="100%" maw={{ base: '100%', md: 300 }}>
          <EventSummary week={week} events={summaryEvents} onStep={(n) => setWeek((w) => stepWeek(w, n))} />
          <CapacityCard start={today} onPick={showDate} />
        </Stack>
      </Flex>
      <DayEventsModal
        events={
          picked
            ? ((picked.status
                ? pickedDay?.byStatus[picked.status]
                : pickedDay && Object.values(pickedDay.byStatus).flat()) ?? EMPTY)
            : null
        }
        title={
          picked?.status
            ? t('dashboard.dayModalTitle', {
                date: format.date(picked.date),
                status: t(`eventStatus.${picked.status}`),
              })
            : picked
              ? format.date(picked.date)
              : ''
        }
        emptyText={t(picked?.status ? 'dashboard.noEventsForStatus' : 'dashboard.noEventsForDay')}
        onClose={() => setPicked(null)}
        onChoose={handleChoose}
        conflicts={conflicts}
        withWindow
      />
      <EventDetailsModal
        event={chosen}
        onClose={() => setChosen(null)}
        inAppLanguage
        admin={admin}
        conflicts={chosen ? conflicts.get(chosen.id) : undefined}
        proof={proof}
        checklist={checklist.data}
        extras={extras}
      />
    </Stack>
  );
}
