import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUser, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { eventLocation, useFormat } from '../lib/format';
import { EventFlags, EventStatusBadge } from './event-status-badge';

interface EventCardProps {
  event: CleaningEvent;
  /** The status chip beside the summary (History Events). */
  withStatus?: boolean;
  /** What the screen adds under the facts (Completed Services: the two payment selectors). */
  children?: ReactNode;
  /** Opens the event's details (History Events). */
  onOpen?: () => void;
  'data-testid'?: string;
}

function Line({ icon, children, dimmed = false }: { icon: ReactNode; children: ReactNode; dimmed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 3 }}>{icon}</span>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
        {children}
      </Text>
    </Group>
  );
}

/** One event of a month list: summary, property, date, location, client and housekeeper. */
export function EventCard({ event, withStatus = false, children, onOpen, 'data-testid': testId }: EventCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {event.event_summary}
          </Text>
          {withStatus && <EventStatusBadge status={event.status} style={{ flexShrink: 0 }} />}
        </Group>
        <Text size="sm" fw={600}>
          {event.house.name}
        </Text>
        <Line icon={<IconCalendar size={14} />}>{format.date(event.service_date, { weekday: true })}</Line>
        <Line icon={<IconMapPin size={14} />} dimmed>
          {eventLocation(event) || t('eventCard.noLocation')}
        </Line>
        <Line icon={<IconUser size={14} />}>
          {t('eventCard.client', { name: event.clientName ?? t('eventCard.none') })}
        </Line>
        <Line icon={<IconUserCheck size={14} />}>
          {t('eventCard.housekeeper', { name: event.assignedEmployeeName ?? t('eventCard.notAssigned') })}
        </Line>
        <EventFlags event={event} />
        {children}
        {onOpen && (
          <Button
            variant="light"
            size="xs"
            onClick={onOpen}
            aria-label={t('eventCard.openFor', { name: event.event_summary })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('eventCard.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
