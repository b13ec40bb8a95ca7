import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/common';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '../errors';

function send(reply: FastifyReply, status: number, detail: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).type('application/json; charset=utf-8').send({ detail, ...extra });
}

/** Turns every failure into `{ detail }` with the right status; logs 5xx; never leaks internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every route that declares its answers also answers errors as `{ detail }`: documented once here.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema.response = { '4xx': errorResponse, '5xx': errorResponse, ...route.schema.response };
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return send(reply, err.statusCode, err.detail, err.errors ? { errors: err.errors } : {});
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const errors = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      // A rule on the whole body (e.g. "nothing to change") has no field to name.
      const detail = first ? `Invalid ${where}: ${first.field ? `${first.field} - ` : ''}${first.message}` : 'Invalid request';
      return send(reply, 422, detail, { errors: errors.map((e) => ({ ...e, field: e.field || where })) });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return send(reply, 500, 'Internal server error');
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return send(reply, 503, 'The database is unavailable right now. Please try again shortly.');
    }
    if (isUniqueViolation(err)) return send(reply, 409, 'This record conflicts with an existing one.');
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, 'The request body is empty; JSON was expected.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, 'This content type is not supported here.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, 'The request body is too large.');
    }
    if (err instanceof SyntaxError && err.statusCode === 400) return send(reply, 400, 'The request body is not valid JSON.');
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, err.message || 'Bad request');
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'Internal server error');
  });
});
