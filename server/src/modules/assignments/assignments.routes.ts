import {
  assignInput,
  assignmentList,
  assignmentListQuery,
  assignResponse,
  eventIdParams,
  unassignQuery,
} from '@common/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import * as events from '../events/events.service';
import type { EventLifecycle } from '../events/lifecycle';

const tags = ['assignments'];

/** /assignments/: who cleans which event (admin only). The rules live in the events service. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{ db: Db; lifecycle: EventLifecycle }> = async (
  app,
  { db, lifecycle },
) => {
  app.get('/assignments/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'List assignments; `from` and `to` keep those of events serviced in that range (inclusive)',
      querystring: assignmentListQuery,
      response: { 200: assignmentList },
    },
    handler: async (request) => events.listAssignments(db, request.query),
  });

  app.post('/assignments/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Assign, move or (employee_id null) unassign an event',
      body: assignInput,
      response: { 200: assignResponse },
    },
    handler: async (request) => events.assign(db, lifecycle, actor(request), request.body),
  });

  app.delete('/assignments/by-event/:eventId', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Unassign an event (409 `confirm_started` for one already started, unless `confirm_started=true`)',
      params: eventIdParams,
      querystring: unassignQuery,
      response: { 200: assignResponse },
    },
    handler: async (request) =>
      events.unassign(db, lifecycle, actor(request), request.params.eventId, request.query.confirm_started === true),
  });
};
