// Signing in (/auth/login), the forgotten-password link and the remembered language.
import type {
  LanguageInput,
  LoginInput,
  LoginResponse,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@common/contracts/auth';
import { api } from '../api-client';
import { setMustChangePassword, setToken } from '../session';
import { useResourceMutation } from './resource';

/** POST /auth/login; a 401 here means wrong credentials, not an ended session. A new session starts with an empty cache. */
export function useLogin() {
  return useResourceMutation({
    call: (input: LoginInput) =>
      api.post<LoginResponse>('/auth/login', input, { expireSessionOn401: false, visitor: true }),
    update: (client, { access_token, must_change_password }) => {
      client.clear();
      setToken(access_token);
      setMustChangePassword(must_change_password);
    },
  });
}

/** POST /auth/password-reset: always accepted; an active account gets a link by e-mail. */
export function useRequestPasswordReset() {
  return useResourceMutation({
    call: (input: PasswordResetRequestInput) =>
      api.post<{ status: 'accepted' }>('/auth/password-reset', input, { expireSessionOn401: false, visitor: true }),
  });
}

/** POST /auth/password-reset/confirm: the link's token and the new password. */
export function useConfirmPasswordReset() {
  return useResourceMutation({
    call: (input: PasswordResetConfirmInput) =>
      api.post<null>('/auth/password-reset/confirm', input, { expireSessionOn401: false, visitor: true }),
  });
}

/** PUT /auth/me/language: e-mails to the signed-in user are written in this language. */
export function useRememberLanguage() {
  return useResourceMutation({
    call: (input: LanguageInput) => api.put<null>('/auth/me/language', input),
  });
}
