// Signing in (/auth/login), the forgotten-password link and the remembered language.
import { queryOptions } from '@tanstack/react-query';
import type {
  Language,
  LanguageInput,
  LoginInput,
  LoginResponse,
  PasswordResetConfirmInput,
  Me,
  PasswordResetRequestInput,
} from '@common/contracts/auth';
import { api } from '../api-client';
import i18n, { setLanguage } from '../i18n';
import { isAuthenticated, setMustChangePassword, setToken } from '../session';
import { useResourceMutation } from './resource';

/** GET /auth/me as a query: who is signed in, with her staff record's id (her time-off calls name it). */
export function meQuery() {
  return queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: ({ signal }) => api.get<Me>('/auth/me', { signal }),
    staleTime: Infinity,
  });
}

/** The language the app runs in now. */
export function appLanguage(): Language {
  return i18n.resolvedLanguage === 'es' ? 'es' : 'en';
}

/** Switches the interface to a person's saved language (none chosen: the one in use stays). */
async function applyLanguage(language: Language | null | undefined): Promise<void> {
  if (language && language !== i18n.language) await setLanguage(language);
}

/**
 * POST /auth/login; a 401 here means wrong credentials, not an ended session. A new session starts
 * with an empty cache, in the person's saved language whatever the browser prefers (decision 0030).
 */
export function useLogin() {
  return useResourceMutation({
    call: async (input: LoginInput) => {
      // The app's language goes along: until she chooses one, what the server sends her uses it.
      const answer = await api.post<LoginResponse>(
        '/auth/login',
        { ...input, language: appLanguage() },
        { expireSessionOn401: false, visitor: true },
      );
      // Before the first screen draws, so it never shows in the browser's language first.
      await applyLanguage(answer.language);
      return answer;
    },
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

/**
 * GET /auth/me on every load while signed in: a language saved since this browser last saw it (in
 * Settings elsewhere, or by an admin) replaces the remembered one, and a password change the server
 * still asks for (decision 0029) is remembered. Offline, the remembered ones stay.
 */
export async function applySavedLanguage(): Promise<void> {
  if (!isAuthenticated()) return;
  try {
    const me = await api.get<Me>('/auth/me');
    setMustChangePassword(me.must_change_password);
    await applyLanguage(me.language);
  } catch {
    // No connection (the installed app opens offline) or an ended session (its own flow handles it).
  }
}

/** PUT /auth/me/language: the app, e-mails and WhatsApp texts to the signed-in user use this language. */
export function useRememberLanguage() {
  return useResourceMutation({
    call: (input: LanguageInput) => api.put<null>('/auth/me/language', input),
    update: (client, _answer, input) => {
      client.setQueryData<Me>(meQuery().queryKey, (me) => (me ? { ...me, language: input.language } : me));
    },
  });
}
