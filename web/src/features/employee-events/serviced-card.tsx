import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconInfoCircle, IconMapPin, IconUser } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { JobTiming } from '../../components/job-timing';
import { SentBackNote } from '../../components/sent-back-note';
import { eventLocation, useFormat } from '../../lib/format';
import { useChecklistOnPhone } from '../../lib/resources/checklist-phone';
import { useJobTimes } from '../../lib/resources/outbox';
import { ChecklistButton, ChecklistFill } from './checklist-fill';
import { OutboxMarks } from './outbox-marks';
import { RefusedPhotos } from './refused-photos';
import { ServicedActions } from './serviced-actions';
import { StartAction } from './start-action';

interface ServicedCardProps {
  event: CleaningEvent;
  canMarkServiced: boolean;
  onSending: (id: number) => void;
  onDetails: (event: CleaningEvent) => void;
}

/** One assigned cleaning: summary, status, its window, where, who, Start and the serviced checkbox (Done). */
export function ServicedCard({ event, canMarkServiced, onSending, onDetails }: ServicedCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const times = useJobTimes(event);
  // Her checklist, while the cleaning is hers to do (decision 0037): answered here, checked before Done.
  const own = canMarkServiced && normalizeStatus(event.status) === 'assigned';
  const { checklist } = useChecklistOnPhone(own ? event : null);
  const [checklistOpen, setChecklistOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={event.event_summary}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {event.event_summary}
          </Text>
          <EventStatusBadge status={event.status} style={{ flexShrink: 0 }} />
        </Group>
        <JobTiming event={event} startedAt={times.startedAt} took={times.took} />
        <EventFlags event={event} />
        <SentBackNote event={event} />
        <OutboxMarks eventId={event.id} />
        <RefusedPhotos event={event} canAdd={canMarkServiced} />
        <Stack gap={4}>
          <IconLine icon={<IconCalendar size={16} />}>
            <Text size="sm" fw={600}>
              {format.weekdayDayMonth(event.service_date)} · {event.house.name}
            </Text>
          </IconLine>
          <IconLine icon={<IconMapPin size={16} />}>
            <Text size="sm">{eventLocation(event)}</Text>
          </IconLine>
          {event.assignedEmployeeName && (
            <IconLine icon={<IconUser size={16} />}>
              <Text size="sm">{event.assignedEmployeeName}</Text>
            </IconLine>
          )}
        </Stack>
        <Button
          variant="subtle"
          size="sm"
          h={44}
          leftSection={<IconInfoCircle size={18} />}
          onClick={() => onDetails(event)}
          style={{ alignSelf: 'flex-start' }}
          px={4}
        >
          {t('employeeEvents.details')}
        </Button>
        {canMarkServiced && <StartAction event={event} startedAt={times.startedAt} />}
        {own && <ChecklistButton checklist={checklist} onOpen={() => setChecklistOpen(true)} />}
        {checklist && checklist.sections.length > 0 && (
          <ChecklistFill
            event={event}
            checklist={checklist}
            opened={checklistOpen}
            onClose={() => setChecklistOpen(false)}
          />
        )}
        <ServicedActions
          event={event}
          canMarkServiced={canMarkServiced}
          onSending={onSending}
          missing={own ? (checklist?.missing ?? []) : []}
          onOpenChecklist={() => setChecklistOpen(true)}
        />
      </Stack>
    </Paper>
  );
}

function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="gray.7">
      <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 2 }}>{icon}</span>
      {children}
    </Group>
  );
}
