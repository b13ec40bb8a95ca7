import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUser, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { formatIsoDate } from '../../lib/date-format';

/** One event of the month, read-only: summary, status, date, location, client, housekeeper. */
export function HistoryEventCard({ event }: { event: CleaningEvent }) {
  const { t, i18n } = useTranslation();
  const location = [event.house.state, event.house.city, event.house.street_address].filter(Boolean).join(' - ');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`history-${event.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {event.event_summary}
          </Text>
          <EventStatusBadge status={event.status} style={{ flexShrink: 0 }} />
        </Group>
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
            {location || t('historyEvents.noLocation')}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={14} />
          <Text size="sm">{t('historyEvents.client', { name: event.clientName ?? t('historyEvents.none') })}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUserCheck size={14} />
          <Text size="sm">{t('historyEvents.housekeeper', { name: event.assignedEmployeeName ?? t('historyEvents.notAssigned') })}</Text>
        </Group>
        {(event.same_day_turnover || event.cancelled) && (
          <Group gap={4}>
            <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
