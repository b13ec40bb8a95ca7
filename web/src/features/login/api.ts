import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@common/contracts/auth';
import { api } from '../../lib/api-client';

/** POST /auth/login; a 401 here means wrong credentials, so it does not end any session. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { expireSessionOn401: false });
}

/** The login mutation used by the login form. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
