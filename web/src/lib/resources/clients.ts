// Clients (/clients/): one list for every screen that shows or picks a client.
import type { QueryClient } from '@tanstack/react-query';
import type { Client, CreateClientInput, UpdateClientInput } from '@common/contracts/clients';
import { api } from '../api-client';
import { eventKeys } from './events';
import { feedKeys } from './feeds';
import { listKeys, listQuery, useResourceMutation, type ScreenHandlers } from './resource';
import { propertyKeys } from './properties';

/** Query keys of clients. */
export const clientKeys = listKeys('clients');

/** GET /clients/: every client, active or not. */
export const clientsQuery = () => listQuery<Client>(clientKeys, '/clients/');

/** A client's name shows on properties, events and feeds: all of them are stale after it changes. */
async function invalidateClients(client: QueryClient): Promise<void> {
  await Promise.all(
    [clientKeys.all, propertyKeys.all, eventKeys.all, feedKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/** POST /clients/ (no `id`) or PUT /clients/{id}: a field emptied on edit is cleared (null). */
export function useSaveClient() {
  return useResourceMutation({
    call: ({ id, values }: { id?: number; values: CreateClientInput }) =>
      id === undefined
        ? api.post<Client>('/clients/', values)
        : api.put<Client>(`/clients/${id}`, {
            ...values,
            email: values.email ?? null,
            phone: values.phone ?? null,
          } satisfies UpdateClientInput),
    invalidate: invalidateClients,
  });
}

/** DELETE /clients/{id} makes a client inactive; PUT /clients/{id} {active_status: true} activates it again. */
export function useSetClientActive<TContext>(active: boolean, screen?: ScreenHandlers<Client, number, TContext>) {
  return useResourceMutation(
    {
      call: (id: number) =>
        active
          ? api.put<Client>(`/clients/${id}`, { active_status: true } satisfies UpdateClientInput)
          : api.delete<Client>(`/clients/${id}`),
      update: (client, saved) =>
        client.setQueryData<Client[]>(clientKeys.list(), (list) => list?.map((c) => (c.id === saved.id ? saved : c))),
    },
    screen,
  );
}
