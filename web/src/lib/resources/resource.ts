// What every resource module is made of: its keys, its list query, and mutations that keep the
// caches right with the screen's own handlers in between.
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { api } from '../api-client';

/** The keys of a resource read as a list: `all` (everything of it, for invalidation) and `list()`. */
export function listKeys<const TName extends string>(name: TName) {
  const all = [name] as const;
  return { all, list: () => [...all, 'list'] as const };
}

/** GET `path`: a resource's whole list, cached under `keys.list()`. */
export function listQuery<T>(keys: { list: () => readonly unknown[] }, path: string) {
  return queryOptions({ queryKey: keys.list(), queryFn: ({ signal }) => api.get<T[]>(path, { signal }) });
}

/** What a screen adds to a resource's mutation: its optimistic patch, rollback and messages. */
export type ScreenHandlers<TData, TVariables, TContext = unknown> = Pick<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'onMutate' | 'onError' | 'onSuccess' | 'onSettled'
>;

/** A resource's side of a mutation: the call and what its caches need once the server has answered. */
export interface ResourceMutation<TData, TVariables> {
  call: (variables: TVariables) => Promise<TData>;
  /** Puts the answer into the caches that hold it (before the screen's onSuccess). */
  update?: (client: QueryClient, data: TData, variables: TVariables) => void;
  /** Marks what the change made stale (after the screen's onSuccess; the mutation ends when it has). */
  invalidate?: (client: QueryClient, data: TData, variables: TVariables) => Promise<void>;
  mutationKey?: readonly unknown[];
  /** 'always' for calls that handle having no connection themselves (the outbox); others wait for one. */
  networkMode?: 'always';
}

/**
 * A mutation of a resource with the screen's handlers in between. Only a success invalidates: after
 * a failure the screen decides (it rolls its optimistic patch back, or keeps it where the spec says so).
 */
export function useResourceMutation<TData, TVariables, TContext = unknown>(
  { call, update, invalidate, mutationKey, networkMode }: ResourceMutation<TData, TVariables>,
  screen: ScreenHandlers<TData, TVariables, TContext> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables, TContext>({
    ...screen,
    mutationKey,
    networkMode,
    mutationFn: call,
    onSuccess: async (data, variables, context, meta) => {
      update?.(client, data, variables);
      await screen.onSuccess?.(data, variables, context, meta);
      await invalidate?.(client, data, variables);
    },
  });
}
