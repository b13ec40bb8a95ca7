import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@common/contracts/health';
import type { Db } from '../../db/client';
import { access } from '../../plugins/auth';
import { checkHealth } from './health.service';

/** GET /health: 200 with the database's answer time, outbox backlog and failing feeds; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; kind: 'pglite' | 'postgres' }> = async (
  app,
  { db, kind },
) => {
  app.get('/health', {
    config: { access: access.public },
    schema: {
      tags: ['health'],
      summary: 'What a monitor polls: database, outbox, calendar feeds',
      response: { 200: healthResponse },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkHealth(db, kind);
    },
  });
};
