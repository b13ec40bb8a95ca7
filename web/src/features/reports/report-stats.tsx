import { Alert, Badge, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportInput } from '@common/contracts/reports';
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

/** Events per status, revenue (USD), staff cost (CRC) and margin (USD, given a rate) of the chosen range. */
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
          <StatCard label={t('reports.revenue')} value={format.money(data.revenue.amount, 'USD')}>
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
          <StatCard label={t('reports.margin')} value={data.margin ? format.money(data.margin.amount, 'USD') : '—'}>
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
            <Text size="sm" c="dimmed">
              {data.margin ? t('reports.marginHint', { rate: data.margin.crc_per_usd }) : t('reports.marginNeedsRate')}
            </Text>
          </StatCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
