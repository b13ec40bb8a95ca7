import { contactMessageInput, queuedMailResponse } from '@common/contracts/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/auth';
import { consumeOrRefuse, createRateLimiter } from '../limits/limits.service';
import * as email from './email.service';
import { text } from '../../i18n/text';

const tags = ['email'];

export type EmailRouteOptions = {
  db: Db;
  settings: email.MailSettings;
  onQueued?: () => void;
  contactLimit?: { points: number; seconds: number };
};

/** /emails/: the public contact form (rate limited) and admin mail to a client or employee. */
export const emailRoutes: FastifyPluginAsyncZod<EmailRouteOptions> = async (app, opts) => {
  const { db, settings } = opts;
  const limit = opts.contactLimit ?? { points: 5, seconds: 600 };
  const contactLimiter = createRateLimiter(db, { keyPrefix: 'contact', points: limit.points, duration: limit.seconds });
  const queued = <T>(result: T) => {
    opts.onQueued?.();
    return result;
  };

  app.post('/emails/company', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Contact form: a message to the company',
      body: contactMessageInput,
      response: { 202: queuedMailResponse },
    },
    handler: async (request, reply) => {
      await consumeOrRefuse(contactLimiter, request.ip, text('limit.contact'));
      return reply.code(202).send(queued(await email.queueCompanyMessage(db, settings, request.body)));
    },
  });

  for (const kind of ['client', 'employee'] as const) {
    app.post(`/emails/${kind}`, {
      config: { access: access.admin },
      schema: {
        tags,
        summary: `A message to a ${kind} (the body's e-mail is the recipient)`,
        body: contactMessageInput,
        response: { 202: queuedMailResponse },
      },
      handler: async (request, reply) =>
        reply.code(202).send(queued(await email.queueDirectMessage(db, settings, request.body))),
    });
  }
};
