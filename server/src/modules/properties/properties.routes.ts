import { idParams } from '@common/contracts/common';
import {
  clientIdParams,
  deletePropertyResponse,
  priceHistory,
  property,
  propertyInput,
  propertyViewList,
  updatePropertyInput,
} from '@common/contracts/properties';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as properties from './properties.service';

const tags = ['houses'];

/** /houses/: the properties that get cleaned. Supervisors read them without client and price. */
export const propertiesRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache }> = async (app, { db, cache }) => {
  app.get('/houses/', {
    config: { access: access.adminOrSupervisor },
    schema: { tags, summary: 'List properties', response: { 200: propertyViewList, 304: z.null() } },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await properties.propertyListBody(db, cache, actor(request)),
      ),
  });

  app.get('/houses/client/:clientId', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary: "List a client's properties",
      params: clientIdParams,
      response: { 200: propertyViewList, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await properties.propertyListBody(db, cache, actor(request), request.params.clientId),
      ),
  });

  app.get('/houses/:id/price-history', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "A property's prices today and the prices its completed cleanings were fixed at",
      params: idParams,
      response: { 200: priceHistory, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await properties.priceHistoryBody(db, cache, request.params.id),
      ),
  });

  app.post('/houses/', {
    config: { access: access.admin },
    schema: { tags, summary: 'Register a property', body: propertyInput, response: { 201: property } },
    handler: async (request, reply) => reply.code(201).send(await properties.createProperty(db, request.body)),
  });

  app.put('/houses/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Edit a property',
      params: idParams,
      body: updatePropertyInput,
      response: { 200: property },
    },
    handler: async (request) => properties.updateProperty(db, request.params.id, request.body),
  });

  app.delete('/houses/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Delete a property (archived when it has cleaning events)',
      params: idParams,
      response: { 200: deletePropertyResponse },
    },
    handler: async (request) => properties.deleteProperty(db, request.params.id),
  });
};
