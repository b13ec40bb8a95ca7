import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { ConflictKind } from '@common/domain/conflicts';
import { CleaningWindow } from '../../components/cleaning-window';
import { EventFlags } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';

/** How the board shows an event: its conflicts, and what opens its details. */
export type LineContext = { conflicts: Map<number, ConflictKind[]>; onOpen: (event: CleaningEvent) => void };

/** Date, property (opens the details), summary, window, flags and conflicts of an event, as the assignment cards show them. */
export function EventLine({ event, context }: { event: CleaningEvent; context: LineContext }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {format.weekdayDayMonth(event.service_date)}
      </Text>
      <UnstyledButton
        onClick={() => context.onOpen(event)}
        aria-label={t('assign.openDetails', { name: event.house.name })}
        // A thumb-sized target on a phone (decision 0034).
        mih={{ base: 44, sm: 0 }}
        display="flex"
        style={{ alignItems: 'center' }}
      >
        <Text size="sm" fw={600} c="blue.8" td="underline" style={{ overflowWrap: 'anywhere' }}>
          {event.house.name}
        </Text>
      </UnstyledButton>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {event.event_summary}
      </Text>
      <CleaningWindow event={event} />
      <EventFlags event={event} conflicts={context.conflicts.get(event.id)} />
    </Stack>
  );
}
