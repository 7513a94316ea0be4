import { z } from 'zod';
import {
  AccountLoginSchema,
  CreateLoginAccountBodySchema,
  LoginSchema,
  LoginUsernameParamSchema,
  SelfSchema,
  UpdateLocaleBodySchema,
  VerifyLoginAccountBodySchema,
  VerifyLoginAccountResultSchema,
} from './account';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';

const tags = ['login'];

/** The signed-in login (`/login`): its accounts and the logins sharing the acting account. */
export const loginEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: '/login',
    auth: 'login',
    tags,
    summary: 'The signed-in login with the accounts it holds (executeAs is ignored)',
    data: LoginSchema,
  }),
  accountLogins: defineEndpoint({
    method: 'GET',
    path: '/login/account/logins',
    auth: 'account',
    tags,
    summary:
      'The logins that share the acting account (orderBy createdAt or email; search by email)',
    query: ListQuerySchema,
    data: z.array(AccountLoginSchema),
  }),
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/login/account',
    auth: 'login',
    tags,
    summary: 'Creates another account for the signed-in login',
    body: CreateLoginAccountBodySchema,
    data: SelfSchema,
  }),
  verifyAccount: defineEndpoint({
    method: 'POST',
    path: '/login/account/verify',
    auth: 'login',
    tags,
    summary: 'Checks an account payload (username valid and free) without creating it',
    body: VerifyLoginAccountBodySchema,
    data: VerifyLoginAccountResultSchema,
  }),
  updateLocale: defineEndpoint({
    method: 'PUT',
    path: '/login/account/locale',
    auth: 'account',
    tags,
    summary: 'Saves the acting account’s locale (one of the organization’s LOCALES)',
    body: UpdateLocaleBodySchema,
    data: SelfSchema,
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/login/account/:username',
    auth: 'account',
    tags,
    summary: 'Shares the acting account with another login of the organization (by its email)',
    params: LoginUsernameParamSchema,
    data: z.array(AccountLoginSchema),
  }),
  unshare: defineEndpoint({
    method: 'DELETE',
    path: '/login/account/:username',
    auth: 'account',
    tags,
    summary: 'Stops sharing the acting account with a login (never its primary or last login)',
    params: LoginUsernameParamSchema,
    data: z.array(AccountLoginSchema),
  }),
};
