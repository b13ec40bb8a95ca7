import { idParams } from '@common/contracts/common';
import {
  clientUser,
  clientUserList,
  clientUserParams,
  inviteClientUserInput,
  portalCleaningList,
  portalCleaningsQuery,
  portalInvoiceList,
  portalProblemList,
  portalPropertyList,
  portalReportList,
} from '@common/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../i18n/catalogue';
import { access, actor } from '../../plugins/auth';
import * as users from '../accounts/client-users.service';
import * as portal from './portal.service';

const tags = ['portal'];

export type PortalRouteOptions = users.ClientUserDeps & { publicUrl: string | undefined };

/**
 * The owners' portal (decision 0039): /portal/ reads for a client's own people, and
 * /clients/{id}/users for the admins who give and take their access. A report's or an invoice's PDF is
 * read through the reports and invoices routes, which let a client user have their own.
 */
export const portalRoutes: FastifyPluginAsyncZod<PortalRouteOptions> = async (app, deps) => {
  const { db, publicUrl } = deps;
  const client = { access: access.client };

  app.get('/portal/properties', {
    config: client,
    schema: {
      tags,
      summary: "The client's properties in use, each with its calendar feeds' health",
      response: { 200: portalPropertyList },
    },
    handler: async (request) => portal.portalProperties(db, actor(request)),
  });

  app.get('/portal/cleanings', {
    config: client,
    schema: {
      tags,
      summary:
        "The client's cleanings of a period (start and end, YYYY-MM-DD, at most 93 days); completed ones with their photos and checklist summary",
      querystring: portalCleaningsQuery,
      response: { 200: portalCleaningList },
    },
    handler: async (request) =>
      portal.portalCleanings(db, actor(request), request.query, readerLanguage(request), publicUrl),
  });

  app.get('/portal/problems', {
    config: client,
    schema: {
      tags,
      summary: "The problems found at the client's properties, newest first (at most 200), with photos",
      response: { 200: portalProblemList },
    },
    handler: async (request) => portal.portalProblems(db, actor(request), publicUrl),
  });

  app.get('/portal/reports', {
    config: client,
    schema: {
      tags,
      summary: "The client's reports, newest first (each PDF: GET /reports/{id}/pdf)",
      response: { 200: portalReportList },
    },
    handler: async (request) => portal.portalReports(db, actor(request)),
  });

  app.get('/portal/invoices', {
    config: client,
    schema: {
      tags,
      summary: "The client's issued invoices, newest first (each PDF: GET /invoices/{id}/pdf)",
      response: { 200: portalInvoiceList },
    },
    handler: async (request) => portal.portalInvoices(db, actor(request)),
  });

  app.get('/clients/:id/users', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Who has access to the client's portal, with their last sign-in",
      params: idParams,
      response: { 200: clientUserList },
    },
    handler: async (request) => users.listClientUsers(db, request.params.id),
  });

  app.post('/clients/:id/users', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Invite a person to the client's portal (201), or invite them again (200)",
      description:
        'The e-mail, in `language`, carries a set-password link of the reset-link flow, valid 7 days. 409 when the e-mail signs in for someone else.',
      params: idParams,
      body: inviteClientUserInput,
      response: { 200: clientUser, 201: clientUser },
    },
    handler: async (request, reply) => {
      const { created, user } = await users.inviteClientUser(deps, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(user);
    },
  });

  app.delete('/clients/:id/users/:user_id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Revoke a person's access to the client's portal (their account and sessions end)",
      params: clientUserParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await users.revokeClientUser(db, request.params.id, request.params.user_id);
      return reply.code(204).send(null);
    },
  });
};
