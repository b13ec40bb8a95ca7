import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeStatus } from '@common/domain/event-status';
import { EventCard } from '../../components/event-card';
import { useViewedMonth } from '../../components/month-field';
import { byServiceDate, EventGrid, MonthScreen } from '../../components/month-screen';
import { monthQuery } from '../../lib/resources/events';
import { PaymentSelect } from './payment-select';

/** Completed Services (decisions 4): the month's completed events with their payment selectors. */
export function CompletedEventsPage() {
  const { t } = useTranslation();
  const viewed = useViewedMonth();
  const query = useQuery(monthQuery(viewed.year, viewed.month));
  const completed = useMemo(() => (query.data ?? []).filter((e) => normalizeStatus(e.status) === 'completed').sort(byServiceDate), [query.data]);
  return (
    <MonthScreen title={t('pages.cleaningEvents')} section="completedEvents" month={viewed.first} onMonthChange={viewed.setFirst} result={query} isEmpty={completed.length === 0}>
      <EventGrid>
        {completed.map((event) => (
          <EventCard key={event.id} event={event} data-testid={`completed-${event.id}`}>
            <SimpleGrid cols={2} spacing="xs" mt={4}>
              <PaymentSelect eventId={event.id} kind="client" value={event.payment_client_status} />
              <PaymentSelect eventId={event.id} kind="employee" value={event.payment_employee_status} />
            </SimpleGrid>
          </EventCard>
        ))}
      </EventGrid>
    </MonthScreen>
  );
}
