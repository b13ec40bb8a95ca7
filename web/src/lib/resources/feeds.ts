// Calendar feeds (/airbn_url/): the integrations list; registering and syncing one creates events.
import type { QueryClient } from '@tanstack/react-query';
import type { Feed, FeedInput, FeedSyncResponse } from '@common/contracts/feeds';
import { api } from '../api-client';
import { invalidateEvents } from './events';
import { listKeys, listQuery, useResourceMutation } from './resource';

/** Query keys of feeds. */
export const feedKeys = listKeys('feeds');

/** GET /airbn_url/: every feed with its house, client, platform and last sync. */
export const feedsQuery = () => listQuery<Feed>(feedKeys, '/airbn_url/');

/** Puts a feed's row in the list (replacing the one with its id, or at the end). */
function putRow(client: QueryClient, row: Feed): void {
  client.setQueryData<Feed[]>(feedKeys.list(), (list) => {
    if (!list) return list;
    return list.some((f) => f.id === row.id) ? list.map((f) => (f.id === row.id ? row : f)) : [...list, row];
  });
}

const strip = ({ sync: _sync, ...row }: FeedSyncResponse): Feed => row;

// A sync creates, moves or cancels events.
const synced = { update: (client: QueryClient, answer: FeedSyncResponse) => putRow(client, strip(answer)), invalidate: (client: QueryClient) => invalidateEvents(client) };

/** POST /airbn_url/: registers a feed; the answer (already synced once) joins the list. */
export function useCreateFeed() {
  return useResourceMutation({ call: (input: FeedInput) => api.post<FeedSyncResponse>('/airbn_url/', input), ...synced });
}

/** POST /airbn_url/{id}/sync: syncs one feed now and updates its row. */
export function useSyncFeed() {
  return useResourceMutation({ call: (id: number) => api.post<FeedSyncResponse>(`/airbn_url/${id}/sync`), ...synced });
}

/** PUT /airbn_url/{id}: changes a feed's property or URL. */
export function useUpdateFeed() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: FeedInput }) => api.put<Feed>(`/airbn_url/${id}`, input),
    update: putRow,
    invalidate: (client) => invalidateEvents(client),
  });
}

/** DELETE /airbn_url/{id}: removes a feed (its events stay) and drops its row. */
export function useDeleteFeed() {
  return useResourceMutation({
    call: (id: number) => api.delete<unknown>(`/airbn_url/${id}`),
    update: (client, _answer, id) => client.setQueryData<Feed[]>(feedKeys.list(), (list) => list?.filter((f) => f.id !== id)),
  });
}
