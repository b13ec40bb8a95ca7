import { idParams } from '@common/contracts/common';
import {
  deleteFeedQuery,
  deleteFeedResponse,
  feedActivity,
  feedAlerts,
  feedInput,
  feedList,
  feedSyncResponse,
  feedView,
} from '@common/contracts/feeds';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../i18n/catalogue';
import { localizeStoredTexts } from '../../i18n/text';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as feeds from './feeds.service';

const tags = ['calendar feeds'];

/** /airbn_url/: calendar-feed integrations (Airbnb, Vrbo, Booking.com) that create cleaning events. */
export const feedsRoutes: FastifyPluginAsyncZod<{ deps: feeds.FeedDeps; cache: ResponseCache }> = async (
  app,
  { deps, cache },
) => {
  // Sync errors and warnings are stored as catalogue texts: each answer says them in the reader's language.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    localizeStoredTexts(readerLanguage(request), payload),
  );

  app.get('/airbn_url/', {
    config: { access: access.admin },
    schema: { tags, summary: 'List calendar feeds with their last sync', response: { 200: feedList, 304: z.null() } },
    // Cached bodies skip the preSerialization hook: they are localized when built, per language.
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await feeds.feedListBody(deps.db, cache, readerLanguage(request)),
      ),
  });

  app.post('/airbn_url/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Register a feed and sync it at once (409 when the property already has this URL)',
      body: feedInput,
      response: { 201: feedSyncResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await feeds.createFeed(deps, request.body)),
  });

  app.post('/airbn_url/:id/sync', {
    config: { access: access.admin },
    schema: { tags, summary: 'Sync a feed now', params: idParams, response: { 200: feedSyncResponse } },
    handler: async (request) => feeds.syncNow(deps, request.params.id),
  });

  app.put('/airbn_url/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Change a feed's property or URL",
      params: idParams,
      body: feedInput,
      response: { 200: feedView },
    },
    handler: async (request) => feeds.updateFeed(deps.db, request.params.id, request.body),
  });

  app.delete('/airbn_url/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Delete a feed; its cleanings stay, or with remove_future=true its unassigned ones after today go too',
      params: idParams,
      querystring: deleteFeedQuery,
      response: { 200: deleteFeedResponse },
    },
    handler: async (request) =>
      feeds.deleteFeed(deps, actor(request), request.params.id, { removeFuture: request.query.remove_future }),
  });

  app.get('/airbn_url/:id/activity', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "A feed's last 20 syncs, newest first",
      params: idParams,
      response: { 200: feedActivity, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await feeds.feedActivityBody(deps.db, cache, readerLanguage(request), request.params.id),
      ),
  });

  app.get('/airbn_url/alerts', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'What the admin calendar flags: failing and held feeds, changed and unconfirmed cleanings',
      response: { 200: feedAlerts, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await feeds.feedAlertsBody(deps.db, cache, readerLanguage(request), deps.today?.()),
      ),
  });

  app.post('/airbn_url/:id/hold/confirm', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Confirm a held sync: cancel the stays the calendar lost',
      params: idParams,
      response: { 200: feedSyncResponse },
    },
    handler: async (request) => feeds.decideHold(deps, actor(request), request.params.id, 'confirm'),
  });

  app.post('/airbn_url/:id/hold/discard', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Discard a held sync: keep every cleaning',
      params: idParams,
      response: { 200: feedSyncResponse },
    },
    handler: async (request) => feeds.decideHold(deps, actor(request), request.params.id, 'discard'),
  });
};
