import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';

/** Performance mark set once the grid and chart have rendered a month's events. */
export const RENDERED_MARK = 'calendar:rendered';

/** The calendar's loading page: 'Launching your data into orbit...'. */
export function CalendarLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Stack align="center" gap="sm" role="status">
        <Loader type="bars" />
        <Text c="dimmed">{t('dashboard.loading')}</Text>
      </Stack>
    </Center>
  );
}

/** Marks the moment a month's events are on screen (the render benchmark reads it). */
export function RenderedMark({ events }: { events: readonly CleaningEvent[] }) {
  useEffect(() => {
    performance.mark(RENDERED_MARK, { detail: { events: events.length } });
  }, [events]);
  return null;
}
