import { useQueryClient } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import { clientKeys, useSetClientActive } from '../../lib/resources/clients';

/**
 * Delete (inactive) and Activate flip the row on screen at once and put the old list back if the
 * server refuses.
 */
export function useActiveToggle(active: boolean) {
  const client = useQueryClient();
  return useSetClientActive(active, {
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: clientKeys.list() });
      const previous = client.getQueryData<Client[]>(clientKeys.list());
      client.setQueryData<Client[]>(clientKeys.list(), (list) =>
        list?.map((c) => (c.id === id ? { ...c, active_status: active } : c)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(clientKeys.list(), context.previous);
    },
  });
}
