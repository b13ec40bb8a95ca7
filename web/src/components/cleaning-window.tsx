import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { windowMinutes } from '@common/domain/capacity';
import { useFormat } from '../lib/format';
import { Hint } from './hint';

type TimedEvent = Pick<CleaningEvent, 'window_start' | 'window_end' | 'cleaning_minutes' | 'tight' | 'actual_minutes'>;

/**
 * When a cleaning can be done and how long it takes (decision 0035): its window ('11:00–15:00', or
 * 'Fri 11:00 – Sun 15:00' over several days), the estimate, a Tight mark when the window is shorter
 * than the estimate, and how long it took once known. The same-day mark stays with the event's flags.
 */
export function CleaningWindow({ event }: { event: TimedEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const window = format.window(event.window_start, event.window_end);
  const estimate = format.duration(event.cleaning_minutes);
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="cleaning-window">
      <Text size="xs" c="dimmed" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconClock size={12} aria-hidden />
        {window} · {t('capacity.estimate', { duration: estimate })}
      </Text>
      {event.tight && (
        <Hint
          label={t('capacity.tightHint', {
            window: format.duration(windowMinutes({ start: event.window_start, end: event.window_end })),
            estimate,
          })}
          withArrow
          multiline
          maw={260}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge color="orange" variant="light" size="sm">
            {t('capacity.tight')}
          </Badge>
        </Hint>
      )}
      {event.actual_minutes !== null && (
        <Text size="xs" fw={600} component="span">
          {t('capacity.took', { duration: format.duration(event.actual_minutes) })}
        </Text>
      )}
    </Group>
  );
}
