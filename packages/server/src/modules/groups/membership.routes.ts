import { groupMembershipEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  acceptRequest,
  cancelRequest,
  getGroupRequest,
  getSelfMembership,
  joinGroup,
  leaveGroup,
  listGroupRequests,
  listSelfGroups,
  rejectRequest,
  requestToJoin,
  updateSelfMembership,
} from './membership.service';

export const membershipRoutes = [
  route(endpoints.join, (ctx, { params }) => joinGroup(ctx, params.groupId)),
  route(endpoints.leave, (ctx, { params }) => leaveGroup(ctx, params.groupId)),
  route(endpoints.requests, (ctx, { params, query }) =>
    listGroupRequests(ctx, params.groupId, query),
  ),
  route(endpoints.requestToJoin, (ctx, { params }) => requestToJoin(ctx, params.groupId)),
  route(endpoints.cancelRequest, (ctx, { params }) => cancelRequest(ctx, params.groupId)),
  route(endpoints.request, (ctx, { params }) =>
    getGroupRequest(ctx, params.groupId, params.requestId),
  ),
  route(endpoints.acceptRequest, (ctx, { params }) =>
    acceptRequest(ctx, params.groupId, params.requestId),
  ),
  route(endpoints.rejectRequest, (ctx, { params }) =>
    rejectRequest(ctx, params.groupId, params.requestId),
  ),
  route(endpoints.selfGroups, async (ctx, { query }) =>
    answerPage(await listSelfGroups(ctx, query)),
  ),
  route(endpoints.selfMembership, (ctx, { params }) => getSelfMembership(ctx, params.groupId)),
  route(endpoints.updateSelfMembership, (ctx, { params, body }) =>
    updateSelfMembership(ctx, params.groupId, body),
  ),
];
