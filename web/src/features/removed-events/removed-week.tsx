import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeekRange, isValidIsoDate } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { useFormat } from '../../lib/format';

/** The Monday-Sunday week the screen shows (`?week=` any day of it, kept in the URL), this week by default. */
export function useViewedIsoWeek() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const { start, end } = isoWeekRange(isValidIsoDate(asked) ? asked : todayIso());
  const setStart = (monday: string) => setParams({ week: monday }, { replace: true });
  return { start, end, setStart };
}

/** Previous and next week around the Monday-Sunday range. */
export function RemovedWeekPicker({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (monday: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('removedEvents.previousWeek')}
        onClick={() => onChange(addDays(start, -7))}
        data-testid="week-previous"
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={170} ta="center" data-testid="week-range">
        {format.weekRange(start, end)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('removedEvents.nextWeek')}
        onClick={() => onChange(addDays(start, 7))}
        data-testid="week-next"
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
