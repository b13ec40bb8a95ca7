import type { LoggerOptions } from 'pino';
import { errorCode } from './errors';

// Logs never carry SQL parameters, password hashes or personal data, at any level (issue 8):
// tokens and passwords are redacted wherever they appear, request bodies are never logged, and
// every `err` goes through describeError, which keeps what helps an operator and drops the rest.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.passwordHash',
  '*.password_hash',
];

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

/** A message with e-mail addresses masked (mail servers quote recipients in their refusals). */
function scrub(message: string): string {
  return message.replace(EMAIL, '<email>');
}

type DbError = {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
  message?: unknown;
};

// Drizzle wraps the driver's error as `Failed query: <sql>\nparams: <values>`, with the driver's
// error as its cause; the driver's `detail` and `where` quote the values.
function databaseFailure(err: { query: string }, cause: DbError | undefined) {
  const message = typeof cause?.message === 'string' ? cause.message.replace(QUOTED, '"…"') : undefined;
  return {
    type: 'DatabaseQueryError',
    query: err.query,
    ...(cause && {
      code: cause.code,
      severity: cause.severity,
      table: cause.table,
      column: cause.column,
      constraint: cause.constraint,
      routine: cause.routine,
    }),
    ...(message && { message: scrub(message) }),
  };
}

/** What a log line shows of an error: kind, code, a scrubbed message and the stack; for a query, its SQL without parameters. */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err)) };
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string') return databaseFailure({ query }, err.cause as DbError | undefined);
  const message = scrub(err.message);
  const stack = err.stack?.split('\n').slice(1).join('\n');
  return {
    type: err.name,
    ...(errorCode(err) && { code: errorCode(err) }),
    message,
    ...(stack && { stack }),
    ...(err.cause !== undefined && { cause: describeError(err.cause) }),
  };
}

/** The logger settings of the server and of Fastify: level, redaction, and the error serializer. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: REDACT, serializers: { err: describeError } };
}
