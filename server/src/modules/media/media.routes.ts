import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, mediaSignature, mediaUploadResponse } from '@common/contracts/media';
import { AppError } from '../../errors';
import { access, publicScope } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart';
import * as media from './media.service';
import { text } from '../../i18n/text';

const tags = ['media'];

/** GET /media/signature and the built-in host's POST /media/upload (signature checked, images only). */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: media.MediaDeps; publicUrl: string | undefined }> = async (
  app,
  { deps, publicUrl },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 },
  });

  app.get('/media/signature', {
    config: { access: access.admin },
    schema: { tags, summary: 'Sign one photo upload', response: { 200: mediaSignature } },
    handler: async () => media.createSignature(deps),
  });

  app.post('/media/upload', {
    // The signature from GET /media/signature (admin only, valid one hour) is the authorization.
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Upload one image (built-in media host)',
      description:
        'multipart/form-data: one JPEG, PNG, WebP, GIF or AVIF (by content) of at most 10 MB in the field `file`, with the signature. ' +
        'Stored re-encoded (upright, at most 2560 px, no EXIF, GPS or other metadata; WebP stays WebP, the others become JPEG). ' +
        '415 when it does not decode as an image, 413 over 10 MB or 40 megapixels.',
      consumes: ['multipart/form-data'],
      response: { 200: mediaUploadResponse },
    },
    handler: async (request) => {
      if (deps.cloudinary) throw new AppError('not_found', text('media.hosted'));
      const { fields, file: content } = await readMultipartForm(request, {
        tooLarge: text('media.tooLarge'),
        notMultipart: text('media.notMultipart'),
      });
      media.useUploadSignature(deps, fields);
      if (!content || content.length === 0) throw new AppError('bad_request', text('media.noFile'));
      const name = await media.storeImage(deps, content);
      return { secure_url: media.mediaUrl(publicUrl, name) };
    },
  });
};

const YEAR = 'public, max-age=31536000, immutable';

/** Serves stored images at /media/{name}: their content type, cached for a year (names are content hashes). */
export async function mediaFiles(app: FastifyInstance, opts: { deps: Pick<media.MediaDeps, 'db' | 'dir' | 'bucket'> }) {
  await publicScope(app, (scope) => {
    // Outside /api and out of the API document, like the web app's files.
    scope.get<{ Params: { name: string } }>('/media/:name', { schema: { hide: true } }, async (request, reply) => {
      const file = await media.readImage(opts.deps, request.params.name);
      if (!file) throw new AppError('not_found', text('media.notFound'));
      const etag = `"${request.params.name}"`;
      reply.header('cache-control', YEAR).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.content);
    });
    return Promise.resolve();
  });
}
