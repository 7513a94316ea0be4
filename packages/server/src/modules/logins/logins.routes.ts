import {
  AccountLoginSchema,
  CreateLoginAccountBodySchema,
  envelopeSchema,
  ListQuerySchema,
  LoginSchema,
  LoginUsernameParamSchema,
  SelfSchema,
  UpdateLocaleBodySchema,
  VerifyLoginAccountBodySchema,
  VerifyLoginAccountResultSchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  createLoginAccount,
  getLogin,
  listAccountLogins,
  shareAccount,
  unshareAccount,
  updateAccountLocale,
  verifyLoginAccount,
} from './logins.service';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/login', {
    schema: {
      tags: ['login'],
      summary: 'The signed-in login with the accounts it holds (executeAs is ignored)',
      response: { 200: envelopeSchema(LoginSchema) },
    },
    handler: async (request) => ok(await getLogin(request.ctx)),
  });

  app.get('/login/account/logins', {
    schema: {
      tags: ['login'],
      summary:
        'The logins that share the acting account (orderBy createdAt or email; search by email)',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(AccountLoginSchema)) },
    },
    handler: async (request) => ok(await listAccountLogins(request.ctx, request.query)),
  });

  app.post('/login/account', {
    schema: {
      tags: ['login'],
      summary: 'Creates another account for the signed-in login',
      body: CreateLoginAccountBodySchema,
      response: { 200: envelopeSchema(SelfSchema) },
    },
    handler: async (request) => ok(await createLoginAccount(request.ctx, request.body)),
  });

  app.post('/login/account/verify', {
    schema: {
      tags: ['login'],
      summary: 'Checks an account payload (username valid and free) without creating it',
      body: VerifyLoginAccountBodySchema,
      response: { 200: envelopeSchema(VerifyLoginAccountResultSchema) },
    },
    handler: async (request) => ok(await verifyLoginAccount(request.ctx, request.body)),
  });

  app.put('/login/account/locale', {
    schema: {
      tags: ['login'],
      summary: 'Saves the acting account’s locale (one of the organization’s LOCALES)',
      body: UpdateLocaleBodySchema,
      response: { 200: envelopeSchema(SelfSchema) },
    },
    handler: async (request) => ok(await updateAccountLocale(request.ctx, request.body.locale)),
  });

  app.post('/login/account/:username', {
    schema: {
      tags: ['login'],
      summary: 'Shares the acting account with another login of the organization (by its email)',
      params: LoginUsernameParamSchema,
      response: { 200: envelopeSchema(z.array(AccountLoginSchema)) },
    },
    handler: async (request) => ok(await shareAccount(request.ctx, request.params.username)),
  });

  app.delete('/login/account/:username', {
    schema: {
      tags: ['login'],
      summary: 'Stops sharing the acting account with a login (never its primary or last login)',
      params: LoginUsernameParamSchema,
      response: { 200: envelopeSchema(z.array(AccountLoginSchema)) },
    },
    handler: async (request) => ok(await unshareAccount(request.ctx, request.params.username)),
  });
};
