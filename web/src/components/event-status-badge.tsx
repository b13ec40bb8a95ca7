import { Badge, Group, Tooltip, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus, type EventStatus } from '@common/domain/event-status';

/** Status colours of spec 2.13: assigned green, unassigned grey, completed blue, in_review yellow. */
export const STATUS_COLORS: Record<EventStatus, string> = {
  unassigned: 'gray',
  assigned: 'green',
  in_review: 'yellow',
  completed: 'blue',
};

/** A status chip, translated and coloured; statuses compare case-insensitively. */
export function EventStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const { t } = useTranslation();
  const known = normalizeStatus(status);
  return (
    <Badge color={known ? STATUS_COLORS[known] : 'gray'} variant="light" {...props}>
      {known ? t(`eventStatus.${known}`) : status}
    </Badge>
  );
}

/** Marks a same-day turnover (arrival date equals service date) and a cancelled reservation; nothing when neither. */
export function EventFlags({ event }: { event: Pick<CleaningEvent, 'same_day_turnover' | 'cancelled'> }) {
  const { t } = useTranslation();
  if (!event.same_day_turnover && !event.cancelled) return null;
  return (
    <Group gap={4} wrap="wrap">
      {event.same_day_turnover && (
        <Tooltip label={t('eventFlags.sameDayHint')} withArrow events={{ hover: true, focus: true, touch: true }}>
          <Badge color="red" variant="filled" size="sm">
            {t('eventFlags.sameDay')}
          </Badge>
        </Tooltip>
      )}
      {event.cancelled && (
        <Badge color="orange" variant="outline" size="sm">
          {t('eventFlags.cancelled')}
        </Badge>
      )}
    </Group>
  );
}
