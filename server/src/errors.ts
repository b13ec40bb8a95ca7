/** Error kinds a service may raise; the error plugin maps each to its HTTP status. */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;
export type FieldError = { field: string; message: string };

/** A failure whose detail is safe to show to the caller. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.statusCode = STATUS[code];
  }
}

/** Tells whether a database error means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03'].includes(code)) return true;
    if (code.startsWith('08')) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(message)
  );
}

/** Tells whether a database error is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: unknown })?.cause;
  return [err, cause].some((e) => !!e && typeof e === 'object' && (e as { code?: unknown }).code === '23505');
}
