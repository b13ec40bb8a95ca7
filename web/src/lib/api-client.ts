import { notifications } from '@mantine/notifications';
import i18n from './i18n';
import { clearToken, getToken } from './session';

/** One field the server refused (decisions.md 1), e.g. `{ field: 'row 3: name', message: 'Name is required' }`. */
export type ApiFieldError = { field: string; message: string };

/** A non-2xx answer: its status, the server's `detail` sentence and field `errors` when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: ApiFieldError[];

  constructor(status: number, detail: string | undefined, errors: ApiFieldError[] = []) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Set false for calls whose 401 means "wrong credentials", not "session over" (login). */
  expireSessionOn401?: boolean;
  signal?: AbortSignal;
}

interface ClientConfig {
  baseUrl: string;
  onSessionExpired: () => void;
}

const config: ClientConfig = {
  baseUrl: '/api',
  onSessionExpired: () => window.location.assign('/login'),
};

/** Points the client at another API base (tests) or sets how to navigate when a session ends. */
export function configureApiClient(options: Partial<ClientConfig>): void {
  Object.assign(config, options);
}

/** The session-expired flow of spec 8: alert, forget the token, go to /login. */
export function expireSession(): void {
  notifications.show({
    id: 'session-expired',
    color: 'red',
    message: i18n.t('session.expired'),
    autoClose: 6000,
  });
  clearToken();
  config.onSessionExpired();
}

const isFieldError = (e: unknown): e is ApiFieldError =>
  !!e && typeof e === 'object' && typeof (e as ApiFieldError).field === 'string' && typeof (e as ApiFieldError).message === 'string';

async function readDetail(response: Response): Promise<{ detail?: string; errors?: ApiFieldError[] }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const detail = 'detail' in body && typeof body.detail === 'string' ? body.detail : undefined;
      const errors = 'errors' in body && Array.isArray(body.errors) ? body.errors.filter(isFieldError) : undefined;
      return { detail, errors };
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

/** Sends a request with the token; a non-2xx answer becomes an ApiError (and a 401 ends the session). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, expireSessionOn401 = true, signal } = options;
  const headers = new Headers({ Accept: accept });
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(`${config.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const { detail, errors } = await readDetail(response);
    if (response.status === 401 && expireSessionOn401) expireSession();
    throw new ApiError(response.status, detail, errors);
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
