import { Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { EventStatus } from '@common/domain/event-status';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { formatIsoDate } from '../../lib/date-format';

interface DayEventsModalProps {
  picked: { date: string; status: EventStatus } | null;
  events: CleaningEvent[];
  onClose: () => void;
  onChoose: (event: CleaningEvent) => void;
}

/** The events of one date with one status; choosing one opens its details. */
export function DayEventsModal({ picked, events, onClose, onChoose }: DayEventsModalProps) {
  const { t, i18n } = useTranslation();
  const title = picked
    ? t('dashboard.dayModalTitle', { date: formatIsoDate(picked.date, i18n.language), status: t(`eventStatus.${picked.status}`) })
    : '';
  return (
    <Modal opened={picked !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {events.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noEventsForStatus')}</Text>
      ) : (
        <Stack gap="xs">
          {events.map((event) => (
            <UnstyledButton
              key={event.id}
              onClick={() => onChoose(event)}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {event.property?.name ?? event.house.name}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {event.event_summary}
                  </Text>
                  {event.assignedEmployeeName && (
                    <Text size="xs">{t('dashboard.housekeeper', { name: event.assignedEmployeeName })}</Text>
                  )}
                </Stack>
                <EventStatusBadge status={event.status} />
              </Group>
              <Group gap={4} mt={4}>
                <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
