import { Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { ConflictKind } from '@common/domain/conflicts';
import { CleaningWindow } from './cleaning-window';
import { EventFlags, EventStatusBadge } from './event-status-badge';
import { useCloseOnBack } from '../lib/use-close-on-back';

interface DayEventsModalProps {
  /** The events of the day to list; null while closed. */
  events: CleaningEvent[] | null;
  title: string;
  emptyText: string;
  onClose: () => void;
  /** Choosing an event opens its details. */
  onChoose: (event: CleaningEvent) => void;
  /** The schedule conflicts of the listed events, by id (the admin calendar). */
  conflicts?: Map<number, ConflictKind[]>;
  /** Each event's window and estimate (the admin calendar). */
  withWindow?: boolean;
}

/** The events of one day (the admin calendar's date and status, the housekeeper's assigned ones), each opening its details. */
export function DayEventsModal({
  events,
  title,
  emptyText,
  onClose,
  onChoose,
  conflicts,
  withWindow = false,
}: DayEventsModalProps) {
  const { t } = useTranslation();
  useCloseOnBack(events !== null, onClose);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={events !== null}
      onClose={onClose}
      title={title}
      centered
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {events?.length === 0 ? (
        <Text c="dimmed" py="md">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="xs">
          {events?.map((event) => (
            <NavLink
              key={event.id}
              component="button"
              onClick={() => onChoose(event)}
              label={
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text fw={700} truncate>
                    {event.property?.name || event.house.name || t('eventDetails.propertyNA')}
                  </Text>
                  <EventStatusBadge status={event.status} style={{ flexShrink: 0 }} />
                </Group>
              }
              description={
                <Stack gap={4} mt={2} component="span">
                  <Text span size="sm" lineClamp={2}>
                    {event.event_summary || t('eventDetails.summaryFallback')}
                  </Text>
                  {withWindow && <CleaningWindow event={event} />}
                  {event.assignedEmployeeName && (
                    <Text span size="xs">
                      {t('eventDetails.housekeeper', { name: event.assignedEmployeeName })}
                    </Text>
                  )}
                  <EventFlags event={event} conflicts={conflicts?.get(event.id)} />
                </Stack>
              }
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
