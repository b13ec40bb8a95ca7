import { Box, ColorSwatch, Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictKind } from '@common/domain/conflicts';
import type { EventStatus } from '@common/domain/event-status';
import { STATUS_COLORS } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';
import { CALENDAR_STATUSES, type DayGroup } from './calendar-model';

/** Picks a day's events of one status, or all of them (`null`). */
export type PickDay = (date: string, status: EventStatus | null) => void;

interface DayCellProps {
  date: string;
  group: DayGroup | undefined;
  isToday: boolean;
  onPick: PickDay;
  conflicts: Record<ConflictKind, number> | undefined;
}

/** A day's conflicts: a warning sign with their number, read out in words. */
function ConflictMark({ conflicts }: { conflicts: Record<ConflictKind, number> }) {
  const { t } = useTranslation();
  const text = [
    conflicts.double_booked > 0 && t('dashboard.conflictDouble', { count: conflicts.double_booked }),
    conflicts.unassigned_turnover > 0 && t('dashboard.conflictTurnover', { count: conflicts.unassigned_turnover }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group gap={1} wrap="nowrap" c="red" title={text} aria-label={text} role="img" data-testid="day-conflict">
      <IconAlertTriangle size={12} aria-hidden />
      <Text span fz={10} fw={800} aria-hidden>
        {conflicts.double_booked + conflicts.unassigned_turnover}
      </Text>
    </Group>
  );
}

/** A day's count of one status, a tile in its status colour (faded when none). */
function countStyle(status: EventStatus, count: number) {
  const color = STATUS_COLORS[status];
  return {
    borderRadius: 4,
    background: count ? `var(--mantine-color-${color}-filled)` : `var(--mantine-color-${color}-light)`,
    color: count ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`,
    opacity: count ? 1 : 0.55,
  };
}

const cellStyle = (isToday: boolean) => ({
  border: `1px solid var(--mantine-color-${isToday ? 'blue-5' : 'gray-3'})`,
  borderRadius: 'var(--mantine-radius-sm)',
  minWidth: 0,
});

// Memoised: a cell re-renders only when its own group, its date or "today" changes.
// At desktop widths each count is a button that lists the day's events of that status; on a phone
// (too narrow for four 44 px targets in a day) the whole day is one button that lists them all.
const DayCell = memo(function DayCell({ date, group, isToday, onPick, conflicts }: DayCellProps) {
  const { t } = useTranslation();
  const day = (
    <Group justify="space-between" gap={2} wrap="nowrap">
      <Text size="xs" fw={isToday ? 800 : 600} c={isToday ? 'blue.8' : 'dark'}>
        {Number(date.slice(8))}
      </Text>
      {conflicts && <ConflictMark conflicts={conflicts} />}
    </Group>
  );
  const counts = (button: boolean) => (
    <SimpleGrid cols={2} spacing={2} verticalSpacing={2} mt={2}>
      {CALENDAR_STATUSES.map((status) => {
        const count = group?.byStatus[status].length ?? 0;
        const label = t('dashboard.countLabel', { status: t(`eventStatus.${status}`), count, date });
        return button ? (
          <UnstyledButton
            key={status}
            onClick={() => onPick(date, status)}
            aria-label={label}
            title={t(`eventStatus.${status}`)}
            ta="center"
            fz={11}
            fw={700}
            lh="18px"
            style={countStyle(status, count)}
          >
            {count}
          </UnstyledButton>
        ) : (
          <Text key={status} span ta="center" fz={11} fw={700} lh="18px" style={countStyle(status, count)}>
            {count}
          </Text>
        );
      })}
    </SimpleGrid>
  );
  const today = isToday ? { 'data-today': true, 'aria-current': 'date' as const } : {};
  return (
    <>
      <Box visibleFrom="sm" p={4} mih={92} bg={isToday ? 'blue.0' : 'white'} style={cellStyle(isToday)} {...today}>
        {day}
        {counts(true)}
      </Box>
      <UnstyledButton
        hiddenFrom="sm"
        onClick={() => onPick(date, null)}
        p={4}
        mih={92}
        bg={isToday ? 'blue.0' : 'white'}
        style={cellStyle(isToday)}
        {...today}
      >
        {/* Named by words, not by the tiles' bare numbers. */}
        <Box aria-hidden>
          {day}
          {counts(false)}
        </Box>
        <VisuallyHidden>
          {t('dashboard.dayLabel', {
            date,
            counts: CALENDAR_STATUSES.map((status) =>
              t('dashboard.dayCount', {
                status: t(`eventStatus.${status}`),
                count: group?.byStatus[status].length ?? 0,
              }),
            ).join(', '),
          })}
        </VisuallyHidden>
      </UnstyledButton>
    </>
  );
});

interface MonthGridProps {
  weeks: (string | null)[][];
  days: Map<string, DayGroup>;
  today: string;
  onPick: PickDay;
  conflicts: Map<string, Record<ConflictKind, number>>;
}

/** The Sunday-first month grid with per-status count buttons and the conflicts of every day. */
export function MonthGrid({ weeks, days, today, onPick, conflicts }: MonthGridProps) {
  const { t } = useTranslation();
  const names = useFormat().weekdays();
  return (
    <Box data-testid="month-grid">
      <Group gap="sm" mb="xs" justify="center">
        {CALENDAR_STATUSES.map((status) => (
          <Group key={status} gap={4} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${STATUS_COLORS[status]}-filled)`} size={10} />
            <Text size="xs">{t(`eventStatus.${status}`)}</Text>
          </Group>
        ))}
        <Group gap={4} wrap="nowrap" c="red">
          <IconAlertTriangle size={12} aria-hidden />
          <Text size="xs">{t('dashboard.conflictLegend')}</Text>
        </Group>
      </Group>
      <SimpleGrid cols={7} spacing={3} mb={3}>
        {names.map((name) => (
          <Text key={name} size="xs" fw={700} c="dimmed" ta="center">
            {name}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={3} verticalSpacing={3}>
        {weeks
          .flat()
          .map((date, i) =>
            date ? (
              <DayCell
                key={date}
                date={date}
                group={days.get(date)}
                isToday={date === today}
                onPick={onPick}
                conflicts={conflicts.get(date)}
              />
            ) : (
              <Box key={`pad-${i}`} />
            ),
          )}
      </SimpleGrid>
    </Box>
  );
}
