import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { can } from '@common/domain/policy';
import { IconBeach } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { normalizeStatus } from '@common/domain/event-status';
import { EventDetailsOnDemand } from '../../components/event-details-on-demand';
import { PageLoader } from '../../components/page-loader';
import { useFormat } from '../../lib/format';
import { myMonthQuery, myWeekQuery } from '../../lib/resources/events';
import { MonthCalendar } from './month-calendar';
import { WeekJobs } from './week-jobs';
import { useEventProof } from '../../lib/resources/photos';
import { getRole } from '../../lib/session';

// A day's list is downloaded the first time she opens a day: her week draws without Mantine's dialogs.
const DayEventsModal = lazy(() =>
  import('../../components/day-events-modal').then((m) => ({ default: m.DayEventsModal })),
);
// Time off is asked for now and then: its dialog (form, list, their calls) is downloaded when opened.
const TimeOffModal = lazy(() => import('./time-off-modal').then((m) => ({ default: m.TimeOffModal })));

function groupByDay(events: CleaningEvent[]): Map<string, CleaningEvent[]> {
  const days = new Map<string, CleaningEvent[]>();
  for (const event of events) days.set(event.service_date, [...(days.get(event.service_date) ?? []), event]);
  return days;
}

/** Housekeeper home: this week's jobs first, then the current month's calendar. */
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
  // Mounted from the first open day on, so it closes with its transition.
  const [dayWanted, setDayWanted] = useState(false);
  if (openDay !== null && !dayWanted) setDayWanted(true);
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  const [timeOffOpen, setTimeOffOpen] = useState(false);
  // Housekeepers ask for their own days off; a supervisor opening this screen has hers set by an admin.
  const asksTimeOff = can(getRole(), 'timeOff.ask');
  const proof = useEventProof(details);
  const eventsByDay = useMemo(() => groupByDay(monthData ?? []), [monthData]);
  const error = week.error ?? monthEvents.error;

  const openEvent = (event: CleaningEvent) => {
    setOpenDay(null);
    setDetails(event);
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t('employeeHome.title')}
        </Title>
        {asksTimeOff && (
          <Button variant="light" h={44} leftSection={<IconBeach size={18} />} onClick={() => setTimeOffOpen(true)}>
            {t('myTimeOff.ask')}
          </Button>
        )}
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t('employeeHome.error', { message: error.message })}
        </Alert>
      ) : !weekData ? (
        <PageLoader />
      ) : (
        // Her week is drawn as soon as it is in; the month's calendar, below it on a phone, may follow.
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <WeekJobs week={weekData} today={today} onOpen={setDetails} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {monthData ? (
              <MonthCalendar year={year} month={month} today={today} eventsByDay={eventsByDay} onOpenDay={setOpenDay} />
            ) : (
              <PageLoader />
            )}
          </Grid.Col>
        </Grid>
      )}
      {dayWanted && (
        <Suspense fallback={null}>
          <DayEventsModal
            events={
              openDay ? (eventsByDay.get(openDay) ?? []).filter((e) => normalizeStatus(e.status) === 'assigned') : null
            }
            title={t('employeeHome.dayTitle', { date: openDay ? format.date(openDay) : '' })}
            emptyText={t('employeeHome.dayEmpty')}
            onClose={() => setOpenDay(null)}
            onChoose={openEvent}
          />
        </Suspense>
      )}
      {timeOffOpen && (
        <Suspense fallback={null}>
          <TimeOffModal onClose={() => setTimeOffOpen(false)} />
        </Suspense>
      )}
      <EventDetailsOnDemand event={details} onClose={() => setDetails(null)} proof={proof} />
    </Stack>
  );
}
