import { idParams } from '@common/contracts/common';
import {
  approveExtraInput,
  extra,
  extraInput,
  extraList,
  extraParams,
  extraRequestList,
  refuseExtraInput,
  updateExtraInput,
} from '@common/contracts/extras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import { keyedRequest, once, readKey } from '../idempotency/idempotency.service';
import * as extras from './extras.service';

const tags = ['extras'];
const FROZEN = 'Once the cleaning is completed its extras can only be corrected (PUT) or removed: 409.';
const CORRECTABLE =
  'Also after the cleaning was completed, until the extra is on an issued invoice or was paid with a statement ' +
  'line: then 409 naming the invoice or whose week. An extra on a draft invoice takes its line with it.';

/** /cleaning_events/{id}/extras and /extras/requests: extra work on a cleaning, requested or added, then decided. */
export const extrasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/cleaning_events/:id/extras', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "A cleaning's extras, oldest first (a housekeeper: her own cleaning's, without client amounts)",
      params: idParams,
      response: { 200: extraList },
    },
    handler: async (request) => extras.listExtras(db, actor(request), request.params.id),
  });

  app.post('/cleaning_events/:id/extras', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "Add an extra: approved at once from the office, a request from the cleaning's housekeeper",
      description:
        'A housekeeper asks on her own cleaning only (403 otherwise); her client amount is ignored. Takes an optional ' +
        '`Idempotency-Key` header: a replay of the same key by the same user answers the first answer again without ' +
        `adding a second extra (kept 7 days). ${FROZEN}`,
      params: idParams,
      body: extraInput,
      response: { 201: extra },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await once(db, actor(request), readKey(request.headers), keyedRequest(request), (tx) =>
            extras.addExtra(tx, actor(request), request.params.id, request.body),
          ),
        ),
  });

  app.delete('/cleaning_events/:id/extras/:extra_id', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Remove an extra (a housekeeper: her own request while it waits)',
      description: `The office: ${CORRECTABLE} A housekeeper: ${FROZEN}`,
      params: extraParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await extras.removeExtra(db, actor(request), request.params.id, request.params.extra_id);
      return reply.code(204).send(null);
    },
  });

  app.put('/cleaning_events/:id/extras/:extra_id', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: "Correct an extra: its kind, description, quantity and the line's totals",
      description: CORRECTABLE,
      params: extraParams,
      body: updateExtraInput,
      response: { 200: extra },
    },
    handler: async (request) =>
      extras.correctExtra(db, actor(request), request.params.id, request.params.extra_id, request.body),
  });

  app.post('/cleaning_events/:id/extras/:extra_id/approve', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: 'Approve a request, optionally setting its amounts (only a request: 409 otherwise)',
      description: FROZEN,
      params: extraParams,
      body: approveExtraInput,
      response: { 200: extra },
    },
    handler: async (request) =>
      extras.approveExtra(db, actor(request), request.params.id, request.params.extra_id, request.body),
  });

  app.post('/cleaning_events/:id/extras/:extra_id/refuse', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: 'Refuse a request, with an optional reason she reads (only a request: 409 otherwise)',
      description: FROZEN,
      params: extraParams,
      body: refuseExtraInput,
      response: { 200: extra },
    },
    handler: async (request) =>
      extras.refuseExtra(db, actor(request), request.params.id, request.params.extra_id, request.body),
  });

  app.get('/extras/requests', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: "Housekeepers' requests waiting for a decision, oldest first",
      response: { 200: extraRequestList },
    },
    handler: async (request) => extras.listRequests(db, actor(request)),
  });
};
