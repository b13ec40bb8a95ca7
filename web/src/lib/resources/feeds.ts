// Calendar feeds (/airbn_url/): the integrations list; registering and syncing one creates events.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DeleteFeedResponse,
  FeedActivityEntry,
  FeedAlerts,
  FeedInput,
  FeedSyncResponse,
  FeedView,
} from '@common/contracts/feeds';
import { api } from '../api-client';
import type { CleaningEvent } from '@common/contracts/events';
import { invalidateEvents, replaceEvent } from './events';
import { listKeys, listQuery, useResourceMutation } from './resource';

const keys = listKeys('feeds');
/** Query keys of feeds: the list, each feed's activity log and the calendar's alerts, all under `all`. */
export const feedKeys = {
  ...keys,
  activity: (id: number) => [...keys.all, 'activity', id] as const,
  alerts: () => [...keys.all, 'alerts'] as const,
};

/** GET /airbn_url/: every feed with its house, client, platform and last sync. */
export const feedsQuery = () => listQuery<FeedView>(feedKeys, '/airbn_url/');

/** Puts a feed's row in the list (replacing the one with its id, or at the end). */
function putRow(client: QueryClient, row: FeedView): void {
  client.setQueryData<FeedView[]>(feedKeys.list(), (list) => {
    if (!list) return list;
    return list.some((f) => f.id === row.id) ? list.map((f) => (f.id === row.id ? row : f)) : [...list, row];
  });
}

const strip = ({ sync: _sync, ...row }: FeedSyncResponse): FeedView => row;

/** GET /airbn_url/{id}/activity: a feed's last 20 syncs, newest first. */
export function feedActivityQuery(id: number) {
  return queryOptions({
    queryKey: feedKeys.activity(id),
    queryFn: ({ signal }) => api.get<FeedActivityEntry[]>(`/airbn_url/${id}/activity`, { signal }),
  });
}

/** GET /airbn_url/alerts: feeds failing over 24 h, held calendars, changed and unconfirmed cleanings. */
export function feedAlertsQuery() {
  return queryOptions({
    queryKey: feedKeys.alerts(),
    queryFn: ({ signal }) => api.get<FeedAlerts>('/airbn_url/alerts', { signal }),
  });
}

// A sync creates, moves or cancels events and adds a line to its feed's log; the alerts follow. The
// answer is the feed's new row, so the list itself is not asked for again.
const synced = {
  update: (client: QueryClient, answer: FeedSyncResponse) => putRow(client, strip(answer)),
  invalidate: async (client: QueryClient, answer: FeedSyncResponse) => {
    await Promise.all([
      invalidateEvents(client),
      client.invalidateQueries({ queryKey: feedKeys.activity(answer.id) }),
      client.invalidateQueries({ queryKey: feedKeys.alerts() }),
    ]);
  },
};

/** POST /airbn_url/: registers a feed; the answer (already synced once) joins the list. */
export function useCreateFeed() {
  return useResourceMutation({
    call: (input: FeedInput) => api.post<FeedSyncResponse>('/airbn_url/', input),
    ...synced,
  });
}

/** POST /airbn_url/{id}/sync: syncs one feed now and updates its row. */
export function useSyncFeed() {
  return useResourceMutation({ call: (id: number) => api.post<FeedSyncResponse>(`/airbn_url/${id}/sync`), ...synced });
}

/** PUT /airbn_url/{id}: changes a feed's property or URL. */
export function useUpdateFeed() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: FeedInput }) => api.put<FeedView>(`/airbn_url/${id}`, input),
    update: putRow,
    invalidate: (client) => invalidateEvents(client),
  });
}

/**
 * DELETE /airbn_url/{id}: removes a feed and drops its row; its cleanings stay, unless `removeFuture`
 * (its unassigned cleanings after today go too, so the calendars reload).
 */
export function useDeleteFeed() {
  return useResourceMutation({
    call: ({ id, removeFuture }: { id: number; removeFuture: boolean }) =>
      api.delete<DeleteFeedResponse>(`/airbn_url/${id}${removeFuture ? '?remove_future=true' : ''}`),
    update: (client, _answer, { id }) =>
      client.setQueryData<FeedView[]>(feedKeys.list(), (list) => list?.filter((f) => f.id !== id)),
    invalidate: async (client, answer) => {
      if (answer.removed > 0) await invalidateEvents(client);
    },
  });
}

/** POST /airbn_url/{id}/hold/confirm or /discard: an admin decides on a calendar held for losing its stays. */
export function useResolveHold(decision: 'confirm' | 'discard') {
  return useResourceMutation({
    call: (id: number) => api.post<FeedSyncResponse>(`/airbn_url/${id}/hold/${decision}`),
    ...synced,
  });
}

// What a feed left on an event (a change mark, an unconfirmed Booking.com cleaning) also counts in the alerts.
const markCleared = async (client: QueryClient) => {
  await Promise.all([invalidateEvents(client, 'none'), client.invalidateQueries({ queryKey: feedKeys.alerts() })]);
};

/** POST /cleaning_events/{id}/acknowledge or /confirm: an admin clears a feed's change mark or confirms a Booking.com cleaning. */
export function useFeedMark(action: 'acknowledge' | 'confirm') {
  return useResourceMutation({
    call: (id: number) => api.post<CleaningEvent>(`/cleaning_events/${id}/${action}`),
    update: replaceEvent,
    invalidate: markCleared,
  });
}

/** POST /cleaning_events/{id}/dismiss: an unconfirmed Booking.com cleaning goes for good. */
export function useDismissEvent() {
  return useResourceMutation({
    call: (id: number) => api.post<void>(`/cleaning_events/${id}/dismiss`),
    invalidate: async (client) => {
      await Promise.all([invalidateEvents(client), client.invalidateQueries({ queryKey: feedKeys.alerts() })]);
    },
  });
}
