import { accountEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  blockAccount,
  followAccount,
  getAccount,
  getFollowStats,
  listAccounts,
  listBlockedAccounts,
  listFollows,
  listPopularAccounts,
  listSelfContacts,
  unblockAccount,
  unfollowAccount,
} from './accounts.service';

export const accountRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listAccounts(ctx, query))),
  route(endpoints.popular, async (ctx, { query }) =>
    answerPage(await listPopularAccounts(ctx, query)),
  ),
  route(endpoints.detail, (ctx, { params }) => getAccount(ctx, params.accountId)),
  route(endpoints.followStats, (ctx, { params }) => getFollowStats(ctx, params.accountId)),
  route(endpoints.followers, async (ctx, { params, query }) =>
    answerPage(await listFollows(ctx, params.accountId, 'followers', query)),
  ),
  route(endpoints.following, async (ctx, { params, query }) =>
    answerPage(await listFollows(ctx, params.accountId, 'following', query)),
  ),
  route(endpoints.follow, (ctx, { params }) => followAccount(ctx, params.accountId)),
  route(endpoints.unfollow, (ctx, { params }) => unfollowAccount(ctx, params.accountId)),
  route(endpoints.block, (ctx, { params }) => blockAccount(ctx, params.accountId)),
  route(endpoints.unblock, (ctx, { params }) => unblockAccount(ctx, params.accountId)),
  route(endpoints.selfBlocks, (ctx, { query }) => listBlockedAccounts(ctx, query)),
  route(endpoints.selfContacts, (ctx, { query }) => listSelfContacts(ctx, query)),
];
