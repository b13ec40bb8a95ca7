import { Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { EventFlags } from '../../components/event-status-badge';
import { formatDmy } from '../../lib/dates';

interface DayEventsModalProps {
  day: string | null;
  events: CleaningEvent[];
  onClose: () => void;
  onOpenEvent: (event: CleaningEvent) => void;
}

/** The assigned events of one day (spec 2.13), each opening the event details. */
export function DayEventsModal({ day, events, onClose, onOpenEvent }: DayEventsModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const assigned = events.filter((event) => normalizeStatus(event.status) === 'assigned');
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      title={t('employeeHome.dayTitle', { date: formatDmy(day) })}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {assigned.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('employeeHome.dayEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {assigned.map((event) => (
            <NavLink
              key={event.id}
              component="button"
              onClick={() => onOpenEvent(event)}
              label={
                <Group gap={6}>
                  <Text fw={700}>{event.property?.name || t('employeeHome.propertyNA')}</Text>
                  <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
                </Group>
              }
              description={event.event_summary || t('employeeHome.summaryFallback')}
              rightSection={<IconChevronRight size={18} />}
              py="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
