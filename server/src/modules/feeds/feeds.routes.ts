import { errorResponse, idParams } from '@common/contracts/common';
import { deleteFeedResponse, feed, feedInput, feedList, feedSyncResponse } from '@common/contracts/feeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/auth';
import * as feeds from './feeds.service';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const tags = ['calendar feeds'];

/** /airbn_url/: calendar-feed integrations (Airbnb, Vrbo, Booking.com) that create cleaning events. */
export const feedsRoutes: FastifyPluginAsyncZod<{ deps: feeds.FeedDeps }> = async (app, { deps }) => {
  app.get('/airbn_url/', {
    config: { access: access.admin },
    schema: { tags, summary: 'List calendar feeds with their last sync', response: { 200: feedList, ...errors } },
    handler: async () => feeds.listFeeds(deps.db),
  });

  app.post('/airbn_url/', {
    config: { access: access.admin },
    schema: { tags, summary: 'Register a feed and sync it at once', body: feedInput, response: { 201: feedSyncResponse, ...errors } },
    handler: async (request, reply) => reply.code(201).send(await feeds.createFeed(deps, request.body)),
  });

  app.post('/airbn_url/:id/sync', {
    config: { access: access.admin },
    schema: { tags, summary: 'Sync a feed now', params: idParams, response: { 200: feedSyncResponse, ...errors } },
    handler: async (request) => feeds.syncNow(deps, request.params.id),
  });

  app.put('/airbn_url/:id', {
    config: { access: access.admin },
    schema: { tags, summary: "Change a feed's property or URL", params: idParams, body: feedInput, response: { 200: feed, ...errors } },
    handler: async (request) => feeds.updateFeed(deps.db, request.params.id, request.body),
  });

  app.delete('/airbn_url/:id', {
    config: { access: access.admin },
    schema: { tags, summary: 'Delete a feed (its events stay)', params: idParams, response: { 200: deleteFeedResponse, ...errors } },
    handler: async (request) => feeds.deleteFeed(deps.db, request.params.id),
  });
};
