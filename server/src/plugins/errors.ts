import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/common';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '../errors';
import { readerLanguage } from '../i18n/catalogue';
import { render, text, type Text } from '../i18n/text';
import { validationMessage } from '../i18n/validation';

function send(reply: FastifyReply, status: number, detail: string, extra: Record<string, unknown> = {}) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ detail, ...extra });
}

/** Turns every failure into `{ detail }` with the right status; logs 5xx; never leaks internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every route that declares its answers also answers errors as `{ detail }`: documented once here.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response)
      route.schema.response = { '4xx': errorResponse, '5xx': errorResponse, ...route.schema.response };
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = readerLanguage(request);
    const answer = (status: number, detail: Text | string, extra: Record<string, unknown> = {}) =>
      send(reply, status, render(language, detail), extra);
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const errors = err.errors?.map((e) => ({ field: e.field, message: render(language, e.message) }));
      return answer(err.statusCode, err.detail, { ...(errors && { errors }), ...(err.reason && { code: err.reason }) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const errors = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: validationMessage(language, v),
      }));
      const first = errors[0];
      // A rule on the whole body (e.g. "nothing to change") has no field to name.
      const detail = first
        ? text(first.field ? 'error.invalidField' : 'error.invalidPart', {
            where,
            field: first.field,
            message: first.message,
          })
        : text('error.invalidRequest');
      return answer(422, detail, { errors: errors.map((e) => ({ ...e, field: e.field || where })) });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return answer(500, text('error.internal'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return answer(503, text('error.databaseUnavailable'));
    }
    if (isUniqueViolation(err)) return answer(409, text('error.conflictingRecord'));
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return answer(400, text('error.invalidJson'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return answer(400, text('error.emptyJson'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(415, text('error.contentType'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(413, text('error.bodyTooLarge'));
    }
    if (err instanceof SyntaxError && err.statusCode === 400) return answer(400, text('error.invalidJson'));
    const status = err.statusCode ?? 500;
    // Fastify's own 4xx (a route's unknown method...) have English messages only.
    if (status >= 400 && status < 500)
      return send(reply, status, err.message || render(language, text('error.badRequest')));
    request.log.error({ err }, 'unhandled error');
    return answer(500, text('error.internal'));
  });
});
