import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/common';
import { importHousesResponse, importTemplateFile, MAX_IMPORT_BYTES, XLSX_MEDIA_TYPE } from '@common/contracts/imports';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { access } from '../../plugins/auth';
import * as imports from './imports.service';
import { buildImportTemplate } from './template';

const tags = ['houses'];

async function readForm(request: FastifyRequest): Promise<imports.ImportForm> {
  if (!request.isMultipart()) throw new AppError('unsupported', 'Send the client and the file as multipart/form-data.');
  const form: imports.ImportForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') form.file = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === 'client_id' && typeof part.value === 'string') form.client_id = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', 'The file is larger than 10 MB.');
    throw err;
  }
  return form;
}

/** POST /houses/import_excel (spec 7) and the template to fill in. Admin only. */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 20 } });

  app.post('/houses/import_excel', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Import properties from an .xlsx or .xls file (client_id and file, multipart)',
      consumes: ['multipart/form-data'],
      response: {
        200: importHousesResponse,
        ...Object.fromEntries([401, 403, 413, 415, 422, 503].map((code) => [code, errorResponse])),
      },
    },
    handler: async (request) => imports.importHouses(db, await readForm(request)),
  });

  app.get('/houses/import_template', {
    config: { access: access.admin },
    schema: { tags, summary: 'Download the import template (.xlsx)', response: { 200: importTemplateFile, 401: errorResponse, 403: errorResponse } },
    handler: async (_request, reply) =>
      reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', 'attachment; filename="properties-template.xlsx"')
        .send(await buildImportTemplate()),
  });
};
