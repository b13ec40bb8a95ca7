// Sign-in accounts (/auth/users, /auth/register).
import type { RegisterUserInput, User } from '@common/contracts/auth';
import { api } from '../api-client';
import { listKeys, listQuery, useResourceMutation } from './resource';

/** Query keys of users. */
export const userKeys = listKeys('users');

/** GET /auth/users: every sign-in account. */
export const usersQuery = () => listQuery<User>(userKeys, '/auth/users');

/** POST /auth/register; the users list reloads after (spec 4). */
export function useRegisterUser() {
  return useResourceMutation({
    call: (input: RegisterUserInput) => api.post<User>('/auth/register', input),
    invalidate: (client) => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
