import { groupModerationEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  blockMember,
  demoteMember,
  listGroupBlocks,
  promoteMember,
  removeMember,
  unblockMember,
} from './moderation.service';

export const moderationRoutes = [
  route(endpoints.removeMember, (ctx, { params }) =>
    removeMember(ctx, params.groupId, params.accountId),
  ),
  route(endpoints.promote, (ctx, { params }) =>
    promoteMember(ctx, params.groupId, params.accountId),
  ),
  route(endpoints.demote, (ctx, { params }) => demoteMember(ctx, params.groupId, params.accountId)),
  route(endpoints.block, (ctx, { params }) => blockMember(ctx, params.groupId, params.accountId)),
  route(endpoints.unblock, (ctx, { params }) =>
    unblockMember(ctx, params.groupId, params.accountId),
  ),
  route(endpoints.blocks, (ctx, { params, query }) => listGroupBlocks(ctx, params.groupId, query)),
];
