import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { useFormat } from '../lib/format';
import { CleaningWindow } from './cleaning-window';
import { DetailRow } from './detail-row';
import { EventStatusBadge } from './event-status-badge';

/** The Event tab of the event details: dates, window, status, summary, note and who cleans it. */
export function EventInfoTab({ event }: { event: CleaningEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const na = t('eventDetails.na');
  return (
    <Stack gap={0}>
      <DetailRow label={t('eventDetails.arrivalDate')}>
        {event.arrival_date ? format.date(event.arrival_date) : na}
      </DetailRow>
      <DetailRow label={t('eventDetails.checkOut')}>
        {event.check_out_date ? format.date(event.check_out_date) : na}
      </DetailRow>
      <DetailRow label={t('eventDetails.cleaningDate')}>{format.date(event.service_date)}</DetailRow>
      <DetailRow label={t('capacity.window')}>
        <Group justify="flex-end">
          <CleaningWindow event={event} />
        </Group>
      </DetailRow>
      <DetailRow label={t('eventDetails.status')}>
        <EventStatusBadge status={event.status} />
      </DetailRow>
      <DetailRow label={t('eventDetails.summary')}>{event.event_summary || na}</DetailRow>
      <DetailRow label={t('eventDetails.note')}>{event.note?.trim() ? event.note : na}</DetailRow>
      <DetailRow label={t('eventDetails.assignedTo')}>{event.assignedEmployeeName ?? na}</DetailRow>
    </Stack>
  );
}
