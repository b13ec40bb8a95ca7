import { ApiError } from './api-error';

/** The server's explanation when it is the user's to fix (a 4xx with a detail other than "not found"). */
export function fixableDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.detail && error.status < 500 && error.status !== 404
    ? error.detail
    : undefined;
}

/**
 * The screen's own sentence, followed by the server's explanation when it is the user's to fix
 * (e.g. "That e-mail is already registered"); server failures show the sentence only.
 */
export function errorText(error: unknown, fallback: string): string {
  const detail = fixableDetail(error);
  return detail ? `${fallback} ${detail}` : fallback;
}
