import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard } from '../../components/event-card';
import { useViewedMonth } from '../../components/month-field';
import { byServiceDate, EventGrid, MonthScreen } from '../../components/month-screen';
import { monthQuery } from '../../lib/resources/events';

/** History Events (decisions 4): every event of the month, any status, read-only. */
export function HistoryEventsPage() {
  const { t } = useTranslation();
  const viewed = useViewedMonth();
  const query = useQuery(monthQuery(viewed.year, viewed.month));
  const events = useMemo(() => [...(query.data ?? [])].sort(byServiceDate), [query.data]);
  return (
    <MonthScreen title={t('pages.historyEvents')} section="historyEvents" month={viewed.first} onMonthChange={viewed.setFirst} result={query} isEmpty={events.length === 0}>
      <EventGrid>
        {events.map((event) => (
          <EventCard key={event.id} event={event} withStatus data-testid={`history-${event.id}`} />
        ))}
      </EventGrid>
    </MonthScreen>
  );
}
