import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 'Events per Day' bar chart under the grid (250 px high). */
export function EventsChart({ data }: { data: { day: string; events: number }[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="events-chart">
      <Title order={2} size="h5" mb="xs">
        {t('dashboard.eventsPerDay')}
      </Title>
      <BarChart
        h={250}
        data={data}
        dataKey="day"
        series={[{ name: 'events', label: t('dashboard.events'), color: 'blue.6' }]}
        yAxisProps={{ allowDecimals: false }}
        tickLine="y"
        gridAxis="y"
        withTooltip
        tooltipAnimationDuration={0}
        barProps={{ isAnimationActive: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 4 }}
      />
    </Paper>
  );
}
