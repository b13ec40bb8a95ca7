import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
import { monthEventsQuery, useReviewMove } from './api';
import { ReviewCard } from './review-card';
import { SendBackModal } from './send-back-modal';

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

/** Supervisor review (spec 2.16): a month's serviced events by week and region, to complete. */
export function SupervisorReviewPage() {
  const { t, i18n } = useTranslation();
  const [monthStart, setMonthStart] = useState(() => firstOfMonth(todayIso()));
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  const events = useQuery(monthEventsQuery(year, month));
  const [sendBack, setSendBack] = useState<CleaningEvent | null>(null);
  const [details, setDetails] = useState<CleaningEvent | null>(null);
  const move = useReviewMove();
  const [show, setShow] = useState<Shown>('all');

  const reviewable = useMemo(
    () => (events.data ?? []).filter((e) => ['in_review', 'completed'].includes(normalizeStatus(e.status) ?? '')),
    [events.data],
  );
  const weeks = useMemo(
    () => groupByIsoWeek(show === 'all' ? reviewable : reviewable.filter((e) => normalizeStatus(e.status) === show), (e) => e.service_date),
    [reviewable, show],
  );
  const toReview = reviewable.filter((e) => normalizeStatus(e.status) === 'in_review').length;

  const confirmSendBack = (event: CleaningEvent) => {
    setSendBack(null);
    move.mutate(
      { event, to: 'assigned' },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('supervisorReview.sentBack') }),
        onError: (error) => notifications.show({ color: 'red', message: t('supervisorReview.sendBackFailed', { message: error.message }) }),
      },
    );
  };

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">
        {t('supervisorReview.title')}
      </Title>
      <Group align="flex-end" justify="space-between" gap="sm">
        <MonthField label={t('supervisorReview.month')} value={monthStart} onChange={setMonthStart} />
        <SegmentedControl
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
      </Group>
      {events.error ? (
        <Alert color="red" variant="light" role="alert">
          {t('supervisorReview.error', { message: events.error.message })}
        </Alert>
      ) : events.isPending ? (
        <PageLoader />
      ) : weeks.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('supervisorReview.empty')}
        </Text>
      ) : (
        weeks.map((week) => {
          const heading = t('supervisorReview.weekHeading', { week: week.week, range: weekRangeLabel(week.start, week.end, i18n.language) });
          return (
            <Stack key={week.key} gap="sm" component="section" aria-label={heading}>
              <Title order={2} size="h4" c="teal.8">
                {heading}
              </Title>
              {byRegion(week.items).map(([region, items]) => (
                <Stack key={region} gap="xs" pl={{ base: 0, sm: 'sm' }}>
                  <Title order={3} size="h6" tt="uppercase" c="dimmed">
                    {region || t('supervisorReview.noRegion')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                    {items.map((event) => (
                      <ReviewCard key={event.id} event={event} onSendBack={setSendBack} onDetails={setDetails} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          );
        })
      )}
      <SendBackModal event={sendBack} onCancel={() => setSendBack(null)} onConfirm={confirmSendBack} />
      <EventDetailsModal event={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
