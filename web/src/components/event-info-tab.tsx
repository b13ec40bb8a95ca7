import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { formatDmy } from '../lib/dates';
import { DetailRow } from './detail-row';
import { EventStatusBadge } from './event-status-badge';

/** The Event tab of the event details (spec 2.14): dates, status, summary and note. */
export function EventInfoTab({ event }: { event: CleaningEvent }) {
  const { t } = useTranslation();
  const na = t('eventDetails.na');
  return (
    <Stack gap={0}>
      <DetailRow label={t('eventDetails.arrivalDate')}>{formatDmy(event.arrival_date) || na}</DetailRow>
      <DetailRow label={t('eventDetails.checkOut')}>{formatDmy(event.check_out_date) || na}</DetailRow>
      <DetailRow label={t('eventDetails.cleaningDate')}>{formatDmy(event.service_date)}</DetailRow>
      <DetailRow label={t('eventDetails.status')}>
        <EventStatusBadge status={event.status} />
      </DetailRow>
      <DetailRow label={t('eventDetails.summary')}>{event.event_summary || na}</DetailRow>
      <DetailRow label={t('eventDetails.note')}>{event.note?.trim() ? event.note : na}</DetailRow>
    </Stack>
  );
}
