import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { CleaningEvent } from '@common/contracts/events';
import { byMonthQuery } from './api';

// Module-level so TanStack Query re-runs it only when a month's result changes (stable reference).
function merge(results: UseQueryResult<CleaningEvent[]>[]) {
  const byId = new Map<number, CleaningEvent>();
  for (const result of results) for (const event of result.data ?? []) byId.set(event.id, event);
  return {
    events: [...byId.values()],
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}

/** The events of several months, merged (each month is its own cached call). */
export function useMonthsEvents(months: { year: number; month: number }[]) {
  return useQueries({ queries: months.map(({ year, month }) => byMonthQuery(year, month)), combine: merge });
}
