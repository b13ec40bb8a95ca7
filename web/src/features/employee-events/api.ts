import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CleaningEvent } from '@common/contracts/events';
import { api } from '../../lib/api-client';

/** Query keys of the housekeeper's list; the month key holds only the user's own events. */
export const eventKeys = {
  all: ['cleaning-events'] as const,
  month: (year: number, month: number) => ['cleaning-events', 'by-month', year, month, 'mine'] as const,
};

/** GET /cleaning_events/by-month?mine=true: the signed-in user's own events of the month. */
export function monthEventsQuery(year: number, month: number) {
  return queryOptions({
    queryKey: eventKeys.month(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}&mine=true`, { signal }),
  });
}

function monthKeyOf(event: CleaningEvent) {
  return eventKeys.month(Number(event.service_date.slice(0, 4)), Number(event.service_date.slice(5, 7)));
}

function replaceEvent(client: QueryClient, updated: CleaningEvent) {
  client.setQueryData<CleaningEvent[]>(monthKeyOf(updated), (list) => list?.map((e) => (e.id === updated.id ? updated : e)));
}

/** PATCH /cleaning_events/{id}/note: a blank note clears it. */
export function saveNote(id: number, note: string): Promise<CleaningEvent> {
  return api.patch<CleaningEvent>(`/cleaning_events/${id}/note`, { note: note.trim() });
}

/** Saves a card's note on its own and puts the answer in the month cache. */
export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => saveNote(id, note),
    onSuccess: (updated) => replaceEvent(client, updated),
  });
}

/**
 * Marks an event serviced (assigned -> in_review), first sending the note when it is not blank.
 * Shown in review at once; rolled back when the server refuses.
 */
export function useMarkServiced() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ event, note }: { event: CleaningEvent; note: string }) => {
      if (note.trim() !== '' && note.trim() !== (event.note ?? '')) await saveNote(event.id, note);
      return api.patch<CleaningEvent>(`/cleaning_events/${event.id}/status`, { status: 'in_review' });
    },
    onMutate: async ({ event }) => {
      const key = monthKeyOf(event);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CleaningEvent[]>(key);
      client.setQueryData<CleaningEvent[]>(key, (list) => list?.map((e) => (e.id === event.id ? { ...e, status: 'in_review' } : e)));
      return { key, previous };
    },
    onError: (error, _input, context) => {
      console.error('Mark serviced failed', error);
      if (context) client.setQueryData(context.key, context.previous);
    },
    onSuccess: (updated) => replaceEvent(client, updated),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' }),
  });
}
