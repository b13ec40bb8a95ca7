import { idParams } from '@common/contracts/common';
import { timeOff, timeOffInput, timeOffList, timeOffParams, timeOffRequestList } from '@common/contracts/capacity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import * as timeOffService from './time-off.service';

const tags = ['employees'];
const WHO = "Admins: anyone's. A housekeeper: her own (her employee id), someone else's 403; an unknown id 404.";

/** /employee/{id}/time-off and /time-off/requests: days off, asked for by a housekeeper or added by an admin. */
export const timeOffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/employee/:id/time-off', {
    config: { access: access.adminOrEmployee },
    schema: {
      tags,
      summary: "Someone's time off, the latest start first, each with her assigned cleanings inside it",
      description: WHO,
      params: idParams,
      response: { 200: timeOffList },
    },
    handler: async (request) => timeOffService.listTimeOff(db, actor(request), request.params.id),
  });

  app.post('/employee/:id/time-off', {
    config: { access: access.adminOrEmployee },
    schema: {
      tags,
      summary: 'Add time off: approved when an admin adds it, requested when the housekeeper asks for her own',
      description: WHO,
      params: idParams,
      body: timeOffInput,
      response: { 201: timeOff },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await timeOffService.addTimeOff(db, actor(request), request.params.id, request.body)),
  });

  app.post('/employee/:id/time-off/:timeOffId/approve', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Approve a request for time off (approving an approved one changes nothing)',
      params: timeOffParams,
      response: { 200: timeOff },
    },
    handler: async (request) =>
      timeOffService.approveTimeOff(db, actor(request), request.params.id, request.params.timeOffId),
  });

  app.delete('/employee/:id/time-off/:timeOffId', {
    config: { access: access.adminOrEmployee },
    schema: {
      tags,
      summary: 'Remove time off (a housekeeper: only her own requests, not yet approved)',
      description: WHO,
      params: timeOffParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await timeOffService.removeTimeOff(db, actor(request), request.params.id, request.params.timeOffId);
      return reply.code(204).send(null);
    },
  });

  app.get('/time-off/requests', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Every request for time off waiting for an answer, the soonest first, with whose it is',
      response: { 200: timeOffRequestList },
    },
    handler: async () => timeOffService.listRequests(db),
  });
};
