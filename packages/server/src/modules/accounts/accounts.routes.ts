import {
  AccountKeyParamSchema,
  AccountListQuerySchema,
  AccountProfileSchema,
  AccountSchema,
  BlockedAccountSchema,
  envelopeSchema,
  FollowStatsSchema,
  ListQuerySchema,
} from '@convene/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  blockAccount,
  followAccount,
  getAccount,
  getFollowStats,
  listAccounts,
  listBlockedAccounts,
  listFollows,
  listPopularAccounts,
  unblockAccount,
  unfollowAccount,
} from './accounts.service';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/accounts', {
    schema: {
      tags,
      summary: 'Accounts of the organization; search over username, first and last name',
      querystring: AccountListQuerySchema,
      response: { 200: envelopeSchema(z.array(AccountSchema)) },
    },
    handler: async (request) => ok(await listAccounts(request.ctx, request.query)),
  });

  app.get('/accounts/popular', {
    schema: {
      tags,
      summary: 'Accounts with the most followers',
      querystring: AccountListQuerySchema,
      response: { 200: envelopeSchema(z.array(AccountSchema)) },
    },
    handler: async (request) => ok(await listPopularAccounts(request.ctx, request.query)),
  });

  app.get('/accounts/:accountId', {
    schema: {
      tags,
      summary: 'An account by id or username',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(AccountProfileSchema) },
    },
    handler: async (request) => ok(await getAccount(request.ctx, request.params.accountId)),
  });

  app.get('/accounts/:accountId/followStats', {
    schema: {
      tags,
      summary: 'Follower and following counts',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(FollowStatsSchema) },
    },
    handler: async (request) => ok(await getFollowStats(request.ctx, request.params.accountId)),
  });

  for (const direction of ['followers', 'following'] as const) {
    app.get(`/accounts/:accountId/${direction}`, {
      schema: {
        tags,
        summary:
          direction === 'followers' ? 'Accounts following this one' : 'Accounts this one follows',
        params: AccountKeyParamSchema,
        querystring: ListQuerySchema,
        response: { 200: envelopeSchema(z.array(AccountSchema)) },
      },
      handler: async (request) =>
        ok(await listFollows(request.ctx, request.params.accountId, direction, request.query)),
    });
  }

  app.post('/accounts/:accountId/follow', {
    schema: {
      tags,
      summary: 'Follow an account (idempotent)',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(AccountSchema) },
    },
    handler: async (request) => ok(await followAccount(request.ctx, request.params.accountId)),
  });

  app.post('/accounts/:accountId/unfollow', {
    schema: {
      tags,
      summary: 'Unfollow an account (idempotent)',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(AccountSchema) },
    },
    handler: async (request) => ok(await unfollowAccount(request.ctx, request.params.accountId)),
  });

  app.post('/accounts/:accountId/block', {
    schema: {
      tags,
      summary: 'Block an account; follows between the two are removed',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(AccountProfileSchema) },
    },
    handler: async (request) => ok(await blockAccount(request.ctx, request.params.accountId)),
  });

  app.post('/accounts/:accountId/unblock', {
    schema: {
      tags,
      summary: 'Unblock an account',
      params: AccountKeyParamSchema,
      response: { 200: envelopeSchema(AccountProfileSchema) },
    },
    handler: async (request) => ok(await unblockAccount(request.ctx, request.params.accountId)),
  });

  app.get('/self/blocks', {
    schema: {
      tags: ['self'],
      summary: 'Accounts the acting account has blocked',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(BlockedAccountSchema)) },
    },
    handler: async (request) => ok(await listBlockedAccounts(request.ctx, request.query)),
  });
};
