import { companySettings, companySettingsInput } from '@common/contracts/capacity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/auth';
import * as settings from './settings.service';

const tags = ['settings'];

/** /settings/company: the company's check-out and check-in times (admin). */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/settings/company', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        "The company's check-out and check-in times (HH:MM), for properties that set none, and the invoice header",
      response: { 200: companySettings },
    },
    handler: async () => settings.companySettings(db),
  });

  app.put('/settings/company', {
    config: { access: access.admin },
    schema: {
      tags,
      summary:
        "Set the company's check-out and check-in times: the windows of properties without their own move with them",
      body: companySettingsInput,
      response: { 200: companySettings },
    },
    handler: async (request) => settings.updateCompanySettings(db, request.body),
  });
};
