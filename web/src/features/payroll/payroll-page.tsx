import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { ListState } from '../../components/list-state';
import { useFormat } from '../../lib/format';
import { weeklyPayrollQuery } from '../../lib/resources/payroll';
import { StatementCard } from './statement-card';
import { useViewedWeek, WeekPicker } from '../../components/week-picker';

/**
 * Pay statements (decision 0012): admins see every staff member's week, housekeepers and
 * supervisors their own (`mine`). The server decides whose statements come back.
 */
export function PayrollPage({ mine = false }: { mine?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const week = useViewedWeek();
  const query = useQuery(weeklyPayrollQuery(week.start));
  const staff = query.data?.staff ?? [];
  const sum = (key: 'total' | 'pending') => staff.reduce((total, s) => total + Math.round(s[key] * 100), 0) / 100;
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        {t(mine ? 'payroll.myTitle' : 'payroll.title')}
      </Title>
      <Group justify="space-between" gap="sm">
        <WeekPicker start={week.start} end={week.end} onChange={week.setStart} />
        {!mine && query.data && (
          <Paper withBorder radius="md" px="md" py={6} data-testid="payroll-totals">
            <Text size="sm">
              {t('payroll.allTotal', { amount: format.money(sum('total'), PAYROLL_CURRENCY) })} ·{' '}
              {t('payroll.pending', { amount: format.money(sum('pending'), PAYROLL_CURRENCY) })}
            </Text>
          </Paper>
        )}
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error ? t('payroll.loadError', { message: query.error.message }) : null}
        isEmpty={staff.length === 0}
        emptyText={t('payroll.noStaff')}
      />
      <SimpleGrid cols={{ base: 1, md: mine ? 1 : 2 }} spacing="md">
        {staff.map((statement) => (
          <StatementCard
            key={statement.employee_id}
            statement={statement}
            weekStart={week.start}
            weekEnd={week.end}
            canPay={!mine}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The signed-in housekeeper's or supervisor's own statements. */
export function MyPayPage() {
  return <PayrollPage mine />;
}
