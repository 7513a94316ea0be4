import { z } from 'zod';
import { AccountSchema, BaseAccountSchema, ImageSchema } from '../people/account';
import { uuidOf, UuidSchema } from '../core/ids';
import { KeysetListQuerySchema, ListQuerySchema, QueryBoolean } from '../core/pagination';
import {
  GROUP_ACCESSES,
  GROUP_INVITATION_STATUSES,
  GROUP_MEMBER_ROLES,
  GROUP_REQUEST_STATUSES,
  GROUP_ROLES,
} from './group-roles';
import { HttpUrlSchema } from '../core/urls';

export const GroupAccessSchema = z.enum(GROUP_ACCESSES);
export const GroupMemberRoleSchema = z.enum(GROUP_MEMBER_ROLES);
export const GroupRoleSchema = z.enum(GROUP_ROLES);
export const GroupRequestStatusSchema = z.enum(GROUP_REQUEST_STATUSES);
export const GroupInvitationStatusSchema = z.enum(GROUP_INVITATION_STATUSES);

/** Group slugs: lowercase letters, numbers and dashes. */
export const GroupSlugSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may only contain lowercase letters, numbers and dashes');

export const BaseGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: ImageSchema.nullable(),
  access: GroupAccessSchema,
});
export type BaseGroup = z.infer<typeof BaseGroupSchema>;

