import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { groupByIsoWeek } from '@common/domain/calendar';
import { roleMakes } from '@common/domain/event-policy';
import { normalizeStatus } from '@common/domain/event-status';
import { EventDetailsOnDemand } from '../../components/event-details-on-demand';
import { useViewedMonth } from '../../components/month-field';
import { MonthScreen } from '../../components/month-screen';
import { WeekSection } from '../../components/week-section';
import { useFormat } from '../../lib/format';
import { myMonthQuery } from '../../lib/resources/events';
import { useOutbox } from '../../lib/resources/outbox';
import { getRole } from '../../lib/session';
import { ServicedCard } from './serviced-card';
import { useEventProof } from '../../lib/resources/photos';

/** Housekeeper's assigned cleanings of a month, by ISO week, to mark serviced. */
export function EmployeeEventsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const viewed = useViewedMonth();
  const events = useQuery(myMonthQuery(viewed.year, viewed.month));
  // Cards sent to review stay on screen, marked 'Sent to Review', until the month changes.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(details);
  // Only housekeepers may move their own events to review; supervisors see the list.
  const canMarkServiced = roleMakes(getRole(), 'markServiced');

  // A cleaning whose actions still wait on the phone stays too, with its 'Waiting to send' mark, and
  // so does one with a refused photo or Start, named on its card until she dismisses it.
  const outbox = useOutbox();
  const weeks = useMemo(() => {
    const queued = new Set(
      outbox
        .filter(
          (item) =>
            item.state === 'waiting' || (item.state !== 'kept' && (item.kind === 'photo' || item.kind === 'start')),
        )
        .map((item) => item.eventId),
    );
    const assigned = (events.data ?? []).filter(
      (e) => normalizeStatus(e.status) === 'assigned' || kept.has(e.id) || queued.has(e.id),
    );
    return groupByIsoWeek(assigned, (e) => e.service_date);
  }, [events.data, kept, outbox]);

  const changeMonth = (first: string) => {
    setKept(new Set());
    viewed.setFirst(first);
  };

  return (
    <>
      <MonthScreen
        title={t('employeeEvents.title')}
        section="employeeEvents"
        month={viewed.first}
        onMonthChange={changeMonth}
        result={events}
        isEmpty={weeks.length === 0}
        maw={760}
      >
        {weeks.map((week) => (
          <WeekSection
            key={week.key}
            heading={t('employeeEvents.weekHeading', {
              week: week.week,
              range: format.weekRange(week.start, week.end),
            })}
          >
            {week.items.map((event) => (
              <ServicedCard
                key={event.id}
                event={event}
                canMarkServiced={canMarkServiced}
                onSending={(id) => setKept((prev) => new Set(prev).add(id))}
                onDetails={setDetails}
              />
            ))}
          </WeekSection>
        ))}
      </MonthScreen>
      <EventDetailsOnDemand event={details} onClose={() => setDetails(null)} proof={proof} />
    </>
  );
}
