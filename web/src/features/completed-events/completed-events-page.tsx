import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@common/domain/dates';
import { normalizeStatus } from '@common/domain/event-status';
import { byServiceDate, MonthlyEvents } from '../../components/monthly-events';
import { byMonthQuery } from './api';
import { CompletedEventCard } from './completed-event-card';

/** Completed Services (decisions 4): the month's completed events with their payment selectors. */
export function CompletedEventsPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => `${todayIso().slice(0, 7)}-01`);
  const query = useQuery(byMonthQuery(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
  const events = useMemo(
    () => (query.data ?? []).filter((e) => normalizeStatus(e.status) === 'completed').sort(byServiceDate),
    [query.data],
  );
  return (
    <MonthlyEvents
      title={t('pages.cleaningEvents')}
      monthLabel={t('completedEvents.month')}
      month={month}
      onMonthChange={setMonth}
      isPending={query.isPending}
      errorText={query.error ? t('completedEvents.loadError', { message: query.error.message }) : null}
      emptyText={t('completedEvents.empty')}
      events={events}
      renderCard={(event) => <CompletedEventCard key={event.id} event={event} />}
    />
  );
}
