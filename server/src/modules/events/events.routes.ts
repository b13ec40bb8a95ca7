import { errorResponse, idParams } from '@common/contracts/common';
import {
  byMonthQuery,
  cleaningEvent,
  cleaningEventList,
  createEventInput,
  myWeekResponse,
  noteInput,
  paymentClientInput,
  paymentEmployeeInput,
  statusInput,
} from '@common/contracts/events';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import * as events from './events.service';
import type { MonthCache } from './month-cache';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const tags = ['cleaning events'];

/** /cleaning_events/: the month and week views, creation, notes, statuses and payments. */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; monthCache: MonthCache }> = async (app, { db, monthCache }) => {
  app.get('/cleaning_events/by-month', {
    config: { access: access.anyStaff },
    schema: { tags, summary: 'Events of a month (employees: their own)', querystring: byMonthQuery, response: { 200: cleaningEventList, 304: z.null(), ...errors } },
    // Served from a cache of serialized bodies (already checked by the response schema), with ETag and gzip.
    handler: async (request, reply) => {
      const { year, month, mine } = request.query;
      const body = await events.monthBody(db, monthCache, actor(request), year, month, mine);
      const raw = reply as unknown as FastifyReply; // the body is already serialized JSON
      raw.header('etag', body.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
      if (request.headers['if-none-match'] === body.etag) return raw.code(304).send();
      raw.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return raw.header('content-encoding', 'gzip').send(monthCache.gzip(body));
      return raw.send(body.json);
    },
  });

  app.get('/cleaning_events/my-week', {
    config: { access: access.anyStaff },
    schema: { tags, summary: 'My events of this Friday-Thursday week', response: { 200: myWeekResponse, ...errors } },
    handler: async (request) => events.myWeek(db, actor(request)),
  });

  app.post('/cleaning_events/create', {
    config: { access: access.admin },
    schema: { tags, summary: 'Create a cleaning event', body: createEventInput, response: { 201: cleaningEvent, ...errors } },
    handler: async (request, reply) => reply.code(201).send(await events.createEvent(db, actor(request), request.body)),
  });

  app.patch('/cleaning_events/:id/note', {
    config: { access: access.anyStaff },
    schema: { tags, summary: 'Set the note (employees: own events)', params: idParams, body: noteInput, response: { 200: cleaningEvent, ...errors } },
    handler: async (request) => events.setNote(db, actor(request), request.params.id, request.body.note),
  });

  app.patch('/cleaning_events/:id/status', {
    config: { access: access.anyStaff },
    schema: { tags, summary: 'Change the status (rules per role)', params: idParams, body: statusInput, response: { 200: cleaningEvent, ...errors } },
    handler: async (request) => events.setStatus(db, actor(request), request.params.id, request.body.status),
  });

  app.patch('/cleaning_events/:id/payment-client', {
    config: { access: access.admin },
    schema: { tags, summary: 'Set the client payment status', params: idParams, body: paymentClientInput, response: { 200: cleaningEvent, ...errors } },
    handler: async (request) => events.setPayment(db, actor(request), request.params.id, 'client', request.body.payment_client_status),
  });

  app.patch('/cleaning_events/:id/payment-employee', {
    config: { access: access.admin },
    schema: { tags, summary: 'Set the housekeeper payment status', params: idParams, body: paymentEmployeeInput, response: { 200: cleaningEvent, ...errors } },
    handler: async (request) => events.setPayment(db, actor(request), request.params.id, 'employee', request.body.payment_employee_status),
  });
};
