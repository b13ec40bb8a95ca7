import { em, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { groupByIsoWeek } from '@common/domain/calendar';
import { compareIso, todayIso } from '@common/domain/dates';
import { normalizeStatus } from '@common/domain/event-status';
import { EventDetailsModal } from '../../components/event-details-modal';
import { ExtraRequestsCard } from '../../components/extra-requests-card';
import { useViewedMonth } from '../../components/month-field';
import { MonthScreen } from '../../components/month-screen';
import { WeekSection } from '../../components/week-section';
import { useFormat } from '../../lib/format';
import { inReviewQuery, monthQuery } from '../../lib/resources/events';
import { ReviewCard } from './review-card';
import { useReviewMove } from './use-review-move';
import { SendBackModal } from './send-back-modal';
import { useEventExtras, useExtraRequests } from '../../lib/resources/extras';
import { useEventChecklist } from '../../lib/resources/checklists';
import { useEventProof } from '../../lib/resources/photos';

type Shown = 'all' | 'in_review' | 'completed';

/** Events of a week by region, regions in name order; blank regions last. */
function byRegion(events: CleaningEvent[]): [string, CleaningEvent[]][] {
  const regions = new Map<string, CleaningEvent[]>();
  for (const event of events) {
    const region = event.house.region.trim();
    regions.set(region, [...(regions.get(region) ?? []), event]);
  }
  return [...regions.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}

/** Supervisor review: a month's serviced events by week and region, to complete. */
export function SupervisorReviewPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${em(479.98)})`, undefined, { getInitialValueInEffect: false });
  const format = useFormat();
  const viewed = useViewedMonth();
  const events = useQuery(monthQuery(viewed.year, viewed.month));
  // What still waits from earlier months is reviewed here too, without going back to its month.
  const earlier = useQuery(inReviewQuery());
  const [sendBack, setSendBack] = useState<CleaningEvent | null>(null);
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(details);
  // The checklist of the cleaning open in the details, or being sent back (decision 0037).
  const checklist = useEventChecklist(sendBack ?? details);
  const extras = useEventExtras(details);
  const extraRequests = useExtraRequests();
  const move = useReviewMove();
  const [show, setShow] = useState<Shown>('all');

  const reviewable = useMemo(() => {
    const older = (earlier.data ?? []).filter((e) => e.service_date < viewed.first);
    return [...older, ...(events.data ?? [])].filter((e) =>
      ['in_review', 'completed'].includes(normalizeStatus(e.status) ?? ''),
    );
  }, [earlier.data, events.data, viewed.first]);
  // What waits for review comes first, oldest cleaning first; on "All" the weeks below hold the rest, this week first.
  // A card completed here stays where it was (its undo and messages live in it) until the screen is left.
  const [waitedHere] = useState(() => new Set<number>());
  const waiting = useMemo(() => {
    for (const e of reviewable) if (normalizeStatus(e.status) === 'in_review') waitedHere.add(e.id);
    return reviewable
      .filter((e) => waitedHere.has(e.id))
      .sort((a, b) => compareIso(a.service_date, b.service_date) || a.id - b.id);
  }, [reviewable, waitedHere]);
  const weeks = useMemo(() => {
    const today = todayIso();
    const rest = reviewable.filter(
      (e) => normalizeStatus(e.status) === (show === 'all' ? 'completed' : show) && !waitedHere.has(e.id),
    );
    const groups = groupByIsoWeek(show === 'in_review' ? [] : rest, (e) => e.service_date);
    const current = groups.findIndex((w) => w.start <= today && today <= w.end);
    return current > 0 ? [groups[current]!, ...groups.slice(0, current), ...groups.slice(current + 1)] : groups;
  }, [reviewable, show, waitedHere]);
  const waitingExtras = (event: CleaningEvent) =>
    (extraRequests.requests ?? []).filter((request) => request.cleaning_event_id === event.id).length;
  const card = (event: CleaningEvent) => (
    <ReviewCard
      key={event.id}
      event={event}
      onSendBack={setSendBack}
      onDetails={setDetails}
      waitingExtras={waitingExtras(event)}
    />
  );
  const toReview = waiting.filter((e) => normalizeStatus(e.status) === 'in_review').length;
  const showWaiting = show !== 'completed' && waiting.length > 0;

  const confirmSendBack = (event: CleaningEvent, reason: string, redoItems: string[]) => {
    setSendBack(null);
    move.mutate(
      { event, status: 'assigned', reason, redoItems },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('supervisorReview.sentBack') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t('supervisorReview.sendBackFailed', { message: error.message }),
          }),
      },
    );
  };

  return (
    <>
      <MonthScreen
        title={t('supervisorReview.title')}
        section="supervisorReview"
        month={viewed.first}
        onMonthChange={viewed.setFirst}
        result={events}
        isEmpty={weeks.length === 0 && !showWaiting}
        maw={1200}
        filters={<ExtraRequestsCard tools={extraRequests} />}
        controls={
          <SegmentedControl
            // One above the other on a phone: side by side, the Spanish labels were cut and scrolled sideways.
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            value={show}
            onChange={(value) => setShow(value as Shown)}
            aria-label={t('supervisorReview.show')}
            size="md"
            data={[
              { value: 'all', label: t('supervisorReview.showAll') },
              { value: 'in_review', label: t('supervisorReview.toReview', { count: toReview }) },
              { value: 'completed', label: t('supervisorReview.completed') },
            ]}
          />
        }
      >
        {showWaiting && (
          <WeekSection heading={t('supervisorReview.waiting', { count: toReview })}>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
              {waiting.map(card)}
            </SimpleGrid>
          </WeekSection>
        )}
        {weeks.map((week) => (
          <WeekSection
            key={week.key}
            heading={t('supervisorReview.weekHeading', {
              week: week.week,
              range: format.weekRange(week.start, week.end),
            })}
          >
            {byRegion(week.items).map(([region, items]) => (
              <Stack key={region} gap="xs" pl={{ base: 0, sm: 'sm' }}>
                <Title order={3} size="h6" tt="uppercase" c="dimmed">
                  {region || t('supervisorReview.noRegion')}
                </Title>
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                  {items.map(card)}
                </SimpleGrid>
              </Stack>
            ))}
          </WeekSection>
        ))}
      </MonthScreen>
      <SendBackModal
        event={sendBack}
        checklist={checklist.data}
        onCancel={() => setSendBack(null)}
        onConfirm={confirmSendBack}
      />
      <EventDetailsModal
        event={details}
        onClose={() => setDetails(null)}
        proof={proof}
        extras={extras}
        checklist={checklist.data}
      />
    </>
  );
}
