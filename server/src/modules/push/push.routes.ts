import {
  deletePushSubscriptionInput,
  notificationSettings,
  notificationSettingsInput,
  pushKeyResponse,
  pushReceiptInput,
  pushSubscriptionInput,
  pushSubscriptionResponse,
  pushTestResponse,
} from '@common/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readerLanguage } from '../../i18n/catalogue';
import { access } from '../../plugins/auth';
import * as push from './push.service';

const tags = ['push'];

export type PushRouteOptions = { db: Db; vapid: push.VapidSource; allowPrivateHosts: boolean; onQueued?: () => void };

/** /push/: Web Push for the staff app (decision 0038): key, devices, choices, a test, receipts. */
export const pushRoutes: FastifyPluginAsyncZod<PushRouteOptions> = async (
  app,
  { db, vapid, allowPrivateHosts, onQueued },
) => {
  app.get('/push/key', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "The server's VAPID public key (base64url), the browser's applicationServerKey",
      response: { 200: pushKeyResponse },
    },
    handler: async () => ({ public_key: (await vapid()).publicKey }),
  });

  app.post('/push/subscriptions', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "Keep this browser's push subscription for the caller (an https push service on a public address)",
      body: pushSubscriptionInput,
      response: { 201: pushSubscriptionResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await push.subscribe(db, request.user!, request.body, allowPrivateHosts)),
  });

  app.delete('/push/subscriptions', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "Forget one of the caller's devices (on turning notifications off, and on signing out)",
      body: deletePushSubscriptionInput,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await push.unsubscribe(db, request.user!, request.body.endpoint);
      return reply.code(204).send(null);
    },
  });

  app.get('/push/settings', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Which notifications the caller gets, quiet hours, and how many devices take them',
      response: { 200: notificationSettings },
    },
    handler: async (request) => push.readSettings(db, request.user!),
  });

  app.put('/push/settings', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Choose the notifications and quiet hours (messages wait until they end)',
      body: notificationSettingsInput,
      response: { 200: notificationSettings },
    },
    handler: async (request) => push.saveSettings(db, request.user!, request.body),
  });

  app.post('/push/test', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "A test notification to each of the caller's devices now (409 without one)",
      response: { 202: pushTestResponse },
    },
    handler: async (request, reply) => {
      const answer = await push.sendTest(db, request.user!, readerLanguage(request));
      onQueued?.();
      return reply.code(202).send(answer);
    },
  });

  app.post('/push/receipts', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'The service worker confirms it showed a message (its id and random receipt; no sign-in)',
      body: pushReceiptInput,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await push.recordReceipt(db, request.body);
      return reply.code(204).send(null);
    },
  });
};
