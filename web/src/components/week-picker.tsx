import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, businessWeek, isValidIsoDate } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { useFormat } from '../lib/format';

/** The Friday-Thursday business week a screen shows (`?week=` any day of it, kept in the URL), this week by default. */
export function useViewedWeek() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const { start } = businessWeek(isValidIsoDate(asked) ? asked : todayIso());
  const setStart = (friday: string) => setParams({ week: friday }, { replace: true });
  return { start, end: addDays(start, 6), setStart };
}

/** Previous and next week around the Friday-Thursday range. */
export function WeekPicker({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (friday: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('payroll.previousWeek')}
        onClick={() => onChange(addDays(start, -7))}
        data-testid="week-previous"
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={180} ta="center" data-testid="week-range">
        {format.weekRange(start, end)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('payroll.nextWeek')}
        onClick={() => onChange(addDays(start, 7))}
        data-testid="week-next"
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
