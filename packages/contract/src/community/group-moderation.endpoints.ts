import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  GroupBlockSchema,
  GroupIdOrSlugParamSchema,
  GroupMemberParamSchema,
  GroupMembershipSchema,
} from './groups';
import { ListQuerySchema } from '../core/pagination';

const tags = ['groups'];

/** Moderators manage members: remove, promote, demote, block and unblock. */
export const groupModerationEndpoints = {
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/groups/:groupId/members/:accountId',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Remove a member (moderators)',
    params: GroupMemberParamSchema,
    data: z.null(),
  }),
  promote: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/members/:accountId/promote',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Make a member a moderator (moderators)',
    params: GroupMemberParamSchema,
    data: GroupMembershipSchema,
  }),
  demote: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/members/:accountId/demote',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Make a moderator a member again (moderators; never the last one)',
    params: GroupMemberParamSchema,
    data: GroupMembershipSchema,
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/members/:accountId/block',
    auth: 'account',
    tags,
    summary: 'Block an account from the group (moderators): removed, cannot request or join again',
    params: GroupMemberParamSchema,
    data: z.null(),
  }),
  unblock: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/members/:accountId/unblock',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Lift a block (moderators)',
    params: GroupMemberParamSchema,
    data: z.null(),
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/groups/:groupId/blocks',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Accounts blocked from the group (moderators)',
    params: GroupIdOrSlugParamSchema,
    query: ListQuerySchema,
    data: z.array(GroupBlockSchema),
  }),
};
