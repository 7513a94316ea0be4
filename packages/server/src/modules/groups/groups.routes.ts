import { groupEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  createGroup,
  getGroup,
  listAccountGroups,
  listFeaturedGroups,
  listGroupMembers,
  listGroups,
  listInvitedGroups,
  listRequestedGroups,
  updateGroup,
} from './groups.service';

/**
 * The groups themselves. A group's posts and media are served by the activities module,
 * its events by the events module.
 */
export const groupRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listGroups(ctx, query)), {
    sharedWhenAnonymous: true,
  }),
  route(endpoints.featured, async (ctx, { query }) =>
    answerPage(await listFeaturedGroups(ctx, query)),
  ),
  route(endpoints.requested, (ctx, { query }) => listRequestedGroups(ctx, query)),
  route(endpoints.invited, (ctx, { query }) => listInvitedGroups(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createGroup(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getGroup(ctx, params.groupId), {
    sharedWhenAnonymous: true,
  }),
  route(endpoints.update, (ctx, { params, body }) => updateGroup(ctx, params.groupId, body)),
  route(endpoints.updateByPost, (ctx, { params, body }) => updateGroup(ctx, params.groupId, body)),
  route(endpoints.members, async (ctx, { params, query }) =>
    answerPage(await listGroupMembers(ctx, params.groupId, query)),
  ),
  route(endpoints.accountGroups, (ctx, { params, query }) =>
    listAccountGroups(ctx, params.accountId, query),
  ),
];
