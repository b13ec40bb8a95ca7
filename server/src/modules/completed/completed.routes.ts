import { XLSX_MEDIA_TYPE } from '@common/contracts/imports';
import {
  bulkPaymentInput,
  bulkPaymentResponse,
  completedLean,
  completedList,
  completedQuery,
  completedSheetFile,
} from '@common/contracts/payments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { languageFromHeader } from '../../i18n/catalogue';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import { buildCompletedSheet } from './completed-xlsx';
import * as completed from './completed.service';

const tags = ['cleaning events'];

/** /cleaning_events/completed and /cleaning_events/payments: Completed Services, its spreadsheet and bulk payments. */
export const completedRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache }> = async (app, { db, cache }) => {
  app.get('/cleaning_events/completed', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'Completed Services of a month: filter by client, property, housekeeper and payment statuses; prices as fixed on completion; totals',
      description:
        "Without `lean`, the spec's answer: `{ events, totals }`, each event with its full property. With `lean=true`, `{ events, properties, totals }`: " +
        'the events without `property` and `house`, and each property they name once, keyed by its id. Both forms carry an ETag and answer 304 to a matching If-None-Match.',
      querystring: completedQuery,
      response: { 200: z.union([completedList, completedLean]), 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await completed.completedBody(db, cache, actor(request), request.query),
      ),
  });

  app.get('/cleaning_events/completed/xlsx', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'The same filtered list as a spreadsheet (.xlsx), with a totals row',
      querystring: completedQuery,
      response: { 200: completedSheetFile },
    },
    handler: async (request, reply) => {
      const list = await completed.listCompleted(db, actor(request), request.query);
      const { year, month } = request.query;
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="completed-services-${year}-${String(month).padStart(2, '0')}.xlsx"`,
        )
        .send(await buildCompletedSheet(list, languageFromHeader(request.headers['accept-language'])));
    },
  });

  app.patch('/cleaning_events/payments', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'Set the client and/or housekeeper payment status of many completed events: all or nothing (unknown id 404, not completed 409)',
      body: bulkPaymentInput,
      response: { 200: bulkPaymentResponse },
    },
    handler: async (request) => completed.setPayments(db, actor(request), request.body),
  });
};
