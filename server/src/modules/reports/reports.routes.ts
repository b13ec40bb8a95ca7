import {
  emailReportInput,
  reportLanguageQuery,
  emailReportResponse,
  pdfFile,
  reportHistoryList,
  reportHistoryQuery,
  reportIdParams,
  reportInput,
  reportStats,
  reportStatsQuery,
} from '@common/contracts/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as reports from './reports.service';

const tags = ['reports'];

/** Sends a rendered report as a PDF download named after the client and range. */
function sendPdf(reply: FastifyReply, file: reports.ReportFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);
}

/** /reports/: client PDF reports, their history and the stats of a range (admin only). */
export const reportsRoutes: FastifyPluginAsyncZod<{
  deps: reports.ReportDeps;
  cache: ResponseCache;
  onQueued?: () => void;
}> = async (app, { deps, cache, onQueued }) => {
  const { db } = deps;
  app.post('/reports/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Generate a client report (stored in the history) and answer its PDF',
      body: reportInput,
      response: { 200: pdfFile },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await reports.createReport(deps, actor(request), request.body, request.body.language)),
  });

  app.get('/reports/', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'Report history, newest first; `limit` and `before` (the last id of the previous page) read it a page at a time',
      querystring: reportHistoryQuery,
      response: { 200: reportHistoryList, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(request, reply, cache, await reports.reportHistoryBody(db, cache, request.query)),
  });

  app.get('/reports/stats', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Events per status, revenue, staff cost and margin of a range',
      querystring: reportStatsQuery,
      response: { 200: reportStats, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(request, reply, cache, await reports.reportStatsBody(db, cache, request.query)),
  });

  app.get('/reports/:id/pdf', {
    // A client's portal user reads their own (decision 0039).
    config: { access: access.adminOrClient },
    schema: {
      tags,
      summary: "Regenerate the PDF of a stored report (in `language`, else the client's)",
      params: reportIdParams,
      querystring: reportLanguageQuery,
      response: { 200: pdfFile },
    },
    handler: async (request, reply) => {
      await reports.assertOwnReport(db, actor(request), request.params.id);
      return sendPdf(reply, await reports.regenerateReport(deps, request.params.id, request.query.language));
    },
  });

  app.post('/reports/:id/email', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'E-mail a stored report to its client with the PDF attached (through the outbox): 202, or 409 when the client has no e-mail',
      description:
        "The body is optional: no body at all (no Content-Type) or `{}` writes the message and PDF in the client's language.",
      params: reportIdParams,
      body: emailReportInput,
      response: { 202: emailReportResponse },
    },
    handler: async (request, reply) => {
      const queued = await reports.emailReport(deps, request.params.id, request.body.language);
      onQueued?.();
      return reply.code(202).send(queued);
    },
  });
};
