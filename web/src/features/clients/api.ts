import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientInput, UpdateClientInput } from '@common/contracts/clients';
import { api } from '../../lib/api-client';

/** Query keys of the clients screen. */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
};

/** GET /clients/: every client, active or not. */
export const clientsQuery = () =>
  queryOptions({ queryKey: clientKeys.list(), queryFn: () => api.get<Client[]>('/clients/') });

/** Registers or edits a client (edit when `id` is given), then reloads the list. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: CreateClientInput }) =>
      id === undefined
        ? api.post<Client>('/clients/', values)
        : // A field emptied on edit is cleared (null), not left as it was.
          api.put<Client>(`/clients/${id}`, { ...values, email: values.email ?? null, phone: values.phone ?? null } satisfies UpdateClientInput),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

// Delete and Activate flip the flag on screen at once and put the old list back if the server refuses (spec 4).
function useToggleActive(call: (id: number) => Promise<Client>, active: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: clientKeys.list() });
      const previous = queryClient.getQueryData<Client[]>(clientKeys.list());
      queryClient.setQueryData<Client[]>(clientKeys.list(), (list) =>
        list?.map((c) => (c.id === id ? { ...c, active_status: active } : c)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(clientKeys.list(), context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Client[]>(clientKeys.list(), (list) => list?.map((c) => (c.id === saved.id ? saved : c)));
    },
  });
}

/** DELETE /clients/{id}: the client becomes inactive (optimistic, rolled back on failure). */
export function useDeleteClient() {
  return useToggleActive((id) => api.delete<Client>(`/clients/${id}`), false);
}

/** PUT /clients/{id} {active_status: true} (optimistic, rolled back on failure). */
export function useActivateClient() {
  return useToggleActive((id) => api.put<Client>(`/clients/${id}`, { active_status: true } satisfies UpdateClientInput), true);
}
