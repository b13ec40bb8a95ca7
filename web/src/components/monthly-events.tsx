import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { MonthPicker } from './month-picker';

type Props = {
  title: string;
  monthLabel: string;
  month: string;
  onMonthChange: (month: string) => void;
  isPending: boolean;
  errorText: string | null;
  emptyText: string;
  events: CleaningEvent[];
  renderCard: (event: CleaningEvent) => ReactNode;
};

/** A month of event cards with its month filter, loading, error and empty states (never fetches). */
export function MonthlyEvents({ title, monthLabel, month, onMonthChange, isPending, errorText, emptyText, events, renderCard }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <MonthPicker label={monthLabel} value={month} onChange={onMonthChange} />
      {isPending ? (
        <Center mih={200} role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : errorText ? (
        <Alert color="red" variant="light">
          {errorText}
        </Alert>
      ) : events.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {events.map(renderCard)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Events in calendar order (date, then id). */
export function byServiceDate(a: CleaningEvent, b: CleaningEvent): number {
  return a.service_date.localeCompare(b.service_date) || a.id - b.id;
}
