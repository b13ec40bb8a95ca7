// The only place that calls the API: it adds the token, turns failures into ApiError and runs the
// session-expired flow. Screens reach it through lib/resources/, never directly.
import { notifications } from '@mantine/notifications';
import { ApiError, SessionEndedError, type ApiFieldError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import i18n from './i18n';
import { clearToken, getToken, goToLogin, isLoggingOut } from './session';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Set false for calls whose 401 means "wrong credentials", not "session over" (login). */
  expireSessionOn401?: boolean;
  /** A visitor's call (login, contact form): sent without a token. Every other call needs the session. */
  visitor?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server applies a replay of the same key once (the offline outbox). */
  idempotencyKey?: string;
}

const config = { baseUrl: '/api' };

/** Points the client at another API base (tests). */
export function configureApiClient(options: Partial<typeof config>): void {
  Object.assign(config, options);
}

/** The session-expired flow: alert, forget the token, go to /login. */
export function expireSession(): void {
  notifications.show({
    id: 'session-expired',
    color: 'red',
    message: i18n.t('session.expired'),
    autoClose: 6000,
  });
  clearToken();
  goToLogin();
}

const isFieldError = (e: unknown): e is ApiFieldError =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as ApiFieldError).field === 'string' &&
  typeof (e as ApiFieldError).message === 'string';

async function readDetail(response: Response): Promise<{ detail?: string; errors?: ApiFieldError[]; code?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const detail = 'detail' in body && typeof body.detail === 'string' ? body.detail : undefined;
      const errors = 'errors' in body && Array.isArray(body.errors) ? body.errors.filter(isFieldError) : undefined;
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      return { detail, errors, code };
    }
  } catch {
    // Not JSON: the status alone has to do.
  }
  return {};
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/**
 * The page's early answer, unless `signal` aborts first (that aborts this request too); a failed
 * early request is asked again (undefined).
 */
async function earlyAnswer(early: Promise<Response>, signal: AbortSignal | undefined): Promise<Response | undefined> {
  signal?.throwIfAborted();
  const aborted =
    signal &&
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
  try {
    return await (aborted ? Promise.race([early, aborted]) : early);
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}

/**
 * Sends a request with the token; a non-2xx answer becomes an ApiError. A 401 ends the session only
 * when it answers the session still signed in: a request sent without a token, or with one that a
 * logout (or a new sign-in) has replaced meanwhile, has no session left to expire. Nothing is sent
 * while logging out, nor, except a visitor's call, after: the screen being left may still ask (the
 * second step of a chain whose first answer came after Logout), and its answer would belong to no one.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, expireSessionOn401 = true, visitor = false, signal, idempotencyKey } = options;
  const token = getToken();
  if (isLoggingOut() || (!visitor && token === null)) throw new SessionEndedError();
  // The server writes what a person reads (errors, e-mails) in the language chosen here.
  const headers = new Headers({ Accept: accept, 'Accept-Language': i18n.language === 'es' ? 'es' : 'en' });
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

  const url = `${config.baseUrl}${path}`;
  // Her home's first reads may have been asked for by the page before the app started (lib/early-requests.ts).
  const early = method === 'GET' && body === undefined && !idempotencyKey ? takeEarlyResponse(url, token) : undefined;
  const response =
    (early && (await earlyAnswer(early, signal))) ??
    (await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    }));
  if (!response.ok) {
    const { detail, errors, code } = await readDetail(response);
    if (response.status === 401 && expireSessionOn401 && token !== null && token === getToken()) expireSession();
    throw new ApiError(response.status, detail, errors, code);
  }
  return response;
}

/** Calls the API: JSON in and out, bearer token, typed errors and the 401 flow. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options, 'application/json'))) as T;
}

/** A file the API answered: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** Fetches a file (a PDF report) with the same token, errors and 401 flow as apiRequest. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options, 'application/pdf, application/octet-stream, application/json');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}

/** Shorthands for the HTTP verbs the API uses. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
