import '@mantine/carousel/styles.css';
import { Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { formatDayMonthYear, formatIsoDate } from '../../lib/date-format';
import { Field } from './field';
import { PropertyTab } from './property-tab';

function EventTab({ event }: { event: CleaningEvent }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, i18n.language) : t('dashboard.notAvailable'));
  return (
    <Stack gap="xs">
      <Field label={t('dashboard.checkOutDate')}>{date(event.check_out_date)}</Field>
      <Field label={t('dashboard.cleaningDate')}>{date(event.service_date)}</Field>
      <Field label={t('dashboard.status')}>
        <EventStatusBadge status={event.status} />
      </Field>
      <Field label={t('dashboard.eventSummary')}>{event.event_summary}</Field>
      {event.assignedEmployeeName && <Field label={t('dashboard.assignedTo')}>{event.assignedEmployeeName}</Field>}
      <Group gap={4}>
        <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
      </Group>
    </Stack>
  );
}

/** The two-tab detail of an event chosen on the calendar: property and event. */
export function EventDetailModal({ event, onClose }: { event: CleaningEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      size="lg"
      title={event ? t('dashboard.detailTitle', { date: formatDayMonthYear(event.service_date) }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {event && (
        <Tabs defaultValue="property" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="property">{t('dashboard.propertyTab')}</Tabs.Tab>
            <Tabs.Tab value="event">{t('dashboard.eventTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="property">
            {event.property ? <PropertyTab property={event.property} /> : <Text c="dimmed">{t('dashboard.noProperty')}</Text>}
          </Tabs.Panel>
          <Tabs.Panel value="event">
            <EventTab event={event} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
