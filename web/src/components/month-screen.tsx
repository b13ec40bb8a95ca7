import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { ListState } from './list-state';
import { MonthField } from './month-field';
import { compareIso } from '@common/domain/dates';

type Props = {
  title: string;
  /** The screen's translation section: its `month`, `empty` and `loadError` ({{message}}) texts. */
  section: string;
  month: string;
  onMonthChange: (month: string) => void;
  /**
   * The month's query, for its loading and error states. A failed refetch keeps the list it already
   * has (a phone that lost its signal still shows the cached week, decision 0016).
   */
  result: { isPending: boolean; error: Error | null; isLoadingError: boolean };
  /** Nothing to list: the section's `empty` text shows instead. */
  isEmpty: boolean;
  /** More filters beside the month picker. */
  controls?: ReactNode;
  /** Filters on a row of their own under the month picker (shown whatever the month holds). */
  filters?: ReactNode;
  maw?: number;
  /** The month's content, once loaded. */
  children: ReactNode;
};

/** A screen of one month's events: title, month filter, loading, error and empty states (never fetches). */
export function MonthScreen({
  title,
  section,
  month,
  onMonthChange,
  result,
  isEmpty,
  controls,
  filters,
  maw,
  children,
}: Props) {
  const { t } = useTranslation();
  const failed = result.isLoadingError && result.error !== null;
  return (
    <Stack gap="md" maw={maw}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group align="flex-end" justify="space-between" gap="sm">
        <MonthField label={t(`${section}.month`)} value={month} onChange={onMonthChange} />
        {controls}
      </Group>
      {filters}
      <ListState
        isPending={result.isPending}
        error={failed ? t(`${section}.loadError`, { message: result.error?.message }) : null}
        isEmpty={isEmpty}
        emptyText={t(`${section}.empty`)}
      />
      {!result.isPending && !failed && !isEmpty && children}
    </Stack>
  );
}

/** Event cards side by side, one column on a phone. */
export function EventGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Events in calendar order (date, then id). */
export function byServiceDate(a: CleaningEvent, b: CleaningEvent): number {
  return compareIso(a.service_date, b.service_date) || a.id - b.id;
}
