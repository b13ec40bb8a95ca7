import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompletedTotals as Totals } from '@common/contracts/payments';
import { useFormat } from '../../lib/format';

function Figure({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** The totals of the filtered cleanings: count, client revenue and staff cost, each in its own currency, with what is pending. */
export function CompletedTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { revenue, staff_cost: staff } = totals;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure
        testId="total-count"
        label={t('completedEvents.totals.cleanings')}
        value={format.number(totals.count)}
        note={t('completedEvents.totals.filtered')}
      />
      <Figure
        testId="total-revenue"
        label={t('completedEvents.totals.revenue')}
        value={format.money(revenue.amount, revenue.currency)}
        note={t('completedEvents.totals.pending', { amount: format.money(revenue.pending, revenue.currency) })}
      />
      <Figure
        testId="total-staff"
        label={t('completedEvents.totals.staffCost')}
        value={format.money(staff.amount, staff.currency)}
        note={t('completedEvents.totals.pending', { amount: format.money(staff.pending, staff.currency) })}
      />
    </SimpleGrid>
  );
}
