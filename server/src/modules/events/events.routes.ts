import { startInput, startResponse } from '@common/contracts/capacity';
import { idParams, optionalBody } from '@common/contracts/common';
import {
  byMonthQuery,
  cleaningEvent,
  cleaningEventList,
  createEventInput,
  deletedEventList,
  deletedEventsQuery,
  inReviewPageQuery,
  eventHistoryResponse,
  KEPT_FOR_OFFICE,
  keptForOffice,
  leanMonth,
  myWeekResponse,
  noteInput,
  paymentClientInput,
  paymentEmployeeInput,
  statusInput,
  updateEventInput,
} from '@common/contracts/events';
import { removedEventList, removedEventsQuery } from '@common/contracts/removed-events';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import { sendProofAnswer } from './kept-for-office';
import * as changes from './event-changes.service';
import * as events from './events.service';
import type { EventLifecycle } from './lifecycle';
import * as history from './history.service';
import * as removed from './removed.service';
import * as start from './start.service';
import { keyedRequest, once, readKey } from '../idempotency/idempotency.service';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';

const tags = ['cleaning events'];
const IDEMPOTENT =
  'Takes an optional `Idempotency-Key` header: a replay of the same key by the same user answers the first answer again without applying the change twice (kept 7 days).';

/** /cleaning_events/: the month and week views, creation, edits, history, notes, statuses and payments. */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache; lifecycle: EventLifecycle }> = async (
  app,
  { db, cache, lifecycle },
) => {
  app.get('/cleaning_events/by-month', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Events of a month (employees: their own)',
      description:
        "Without `lean`, the spec's answer: an array of events, each with its full property (`property`, `house`). " +
        'With `lean=true`, `{ events, properties }`: the events without `property` and `house`, and each property they name once, ' +
        'keyed by its id (the same view of it the full form gives this reader). Both forms carry an ETag and answer 304 to a matching If-None-Match.',
      querystring: byMonthQuery,
      response: { 200: z.union([cleaningEventList, leanMonth]), 304: z.null() },
    },
    // Served from the response cache (already checked by the response schema), with ETag, brotli or gzip;
    // like every signed-in answer it is `no-store` (the auth hook), so only callers that keep the ETag get 304s.
    handler: async (request, reply) => {
      const { year, month, mine, lean } = request.query;
      const body = await events.monthBody(db, cache, actor(request), year, month, mine, lean ? 'lean' : 'full');
      return sendCached(request, reply as unknown as FastifyReply, cache, body); // the body is already serialized JSON
    },
  });

  app.get('/cleaning_events/in-review', {
    config: { access: access.adminOrSupervisor },
    schema: {
      tags,
      summary:
        'The events waiting for review, whatever their month, oldest service date first: a page of `limit` (default 200, at most 500) after `offset`',
      querystring: inReviewPageQuery,
      response: { 200: cleaningEventList },
    },
    handler: async (request) => events.waitingForReview(db, actor(request), request.query),
  });

  app.get('/cleaning_events/my-week', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'My events of this Friday-Thursday week',
      response: { 200: myWeekResponse, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(request, reply as unknown as FastifyReply, cache, await events.myWeekBody(db, cache, actor(request))),
  });

  app.post('/cleaning_events/create', {
    config: { access: access.admin },
    schema: { tags, summary: 'Create a cleaning event', body: createEventInput, response: { 201: cleaningEvent } },
    handler: async (request, reply) => reply.code(201).send(await events.createEvent(db, actor(request), request.body)),
  });

  app.patch('/cleaning_events/:id/note', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Set the note (employees: own events)',
      description: `${IDEMPOTENT} ${KEPT_FOR_OFFICE}`,
      params: idParams,
      body: noteInput,
      response: { 200: cleaningEvent, 202: keptForOffice },
    },
    handler: async (request, reply) => {
      const answer = await once(db, actor(request), readKey(request.headers), keyedRequest(request), (tx) =>
        events.setNote(tx, actor(request), request.params.id, request.body.note),
      );
      return sendProofAnswer(request, reply, answer, 200);
    },
  });

  app.patch('/cleaning_events/:id/status', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Change the status (rules per role)',
      description:
        `${IDEMPOTENT} Repeating a move already made (in_review again, or in_review after completion) answers 200 with the event, unchanged. ` +
        'Moving to in_review sets `finished_at` to `at` (a Done tap queued offline; same bounds as Start, else 422) or now; ' +
        'from assigned it answers 409 naming the checklist items still missing (required, or sent back). A send-back may name ' +
        '`redo_items`: their answers are cleared and each carries the reason.',
      params: idParams,
      body: statusInput,
      response: { 200: cleaningEvent },
    },
    handler: async (request) =>
      once(db, actor(request), readKey(request.headers), keyedRequest(request), (tx) =>
        events.setStatus(tx, lifecycle, actor(request), request.params.id, request.body.status, {
          seenDate: request.body.service_date,
          reason: request.body.reason,
          at: request.body.at,
          redoItems: request.body.redo_items,
        }),
      ),
  });

  app.post('/cleaning_events/:id/start', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Start: her own assigned cleaning (an admin may too) gets `started_at`, once',
      description:
        `${IDEMPOTENT} The body may be absent; \`at\` is when she tapped (a tap queued offline), at most 5 minutes ahead and not before ` +
        'the day before the cleaning (else 422). A repeat keeps the first time and answers it; a cleaning not assigned answers 409.',
      params: idParams,
      body: optionalBody(startInput),
      response: { 200: startResponse },
    },
    handler: async (request) =>
      once(db, actor(request), readKey(request.headers), keyedRequest(request), (tx) =>
        start.startEvent(tx, actor(request), request.params.id, request.body.at),
      ),
  });

  app.patch('/cleaning_events/:id/payment-client', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Set the client payment status',
      params: idParams,
      body: paymentClientInput,
      response: { 200: cleaningEvent },
    },
    handler: async (request) =>
      events.setPayment(db, lifecycle, actor(request), request.params.id, 'client', request.body.payment_client_status),
  });

  app.patch('/cleaning_events/:id/payment-employee', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Set the housekeeper payment status',
      params: idParams,
      body: paymentEmployeeInput,
      response: { 200: cleaningEvent },
    },
    handler: async (request) =>
      events.setPayment(
        db,
        lifecycle,
        actor(request),
        request.params.id,
        'employee',
        request.body.payment_employee_status,
      ),
  });

  app.put('/cleaning_events/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Edit an event (property, dates, summary, note); the housekeeper stays',
      params: idParams,
      body: updateEventInput,
      response: { 200: cleaningEvent },
    },
    handler: async (request) => changes.updateEvent(db, lifecycle, actor(request), request.params.id, request.body),
  });

  app.delete('/cleaning_events/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Delete an event and its assignment (not a completed one: 409)',
      params: idParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await changes.deleteEvent(db, lifecycle, actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/cleaning_events/:id/history', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "An event's history: who, when, what, before and after (also of a deleted event, for admins)",
      params: idParams,
      response: { 200: eventHistoryResponse, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await history.eventHistoryBody(db, cache, actor(request), request.params.id),
      ),
  });

  app.get('/cleaning_events/deleted', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Events deleted or dismissed, by the month of their cleaning date',
      querystring: deletedEventsQuery,
      response: { 200: deletedEventList, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(
        request,
        reply as unknown as FastifyReply,
        cache,
        await history.deletedEventsBody(db, cache, request.query.year, request.query.month),
      ),
  });

  app.get('/cleaning_events/removed', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'Cleanings deleted (or dismissed) by an admin or cancelled by their calendar feed whose cleaning date is in [start, end]',
      description:
        '`start` and `end` are dates (YYYY-MM-DD), end not before start, at most 62 days apart; otherwise 400. ' +
        '`removed_by` is the admin ({ id, name }), null when a feed cancelled it. Ordered by cleaning date, latest removal first.',
      querystring: removedEventsQuery,
      response: { 200: removedEventList, 304: z.null() },
    },
    handler: async (request, reply) =>
      sendCached(request, reply as unknown as FastifyReply, cache, await removed.removedBody(db, cache, request.query)),
  });

  app.post('/cleaning_events/:id/restore', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Bring a removed cleaning back, unassigned (409 when its reservation or a cleaning of that day is live)',
      description:
        'Recorded in its history. The restored cleaning belongs to no feed: a feed that lists its reservation again adopts it, one that does not leaves it alone.',
      params: idParams,
      response: { 200: cleaningEvent },
    },
    handler: async (request) => removed.restoreEvent(db, actor(request), request.params.id),
  });

  app.post('/cleaning_events/:id/acknowledge', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Clear the mark a calendar feed left (moved, cancelled, restored)',
      params: idParams,
      response: { 200: cleaningEvent },
    },
    handler: async (request) => changes.acknowledgeChange(db, actor(request), request.params.id),
  });

  app.post('/cleaning_events/:id/confirm', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Confirm an unconfirmed Booking.com cleaning',
      params: idParams,
      response: { 200: cleaningEvent },
    },
    handler: async (request) => changes.confirmEvent(db, actor(request), request.params.id),
  });

  app.post('/cleaning_events/:id/dismiss', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Dismiss an unconfirmed Booking.com cleaning; it never comes back',
      params: idParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await changes.dismissEvent(db, lifecycle, actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
