import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importHousesResponse,
  importPreviewResponse,
  importQuery,
  importTemplateFile,
  MAX_IMPORT_BYTES,
  XLSX_MEDIA_TYPE,
} from '@common/contracts/imports';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart';
import * as imports from './imports.service';
import { buildImportTemplate } from './template';
import { readerLanguage } from '../../i18n/catalogue';
import { text } from '../../i18n/text';

const tags = ['houses'];

async function readForm(request: FastifyRequest): Promise<imports.ImportForm> {
  const { fields, file } = await readMultipartForm(request, {
    tooLarge: text('import.tooLarge'),
    notMultipart: text('import.notMultipart'),
  });
  return { client_id: fields.client_id, dry_run: fields.dry_run?.trim().toLowerCase(), file };
}

/** POST /houses/import_excel and the template to fill in. Admin only. */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 20 },
  });

  app.post('/houses/import_excel', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        'Import properties from an .xlsx or .xls file (client_id and file, multipart); dry_run=true previews without writing',
      consumes: ['multipart/form-data'],
      querystring: importQuery,
      response: {
        200: z.union([importPreviewResponse, importHousesResponse]),
      },
    },
    handler: async (request) =>
      imports.importHouses(db, await readForm(request), {
        dryRun: request.query.dry_run,
        language: readerLanguage(request),
      }),
  });

  app.get('/houses/import_template', {
    config: { access: access.admin },
    schema: { tags, summary: 'Download the import template (.xlsx)', response: { 200: importTemplateFile } },
    handler: async (_request, reply) =>
      reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', 'attachment; filename="properties-template.xlsx"')
        .send(await buildImportTemplate()),
  });
};
