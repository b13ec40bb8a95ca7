// Removed cleanings (/cleaning_events/removed, /cleaning_events/{id}/restore): what left the schedule, and bringing one back.
import { queryOptions } from '@tanstack/react-query';
import type { CleaningEvent } from '@common/contracts/events';
import type { RemovedEvent } from '@common/contracts/removed-events';
import { api } from '../api-client';
import { eventKeys, invalidateEvents } from './events';
import { feedKeys } from './feeds';
import { useResourceMutation, type ScreenHandlers } from './resource';

/** Query keys of removed cleanings: under the events' keys, so deleting or restoring an event makes them stale. */
export const removedKeys = {
  period: (start: string, end: string) => [...eventKeys.all, 'removed', start, end] as const,
};

/** GET /cleaning_events/removed: the cleanings of [start, end] deleted or cancelled by their feed (admins). */
export function removedEventsQuery(start: string, end: string) {
  return queryOptions({
    queryKey: removedKeys.period(start, end),
    queryFn: ({ signal }) => api.get<RemovedEvent[]>(`/cleaning_events/removed?start=${start}&end=${end}`, { signal }),
  });
}

/** POST /cleaning_events/{id}/restore: brings a removed cleaning back unassigned; every event list and the feed alerts refresh. */
export function useRestoreEvent(screen?: ScreenHandlers<CleaningEvent, number>) {
  return useResourceMutation(
    {
      call: (id: number) => api.post<CleaningEvent>(`/cleaning_events/${id}/restore`),
      // A restored cancellation also leaves the feed alerts ("calendar feeds need you").
      invalidate: async (client) => {
        await Promise.all([invalidateEvents(client), client.invalidateQueries({ queryKey: feedKeys.alerts() })]);
      },
    },
    screen,
  );
}
