import fastifyMultipart from '@fastify/multipart';
import {
  ANSWERED_AT_MESSAGE,
  answeredAtField,
  checklistItemId,
  ITEM_ID_MESSAGE,
  PHOTO_ANSWERED_AT_FIELD,
  PHOTO_ITEM_FIELD,
} from '@common/contracts/checklists';
import { AppError } from '../../errors';
import { idParams } from '@common/contracts/common';
import { KEPT_FOR_OFFICE, keptForOffice } from '@common/contracts/events';
import { eventPhoto, eventPhotoList, eventPhotoParams, MAX_PHOTO_BYTES, PHOTO_FIELD } from '@common/contracts/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actor } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart';
import { keyedRequest, once, readKey } from '../idempotency/idempotency.service';
import { text } from '../../i18n/text';
import { preparePhoto } from '../media/media.service';
import { sendProofAnswer } from '../events/kept-for-office';
import * as photos from './photos.service';

const tags = ['photos'];

/** Photo proof of a cleaning: /cleaning_events/{id}/photos (one file per request, field `photo`). */
export const photosRoutes: FastifyPluginAsyncZod<{ deps: photos.PhotoDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1000 } });

  app.post('/cleaning_events/:id/photos', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Add one photo to a cleaning (its housekeeper, supervisors, admins)',
      description:
        'multipart/form-data with one JPEG, PNG or WebP (checked by content) of at most 5 MB in the field `photo`. ' +
        'The same file again answers the same photo. 409 past 10 photos, 415 for anything but those images. ' +
        'Stored re-encoded without metadata (EXIF, GPS); 415 when it does not decode as an image. ' +
        'With the form field `item_id` it answers that photo item of the checklist (replacing its earlier photo) and does not count toward the 10; ' +
        '`answered_at` (ISO date-time) is when she took it on a phone that kept it offline (bounded as on PUT .../checklist/{item_id}). ' +
        'Takes an optional `Idempotency-Key` header: a replay of the same key by the same user answers the first answer again. ' +
        KEPT_FOR_OFFICE,
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 201: eventPhoto, 202: keptForOffice },
    },
    handler: async (request, reply) => {
      const { file, fields } = await readMultipartForm(
        request,
        { tooLarge: text('photo.tooLarge'), notMultipart: text('photo.notMultipart') },
        PHOTO_FIELD,
      );
      const item = fields[PHOTO_ITEM_FIELD];
      const itemId = item === undefined || item === '' ? undefined : checklistItemId.safeParse(item).data;
      if (item && itemId === undefined) {
        throw new AppError('invalid', ITEM_ID_MESSAGE, [{ field: PHOTO_ITEM_FIELD, message: ITEM_ID_MESSAGE }]);
      }
      const answeredAt = fields[PHOTO_ANSWERED_AT_FIELD] || undefined;
      if (answeredAt !== undefined && !answeredAtField.safeParse(answeredAt).success) {
        throw new AppError('invalid', ANSWERED_AT_MESSAGE, [
          { field: PHOTO_ANSWERED_AT_FIELD, message: ANSWERED_AT_MESSAGE },
        ]);
      }
      // Decoded and re-encoded here, before any transaction (the Idempotency-Key's included: decision 0027).
      const image = await preparePhoto(file);
      const add = (db: typeof deps.db) =>
        photos.addEventPhoto({ ...deps, db }, actor(request), request.params.id, image, itemId, answeredAt);
      const photo = await once(deps.db, actor(request), readKey(request.headers), keyedRequest(request), add);
      return sendProofAnswer(request, reply, photo, 201);
    },
  });

  app.get('/cleaning_events/:id/photos', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Photos of a cleaning, oldest first (not those answering its checklist: GET .../checklist has them)',
      params: idParams,
      response: { 200: eventPhotoList },
    },
    handler: async (request) => photos.listEventPhotos(deps, actor(request), request.params.id),
  });

  app.delete('/cleaning_events/:id/photos/:photoId', {
    config: { access: access.anyStaff },
    schema: {
      tags,
      summary: 'Remove a photo (admins; its sender while the cleaning is assigned)',
      params: eventPhotoParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await photos.deleteEventPhoto(deps, actor(request), request.params.id, request.params.photoId);
      return reply.code(204).send(null);
    },
  });
};
