import { queryOptions } from '@tanstack/react-query';
import type { CleaningEvent } from '@common/contracts/events';
import { api } from '../../lib/api-client';

/** Query keys; by-month shares its key shape with the other event screens. */
export const historyKeys = {
  byMonth: (year: number, month: number) => ['cleaning-events', 'by-month', year, month] as const,
};

/** GET /cleaning_events/by-month for one month. */
export function byMonthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: historyKeys.byMonth(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}`, { signal }),
  });
}
