import { Badge, Group, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { ConflictKind } from '@common/domain/conflicts';
import { normalizeStatus, type EventStatus } from '@common/domain/event-status';
import { formatDate } from '@common/domain/format';
import { Hint } from './hint';

/** Status colours: assigned green, unassigned grey, completed blue, in_review yellow. */
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

/** A mark's words wrap inside a narrow column (the week grid on a phone) instead of being cut: a Badge's `styles`. */
export const WRAPPING = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

type FlaggedEvent = Pick<CleaningEvent, 'same_day_turnover' | 'cancelled'> &
  Partial<Pick<CleaningEvent, 'unconfirmed' | 'feed_change'>>;

/**
 * The marks of an event, each a word and not a colour alone: a same-day turnover, a cancelled
 * reservation, a feed's change until acknowledged, an unconfirmed Booking.com cleaning, and the
 * schedule conflicts the screen found (common/domain/conflicts.ts); nothing when there is none.
 */
export function EventFlags({ event, conflicts = [] }: { event: FlaggedEvent; conflicts?: readonly ConflictKind[] }) {
  const { t, i18n } = useTranslation();
  const turnoverUnassigned = conflicts.includes('unassigned_turnover');
  // A feed's cancellation already shows as "Reservation cancelled".
  const change = event.feed_change?.kind === 'cancelled' && event.cancelled ? null : event.feed_change;
  if (!event.same_day_turnover && !event.cancelled && !change && !event.unconfirmed && conflicts.length === 0)
    return null;
  return (
    <Group gap={4} wrap="wrap">
      {conflicts.includes('double_booked') && (
        <Badge
          styles={WRAPPING}
          color="red.9"
          variant="outline"
          size="sm"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-conflict="double_booked"
        >
          {t('eventFlags.doubleBooked')}
        </Badge>
      )}
      {event.same_day_turnover && (
        // Wrapped at a phone's width: on one line the hint ran off a 375 px screen.
        <Hint
          label={t('eventFlags.sameDayHint')}
          withArrow
          multiline
          maw={260}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge
            styles={WRAPPING}
            color="red"
            variant="filled"
            size="sm"
            data-conflict={turnoverUnassigned ? 'unassigned_turnover' : undefined}
          >
            {t(turnoverUnassigned ? 'eventFlags.sameDayUnassigned' : 'eventFlags.sameDay')}
          </Badge>
        </Hint>
      )}
      {event.cancelled && (
        <Badge styles={WRAPPING} color="orange" variant="outline" size="sm">
          {t('eventFlags.cancelled')}
        </Badge>
      )}
      {change && (
        <Badge styles={WRAPPING} color="grape" variant="light" size="sm" data-testid="feed-change">
          {t(`eventFlags.feed.${change.kind}`, {
            date: change.from_date ? formatDate(change.from_date, i18n.language) : '',
          })}
        </Badge>
      )}
      {event.unconfirmed && (
        <Badge styles={WRAPPING} color="yellow" variant="light" size="sm">
          {t('eventFlags.unconfirmed')}
        </Badge>
      )}
    </Group>
  );
}
