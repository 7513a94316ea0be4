import {
  CreateGroupAnnouncementBodySchema,
  CreateGroupBodySchema,
  CreateGroupInvitationsBodySchema,
  envelopeSchema,
  GroupAnnouncementSchema,
  GroupBlockSchema,
  GroupEventsQuerySchema,
  GroupIdOrSlugParamSchema,
  GroupInvitationParamSchema,
  GroupInvitationSchema,
  GroupInvitationsQuerySchema,
  GroupInvitedQuerySchema,
  GroupListQuerySchema,
  GroupMemberParamSchema,
  GroupMembershipSchema,
  GroupMembersQuerySchema,
  GroupRequestParamSchema,
  GroupRequestSchema,
  GroupRequestsQuerySchema,
  GroupSchema,
  InvitableAccountSchema,
  ListQuerySchema,
  OkMessageSchema,
  SelfGroupsQuerySchema,
  UpdateGroupBodySchema,
  UpdateGroupMembershipBodySchema,
  UuidSchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okMessage } from '../../lib/envelope';
import { IMAGE_BODY_LIMIT } from '../../storage/images';
import {
  acceptInvitation,
  acceptRequest,
  blockMember,
  cancelInvitation,
  cancelRequest,
  createAnnouncement,
  createGroup,
  demoteMember,
  getGroup,
  getGroupRequest,
  getSelfAnnouncement,
  getSelfMembership,
  inviteAccounts,
  joinGroup,
  leaveGroup,
  listAccountGroups,
  listFeaturedGroups,
  listGroupAnnouncements,
  listGroupBlocks,
  listGroupEvents,
  listGroupInvitableAccounts,
  listGroupInvitations,
  listGroupMembers,
  listGroupRequests,
  listGroups,
  listInvitedGroups,
  listRequestedGroups,
  listSelfGroups,
  promoteMember,
  rejectInvitation,
  rejectRequest,
  reinvite,
  removeMember,
  requestToJoin,
  unblockMember,
  updateGroup,
  updateSelfMembership,
} from './groups.service';
import { groupContentRoutes } from './group-content.routes';

