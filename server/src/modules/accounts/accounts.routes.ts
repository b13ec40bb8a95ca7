import {
  acceptedResponse,
  changePasswordInput,
  languageInput,
  loginInput,
  loginResponse,
  me,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerUserInput,
  resetPasswordResponse,
  updateUserInput,
  user,
  userList,
} from '@common/contracts/auth';
import { idParams } from '@common/contracts/common';
import { giveBackResponse, releasedCleanings, upcomingCleanings } from '@common/contracts/staff';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actor } from '../../plugins/auth';
import { sendCached, type ResponseCache } from '../../plugins/response-cache';
import { giveBackToUser, releasedOfUser, upcomingOfUser, updateUserAndStaff } from './staff.service';
import { languageFromHeader, readerLanguage } from '../../i18n/catalogue';
import * as accounts from './accounts.service';
import type { PasswordReset } from './password-reset';

/** Sign-in, forgotten password and user administration: /auth/login, /auth/password-reset, /auth/register, /auth/users. */
export const accountsRoutes: FastifyPluginAsyncZod<{
  deps: accounts.AuthDeps;
  reset: PasswordReset;
  cache: ResponseCache;
}> = async (app, { deps, reset, cache }) => {
  const { db } = deps;

  app.post('/auth/login', {
    config: { access: access.public },
    schema: { tags: ['auth'], summary: 'Sign in', body: loginInput, response: { 200: loginResponse } },
    // The token must not stay in any cache on the way back.
    handler: async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await accounts.login(deps, request.body, request.ip)),
  });

  app.get('/auth/me', {
    config: { access: access.anyone, duringPasswordChange: true },
    schema: {
      tags: ['auth'],
      summary: 'Who is signed in',
      description:
        'With `language` (the web app switches to it on every load) and `must_change_password`: while true, every call but this one, the own password change and the language answers 403.',
      response: { 200: me },
    },
    handler: async (request) => accounts.currentUser(db, actor(request).id),
  });

  app.post('/auth/register', {
    config: { access: access.admin },
    schema: { tags: ['auth'], summary: 'Create a user', body: registerUserInput, response: { 201: user } },
    handler: async (request, reply) => reply.code(201).send(await accounts.registerUser(db, request.body)),
  });

  app.get('/auth/users', {
    config: { access: access.admin },
    schema: { tags: ['auth'], summary: 'List users', response: { 200: userList, 304: z.null() } },
    handler: async (request, reply) =>
      sendCached(request, reply as unknown as FastifyReply, cache, await accounts.userListBody(db, cache)),
  });

  app.post('/auth/password-reset', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'Forgotten password: mail a reset link',
      description:
        'Always answers 202 after the same time, whether the e-mail belongs to an active user or not. An active user gets a single-use link valid for 1 hour, on PUBLIC_URL (else http://localhost:<PORT>; never on the request Host header). Rate limited per address (429) and per e-mail and address together (silently).',
      body: passwordResetRequestInput,
      response: { 202: acceptedResponse },
    },
    handler: async (request, reply) => {
      await reset.request(request.body.email, request.ip, languageFromHeader(request.headers['accept-language']));
      return reply.code(202).send({ status: 'accepted' });
    },
  });

  app.post('/auth/password-reset/confirm', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset link',
      description:
        'The token works once and for 1 hour; every session of the user ends. 422 when the token is unknown, used or expired.',
      body: passwordResetConfirmInput,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await reset.confirm(request.body, languageFromHeader(request.headers['accept-language']));
      return reply.code(204).send(null);
    },
  });

  app.post('/auth/users/:id/reset-password', {
    config: { access: access.admin },
    schema: {
      tags: ['auth'],
      summary: "Reset a user's password to a generated one",
      description: 'Answers the new password once (it is stored only hashed); every session of that user ends.',
      params: idParams,
      response: { 200: resetPasswordResponse },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await accounts.resetPassword(deps, actor(request), request.params.id, readerLanguage(request))),
  });

  app.get('/auth/users/:id/upcoming', {
    config: { access: access.admin },
    schema: {
      tags: ['auth'],
      summary: 'What deactivating this user would release',
      description:
        'The assigned cleanings from today on that a deactivation returns to unassigned (none for an admin, who has no staff record).',
      params: idParams,
      response: { 200: upcomingCleanings },
    },
    handler: async (request) => upcomingOfUser(db, request.params.id),
  });

  app.get('/auth/users/:id/released', {
    config: { access: access.admin },
    schema: {
      tags: ['auth'],
      summary: 'The upcoming cleanings the last deactivation released',
      description:
        '`free`: still unassigned, a give-back assigns them again; `taken`: someone else has them now (they stay).',
      params: idParams,
      response: { 200: releasedCleanings },
    },
    handler: async (request) => releasedOfUser(db, request.params.id),
  });

  app.post('/auth/users/:id/give-back', {
    config: { access: access.admin },
    schema: {
      tags: ['auth'],
      summary: 'Give a reactivated person back the cleanings their deactivation released',
      description:
        'In one transaction, assigns them the released upcoming cleanings still unassigned; those someone else took stay and are listed in `taken`. 409 while the person is inactive or has no staff record.',
      params: idParams,
      response: { 200: giveBackResponse },
    },
    handler: async (request) => giveBackToUser(db, actor(request), request.params.id),
  });

  app.put('/auth/users/:id', {
    config: { access: access.admin },
    schema: {
      tags: ['auth'],
      summary: 'Update a user (name, e-mail, role, is_active, language)',
      description: "A role change or a deactivation ends the user's sessions. 409 when it would leave no active admin.",
      params: idParams,
      body: updateUserInput,
      response: { 200: user },
    },
    handler: async (request) => updateUserAndStaff(db, actor(request), request.params.id, request.body),
  });

  app.put('/auth/me/language', {
    config: { access: access.anyone, duringPasswordChange: true },
    schema: {
      tags: ['auth'],
      summary: 'Remember the language chosen in the app (e-mails use it)',
      body: languageInput,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await accounts.setLanguage(db, actor(request).id, request.body.language);
      return reply.code(204).send(null);
    },
  });

  app.put('/auth/users/:id/password', {
    config: { access: access.anyone, duringPasswordChange: true },
    schema: {
      tags: ['auth'],
      summary: 'Change a password (own, or any as admin)',
      params: idParams,
      body: changePasswordInput,
      response: { 200: user },
    },
    handler: async (request) =>
      accounts.changePassword(deps, actor(request), request.params.id, request.body, readerLanguage(request)),
  });
};
