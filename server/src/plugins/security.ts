import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError, errorCode } from '../errors';
import { readerLanguage } from '../i18n/catalogue';
import { render, text } from '../i18n/text';

/** Longest request target (path and query) served; longer ones answer 414. */
export const MAX_URL_LENGTH = 8 * 1024;
const URL_TOO_LONG = text('error.urlTooLong', { max: MAX_URL_LENGTH });

// helmet's middleware computes the same headers for every answer (no nonces are used), so they are
// worked out once and set from one place: hooks, router errors and raw socket errors alike.
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.cloudinary.com'],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/** The security headers of every answer: CSP, nosniff, frame and referrer policy, HSTS... */
export const SECURITY_HEADERS = helmetHeaders();

/** Security headers on every answer, and 414 for an over-long address before anything else runs. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.length > MAX_URL_LENGTH) throw new AppError('uri_too_long', URL_TOO_LONG);
  });
});

/**
 * Answers the router's own failures, which run no hooks: an address that cannot be decoded (400)
 * or with a path segment over the router's limit (414). Set as Fastify's `frameworkErrors`.
 */
export function routerErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = readerLanguage(request);
  const tooLong = errorCode(err) === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .headers(SECURITY_HEADERS)
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send({ detail: render(language, tooLong ? URL_TOO_LONG : text('error.malformedAddress')) });
}

/**
 * Answers requests Node's HTTP parser refuses before Fastify sees them (headers over Node's 16 KB
 * limit, which a very long URL also hits, or garbage), as `{ detail }` with the security headers.
 * Set as Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return void socket.destroy();
  let status = 400;
  let detail = 'The request could not be read.';
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // No line end in what arrived: the request line itself (the URL) is what overflowed.
    const firstLineEnd = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.indexOf('\r\n') : -1;
    [status, detail] =
      firstLineEnd < 0 || firstLineEnd > MAX_URL_LENGTH
        ? [414, render('en', URL_TOO_LONG)]
        : [431, 'The request headers are too large.'];
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') [status, detail] = [408, 'The request took too long to arrive.'];
  const body = JSON.stringify({ detail });
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    414: 'URI Too Long',
    431: 'Request Header Fields Too Large',
  }[status];
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}
