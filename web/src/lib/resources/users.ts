// Sign-in accounts (/auth/users, /auth/register) and their passwords.
import type {
  ChangePasswordInput,
  LoginResponse,
  RegisterUserInput,
  ResetPasswordResponse,
  UpdateUserInput,
  User,
} from '@common/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { setToken } from '../session';
import { staffKeys, userKeys } from './account-keys';
import { listQuery, useResourceMutation } from './resource';

/** GET /auth/users: every sign-in account. */
export const usersQuery = () => listQuery<User>(userKeys, '/auth/users');

/** A user may also be a staff member: their name, role and active state show on the staff list. */
async function invalidateAccounts(client: QueryClient): Promise<void> {
  await Promise.all([userKeys.all, staffKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** POST /auth/register; the users list reloads after (spec 4). */
export function useRegisterUser() {
  return useResourceMutation({
    call: (input: RegisterUserInput) => api.post<User>('/auth/register', input),
    invalidate: invalidateAccounts,
  });
}

/** PUT /auth/users/{id}: name, e-mail, role, and sign-in on or off (never the last active admin). */
export function useUpdateUser() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: UpdateUserInput }) => api.put<User>(`/auth/users/${id}`, input),
    invalidate: invalidateAccounts,
  });
}

/** POST /auth/users/{id}/reset-password: a generated password, answered this once. */
export function useResetPassword() {
  return useResourceMutation({
    call: (id: number) => api.post<ResetPasswordResponse>(`/auth/users/${id}/reset-password`),
  });
}

/**
 * PUT /auth/users/{me}/password: one's own password, proved with the old one. The change ends every
 * session of the user, this one too, so it signs in again with the new password and keeps going.
 */
export function useChangeOwnPassword() {
  return useResourceMutation({
    call: async ({ id, input }: { id: number; input: ChangePasswordInput }) => {
      const user = await api.put<User>(`/auth/users/${id}/password`, input);
      const { access_token } = await api.post<LoginResponse>(
        '/auth/login',
        { email: user.email, password: input.new_password },
        { expireSessionOn401: false },
      );
      setToken(access_token);
      return user;
    },
  });
}
