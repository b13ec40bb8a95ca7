import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompletedTotals as Totals } from '@common/contracts/payments';
import { useFormat } from '../../lib/format';

function Figure({ label, value, note, testId }: { label: string; value: ReactNode; note: string; testId: string }) {
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

/**
 * The totals of the filtered cleanings: count, client revenue (one line per client currency, never added
 * together) and staff cost, each in its own currency, with what is pending.
 */
export function CompletedTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { revenue, staff_cost: staff } = totals;
  const sums = revenue.length > 0 ? revenue : [{ amount: 0, pending: 0, currency: 'USD' as const }];
  const join = (pick: (sum: (typeof sums)[number]) => number) =>
    sums.map((sum) => format.money(pick(sum), sum.currency)).join(' · ');
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
        value={sums.map((sum) => (
          <span key={sum.currency} style={{ display: 'block' }} data-testid={`total-revenue-${sum.currency}`}>
            {format.money(sum.amount, sum.currency)}
          </span>
        ))}
        note={t('completedEvents.totals.pending', { amount: join((sum) => sum.pending) })}
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
