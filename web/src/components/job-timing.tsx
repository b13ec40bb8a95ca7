import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { useFormat } from '../lib/format';

interface JobTimingProps {
  event: Pick<CleaningEvent, 'window_start' | 'window_end' | 'cleaning_minutes' | 'tight'>;
  /** When she tapped Start (the server's time, else her waiting tap's). */
  startedAt: string | null;
  /** How long it took, once Done is known. */
  took: number | null;
}

/**
 * A housekeeper's card line about time (decision 0035): the cleaning's window and its estimate, a
 * "Tight" mark when the window is shorter than the estimate, then "Started 09:12" and "Took 1 h 50 min".
 * Her cards' larger line, with her own taps; the office's screens use `CleaningWindow`.
 */
export function JobTiming({ event, startedAt, took }: JobTimingProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Group gap={6} wrap="wrap" data-testid="job-window">
        <Group gap={4} wrap="nowrap">
          <IconClock size={14} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm" fw={600}>
            {t('jobTiming.window', {
              window: format.window(event.window_start, event.window_end),
              duration: format.duration(event.cleaning_minutes),
            })}
          </Text>
        </Group>
        {event.tight && (
          <Badge color="orange.9" variant="outline" size="sm" tt="none" data-testid="tight-mark">
            {t('jobTiming.tight')}
          </Badge>
        )}
      </Group>
      {took !== null ? (
        <Text size="sm" c="teal.9" fw={600} data-testid="job-took">
          {t('jobTiming.took', { duration: format.duration(took) })}
        </Text>
      ) : (
        startedAt && (
          <Text size="sm" c="teal.9" fw={600} data-testid="job-started">
            {t('jobTiming.started', { time: format.clock(startedAt) })}
          </Text>
        )
      )}
    </>
  );
}
