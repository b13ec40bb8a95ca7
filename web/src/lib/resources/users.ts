// Sign-in accounts (/auth/users, /auth/register) and their passwords.
import type {
  ChangePasswordInput,
  LoginResponse,
  RegisterUserInput,
  ResetPasswordResponse,
  UpdateUserInput,
  User,
} from '@common/contracts/auth';
import type { GiveBackResponse, ReleasedCleanings, UpcomingCleanings } from '@common/contracts/staff';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { setMustChangePassword, setToken } from '../session';
import { staffKeys, userKeys } from './account-keys';
import { eventKeys } from './events';
import { listQuery, useResourceMutation } from './resource';

/** GET /auth/users: every sign-in account. */
export const usersQuery = () => listQuery<User>(userKeys, '/auth/users');

/**
 * GET /auth/users/{id}/upcoming: what deactivating the user would return to unassigned. Read fresh each
 * time a dialog opens (never from an old cache: the week may have changed since).
 */
export const upcomingQuery = (id: number) =>
  queryOptions({
    queryKey: [...userKeys.all, 'upcoming', id] as const,
    queryFn: ({ signal }) => api.get<UpcomingCleanings>(`/auth/users/${id}/upcoming`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** GET /auth/users/{id}/released: what their last deactivation released, still free or taken since. */
export const releasedQuery = (id: number) =>
  queryOptions({
    queryKey: [...userKeys.all, 'released', id] as const,
    queryFn: ({ signal }) => api.get<ReleasedCleanings>(`/auth/users/${id}/released`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * A user may also be a staff member: their name, role and active state show on the staff list, and a
 * deactivation returns their upcoming cleanings to unassigned.
 */
async function invalidateAccounts(client: QueryClient): Promise<void> {
  await Promise.all(
    [userKeys.all, staffKeys.all, eventKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** POST /auth/register; the users list reloads after. */
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
      const { access_token, must_change_password } = await api.post<LoginResponse>(
        '/auth/login',
        { email: user.email, password: input.new_password },
        { expireSessionOn401: false },
      );
      setToken(access_token);
      setMustChangePassword(must_change_password);
      return user;
    },
  });
}

/** POST /auth/users/{id}/give-back: the released cleanings still free go back to the reactivated person. */
export function useGiveBack() {
  return useResourceMutation({
    call: (id: number) => api.post<GiveBackResponse>(`/auth/users/${id}/give-back`),
    invalidate: async (client) => {
      await Promise.all(
        [userKeys.all, staffKeys.all, eventKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
