import { idParams } from '@common/contracts/common';
import {
  agingReport,
  clientBalances,
  lineParams,
  manualLineInput,
  updateInvoiceInput,
  updateLineInput,
  createInvoiceInput,
  invoice,
  invoiceEmailInput,
  invoiceEmailResponse,
  invoiceList,
  invoiceListQuery,
  invoicePdfFile,
  invoicePdfQuery,
  issueInvoiceInput,
  paymentInput,
  voidInvoiceInput,
} from '@common/contracts/invoices';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import { emailInvoice, invoicePdf } from './invoice-files.service';
import { invoiceAging } from './invoice-aging.service';
import { addManualLine, deleteLine, updateDraft, updateLine } from './invoice-lines.service';
import { addPayment, voidInvoice } from './invoice-payments.service';
import * as invoices from './invoices.service';

const tags = ['invoices'];

/** Sends a rendered invoice as a PDF download. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
const admin = { access: access.admin };

/** /invoices/: client invoices, drafts to payments, their PDF and e-mail (admin only; decision 0036). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db; onQueued?: () => void }> = async (
  app,
  { db, onQueued },
) => {
  app.post('/invoices/', {
    config: admin,
    schema: {
      tags,
      summary:
        "A draft of the client's completed cleanings and approved extras of the period not on an open invoice (409 when there is nothing to bill)",
      body: createInvoiceInput,
      response: { 201: invoice },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await invoices.createInvoice(db, actor(request), request.body)),
  });

  app.get('/invoices/', {
    config: admin,
    schema: {
      tags,
      summary: 'Invoices, newest first, and the totals per currency of the issued ones listed',
      querystring: invoiceListQuery,
      response: { 200: invoiceList },
    },
    handler: async (request) => invoices.listInvoices(db, request.query),
  });

  app.get('/invoices/balances', {
    config: admin,
    schema: { tags, summary: 'What each client still owes on its issued invoices', response: { 200: clientBalances } },
    handler: async () => invoices.clientBalances(db),
  });

  app.get('/invoices/aging', {
    config: admin,
    schema: {
      tags,
      summary: 'Open balances by days past due (current, 1-30, 31-60, over 60), per currency and per client',
      response: { 200: agingReport },
    },
    handler: async () => invoiceAging(db),
  });

  app.patch('/invoices/:id', {
    config: admin,
    schema: {
      tags,
      summary: "A draft's discount on the whole invoice, its terms or exchange rate (409 once issued)",
      params: idParams,
      body: updateInvoiceInput,
      response: { 200: invoice },
    },
    handler: async (request) => updateDraft(db, request.params.id, request.body),
  });

  app.post('/invoices/:id/lines', {
    config: admin,
    schema: {
      tags,
      summary: 'Add a manual line to a draft: description, quantity, unit price, kind (its CABYS code), discount',
      params: idParams,
      body: manualLineInput,
      response: { 201: invoice },
    },
    handler: async (request, reply) => reply.code(201).send(await addManualLine(db, request.params.id, request.body)),
  });

  app.put('/invoices/:id/lines/:line_id', {
    config: admin,
    schema: {
      tags,
      summary: "Change a draft's line: any field of a manual one, the discount of a cleaning's or extra's",
      params: lineParams,
      body: updateLineInput,
      response: { 200: invoice },
    },
    handler: async (request) => updateLine(db, request.params.id, request.params.line_id, request.body),
  });

  app.delete('/invoices/:id/lines/:line_id', {
    config: admin,
    schema: {
      tags,
      summary: 'Remove a line from a draft (a cleaning or extra may then be billed again)',
      params: lineParams,
      response: { 200: invoice },
    },
    handler: async (request) => deleteLine(db, request.params.id, request.params.line_id),
  });

  app.get('/invoices/:id', {
    config: admin,
    schema: { tags, summary: 'One invoice with its lines and payments', params: idParams, response: { 200: invoice } },
    handler: async (request) => invoices.getInvoice(db, request.params.id),
  });

  app.delete('/invoices/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete a draft, freeing its cleanings (409 once issued: void it instead)',
      params: idParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await invoices.deleteDraft(db, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/invoices/:id/issue', {
    config: admin,
    schema: {
      tags,
      summary: "Issue a draft: the company's next invoice number (no gaps, never reused) and today's date",
      params: idParams,
      body: issueInvoiceInput,
      response: { 200: invoice },
    },
    handler: async (request) => invoices.issueInvoice(db, request.params.id, request.body),
  });

  app.post('/invoices/:id/payments', {
    config: admin,
    schema: {
      tags,
      summary: 'Record a payment (at most the balance); a fully paid invoice marks its cleanings paid',
      params: idParams,
      body: paymentInput,
      response: { 200: invoice },
    },
    handler: async (request) => addPayment(db, actor(request), request.params.id, request.body),
  });

  app.post('/invoices/:id/void', {
    config: admin,
    schema: {
      tags,
      summary: 'Void an issued invoice (kept, with its payments); its cleanings and extras may be billed again',
      params: idParams,
      body: voidInvoiceInput,
      response: { 200: invoice },
    },
    handler: async (request) => voidInvoice(db, actor(request), request.params.id, request.body),
  });

  app.post('/invoices/:id/email', {
    config: admin,
    schema: {
      tags,
      summary:
        "E-mail an issued invoice with its PDF (through the outbox) to the billing e-mail, else the client's: 202, or 409",
      description: "The body is optional: without `lang` the message and PDF are in the client's language.",
      params: idParams,
      body: invoiceEmailInput,
      response: { 202: invoiceEmailResponse },
    },
    handler: async (request, reply) => {
      const queued = await emailInvoice(db, request.params.id, request.body.lang);
      onQueued?.();
      return reply.code(202).send(queued);
    },
  });

  app.get('/invoices/:id/pdf', {
    // A client's portal user reads their own issued ones (decision 0039).
    config: { access: access.adminOrClient },
    schema: {
      tags,
      summary: "The invoice as a PDF (in `lang`, else the client's language)",
      params: idParams,
      querystring: invoicePdfQuery,
      response: { 200: invoicePdfFile },
    },
    handler: async (request, reply) => {
      await invoices.assertOwnInvoice(db, actor(request), request.params.id);
      const file = await invoicePdf(db, request.params.id, request.query.lang);
      return sendPdf(reply, file.fileName, file.pdf);
    },
  });
};
