import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgingReport } from '@common/contracts/invoices';
import { AGING_BUCKETS, type AgingBucket } from '@common/domain/invoice';
import type { Currency } from '@common/domain/format';
import { useFormat } from '../../lib/format';
import { agingQuery } from '../../lib/resources/invoices';

const LATE_COLOR: Record<AgingBucket, string | undefined> = {
  current: undefined,
  days_1_30: 'yellow.8',
  days_31_60: 'orange.8',
  over_60: 'red.8',
};

/** The four buckets of one row as a grid of small figures: two per row on a phone, four from a tablet up. */
function Buckets({ row, currency }: { row: Record<AgingBucket, number>; currency: Currency }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4}>
      {AGING_BUCKETS.map((bucket) => (
        <Stack key={bucket} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`invoices.aging.${bucket}`)}
          </Text>
          <Text size="sm" fw={600} c={row[bucket] > 0 ? LATE_COLOR[bucket] : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {format.money(row[bucket], currency)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The aging list on /invoices (docs/decisions/0049): what is owed and how late, per currency and per client, as
 * stacked cards that fit a phone's width; nothing shows while nothing is owed.
 */
export function InvoiceAging() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(agingQuery());
  const report: AgingReport | undefined = query.data;
  if (!report || report.totals.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('invoices.aging.title')} data-testid="aging">
      <Title order={2} size="h4">
        {t('invoices.aging.title')}
      </Title>
      {report.totals.map((row) => (
        <Paper key={row.currency} withBorder radius="md" p="sm" data-testid={`aging-${row.currency}`}>
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fw={700}>{t('invoices.aging.owed', { currency: row.currency })}</Text>
            <Text fw={700}>{format.money(row.total, row.currency)}</Text>
          </Group>
          <Buckets row={row} currency={row.currency} />
        </Paper>
      ))}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" role="list" aria-label={t('invoices.aging.byClient')}>
        {report.clients.map((row) => (
          <Card key={`${row.client_id}-${row.currency}`} withBorder radius="md" padding="sm" role="listitem">
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.client_name}
              </Text>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {format.money(row.total, row.currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              {row.days_late > 0
                ? t('invoices.aging.late', { count: row.invoices, days: row.days_late })
                : t('invoices.aging.notLate', { count: row.invoices })}
            </Text>
            <Buckets row={row} currency={row.currency} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
