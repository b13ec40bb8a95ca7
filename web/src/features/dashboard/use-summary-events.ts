import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CleaningEvent } from '@common/contracts/events';
import type { DateRange } from '@common/domain/calendar';
import { byMonthQuery } from './api';
import { monthsOfRange } from './calendar-model';

// Module-level so TanStack Query re-runs it only when a month's result changes (stable reference).
function flatten(results: UseQueryResult<CleaningEvent[]>[]): CleaningEvent[] {
  return results.flatMap((r) => r.data ?? []);
}

/** The viewed month's events plus those of the months the selected summary week touches. */
export function useSummaryEvents(week: DateRange, monthEvents: readonly CleaningEvent[]): CleaningEvent[] {
  const extra = useQueries({ queries: monthsOfRange(week).map(({ year, month }) => byMonthQuery(year, month)), combine: flatten });
  return useMemo(() => {
    const byId = new Map<number, CleaningEvent>();
    for (const event of monthEvents) byId.set(event.id, event);
    for (const event of extra) byId.set(event.id, event);
    return [...byId.values()];
  }, [monthEvents, extra]);
}
