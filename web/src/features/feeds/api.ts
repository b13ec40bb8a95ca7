import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import type { Feed, FeedInput, FeedSyncResponse } from '@common/contracts/feeds';
import type { PropertyView } from '@common/contracts/properties';
import { api } from '../../lib/api-client';

/** Query keys of the calendar-feed screen. */
export const feedKeys = {
  all: ['feeds'] as const,
  clients: ['feeds', 'clients'] as const,
  properties: (clientId: number) => ['feeds', 'properties', clientId] as const,
};

/** GET /airbn_url/: every feed with its house, client, platform and last sync. */
export const feedsQuery = queryOptions({ queryKey: feedKeys.all, queryFn: () => api.get<Feed[]>('/airbn_url/') });

/** GET /clients/: the clients to choose from in the form. */
export const clientsQuery = queryOptions({ queryKey: feedKeys.clients, queryFn: () => api.get<Client[]>('/clients/') });

/** GET /houses/client/{id}: a client's properties, loaded when the client is chosen. */
export function clientPropertiesQuery(clientId: number | null) {
  return queryOptions({
    queryKey: feedKeys.properties(clientId ?? 0),
    queryFn: () => api.get<PropertyView[]>(`/houses/client/${clientId}`),
    enabled: clientId !== null,
  });
}

function useReplaceRow() {
  const queryClient = useQueryClient();
  return (row: Feed) => {
    queryClient.setQueryData<Feed[]>(feedKeys.all, (list) => {
      if (!list) return [row];
      return list.some((f) => f.id === row.id) ? list.map((f) => (f.id === row.id ? row : f)) : [...list, row];
    });
  };
}

const strip = ({ sync: _sync, ...row }: FeedSyncResponse): Feed => row;

/** POST /airbn_url/: registers a feed; the answer (already synced once) joins the list. */
export function useCreateFeed() {
  const replace = useReplaceRow();
  return useMutation({
    mutationFn: (input: FeedInput) => api.post<FeedSyncResponse>('/airbn_url/', input),
    onSuccess: (answer) => replace(strip(answer)),
  });
}

/** PUT /airbn_url/{id}: changes a feed's property or URL. */
export function useUpdateFeed() {
  const replace = useReplaceRow();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: FeedInput }) => api.put<Feed>(`/airbn_url/${id}`, input),
    onSuccess: replace,
  });
}

/** POST /airbn_url/{id}/sync: syncs one feed now and updates its row. */
export function useSyncFeed() {
  const replace = useReplaceRow();
  return useMutation({
    mutationFn: (id: number) => api.post<FeedSyncResponse>(`/airbn_url/${id}/sync`),
    onSuccess: (answer) => replace(strip(answer)),
  });
}

/** DELETE /airbn_url/{id}: removes a feed (its events stay) and drops its row. */
export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/airbn_url/${id}`),
    onSuccess: (_answer, id) => queryClient.setQueryData<Feed[]>(feedKeys.all, (list) => list?.filter((f) => f.id !== id)),
  });
}
