import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleaningEvent } from '@common/contracts/events';
import { api } from '../../lib/api-client';

/** Query keys of the review screen; the month key is shared by every event screen's cache. */
export const reviewKeys = {
  all: ['cleaning-events'] as const,
  month: (year: number, month: number) => ['cleaning-events', 'by-month', year, month] as const,
};

/** GET /cleaning_events/by-month: supervisors receive every event of the month. */
export function monthEventsQuery(year: number, month: number) {
  return queryOptions({
    queryKey: reviewKeys.month(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}`, { signal }),
  });
}

/** The two moves a supervisor makes on an event in review (decisions 3). */
export type ReviewMove = 'completed' | 'assigned';

/**
 * PATCH /cleaning_events/{id}/status from in_review to completed (done) or assigned (sent back).
 * Applied on screen at once and rolled back when the server refuses.
 */
export function useReviewMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, to }: { event: CleaningEvent; to: ReviewMove }) =>
      api.patch<CleaningEvent>(`/cleaning_events/${event.id}/status`, { status: to }),
    onMutate: async ({ event, to }) => {
      const key = reviewKeys.month(Number(event.service_date.slice(0, 4)), Number(event.service_date.slice(5, 7)));
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CleaningEvent[]>(key);
      client.setQueryData<CleaningEvent[]>(key, (list) => list?.map((e) => (e.id === event.id ? { ...e, status: to } : e)));
      return { key, previous };
    },
    onError: (error, _input, context) => {
      console.error('Review status change failed', error);
      if (context) client.setQueryData(context.key, context.previous);
    },
    onSuccess: (updated, _input, context) =>
      client.setQueryData<CleaningEvent[]>(context.key, (list) => list?.map((e) => (e.id === updated.id ? updated : e))),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' }),
  });
}
