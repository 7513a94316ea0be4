import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  CreateGroupInvitationsBodySchema,
  GroupIdOrSlugParamSchema,
  GroupInvitationParamSchema,
  GroupInvitationSchema,
  GroupInvitationsQuerySchema,
  GroupMembershipSchema,
  InvitableAccountSchema,
} from './groups';
import { ListQuerySchema } from '../core/pagination';

const tags = ['groups'];

/** Moderators invite accounts; the invited account accepts or rejects. */
export const groupInvitationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/groups/:groupId/invitations',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Invitations (moderators; filter by status)',
    params: GroupIdOrSlugParamSchema,
    query: GroupInvitationsQuerySchema,
    data: z.array(GroupInvitationSchema),
  }),
  invitableAccounts: defineEndpoint({
    method: 'GET',
    path: '/groups/:groupId/invitations/accounts',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Accounts that can be invited, with their request and invitation (moderators)',
    params: GroupIdOrSlugParamSchema,
    query: ListQuerySchema,
    data: z.array(InvitableAccountSchema),
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/invitations',
    auth: 'account',
    tags,
    summary: 'Invite accounts (moderators); answers message "ok"',
    params: GroupIdOrSlugParamSchema,
    body: CreateGroupInvitationsBodySchema,
    data: z.null(),
    reply: 'message',
  }),
  accept: defineEndpoint({
    method: 'PUT',
    path: '/groups/:groupId/invitations/accept',
    auth: 'account',
    tags,
    summary: 'Accept the signed-in account’s invitation: it becomes a member',
    params: GroupIdOrSlugParamSchema,
    data: GroupMembershipSchema,
  }),
  reject: defineEndpoint({
    method: 'PUT',
    path: '/groups/:groupId/invitations/reject',
    auth: 'account',
    tags,
    summary: 'Reject the signed-in account’s invitation',
    params: GroupIdOrSlugParamSchema,
    data: GroupInvitationSchema,
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/groups/:groupId/invitations/:invitationId/cancel',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'Cancel a pending invitation (moderators)',
    params: GroupInvitationParamSchema,
    data: GroupInvitationSchema,
  }),
  reinvite: defineEndpoint({
    method: 'PUT',
    path: '/groups/:groupId/invitations/:invitationId/reinvite',
    auth: 'account',
    tags,
    summary: 'Invite again after a rejection or cancellation (moderators)',
    params: GroupInvitationParamSchema,
    data: GroupInvitationSchema,
  }),
};
