import { ActionIcon, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { monthGrid } from '@common/domain/calendar';
import { normalizeStatus } from '@common/domain/event-status';
import { STATUS_COLORS } from '../../components/event-status-badge';
import { Hint } from '../../components/hint';
import { useFormat } from '../../lib/format';
import classes from './month-calendar.module.css';

const MAX_BADGES = 4;

interface MonthCalendarProps {
  year: number;
  month: number;
  today: string;
  eventsByDay: Map<string, CleaningEvent[]>;
  onOpenDay: (day: string) => void;
}

/** One small badge per event: the status initial in the status colour. */
export function StatusInitialBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = normalizeStatus(status);
  const color = known ? STATUS_COLORS[known] : 'gray';
  const style = {
    background: `var(--mantine-color-${color}-filled)`,
    color: color === 'yellow' ? 'var(--mantine-color-dark-text)' : undefined,
  };
  return (
    <span className={classes.initial} style={style} data-status={known ?? status} aria-hidden>
      {known ? t(`employeeHome.initial.${known}`) : '?'}
    </span>
  );
}

/** The current month, Sunday to Saturday, today highlighted; Prev/Next stay locked to this month. */
export function MonthCalendar({ year, month, today, eventsByDay, onOpenDay }: MonthCalendarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const weeks = monthGrid(year, month);
  const title = format.month(year, month);
  return (
    <Paper withBorder radius="lg" p={{ base: 4, sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="nowrap" p={{ base: 4, sm: 0 }}>
        <Hint label={t('employeeHome.lockedHint')} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon variant="default" size="xl" disabled aria-label={t('employeeHome.prevMonth')}>
            <IconChevronLeft size={20} />
          </ActionIcon>
        </Hint>
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Hint label={t('employeeHome.lockedHint')} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon variant="default" size="xl" disabled aria-label={t('employeeHome.nextMonth')}>
            <IconChevronRight size={20} />
          </ActionIcon>
        </Hint>
      </Group>
      {/* A table of weeks (rows display: contents, so the cells sit on the 7-column grid). */}
      <SimpleGrid cols={7} spacing={{ base: 2, sm: 4 }} verticalSpacing={4} role="table" aria-label={title}>
        <div role="row" style={{ display: 'contents' }}>
          {format.weekdays().map((name) => (
            <div key={name} className={classes.weekday} role="columnheader">
              {name.slice(0, 3)}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.find(Boolean)} role="row" style={{ display: 'contents' }}>
            {week.map((day, i) => (
              <div key={day ?? `pad-${i}`} role="cell" style={{ display: 'flex', flexDirection: 'column' }}>
                {day ? (
                  <DayCell day={day} isToday={day === today} events={eventsByDay.get(day) ?? []} onOpen={onOpenDay} />
                ) : (
                  <div className={classes.pad} />
                )}
              </div>
            ))}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function DayCell({
  day,
  isToday,
  events,
  onOpen,
}: {
  day: string;
  isToday: boolean;
  events: CleaningEvent[];
  onOpen: (day: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const extra = events.length - MAX_BADGES;
  return (
    <button
      type="button"
      className={classes.day}
      onClick={() => onOpen(day)}
      aria-current={isToday ? 'date' : undefined}
      data-day={day}
    >
      {/* Named by the hidden text (the day with its month and the count the badges show): no
          aria-label, whose name would leave out the visible number and initials. */}
      <span className={classes.hidden}>
        {t('employeeHome.openDay', { date: format.dayMonth(day), count: events.length })}
      </span>
      <span className={classes.number} aria-hidden>
        {Number(day.slice(8))}
      </span>
      <span className={classes.badges}>
        {events.slice(0, MAX_BADGES).map((event) => (
          <StatusInitialBadge key={event.id} status={event.status} />
        ))}
        {extra > 0 && (
          <span className={classes.more} aria-hidden>
            +{extra}
          </span>
        )}
      </span>
    </button>
  );
}
