import {
  payStatementInput,
  payStatementResponse,
  statementPdfFile,
  statementPdfQuery,
  weeklyPayroll,
  weeklyQuery,
} from '@common/contracts/payroll';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { languageFromHeader } from '../../i18n/catalogue';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as payroll from './payroll.service';

const tags = ['payroll'];

/** /payroll/: weekly pay statements (decision 0012): admins everyone, staff their own. */
export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache }> = async (app, { db, cache }) => {
  app.get('/payroll/weekly', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary:
        'Pay statements of a Friday-Thursday week: each completed cleaning with its payment, total, paid and pending (admins: everyone; others: themselves)',
      querystring: weeklyQuery,
      response: { 200: weeklyPayroll, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await payroll.weeklyPayrollBody(db, cache, actor(request), request.query.week_start),
      ),
  });

  app.post('/payroll/weekly/pay', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        "Mark one person's week paid: the worker pay of the cleanings they serviced and the supervisor pay of those they completed, with paid_at (unknown person 404, nothing that week 409; paying again changes nothing)",
      body: payStatementInput,
      response: { 200: payStatementResponse },
    },
    handler: async (request) => payroll.payWeek(db, actor(request), request.body),
  });

  app.get('/payroll/weekly/pdf', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "One person's weekly pay statement as a PDF (others than admins: only their own)",
      querystring: statementPdfQuery,
      response: { 200: statementPdfFile },
    },
    handler: async (request, reply) => {
      const { week_start, employee_id } = request.query;
      const file = await payroll.statementPdf(
        db,
        actor(request),
        week_start,
        employee_id,
        languageFromHeader(request.headers['accept-language']),
      );
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  });
};
