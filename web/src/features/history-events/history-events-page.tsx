import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@common/domain/dates';
import { byServiceDate, MonthlyEvents } from '../../components/monthly-events';
import { byMonthQuery } from './api';
import { HistoryEventCard } from './history-event-card';

/** History Events (decisions 4): every event of the month, any status, read-only. */
export function HistoryEventsPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => `${todayIso().slice(0, 7)}-01`);
  const query = useQuery(byMonthQuery(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
  const events = useMemo(() => [...(query.data ?? [])].sort(byServiceDate), [query.data]);
  return (
    <MonthlyEvents
      title={t('pages.historyEvents')}
      monthLabel={t('historyEvents.month')}
      month={month}
      onMonthChange={setMonth}
      isPending={query.isPending}
      errorText={query.error ? t('historyEvents.loadError', { message: query.error.message }) : null}
      emptyText={t('historyEvents.empty')}
      events={events}
      renderCard={(event) => <HistoryEventCard key={event.id} event={event} />}
    />
  );
}
