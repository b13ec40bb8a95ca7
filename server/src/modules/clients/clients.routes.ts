import { client, clientList, createClientInput, updateClientInput } from '@common/contracts/clients';
import { idParams } from '@common/contracts/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as clients from './clients.service';

const tags = ['clients'];

/** /clients/: the company's customers (admin only). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache }> = async (app, { db, cache }) => {
  app.get('/clients/', {
    config: { access: access.admin },
    schema: { tags, summary: 'List clients', response: { 200: clientList, 304: z.null() } },
    handler: async (request, reply) =>
      sendCached(request, reply as unknown as FastifyReply, cache, await clients.clientListBody(db, cache)),
  });

  app.post('/clients/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Register a client (409 when an active client has the name)',
      body: createClientInput,
      response: { 201: client },
    },
    handler: async (request, reply) => reply.code(201).send(await clients.createClient(db, request.body)),
  });

  app.put('/clients/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Edit or activate a client',
      params: idParams,
      body: updateClientInput,
      response: { 200: client },
    },
    handler: async (request) => clients.updateClient(db, request.params.id, request.body),
  });

  app.delete('/clients/:id', {
    config: { access: access.admin },
    schema: { tags, summary: 'Make a client inactive', params: idParams, response: { 200: client } },
    handler: async (request) => clients.deactivateClient(db, request.params.id),
  });
};
