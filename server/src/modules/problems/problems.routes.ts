import fastifyMultipart from '@fastify/multipart';
import { idParams } from '@common/contracts/common';
import {
  closeProblemInput,
  createProblemInput,
  MAX_PHOTO_BYTES,
  openProblemCount,
  PHOTO_FIELD,
  problem,
  problemList,
  problemPage,
  problemsQuery,
} from '@common/contracts/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, actor } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart';
import { text } from '../../i18n/text';
import { preparePhoto } from '../media/media.service';
import * as problems from './problems.service';

const tags = ['problems'];

/** Problem reports: made from a cleaning, listed and closed by admins and supervisors. */
export const problemsRoutes: FastifyPluginAsyncZod<{ deps: problems.ProblemDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1000 } });

  app.post('/problems', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Report a problem found at a cleaning (its housekeeper, supervisors, admins)',
      description: 'JSON; photos follow one per request with POST /problems/{id}/photos.',
      body: createProblemInput,
      response: { 201: problem },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await problems.reportProblem(deps, actor(request), request.body)),
  });

  app.post('/problems/:id/photos', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Add one photo to an open problem (who reported it, supervisors, admins)',
      description:
        'multipart/form-data, one JPEG, PNG or WebP (by content) of at most 5 MB in the field `photo`; at most 10 per problem. ' +
        'Stored re-encoded without metadata (EXIF, GPS); 415 when it does not decode as an image.',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 201: problem },
    },
    handler: async (request, reply) => {
      const { file } = await readMultipartForm(
        request,
        { tooLarge: text('photo.tooLarge'), notMultipart: text('photo.notMultipart') },
        PHOTO_FIELD,
      );
      // Decoded and re-encoded here, before the service's transaction (decision 0027).
      const image = await preparePhoto(file);
      return reply.code(201).send(await problems.addProblemPhoto(deps, actor(request), request.params.id, image));
    },
  });

  app.get('/problems', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: 'Problems, newest first, by status, kind and property (pages)',
      querystring: problemsQuery,
      response: { 200: problemPage },
    },
    handler: async (request) => problems.listProblems(deps, request.query),
  });

  app.get('/problems/open-count', {
    config: { access: access.adminOrSupervisor },
    schema: { tags, summary: 'How many problems are open (the menu badge)', response: { 200: openProblemCount } },
    handler: async () => problems.openCount(deps),
  });

  app.patch('/problems/:id/close', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: 'Close an open problem with a note',
      params: idParams,
      body: closeProblemInput,
      response: { 200: problem },
    },
    handler: async (request) => problems.closeProblem(deps, actor(request), request.params.id, request.body.note),
  });

  app.get('/cleaning_events/:id/problems', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Problems reported at a cleaning (employees: their own cleanings)',
      params: idParams,
      response: { 200: problemList },
    },
    handler: async (request) => problems.eventProblems(deps, actor(request), request.params.id),
  });
};
