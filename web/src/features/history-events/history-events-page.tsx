import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventCard } from '../../components/event-card';
import { EventDetailsModal } from '../../components/event-details-modal';
import { useViewedMonth } from '../../components/month-field';
import { byServiceDate, EventGrid, MonthScreen } from '../../components/month-screen';
import { useEventAdmin } from '../../lib/event-admin';
import { monthQuery } from '../../lib/resources/events';
import { useEventExtras } from '../../lib/resources/extras';
import { useEventChecklist } from '../../lib/resources/checklists';
import { useEventProof } from '../../lib/resources/photos';

/** History Events: every event of the month, any status; a card opens its details and history. */
export function HistoryEventsPage() {
  const { t } = useTranslation();
  const viewed = useViewedMonth();
  const query = useQuery(monthQuery(viewed.year, viewed.month));
  const [chosen, setChosen] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(chosen);
  const checklist = useEventChecklist(chosen);
  const extras = useEventExtras(chosen);
  const admin = useEventAdmin(chosen, setChosen);
  const events = useMemo(() => [...(query.data ?? [])].sort(byServiceDate), [query.data]);
  return (
    <MonthScreen
      title={t('pages.historyEvents')}
      section="historyEvents"
      month={viewed.first}
      onMonthChange={viewed.setFirst}
      result={query}
      isEmpty={events.length === 0}
    >
      <EventGrid>
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            withStatus
            onOpen={() => setChosen(event)}
            data-testid={`history-${event.id}`}
          />
        ))}
      </EventGrid>
      <EventDetailsModal
        event={chosen}
        onClose={() => setChosen(null)}
        inAppLanguage
        admin={admin}
        proof={proof}
        checklist={checklist.data}
        extras={extras}
      />
    </MonthScreen>
  );
}