export const GroupSchema = BaseGroupSchema.extend({
  description: z.string(),
  externalUrl: z.string().nullable(),
  active: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
  _count: z.object({ members: z.number().int() }),
  /** The acting account's relation to the group (null when signed out or unrelated). */
  viewerRole: GroupRoleSchema.nullable(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupMembershipSchema = z.object({
  accountId: z.string(),
  group: BaseGroupSchema,
  role: GroupMemberRoleSchema,
  account: BaseAccountSchema,
  activityPushNotification: z.boolean(),
  announcementEmailNotification: z.boolean(),
  announcementPushNotification: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupMembership = z.infer<typeof GroupMembershipSchema>;

export const GroupRequestSchema = z.object({
  id: z.string(),
  status: GroupRequestStatusSchema,
  groupId: z.string(),
  group: BaseGroupSchema,
  account: BaseAccountSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupRequest = z.infer<typeof GroupRequestSchema>;

export const GroupInvitationSchema = z.object({
  id: z.string(),
  status: GroupInvitationStatusSchema,
  groupId: z.string(),
  group: BaseGroupSchema,
  account: BaseAccountSchema,
  inviter: BaseAccountSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupInvitation = z.infer<typeof GroupInvitationSchema>;

/**
 * An account a moderator can invite: not a member, with its request and invitation to this
 * group (SDK InvitableAccount: the account's profile too).
 */
export const InvitableAccountSchema = AccountSchema.extend({
  groupRequests: z.array(z.object({ id: z.string(), status: GroupRequestStatusSchema })),
  groupInvitations: z.array(z.object({ id: z.string(), status: GroupInvitationStatusSchema })),
  groups: z.array(z.object({ role: GroupMemberRoleSchema })),
});
export type InvitableAccount = z.infer<typeof InvitableAccountSchema>;

/** An account blocked from a group by a moderator. */
export const GroupBlockSchema = z.object({
  accountId: z.string(),
  account: BaseAccountSchema,
  blocker: BaseAccountSchema.nullable(),
  createdAt: z.string(),
});
export type GroupBlock = z.infer<typeof GroupBlockSchema>;

export const GroupAnnouncementSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  html: z.string().nullable(),
  email: z.boolean(),
  push: z.boolean(),
  event: z.null(),
  group: BaseGroupSchema.nullable(),
  creator: BaseAccountSchema.nullable(),
  createdAt: z.string(),
  /** Announcements are never edited: their creation time. */
  updatedAt: z.string(),
});
export type GroupAnnouncement = z.infer<typeof GroupAnnouncementSchema>;

// ---------------------------------------------------------------- requests

const GroupFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: z.string().trim().max(5000).default(''),
  access: GroupAccessSchema.default('public'),
  active: z.boolean().default(true),
  externalUrl: HttpUrlSchema.max(500).nullable().optional(),
  slug: GroupSlugSchema.optional(),
});

/** An image as a data URI (`data:image/png;base64,…`) or bare base64; decoded and checked by the server. */
export const ImageDataUriSchema = z.string().min(1).max(15_000_000, 'Image is too large');

/** `POST /groups {group, imageDataUri}`: the creator becomes moderator. */
export const CreateGroupBodySchema = z.object({
  group: GroupFieldsSchema,
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type CreateGroupBody = z.input<typeof CreateGroupBodySchema>;

/** `PUT /groups/{groupId} {group, imageDataUri}` (and the SDK's POST deactivation). */
export const UpdateGroupBodySchema = z.object({
  group: z
    .object({
      name: z.string().trim().min(1, 'Name is required').max(120),
      description: z.string().trim().max(5000),
      access: GroupAccessSchema,
      active: z.boolean(),
      externalUrl: HttpUrlSchema.max(500).nullable(),
      slug: GroupSlugSchema,
    })
    .partial()
    .default({}),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type UpdateGroupBody = z.input<typeof UpdateGroupBodySchema>;

/** `POST /groups/{groupId}/invitations {accountIds}`. */
export const CreateGroupInvitationsBodySchema = z.object({
  accountIds: z.array(uuidOf('accountId')).min(1, 'Choose at least one account').max(100),
});
export type CreateGroupInvitationsBody = z.infer<typeof CreateGroupInvitationsBodySchema>;

/** `POST /groups/{groupId}/announcements {title, html, email, push}`. */
export const CreateGroupAnnouncementBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  html: z.string().trim().min(1, 'Message is required').max(50_000),
  email: z.boolean().default(false),
  push: z.boolean().default(false),
});
export type CreateGroupAnnouncementBody = z.input<typeof CreateGroupAnnouncementBodySchema>;

/** `PUT /self/groups/{groupId}`: the member's notification settings. */
export const UpdateGroupMembershipBodySchema = z
  .object({
    activityPushNotification: z.boolean(),
    announcementEmailNotification: z.boolean(),
    announcementPushNotification: z.boolean(),
  })
  .partial();
export type UpdateGroupMembershipBody = z.infer<typeof UpdateGroupMembershipBodySchema>;

// ---------------------------------------------------------------- params and queries

/** Detail routes take the id or the slug. */
export const GroupIdOrSlugParamSchema = z.object({ groupId: z.string().min(1).max(200) });
export const GroupRequestParamSchema = GroupIdOrSlugParamSchema.extend({ requestId: UuidSchema });
export const GroupInvitationParamSchema = GroupIdOrSlugParamSchema.extend({
  invitationId: UuidSchema,
});
export const GroupMemberParamSchema = GroupIdOrSlugParamSchema.extend({
  accountId: uuidOf('accountId'),
});
/** `GET /accounts/{accountId}/groups`: the account's id or username. */
export const AccountGroupsParamSchema = z.object({ accountId: z.string().min(1).max(200) });
export const GroupAnnouncementParamSchema = z.object({ announcementId: UuidSchema });

export const GroupListQuerySchema = KeysetListQuerySchema.extend({
  access: GroupAccessSchema.optional(),
});
export type GroupListQuery = z.infer<typeof GroupListQuerySchema>;

export const GroupInvitedQuerySchema = ListQuerySchema.extend({
  rejected: QueryBoolean.optional(),
});
export type GroupInvitedQuery = z.infer<typeof GroupInvitedQuerySchema>;

export const GroupMembersQuerySchema = KeysetListQuerySchema.extend({
  role: GroupMemberRoleSchema.optional(),
});
export type GroupMembersQuery = z.infer<typeof GroupMembersQuerySchema>;

export const GroupRequestsQuerySchema = ListQuerySchema.extend({
  status: GroupRequestStatusSchema.optional(),
});
export type GroupRequestsQuery = z.infer<typeof GroupRequestsQuerySchema>;

export const GroupInvitationsQuerySchema = ListQuerySchema.extend({
  status: GroupInvitationStatusSchema.optional(),
});
export type GroupInvitationsQuery = z.infer<typeof GroupInvitationsQuerySchema>;

/** Pages by `cursor` (keyset) or `page`, like the group's posts. */
export const GroupMediaQuerySchema = KeysetListQuerySchema.extend({
  type: z.enum(['images', 'videos']).optional(),
});
export type GroupMediaQuery = z.infer<typeof GroupMediaQuerySchema>;

export const SelfGroupsQuerySchema = KeysetListQuerySchema.extend({
  role: GroupMemberRoleSchema.optional(),
});
export type SelfGroupsQuery = z.infer<typeof SelfGroupsQuerySchema>;

/** Message a moderator gets when the group would be left without one. */
export const GROUP_MESSAGES = {
  lastModerator: 'the last moderator cannot leave or be demoted; promote another member first',
  lastModeratorRemove: 'the last moderator cannot be removed; promote another member first',
  alreadyMember: 'you are already a member of this group',
  accountAlreadyMember: 'this account is already a member of the group',
  notMember: 'you are not a member of this group',
  memberNotFound: 'this account is not a member of the group',
  privateJoin: 'this group is private: request to join instead',
  publicRequest: 'this group is public: join it directly',
  requestPending: 'your request to join this group is already pending',
  noPendingRequest: 'you have no pending request to join this group',
  requestNotPending: 'this request is no longer pending',
  invitationPending: 'you have been invited to this group: accept the invitation instead',
  noPendingInvitation: 'you have no pending invitation to this group',
  invitationNotPending: 'this invitation is no longer pending',
  invitationAlreadyPending: 'this invitation is already pending',
  alreadyModerator: 'this member is already a moderator',
  notModerator: 'only a moderator can be demoted',
  blocked: 'you cannot join this group',
  accountBlocked: 'this account is blocked from the group',
  notBlocked: 'this account is not blocked from the group',
  blockModerator: 'a moderator cannot be blocked; demote them first',
  blockSelf: 'you cannot block yourself',
  slugTaken: 'slug taken: a group with this name already exists',
  notGroupAnnouncement: 'Announcement not found',
  groupNotFound: 'Group not found',
  inactive: 'this group is not active',
  requestNotFound: 'Request not found',
  invitationNotFound: 'Invitation not found',
  accountNotFound: 'Account not found',
  messageRequired: 'Message is required',
} as const;
