import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags } from '../../components/event-status-badge';
import { formatIsoDate } from '../../lib/date-format';
import { PaymentSelect } from './payment-select';

/** A completed service: summary, date, location, client and the two payment selectors. */
export function CompletedEventCard({ event }: { event: CleaningEvent }) {
  const { t, i18n } = useTranslation();
  const location = [event.house.state, event.house.city, event.house.street_address].filter(Boolean).join(' - ');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`completed-${event.id}`}>
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {event.event_summary}
        </Text>
        <Text size="sm" fw={600}>
          {event.house.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={14} />
          <Text size="sm">{formatIsoDate(event.service_date, i18n.language, { dateStyle: 'full' })}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={14} style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" c="dimmed">
            {location || t('completedEvents.noLocation')}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={14} />
          <Text size="sm">{t('completedEvents.client', { name: event.clientName ?? t('completedEvents.noClient') })}</Text>
        </Group>
        {event.assignedEmployeeName && <Text size="xs" c="dimmed">{t('completedEvents.housekeeper', { name: event.assignedEmployeeName })}</Text>}
        <Group gap={4}>
          <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" mt={4}>
          <PaymentSelect eventId={event.id} kind="client" value={event.payment_client_status} />
          <PaymentSelect eventId={event.id} kind="employee" value={event.payment_employee_status} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
