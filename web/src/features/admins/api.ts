import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterUserInput, User } from '@common/contracts/auth';
import { api } from '../../lib/api-client';

/** Query keys of the administrators screen. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

/** GET /auth/users: every sign-in account. */
export const usersQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: () => api.get<User[]>('/auth/users') });

/** POST /auth/register, then reloads the users list (spec 4). */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterUserInput) => api.post<User>('/auth/register', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
