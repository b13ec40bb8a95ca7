import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags } from '../../components/event-status-badge';
import { formatIsoDate } from '../../lib/date-format';

/** Date, property, summary and flags of an event, as the assignment cards show them. */
export function EventLine({ event }: { event: CleaningEvent }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="capitalize">
        {formatIsoDate(event.service_date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {event.house.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {event.event_summary}
      </Text>
      {(event.same_day_turnover || event.cancelled) && (
        <Group gap={4}>
          <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
        </Group>
      )}
    </Stack>
  );
}