const tags = ['groups'];
const NullEnvelope = envelopeSchema(z.null());
const GroupEnvelope = envelopeSchema(GroupSchema);
const GroupsEnvelope = envelopeSchema(z.array(GroupSchema));
const MembershipEnvelope = envelopeSchema(GroupMembershipSchema);

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ groups

  app.get('/groups', {
    schema: {
      tags,
      summary: 'Active groups of the organization (filter by access; search name and description)',
      querystring: GroupListQuerySchema,
      response: { 200: GroupsEnvelope },
    },
    handler: async (request) => ok(await listGroups(request.ctx, request.query)),
  });

  app.get('/groups/featured', {
    schema: {
      tags,
      summary: 'Featured groups',
      querystring: ListQuerySchema,
      response: { 200: GroupsEnvelope },
    },
    handler: async (request) => ok(await listFeaturedGroups(request.ctx, request.query)),
  });

  app.get('/groups/requested', {
    schema: {
      tags,
      summary: 'Groups the signed-in account asked to join (pending requests)',
      querystring: ListQuerySchema,
      response: { 200: GroupsEnvelope },
    },
    handler: async (request) => ok(await listRequestedGroups(request.ctx, request.query)),
  });

  app.get('/groups/invited', {
    schema: {
      tags,
      summary: 'Groups inviting the signed-in account (rejected=true: the invitations it rejected)',
      querystring: GroupInvitedQuerySchema,
      response: { 200: GroupsEnvelope },
    },
    handler: async (request) => ok(await listInvitedGroups(request.ctx, request.query)),
  });

  app.post('/groups', {
    bodyLimit: IMAGE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Create a group; the creator becomes its moderator',
      body: CreateGroupBodySchema,
      response: { 200: GroupEnvelope },
    },
    handler: async (request) => ok(await createGroup(request.ctx, request.body)),
  });

  app.get('/groups/:groupId', {
    schema: {
      tags,
      summary: 'A group by id or slug, with its member count and the viewer’s role',
      params: GroupIdOrSlugParamSchema,
      response: { 200: GroupEnvelope },
    },
    handler: async (request) => ok(await getGroup(request.ctx, request.params.groupId)),
  });

  // PUT updates; the SDK deactivates with POST on the same path and the same body.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/groups/:groupId',
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          method === 'PUT'
            ? 'Update a group (moderators)'
            : 'Update or deactivate a group (moderators)',
        params: GroupIdOrSlugParamSchema,
        body: UpdateGroupBodySchema,
        response: { 200: GroupEnvelope },
      },
      handler: async (request) =>
        ok(await updateGroup(request.ctx, request.params.groupId, request.body)),
    });
  }

  // ------------------------------------------------------------ group content

  app.get('/groups/:groupId/members', {
    schema: {
      tags,
      summary: 'Members of a group (filter by role); private groups need membership',
      params: GroupIdOrSlugParamSchema,
      querystring: GroupMembersQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupMembershipSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupMembers(request.ctx, request.params.groupId, request.query)),
  });

  app.get('/groups/:groupId/announcements', {
    schema: {
      tags,
      summary: 'Announcements of a group, newest first',
      params: GroupIdOrSlugParamSchema,
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupAnnouncementSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupAnnouncements(request.ctx, request.params.groupId, request.query)),
  });

  app.post('/groups/:groupId/announcements', {
    schema: {
      tags,
      summary: 'Announce to the members (moderators); html is sanitized',
      params: GroupIdOrSlugParamSchema,
      body: CreateGroupAnnouncementBodySchema,
      response: { 200: envelopeSchema(GroupAnnouncementSchema) },
    },
    handler: async (request) =>
      ok(await createAnnouncement(request.ctx, request.params.groupId, request.body)),
  });

  app.get('/groups/:groupId/events', {
    schema: {
      tags,
      summary: 'Events of a group (past or upcoming)',
      params: GroupIdOrSlugParamSchema,
      querystring: GroupEventsQuerySchema,
      response: { 200: envelopeSchema(z.array(z.never())) },
    },
    handler: async (request) =>
      ok(await listGroupEvents(request.ctx, request.params.groupId, request.query)),
  });

  await app.register(groupContentRoutes);

  // ------------------------------------------------------------ requests

  app.get('/groups/:groupId/requests', {
    schema: {
      tags,
      summary: 'Requests to join (moderators; filter by status)',
      params: GroupIdOrSlugParamSchema,
      querystring: GroupRequestsQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupRequestSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupRequests(request.ctx, request.params.groupId, request.query)),
  });

  app.post('/groups/:groupId/requests', {
    schema: {
      tags,
      summary: 'Ask to join a private group',
      params: GroupIdOrSlugParamSchema,
      response: { 200: envelopeSchema(GroupRequestSchema) },
    },
    handler: async (request) => ok(await requestToJoin(request.ctx, request.params.groupId)),
  });

  app.put('/groups/:groupId/requests/cancel', {
    schema: {
      tags,
      summary: 'Cancel the signed-in account’s pending request',
      params: GroupIdOrSlugParamSchema,
      response: { 200: NullEnvelope },
    },
    handler: async (request) => ok(await cancelRequest(request.ctx, request.params.groupId)),
  });

  app.get('/groups/:groupId/requests/:requestId', {
    schema: {
      tags,
      summary: 'One request to join (moderators)',
      params: GroupRequestParamSchema,
      response: { 200: envelopeSchema(GroupRequestSchema) },
    },
    handler: async (request) =>
      ok(await getGroupRequest(request.ctx, request.params.groupId, request.params.requestId)),
  });

  app.put('/groups/:groupId/requests/:requestId/accept', {
    schema: {
      tags,
      summary: 'Accept a pending request (moderators): the account becomes a member',
      params: GroupRequestParamSchema,
      response: { 200: GroupEnvelope },
    },
    handler: async (request) =>
      ok(await acceptRequest(request.ctx, request.params.groupId, request.params.requestId)),
  });

  app.put('/groups/:groupId/requests/:requestId/reject', {
    schema: {
      tags,
      summary: 'Reject a pending request (moderators)',
      params: GroupRequestParamSchema,
      response: { 200: envelopeSchema(GroupRequestSchema) },
    },
    handler: async (request) =>
      ok(await rejectRequest(request.ctx, request.params.groupId, request.params.requestId)),
  });

  // ------------------------------------------------------------ invitations

  app.get('/groups/:groupId/invitations', {
    schema: {
      tags,
      summary: 'Invitations (moderators; filter by status)',
      params: GroupIdOrSlugParamSchema,
      querystring: GroupInvitationsQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupInvitationSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupInvitations(request.ctx, request.params.groupId, request.query)),
  });

  app.get('/groups/:groupId/invitations/accounts', {
    schema: {
      tags,
      summary: 'Accounts that can be invited, with their request and invitation (moderators)',
      params: GroupIdOrSlugParamSchema,
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(InvitableAccountSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupInvitableAccounts(request.ctx, request.params.groupId, request.query)),
  });

  app.post('/groups/:groupId/invitations', {
    schema: {
      tags,
      summary: 'Invite accounts (moderators); answers message "ok"',
      params: GroupIdOrSlugParamSchema,
      body: CreateGroupInvitationsBodySchema,
      response: { 200: OkMessageSchema },
    },
    handler: async (request) => {
      await inviteAccounts(request.ctx, request.params.groupId, request.body.accountIds);
      return okMessage();
    },
  });

  app.put('/groups/:groupId/invitations/accept', {
    schema: {
      tags,
      summary: 'Accept the signed-in account’s invitation: it becomes a member',
      params: GroupIdOrSlugParamSchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) => ok(await acceptInvitation(request.ctx, request.params.groupId)),
  });

  app.put('/groups/:groupId/invitations/reject', {
    schema: {
      tags,
      summary: 'Reject the signed-in account’s invitation',
      params: GroupIdOrSlugParamSchema,
      response: { 200: envelopeSchema(GroupInvitationSchema) },
    },
    handler: async (request) => ok(await rejectInvitation(request.ctx, request.params.groupId)),
  });

  app.delete('/groups/:groupId/invitations/:invitationId/cancel', {
    schema: {
      tags,
      summary: 'Cancel a pending invitation (moderators)',
      params: GroupInvitationParamSchema,
      response: { 200: envelopeSchema(GroupInvitationSchema) },
    },
    handler: async (request) =>
      ok(await cancelInvitation(request.ctx, request.params.groupId, request.params.invitationId)),
  });

  app.put('/groups/:groupId/invitations/:invitationId/reinvite', {
    schema: {
      tags,
      summary: 'Invite again after a rejection or cancellation (moderators)',
      params: GroupInvitationParamSchema,
      response: { 200: envelopeSchema(GroupInvitationSchema) },
    },
    handler: async (request) =>
      ok(await reinvite(request.ctx, request.params.groupId, request.params.invitationId)),
  });

  // ------------------------------------------------------------ membership

  app.post('/groups/:groupId/join', {
    schema: {
      tags,
      summary: 'Join a public group',
      params: GroupIdOrSlugParamSchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) => ok(await joinGroup(request.ctx, request.params.groupId)),
  });

  app.post('/groups/:groupId/leave', {
    schema: {
      tags,
      summary: 'Leave a group (the last moderator cannot)',
      params: GroupIdOrSlugParamSchema,
      response: { 200: NullEnvelope },
    },
    handler: async (request) => ok(await leaveGroup(request.ctx, request.params.groupId)),
  });

  app.delete('/groups/:groupId/members/:accountId', {
    schema: {
      tags,
      summary: 'Remove a member (moderators)',
      params: GroupMemberParamSchema,
      response: { 200: NullEnvelope },
    },
    handler: async (request) =>
      ok(await removeMember(request.ctx, request.params.groupId, request.params.accountId)),
  });

  app.post('/groups/:groupId/members/:accountId/promote', {
    schema: {
      tags,
      summary: 'Make a member a moderator (moderators)',
      params: GroupMemberParamSchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) =>
      ok(await promoteMember(request.ctx, request.params.groupId, request.params.accountId)),
  });

  app.post('/groups/:groupId/members/:accountId/demote', {
    schema: {
      tags,
      summary: 'Make a moderator a member again (moderators; never the last one)',
      params: GroupMemberParamSchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) =>
      ok(await demoteMember(request.ctx, request.params.groupId, request.params.accountId)),
  });

  app.post('/groups/:groupId/members/:accountId/block', {
    schema: {
      tags,
      summary:
        'Block an account from the group (moderators): removed, cannot request or join again',
      params: GroupMemberParamSchema,
      response: { 200: NullEnvelope },
    },
    handler: async (request) =>
      ok(await blockMember(request.ctx, request.params.groupId, request.params.accountId)),
  });

  app.post('/groups/:groupId/members/:accountId/unblock', {
    schema: {
      tags,
      summary: 'Lift a block (moderators)',
      params: GroupMemberParamSchema,
      response: { 200: NullEnvelope },
    },
    handler: async (request) =>
      ok(await unblockMember(request.ctx, request.params.groupId, request.params.accountId)),
  });

  app.get('/groups/:groupId/blocks', {
    schema: {
      tags,
      summary: 'Accounts blocked from the group (moderators)',
      params: GroupIdOrSlugParamSchema,
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupBlockSchema)) },
    },
    handler: async (request) =>
      ok(await listGroupBlocks(request.ctx, request.params.groupId, request.query)),
  });

  // ------------------------------------------------------------ accounts and self

  app.get('/accounts/:accountId/groups', {
    schema: {
      tags,
      summary: 'Groups of an account (by id or username); private ones only for fellow members',
      params: z.object({ accountId: z.string().min(1).max(200) }),
      querystring: ListQuerySchema,
      response: { 200: GroupsEnvelope },
    },
    handler: async (request) =>
      ok(await listAccountGroups(request.ctx, request.params.accountId, request.query)),
  });

  app.get('/self/groups', {
    schema: {
      tags,
      summary: 'The signed-in account’s memberships (filter by role)',
      querystring: SelfGroupsQuerySchema,
      response: { 200: envelopeSchema(z.array(GroupMembershipSchema)) },
    },
    handler: async (request) => ok(await listSelfGroups(request.ctx, request.query)),
  });

  app.get('/self/groups/:groupId/membership', {
    schema: {
      tags,
      summary: 'The signed-in account’s membership of a group',
      params: GroupIdOrSlugParamSchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) => ok(await getSelfMembership(request.ctx, request.params.groupId)),
  });

  app.put('/self/groups/:groupId', {
    schema: {
      tags,
      summary: 'Update the signed-in account’s membership settings',
      params: GroupIdOrSlugParamSchema,
      body: UpdateGroupMembershipBodySchema,
      response: { 200: MembershipEnvelope },
    },
    handler: async (request) =>
      ok(await updateSelfMembership(request.ctx, request.params.groupId, request.body)),
  });

  app.get('/self/announcements/:announcementId', {
    schema: {
      tags,
      summary: 'A group announcement the signed-in account may read',
      params: z.object({ announcementId: UuidSchema }),
      response: { 200: envelopeSchema(GroupAnnouncementSchema) },
    },
    handler: async (request) =>
      ok(await getSelfAnnouncement(request.ctx, request.params.announcementId)),
  });
};
