import { Alert, Grid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { normalizeStatus } from '@common/domain/event-status';
import { DayEventsModal } from '../../components/day-events-modal';
import { EventDetailsOnDemand } from '../../components/event-details-on-demand';
import { PageLoader } from '../../components/page-loader';
import { useFormat } from '../../lib/format';
import { myMonthQuery, myWeekQuery } from '../../lib/resources/events';
import { MonthCalendar } from './month-calendar';
import { WeekJobs } from './week-jobs';
import { useEventProof } from '../../lib/resources/photos';

function groupByDay(events: CleaningEvent[]): Map<string, CleaningEvent[]> {
  const days = new Map<string, CleaningEvent[]>();
  for (const event of events) days.set(event.service_date, [...(days.get(event.service_date) ?? []), event]);
  return days;
}

/** Housekeeper home (spec 2.13): this week's jobs first, then the current month's calendar. */
export function EmployeeHomePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const week = useQuery(myWeekQuery());
  const monthEvents = useQuery(myMonthQuery(year, month));
  // Her jobs are drawn in a transition when they arrive: React works in short slices, so the phone
  // answers a tap (the menu, a day) meanwhile instead of freezing until the whole week is on screen.
  const weekData = useDeferredValue(week.data);
  const monthData = useDeferredValue(monthEvents.data);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(details);
  const eventsByDay = useMemo(() => groupByDay(monthData ?? []), [monthData]);
  const error = week.error ?? monthEvents.error;

  const openEvent = (event: CleaningEvent) => {
    setOpenDay(null);
    setDetails(event);
  };

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">
        {t('employeeHome.title')}
      </Title>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t('employeeHome.error', { message: error.message })}
        </Alert>
      ) : !weekData || !monthData ? (
        <PageLoader />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <WeekJobs week={weekData} today={today} onOpen={setDetails} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MonthCalendar year={year} month={month} today={today} eventsByDay={eventsByDay} onOpenDay={setOpenDay} />
          </Grid.Col>
        </Grid>
      )}
      <DayEventsModal
        events={
          openDay ? (eventsByDay.get(openDay) ?? []).filter((e) => normalizeStatus(e.status) === 'assigned') : null
        }
        title={t('employeeHome.dayTitle', { date: openDay ? format.date(openDay) : '' })}
        emptyText={t('employeeHome.dayEmpty')}
        onClose={() => setOpenDay(null)}
        onChoose={openEvent}
      />
      <EventDetailsOnDemand event={details} onClose={() => setDetails(null)} proof={proof} />
    </Stack>
  );
}
