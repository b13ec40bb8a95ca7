import { ApiError } from './api-client';

/**
 * The screen's own sentence, followed by the server's explanation when it is the user's to fix
 * (a 4xx with a detail, e.g. "That e-mail is already registered"); server failures show the sentence only.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail && error.status < 500 && error.status !== 404) {
    return `${fallback} ${error.detail}`;
  }
  return fallback;
}
