import { groupInvitationEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  acceptInvitation,
  cancelInvitation,
  inviteAccounts,
  listGroupInvitableAccounts,
  listGroupInvitations,
  reinvite,
  rejectInvitation,
} from './invitations.service';

export const invitationRoutes = [
  route(endpoints.list, (ctx, { params, query }) =>
    listGroupInvitations(ctx, params.groupId, query),
  ),
  route(endpoints.invitableAccounts, (ctx, { params, query }) =>
    listGroupInvitableAccounts(ctx, params.groupId, query),
  ),
  route(endpoints.invite, (ctx, { params, body }) =>
    inviteAccounts(ctx, params.groupId, body.accountIds),
  ),
  route(endpoints.accept, (ctx, { params }) => acceptInvitation(ctx, params.groupId)),
  route(endpoints.reject, (ctx, { params }) => rejectInvitation(ctx, params.groupId)),
  route(endpoints.cancel, (ctx, { params }) =>
    cancelInvitation(ctx, params.groupId, params.invitationId),
  ),
  route(endpoints.reinvite, (ctx, { params }) =>
    reinvite(ctx, params.groupId, params.invitationId),
  ),
];
