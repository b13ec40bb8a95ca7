import {
  acceptInput,
  acceptResponse,
  capacityQuery,
  capacityResponse,
  suggestInput,
  suggestResponse,
} from '@common/contracts/capacity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readerLanguage } from '../../i18n/catalogue';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import { capacityBody } from './capacity.service';
import { accept, suggest } from './suggestions.service';
import type { EventLifecycle } from '../events/lifecycle';

const tags = ['capacity'];

/** Capacity of the coming days, and assignment suggestions for a week (decision 0035). */
export const capacityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: ResponseCache;
  lifecycle: EventLifecycle;
}> = async (app, { db, cache, lifecycle }) => {
  app.get('/capacity', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: "Each day's demand (estimates of its live cleanings) against the active housekeepers' minutes",
      querystring: capacityQuery,
      response: { 200: capacityResponse },
    },
    handler: async (request, reply) => sendCached(request, reply, cache, await capacityBody(db, cache, request.query)),
  });

  app.post('/assignments/suggest', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "A housekeeper (or none, with why) for each of the week's unassigned cleanings; nothing is written",
      body: suggestInput,
      response: { 200: suggestResponse },
    },
    handler: async (request) => suggest(db, request.body.week_start, readerLanguage(request)),
  });

  app.post('/assignments/accept', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Assign accepted suggestions in one transaction; those no longer possible are skipped with why',
      body: acceptInput,
      response: { 200: acceptResponse },
    },
    handler: async (request) => accept(db, lifecycle, actor(request), request.body, readerLanguage(request)),
  });
};
