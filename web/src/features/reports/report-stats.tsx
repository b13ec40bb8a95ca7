import { Alert, Badge, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportInput, ReportStats as Stats } from '@common/contracts/reports';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { EVENT_STATUSES } from '@common/domain/event-status';
import { useFormat } from '../../lib/format';
import { reportStatsQuery } from '../../lib/resources/reports';

function StatCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text fz={26} fw={700} lh={1.15} data-testid={`stat-${label}`}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Events per status, revenue (one line per client currency, never added together), staff cost (CRC) and the
 * margin in the client's currency: colones at once, dollars given a rate.
 */
export function ReportStats({ input }: { input: ReportInput | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [rate, setRate] = useState<number | string>('');
  const [debouncedRate] = useDebouncedValue(rate, 400);
  const crcPerUsd = typeof debouncedRate === 'number' && debouncedRate > 0 ? debouncedRate : undefined;
  const stats = useQuery({
    ...reportStatsQuery({ ...(input ?? { client_id: 0, start_date: '', end_date: '' }), crc_per_usd: crcPerUsd }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
  const data = input ? stats.data : undefined;
  const needsRate = data?.revenue.some((sum) => sum.currency !== PAYROLL_CURRENCY) ?? false;

  const marginHint = (margin: Stats['margin']) => {
    if (!margin) return t('reports.marginNeedsRate');
    if (margin.crc_per_usd === null) return t('reports.marginInColones');
    return t('reports.marginHint', { rate: margin.crc_per_usd });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('reports.statsTitle')}
      </Title>
      {!input && <Text c="dimmed">{t('reports.statsHint')}</Text>}
      {input && stats.isError && (
        <Alert color="red" variant="light">
          {t('reports.errorStats')}
        </Alert>
      )}
      {input && !data && stats.isLoading && <Skeleton h={120} radius="lg" />}
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard label={t('reports.events')} value={data.total_events}>
            <Group gap={6}>
              {EVENT_STATUSES.map((status) => (
                <Badge key={status} variant="light" color={status === 'completed' ? 'teal' : 'gray'}>
                  {t(`eventStatus.${status}`)}: {data.events[status]}
                </Badge>
              ))}
            </Group>
          </StatCard>
          <StatCard
            label={t('reports.revenue')}
            value={data.revenue.map((sum) => (
              <span key={sum.currency} style={{ display: 'block' }} data-testid={`stat-revenue-${sum.currency}`}>
                {format.money(sum.amount, sum.currency)}
              </span>
            ))}
          >
            <Text size="sm" c="dimmed">
              {t('reports.revenueHint')}
            </Text>
          </StatCard>
          <StatCard label={t('reports.staffCost')} value={format.money(data.staff_cost.amount, 'CRC')}>
            <Text size="sm" c="dimmed">
              {t('reports.staffCostHint', {
                worker: format.money(data.staff_cost.worker, 'CRC'),
                supervisor: format.money(data.staff_cost.supervisor, 'CRC'),
              })}
            </Text>
          </StatCard>
          <StatCard
            label={t('reports.margin')}
            value={data.margin ? format.money(data.margin.amount, data.margin.currency) : '—'}
          >
            {needsRate && (
              <NumberInput
                size="xs"
                label={t('reports.exchangeRate')}
                value={rate}
                onChange={setRate}
                min={1}
                max={100000}
                decimalScale={2}
                hideControls
              />
            )}
            <Text size="sm" c="dimmed">
              {marginHint(data.margin)}
            </Text>
          </StatCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
