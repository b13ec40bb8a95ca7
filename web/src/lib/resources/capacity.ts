// Capacity (/capacity) and assignment suggestions (/assignments/suggest, /assignments/accept): how
// much work each day holds against the hours the housekeepers can give, and who could take what.
import { queryOptions } from '@tanstack/react-query';
import type { AcceptInput, AcceptResponse, CapacityResponse, SuggestResponse } from '@common/contracts/capacity';
import { api } from '../api-client';
import { eventKeys, invalidateEvents } from './events';
import { useResourceMutation, type ScreenHandlers } from './resource';

/** Query keys of capacity, under the events' keys: every change to events makes them stale. */
export const capacityKeys = {
  all: eventKeys.capacity(),
  days: (start: string, days: number) => [...capacityKeys.all, 'days', start, days] as const,
  suggestions: (weekStart: string) => [...capacityKeys.all, 'suggestions', weekStart] as const,
};

/** GET /capacity?start=&days=: each day's demand against the hours available, and each housekeeper's load. */
export function capacityQuery(start: string, days: number) {
  return queryOptions({
    queryKey: capacityKeys.days(start, days),
    queryFn: ({ signal }) => api.get<CapacityResponse>(`/capacity?start=${start}&days=${days}`, { signal }),
  });
}

/**
 * POST /assignments/suggest: who could take each unassigned cleaning of the week, and why. Nothing is
 * written, so it is read like a list, again after every change to events (the accepted ones leave it).
 */
export function suggestionsQuery(weekStart: string) {
  return queryOptions({
    queryKey: capacityKeys.suggestions(weekStart),
    queryFn: ({ signal }) => api.post<SuggestResponse>('/assignments/suggest', { week_start: weekStart }, { signal }),
    staleTime: 0,
  });
}

/** POST /assignments/accept: assigns the accepted suggestions at once; those it could not are answered with why. */
export function useAcceptSuggestions<TContext>(screen?: ScreenHandlers<AcceptResponse, AcceptInput, TContext>) {
  return useResourceMutation(
    {
      call: (input: AcceptInput) => api.post<AcceptResponse>('/assignments/accept', input),
      invalidate: (client) => invalidateEvents(client),
    },
    screen,
  );
}
