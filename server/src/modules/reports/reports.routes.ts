import { errorResponse } from '@common/contracts/common';
import { pdfFile, reportHistoryList, reportIdParams, reportInput, reportStats, reportStatsQuery } from '@common/contracts/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import * as reports from './reports.service';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
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
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/reports/', {
    config: { access: access.admin },
    schema: { tags, summary: 'Generate a client report (stored in the history) and answer its PDF', body: reportInput, response: { 200: pdfFile, ...errors } },
    handler: async (request, reply) => sendPdf(reply, await reports.createReport(db, actor(request), request.body)),
  });

  app.get('/reports/', {
    config: { access: access.admin },
    schema: { tags, summary: 'Report history, newest first', response: { 200: reportHistoryList, ...errors } },
    handler: async () => reports.listReports(db),
  });

  app.get('/reports/stats', {
    config: { access: access.admin },
    schema: { tags, summary: 'Events per status, revenue, staff cost and margin of a range', querystring: reportStatsQuery, response: { 200: reportStats, ...errors } },
    handler: async (request) => reports.reportStats(db, request.query),
  });

  app.get('/reports/:id/pdf', {
    config: { access: access.admin },
    schema: { tags, summary: 'Regenerate the PDF of a stored report', params: reportIdParams, response: { 200: pdfFile, ...errors } },
    handler: async (request, reply) => sendPdf(reply, await reports.regenerateReport(db, request.params.id)),
  });
};
