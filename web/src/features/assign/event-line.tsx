import { Stack, Text } from '@mantine/core';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';

/** Date, property, summary and flags of an event, as the assignment cards show them. */
export function EventLine({ event }: { event: CleaningEvent }) {
  const format = useFormat();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="capitalize">
        {format.date(event.service_date, { weekday: 'short', day: 'numeric', month: 'short' })}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {event.house.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {event.event_summary}
      </Text>
      <EventFlags event={event} />
    </Stack>
  );
}
