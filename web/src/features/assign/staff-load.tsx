import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CapacityDay } from '@common/contracts/capacity';
import { useFormat } from '../../lib/format';

/** One housekeeper's days of the week on screen: her assigned work against her hours, or Off. */
export function StaffLoad({ employeeId, days }: { employeeId: number; days: CapacityDay[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={0} mt="xs" data-testid={`load-${employeeId}`}>
      {days.map((day) => {
        const mine = day.staff.find((s) => s.employee_id === employeeId);
        if (!mine) return null;
        // Work on a day off counts as over too: it needs someone else.
        const over = mine.assigned_minutes > mine.available_minutes;
        return (
          <Group key={day.date} justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {format.weekdayDayMonth(day.date)}
            </Text>
            <Text size="xs" fw={over ? 700 : 500} c={over ? 'red.9' : mine.off ? 'dimmed' : undefined}>
              {mine.off
                ? [t('capacity.off'), mine.assigned_minutes > 0 && format.duration(mine.assigned_minutes)]
                    .filter(Boolean)
                    .join(' · ')
                : t('capacity.load', {
                    demand: format.duration(mine.assigned_minutes),
                    available: format.duration(mine.available_minutes),
                  })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
