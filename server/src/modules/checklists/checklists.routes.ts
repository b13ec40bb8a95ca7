import fastifyMultipart from '@fastify/multipart';
import {
  checklistAnswerInput,
  checklistTemplate,
  checklistTemplateInput,
  eventChecklist,
  eventChecklistItem,
  eventItemParams,
  propertyChecklist,
  propertyChecklistInput,
  propertyItemParams,
} from '@common/contracts/checklists';
import { idParams } from '@common/contracts/common';
import { MAX_PHOTO_BYTES, PHOTO_FIELD } from '@common/contracts/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLanguage } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import { KEPT_FOR_OFFICE, keptForOffice } from '@common/contracts/events';
import { access, actor } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart';
import { keyedRequest, once, readKey } from '../idempotency/idempotency.service';
import { preparePhoto } from '../media/media.service';
import { sendProofAnswer } from '../events/kept-for-office';
import * as checklists from './checklists.service';

const tags = ['checklists'];

/** /checklist/template, /houses/{id}/checklist and /cleaning_events/{id}/checklist (decision 0037). */
export const checklistsRoutes: FastifyPluginAsyncZod<{ deps: checklists.ChecklistDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1000 } });
  const { db } = deps;

  app.get('/checklist/template', {
    config: { access: access.admin },
    schema: { tags, summary: "The company's checklist template", response: { 200: checklistTemplate } },
    handler: async () => checklists.getTemplate(db),
  });

  app.put('/checklist/template', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Replace the company's checklist template (sections and items in order; empty: no checklist)",
      description:
        'Items sent without an `id` get one (kept from then on); an answer names its item by id, so keep the ids of items you keep. ' +
        'At most 30 sections and 200 items.',
      body: checklistTemplateInput,
      response: { 200: checklistTemplate },
    },
    handler: async (request) => checklists.putTemplate(db, actor(request), request.body),
  });

  app.get('/houses/:id/checklist', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        "A property's checklist: its own items, the template items it hides, reference photos, and the resolved list",
      params: idParams,
      response: { 200: propertyChecklist },
    },
    handler: async (request) => checklists.getPropertyChecklist(deps, request.params.id),
  });

  app.put('/houses/:id/checklist', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Set a property's own checklist items and the template items it hides",
      description:
        'An added item goes into the template section of the same title, else a new section at the end. Hidden ids must be ' +
        "the template's (else 422). Reference photos of items no longer on the list are dropped.",
      params: idParams,
      body: propertyChecklistInput,
      response: { 200: propertyChecklist },
    },
    handler: async (request) => checklists.putPropertyChecklist(deps, request.params.id, request.body),
  });

  app.put('/houses/:id/checklist/:item_id/reference', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Set an item's reference photo at this property (what the cleaner's photo must match)",
      description:
        'multipart/form-data with one JPEG, PNG or WebP (checked by content, at most 5 MB) in the field `photo`; stored re-encoded without metadata.',
      consumes: ['multipart/form-data'],
      params: propertyItemParams,
      response: { 200: propertyChecklist },
    },
    handler: async (request) => {
      const { file } = await readMultipartForm(
        request,
        { tooLarge: text('photo.tooLarge'), notMultipart: text('photo.notMultipart') },
        PHOTO_FIELD,
      );
      const image = await preparePhoto(file);
      return checklists.setReference(deps, request.params.id, request.params.item_id, image);
    },
  });

  app.delete('/houses/:id/checklist/:item_id/reference', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: "Remove an item's reference photo at this property",
      params: propertyItemParams,
      response: { 200: propertyChecklist },
    },
    handler: async (request) => checklists.setReference(deps, request.params.id, request.params.item_id, null),
  });

  app.get('/cleaning_events/:id/checklist', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: "A cleaning's checklist with its answers (her own cleaning, supervisors, admins)",
      description:
        "Labels in the reader's language. `missing` names what blocks marking it serviced: required items, and items sent back, without an answer.",
      params: idParams,
      response: { 200: eventChecklist },
    },
    handler: async (request) =>
      checklists.readEventChecklist(deps, actor(request), request.params.id, readerLanguage(request)),
  });

  app.put('/cleaning_events/:id/checklist/:item_id', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Answer one checklist item: { checked }, { count }, { note } or { photo_id }, by its kind',
      description:
        'Her own cleaning while it is assigned (409 once in review); supervisors and admins until it is completed. The same answer ' +
        'again changes nothing. A photo answer names a photo of this cleaning (or send the photo with `item_id` to ' +
        'POST /cleaning_events/{id}/photos). Takes an optional `Idempotency-Key` header: a replay answers the first answer again. ' +
        KEPT_FOR_OFFICE,
      params: eventItemParams,
      body: checklistAnswerInput,
      response: { 200: eventChecklistItem, 202: keptForOffice },
    },
    handler: async (request, reply) => {
      const answer = await once(db, actor(request), readKey(request.headers), keyedRequest(request), (tx) =>
        checklists.putAnswer(
          tx,
          deps.publicUrl,
          actor(request),
          request.params.id,
          request.params.item_id,
          request.body,
          readerLanguage(request),
        ),
      );
      return sendProofAnswer(request, reply, answer, 200);
    },
  });
};
