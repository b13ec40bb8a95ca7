// Signing in (/auth/login).
import type { LoginInput, LoginResponse } from '@common/contracts/auth';
import { api } from '../api-client';
import { setToken } from '../session';
import { useResourceMutation } from './resource';

/** POST /auth/login; a 401 here means wrong credentials, not an ended session. A new session starts with an empty cache. */
export function useLogin() {
  return useResourceMutation({
    call: (input: LoginInput) => api.post<LoginResponse>('/auth/login', input, { expireSessionOn401: false, visitor: true }),
    update: (client, { access_token }) => {
      client.clear();
      setToken(access_token);
    },
  });
}
