import {
  changePasswordInput,
  loginInput,
  loginResponse,
  registerUserInput,
  updateUserInput,
  user,
  userList,
} from '@common/contracts/auth';
import { idParams } from '@common/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, actor } from '../../plugins/auth';
import * as auth from './auth.service';


/** Sign-in and user administration: /auth/login, /auth/register, /auth/users. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post('/auth/login', {
    config: { access: access.public },
    schema: { tags: ['auth'], summary: 'Sign in', body: loginInput, response: { 200: loginResponse } },
    // The token must not stay in any cache on the way back.
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send({ access_token: await auth.login(deps, request.body, request.ip) }),
  });

  app.post('/auth/register', {
    config: { access: access.admin },
    schema: { tags: ['auth'], summary: 'Create a user', body: registerUserInput, response: { 201: user } },
    handler: async (request, reply) => reply.code(201).send(await auth.registerUser(db, request.body)),
  });

  app.get('/auth/users', {
    config: { access: access.admin },
    schema: { tags: ['auth'], summary: 'List users', response: { 200: userList } },
    handler: async () => auth.listUsers(db),
  });

  app.put('/auth/users/:id', {
    config: { access: access.admin },
    schema: { tags: ['auth'], summary: 'Update a user', params: idParams, body: updateUserInput, response: { 200: user } },
    handler: async (request) => auth.updateUser(db, request.params.id, request.body),
  });

  app.put('/auth/users/:id/password', {
    config: { access: access.anyStaff },
    schema: {
      tags: ['auth'],
      summary: 'Change a password (own, or any as admin)',
      params: idParams,
      body: changePasswordInput,
      response: { 200: user },
    },
    handler: async (request) => auth.changePassword(db, actor(request), request.params.id, request.body),
  });
};
