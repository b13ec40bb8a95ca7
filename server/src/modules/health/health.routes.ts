import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Db } from '../../db/client';
import { access } from '../../plugins/auth';

/** GET /health: 200 when the server and its database answer, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', {
    config: { access: access.public },
    schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => {
      await pingDatabase(db);
      return { status: 'ok' as const };
    },
  });
};
