import { render, type Text } from './i18n/text';

/** Error kinds a service may raise; the error plugin maps each to its HTTP status. */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  uri_too_long: 414,
  unsupported: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;
/** A field's problem; a plain string is one of the contracts' own messages (common/contracts). */
export type FieldError = { field: string; message: Text | string };

/**
 * A failure whose detail is safe to show to the caller. Details and field messages are catalogue
 * texts (or the contracts' own messages): the error plugin writes them in the reader's language
 * (`Accept-Language`).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    readonly detail: Text | string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** A word a screen can act on, sent as `code` beside `detail` (e.g. `confirm_started`). */
    readonly reason?: string,
  ) {
    super(render('en', detail));
    this.statusCode = STATUS[code];
  }
}

const UNAVAILABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
];
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|not currently accepting connections|not queryable/i;

/** The `code` of an error from Node, a driver or a library (`ECONNRESET`, `23505`, `FST_...`), if it has one. */
export function errorCode(err: unknown): string | undefined {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The error and its causes (Drizzle wraps the driver's error). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** Tells whether a database error means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.includes(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** Tells whether a database error is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (const { code } of causes(err)) if (code === '23505') return true;
  return false;
}
