import type { LoggerOptions } from 'pino';
import { errorCode } from './errors';

// Logs never carry SQL parameters, password hashes or personal data, at any level:
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

// Query keys whose values are secrets: a reset link's token (GET /reset-password?token=...), passwords, signatures.
const SECRET_QUERY_KEY = /token|passw|secret|signature|^sig$|^key$|^code$/i;

/** A request's URL as logged: the values of token-, password- and signature-like query keys replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // an undecodable key is matched as written
      }
      return eq >= 0 && SECRET_QUERY_KEY.test(key) ? `${rawKey}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer with the URL's secrets redacted (reset tokens appear in no log line: decision 0026). */
function describeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger settings of the server and of Fastify: level, redaction, and the request and error serializers. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: REDACT, serializers: { err: describeError, req: describeRequest } };
}
