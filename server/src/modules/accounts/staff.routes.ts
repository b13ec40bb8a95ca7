import { idParams } from '@common/contracts/common';
import {
  deleteEmployeeResponse,
  employee,
  employeeList,
  registerUserEmployeeInput,
  registerUserEmployeeResponse,
  updateEmployeeInput,
} from '@common/contracts/staff';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import * as staff from './staff.service';

const tags = ['employees'];

/** /employee/: housekeepers and supervisors (admin only). */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ResponseCache }> = async (app, { db, cache }) => {
  app.get('/employee/', {
    config: { access: access.admin },
    schema: { tags, summary: 'List staff', response: { 200: employeeList, 304: z.null() } },
    handler: async (request, reply) =>
      sendCached(request, reply as unknown as FastifyReply, cache, await staff.employeeListBody(db, cache)),
  });

  app.post('/employee/register-user-employee', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Register a staff member with their sign-in',
      body: registerUserEmployeeInput,
      response: { 201: registerUserEmployeeResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await staff.registerUserEmployee(db, request.body)),
  });

  app.put('/employee/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Update a staff member',
      params: idParams,
      body: updateEmployeeInput,
      response: { 200: employee },
    },
    handler: async (request) => staff.updateEmployee(db, actor(request), request.params.id, request.body),
  });

  app.delete('/employee/:id', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Remove a staff member (history kept, sign-in stopped)',
      params: idParams,
      response: { 200: deleteEmployeeResponse },
    },
    handler: async (request) => staff.deleteEmployee(db, actor(request), request.params.id),
  });
};
