import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@common/domain/dates';
import { byMonthQuery } from './api';
import { HistoryEventCard } from './history-event-card';
import { MonthPicker } from '../../components/month-picker';

/** History Events (decisions 4): every event of the month, any status, read-only. */
export function HistoryEventsPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => `${todayIso().slice(0, 7)}-01`);
  const query = useQuery(byMonthQuery(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
  const events = useMemo(
    () =>
      (query.data ?? [])
        .slice()
        .sort((a, b) => a.service_date.localeCompare(b.service_date) || a.id - b.id),
    [query.data],
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('pages.historyEvents')}
      </Title>
      <MonthPicker label={t('historyEvents.month')} value={month} onChange={setMonth} />
      {query.isPending ? (
        <Center mih={200} role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : query.error ? (
        <Alert color="red" variant="light">
          {t('historyEvents.loadError', { message: query.error.message })}
        </Alert>
      ) : events.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('historyEvents.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {events.map((event) => (
            <HistoryEventCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
