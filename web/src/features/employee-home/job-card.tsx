import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { JobTiming } from '../../components/job-timing';
import { SentBackNote } from '../../components/sent-back-note';
import { eventLocation } from '../../lib/format';
import { useJobTimes } from '../../lib/resources/outbox';
import { JobExtras } from './job-extras';

/** A tappable job of the week: where to go, when (its window and estimate), what to do, its status (opens the details); her extras under it. */
export function JobCard({ event, onOpen }: { event: CleaningEvent; onOpen: (event: CleaningEvent) => void }) {
  const { t } = useTranslation();
  const name = event.property?.name ?? (event.house.name || t('eventDetails.propertyNA'));
  const times = useJobTimes(event);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: '4px solid var(--mantine-color-teal-6)' }}
      data-testid={`job-${event.id}`}
    >
      {/* Named by what it shows (no aria-label that would leave some of it out). */}
      <UnstyledButton onClick={() => onOpen(event)} w="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} size="md" lineClamp={1}>
              {name}
            </Text>
            <Group gap={4} wrap="nowrap" align="flex-start" c="dimmed">
              <IconMapPin size={14} style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm" lineClamp={2}>
                {eventLocation(event)}
              </Text>
            </Group>
            <JobTiming event={event} startedAt={times.startedAt} took={times.took} />
            <Text size="sm" lineClamp={2}>
              {event.event_summary || t('eventDetails.summaryFallback')}
            </Text>
            <Group gap={6}>
              <EventStatusBadge status={event.status} size="sm" />
              <EventFlags event={event} />
            </Group>
            <SentBackNote event={event} />
          </Stack>
          <IconChevronRight size={22} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
      <JobExtras event={event} />
    </Paper>
  );
}
