import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { todayIso } from '@common/domain/dates';
import { normalizeStatus } from '@common/domain/event-status';
import { EventDetailsModal } from '../../components/event-details-modal';
import { firstOfMonth, MonthField } from '../../components/month-field';
import { PageLoader } from '../../components/page-loader';
import { groupByIsoWeek, weekRangeLabel } from '../../lib/dates';
import { getRole } from '../../lib/session';
import { monthEventsQuery } from './api';
import { ServicedCard } from './serviced-card';

/** Housekeeper's assigned cleanings of a month, by ISO week, to mark serviced (spec 2.15). */
export function EmployeeEventsPage() {
  const { t, i18n } = useTranslation();
  const [monthStart, setMonthStart] = useState(() => firstOfMonth(todayIso()));
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  const events = useQuery(monthEventsQuery(year, month));
  // Cards sent to review stay on screen, marked 'Sent to Review', until the month changes.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  // Only housekeepers may move their own events to review (decisions 3); supervisors see the list.
  const canMarkServiced = getRole() === 'employee';

  const weeks = useMemo(() => {
    const assigned = (events.data ?? []).filter((e) => normalizeStatus(e.status) === 'assigned' || kept.has(e.id));
    return groupByIsoWeek(assigned, (e) => e.service_date);
  }, [events.data, kept]);

  const changeMonth = (first: string) => {
    setKept(new Set());
    setMonthStart(first);
  };

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t('employeeEvents.title')}
      </Title>
      <MonthField label={t('employeeEvents.month')} value={monthStart} onChange={changeMonth} />
      {events.error ? (
        <Alert color="red" variant="light" role="alert">
          {t('employeeEvents.error', { message: events.error.message })}
        </Alert>
      ) : events.isPending ? (
        <PageLoader />
      ) : weeks.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('employeeEvents.empty')}
        </Text>
      ) : (
        weeks.map((week) => (
          <Stack key={week.key} gap="sm" component="section" aria-label={t('employeeEvents.weekHeading', { week: week.week, range: weekRangeLabel(week.start, week.end, i18n.language) })}>
            <Title order={2} size="h4" c="teal.8">
              {t('employeeEvents.weekHeading', { week: week.week, range: weekRangeLabel(week.start, week.end, i18n.language) })}
            </Title>
            {week.items.map((event) => (
              <ServicedCard
                key={event.id}
                event={event}
                canMarkServiced={canMarkServiced}
                onSending={(id) => setKept((prev) => new Set(prev).add(id))}
                onDetails={setDetails}
              />
            ))}
          </Stack>
        ))
      )}
      <EventDetailsModal event={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
