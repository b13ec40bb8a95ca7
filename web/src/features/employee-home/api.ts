import { queryOptions } from '@tanstack/react-query';
import type { CleaningEvent, MyWeekResponse } from '@common/contracts/events';
import { api } from '../../lib/api-client';

/** Query keys of the housekeeper home; the month key holds only the user's own events. */
export const homeKeys = {
  myWeek: () => ['cleaning-events', 'my-week'] as const,
  month: (year: number, month: number) => ['cleaning-events', 'by-month', year, month, 'mine'] as const,
};

/** GET /cleaning_events/my-week: the signed-in user's Friday-Thursday week. */
export function myWeekQuery() {
  return queryOptions({
    queryKey: homeKeys.myWeek(),
    queryFn: ({ signal }) => api.get<MyWeekResponse>('/cleaning_events/my-week', { signal }),
  });
}

/** GET /cleaning_events/by-month?mine=true: the signed-in user's own events (supervisors too). */
export function monthEventsQuery(year: number, month: number) {
  return queryOptions({
    queryKey: homeKeys.month(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}&mine=true`, { signal }),
  });
}
