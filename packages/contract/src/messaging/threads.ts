import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { BaseEventSchema } from '../ticketing/events';
import { BaseGroupSchema } from '../community/groups';
import { BaseOrganizationSchema } from '../organization/organization';
import { uuidOf, UuidSchema } from '../core/ids';
import { CursorQuerySchema, KeysetListQuerySchema, ListQuerySchema } from '../core/pagination';

/*
 * Discussion threads (a message has a body and
 * entities; SDK queries/threads, mutations/threads): threads standing alone or attached to a
 * group or an event, public or private, their members, messages (with entities, replies,
 * reactions, edits) and the live events the socket carries for them.
 */

export const THREAD_ACCESS_LEVELS = ['public', 'private'] as const;
export const ThreadAccessLevelSchema = z.enum(THREAD_ACCESS_LEVELS);
export type ThreadAccessLevel = z.infer<typeof ThreadAccessLevelSchema>;

export const THREAD_MEMBER_ROLES = ['member', 'moderator'] as const;
export const ThreadMemberRoleSchema = z.enum(THREAD_MEMBER_ROLES);
export type ThreadMemberRole = z.infer<typeof ThreadMemberRoleSchema>;

/** Message source types. */
export const THREAD_MESSAGE_TYPES = ['user', 'bot', 'system'] as const;
export const ThreadMessageTypeSchema = z.enum(THREAD_MESSAGE_TYPES);
export type ThreadMessageType = z.infer<typeof ThreadMessageTypeSchema>;

/** Longest message body, in UTF-16 code units (the unit entity offsets count in). */
export const THREAD_MESSAGE_MAX = 5000;
/** Most entities one message may carry. */
export const THREAD_ENTITIES_MAX = 100;
export const THREAD_EMOJI_NAME_MAX = 64;

export const THREAD_MESSAGES = {
  threadNotFound: 'Thread not found',
  messageNotFound: 'Message not found',
  memberNotFound: 'Member not found',
  accountNotFound: 'Account not found',
  groupNotFound: 'Group not found',
  eventNotFound: 'Event not found',
  reactionNotFound: 'Reaction not found',
  notMember: 'you must be a member of this thread',
  notModerator: 'must be a moderator to manage this thread',
  notAuthor: 'only the author may change this message',
  entityOutOfRange: 'Entity offsets must lie within the body',
  entityOverlap: 'Entities must not overlap',
  entityMentionUnknown: 'A mention must name a member of the organization',
  entityLinkMismatch: 'A link entity must cover its url in the body',
  entityHashtagMismatch: 'A hashtag entity must cover its tag in the body',
  replyToUnknown: 'The message replied to is not in this thread',
  replyToReply: 'A reply cannot be replied to; reply to the first message',
  messageNotInThread: 'The message is not in this thread',
  attachedThreadAccess: 'A group or event thread takes its access from the group or event',
  lastModerator: 'A thread keeps at least one moderator',
  oneAttachment: 'A thread belongs to a group or an event, not both',
  groupHasThread: 'This group already has a thread',
  eventHasThread: 'This event already has a thread',
  attachedMembers: 'A group or event thread takes its members from the group or event',
  imageNotFound: 'Image not found: upload it through /storage/images first',
} as const;

// ---------------------------------------------------------------- entities

/**
 * Where an entity sits in the body: `offset` and `length` in UTF-16 code units (as
 * JavaScript strings index), `offset + length <= body.length`, entities never overlap.
 */
const entityPosition = {
  offset: z.number().int().min(0).max(THREAD_MESSAGE_MAX),
  length: z.number().int().min(1).max(THREAD_MESSAGE_MAX),
};

/** `@someone`: the body's text at the offset names the account; the account is notified. */
export const ThreadMentionEntitySchema = z.object({
  type: z.literal('mention'),
  ...entityPosition,
  accountId: uuidOf('accountId'),
});
/** A link: the body's text at the offset is the url (http or https). */
export const ThreadLinkEntitySchema = z.object({
  type: z.literal('link'),
  ...entityPosition,
  url: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, 'A link must be an http or https url'),
});
/** `#tag`: the body's text at the offset is `#` followed by the tag. */
export const ThreadHashtagEntitySchema = z.object({
  type: z.literal('hashtag'),
  ...entityPosition,
  tag: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{N}_]+$/u, 'A hashtag is letters, digits and underscores'),
});
export const ThreadEntitySchema = z.discriminatedUnion('type', [
  ThreadMentionEntitySchema,
  ThreadLinkEntitySchema,
  ThreadHashtagEntitySchema,
]);
export type ThreadEntity = z.infer<typeof ThreadEntitySchema>;
export type ThreadMentionEntity = z.infer<typeof ThreadMentionEntitySchema>;

// ---------------------------------------------------------------- shapes

export const BaseThreadSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
});
export type BaseThread = z.infer<typeof BaseThreadSchema>;

export const ThreadMemberSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  threadId: z.string().uuid(),
  thread: BaseThreadSchema,
  accountId: z.string().uuid(),
  account: BaseAccountSchema,
  role: ThreadMemberRoleSchema,
  accepted: z.boolean(),
  lastReadAt: z.string().nullable(),
  notifications: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThreadMember = z.infer<typeof ThreadMemberSchema>;

export const ThreadMessageReactionSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  threadId: z.string().uuid(),
  messageId: z.string().uuid(),
  accountId: z.string().uuid(),
  account: BaseAccountSchema,
  emojiName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThreadMessageReaction = z.infer<typeof ThreadMessageReactionSchema>;

/** A message as replies and `replyTo` show it. */
export const BaseThreadMessageSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  threadId: z.string().uuid(),
  /** Null for a system message (and for a bot's, when no account speaks for it). */
  accountId: z.string().uuid().nullable(),
  account: BaseAccountSchema.nullable(),
  type: ThreadMessageTypeSchema,
  body: z.string(),
  entities: z.array(ThreadEntitySchema),
  replyToId: z.string().uuid().nullable(),
  reactions: z.array(ThreadMessageReactionSchema),
  editedAt: z.string().nullable(),
  sentAt: z.string(),
  createdAt: z.string(),
  _count: z.object({ replies: z.number().int() }),
});
export type BaseThreadMessage = z.infer<typeof BaseThreadMessageSchema>;

export const ThreadMessageSchema = BaseThreadMessageSchema.extend({
  thread: BaseThreadSchema,
  /** The message this one replies to (null for a top-level message). */
  replyTo: BaseThreadMessageSchema.omit({ reactions: true }).nullable(),
  /** The accounts the mention entities name. */
  mentions: z.array(BaseAccountSchema),
  /** Its latest replies (three at most, oldest first); `_count.replies` counts them all. */
  replies: z.array(BaseThreadMessageSchema),
  /** Thread messages carry no attachments: always empty (the SDK's fields). */
  files: z.array(z.never()),
  images: z.array(z.never()),
  videos: z.array(z.never()),
  updatedAt: z.string(),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const ThreadSchema = BaseThreadSchema.extend({
  organizationId: z.string().uuid(),
  description: z.string().nullable(),
  featured: z.boolean(),
  visible: z.boolean(),
  access: ThreadAccessLevelSchema,
  groupId: z.string().uuid().nullable(),
  group: BaseGroupSchema.nullable(),
  eventId: z.string().uuid().nullable(),
  event: BaseEventSchema.nullable(),
  imageId: z.string().uuid().nullable(),
  image: ImageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  /** The body of the newest message (null while the thread is empty). */
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller has read every message (true when not a member or nothing was posted). */
  read: z.boolean(),
  /** The caller's membership, null when not a member. */
  membership: ThreadMemberSchema.omit({ account: true, thread: true }).nullable(),
  /** Whether the caller moderates the thread (its moderators, the group's, the event's hosts, admins). */
  moderator: z.boolean(),
  _count: z.object({ members: z.number().int(), messages: z.number().int() }),
  organization: BaseOrganizationSchema,
  /** Its first members (five at most, earliest joined); `_count.members` counts them all. */
  members: z.array(ThreadMemberSchema),
  /** Its newest top-level message (none while it is empty). */
  messages: z.array(ThreadMessageSchema),
  /** Convene adds thread members directly and keeps no invitations: always empty. */
  invitations: z.array(z.never()),
});
export type Thread = z.infer<typeof ThreadSchema>;

// ---------------------------------------------------------------- params and queries

export const ThreadParamSchema = z.object({ threadId: UuidSchema });
export const ThreadMessageParamSchema = ThreadParamSchema.extend({ messageId: UuidSchema });
export const ThreadMemberParamSchema = ThreadParamSchema.extend({ accountId: uuidOf('accountId') });
/** A group by id or slug. */
export const ThreadGroupParamSchema = z.object({ groupId: z.string().min(1).max(200) });
/** An event by id or slug. */
export const ThreadEventParamSchema = z.object({ eventId: z.string().min(1).max(200) });

/** `GET /threads`: visible threads, newest activity first (the SDK always sends `access`). */
export const ThreadListQuerySchema = KeysetListQuerySchema.extend({
  access: ThreadAccessLevelSchema.optional(),
  groupId: uuidOf('groupId').optional(),
  eventId: uuidOf('eventId').optional(),
});
export type ThreadListQuery = z.infer<typeof ThreadListQuerySchema>;

export const ThreadMembersQuerySchema = ListQuerySchema.extend({
  role: ThreadMemberRoleSchema.optional(),
});
export type ThreadMembersQuery = z.infer<typeof ThreadMembersQuerySchema>;

/**
 * `GET /threads/{id}/messages`: top-level messages newest first, paged by `cursor`
 * (pageSize 25 by default), `search` in bodies. `after=<messageId>` instead
 * reads forward, oldest first, the messages after that one: a reconnecting client
 * catches up from its last message with no gap and no duplicate (the envelope's `cursor`
 * is then the last message's id, to continue from).
 */
export const ThreadMessagesQuerySchema = CursorQuerySchema.extend({
  after: UuidSchema.optional(),
});
export type ThreadMessagesQuery = z.infer<typeof ThreadMessagesQuerySchema>;

/** Replies to a message, oldest first, by page. */
export const ThreadRepliesQuerySchema = ListQuerySchema;
export type ThreadRepliesQuery = z.infer<typeof ThreadRepliesQuerySchema>;

// ---------------------------------------------------------------- bodies

const threadName = z.string().trim().min(1, 'Name is required').max(200);
const threadDescription = z.string().trim().max(2000).nullable();

export const CreateThreadBodySchema = z.object({
  thread: z.object({
    name: threadName,
    description: threadDescription.optional(),
    imageId: UuidSchema.nullable().optional(),
    groupId: uuidOf('groupId').nullable().optional(),
    eventId: uuidOf('eventId').nullable().optional(),
    featured: z.boolean().optional(),
    access: ThreadAccessLevelSchema.default('public'),
  }),
  /** Members besides the creator (who becomes its moderator). */
  accountIds: z.array(uuidOf('accountId')).max(500).default([]),
  firstMessage: z.string().trim().max(THREAD_MESSAGE_MAX).optional(),
});
export type CreateThreadBody = z.infer<typeof CreateThreadBodySchema>;

export const UpdateThreadBodySchema = z.object({
  thread: z.object({
    id: UuidSchema.optional(),
    name: threadName.optional(),
    description: threadDescription.optional(),
    imageId: UuidSchema.nullable().optional(),
    featured: z.boolean().optional(),
    visible: z.boolean().optional(),
    access: ThreadAccessLevelSchema.optional(),
  }),
});
export type UpdateThreadBody = z.infer<typeof UpdateThreadBodySchema>;

export const AddThreadMemberBodySchema = z.object({
  role: ThreadMemberRoleSchema.default('member'),
});
export type AddThreadMemberBody = z.infer<typeof AddThreadMemberBodySchema>;

export const UpdateThreadMemberBodySchema = z.object({
  role: ThreadMemberRoleSchema.optional(),
  notifications: z.boolean().optional(),
});
export type UpdateThreadMemberBody = z.infer<typeof UpdateThreadMemberBodySchema>;

const messageBody = z
  .string()
  .min(1, 'Message body is required')
  .max(THREAD_MESSAGE_MAX)
  .refine((value) => value.trim().length > 0, 'Message body is required');

/** `POST /threads/{id}/messages` ({body, entities}; HEAD adds replyToId). */
export const CreateThreadMessageBodySchema = z.object({
  body: messageBody,
  entities: z.array(ThreadEntitySchema).max(THREAD_ENTITIES_MAX).default([]),
  replyToId: UuidSchema.nullable().optional(),
});
export type CreateThreadMessageBody = z.infer<typeof CreateThreadMessageBodySchema>;

/** `POST …/messages/{messageId}/replies`. */
export const CreateThreadReplyBodySchema = z.object({
  body: messageBody,
  entities: z.array(ThreadEntitySchema).max(THREAD_ENTITIES_MAX).default([]),
});
export type CreateThreadReplyBody = z.infer<typeof CreateThreadReplyBodySchema>;

/** `PUT …/messages/{messageId}`: the author edits the body (entities re-validated). */
export const UpdateThreadMessageBodySchema = z.object({
  body: messageBody,
  entities: z.array(ThreadEntitySchema).max(THREAD_ENTITIES_MAX).default([]),
});
export type UpdateThreadMessageBody = z.infer<typeof UpdateThreadMessageBodySchema>;

/** `DELETE …/messages/{messageId}` carries `{body, moderator?}` as a DELETE body, as the SDK sends it. */
export const DeleteThreadMessageBodySchema = z
  .object({
    body: z.unknown().optional(),
    moderator: z.boolean().optional(),
  })
  .optional();
export type DeleteThreadMessageBody = z.infer<typeof DeleteThreadMessageBodySchema>;

export const ThreadReactionBodySchema = z.object({
  emojiName: z.string().trim().min(1, 'emojiName is required').max(THREAD_EMOJI_NAME_MAX),
});
export type ThreadReactionBody = z.infer<typeof ThreadReactionBodySchema>;

/** `POST /threads/{id}/read`: read up to a message (the newest when omitted). */
export const ThreadReadBodySchema = z
  .object({ messageId: UuidSchema.optional() })
  .optional()
  .default({});
export type ThreadReadBody = z.infer<typeof ThreadReadBodySchema>;

export const ThreadTypingBodySchema = z.object({}).optional();

export const ThreadReadStateSchema = z.object({
  threadId: z.string().uuid(),
  accountId: z.string().uuid(),
  messageId: z.string().uuid().nullable(),
  readAt: z.string().nullable(),
});
export type ThreadReadState = z.infer<typeof ThreadReadStateSchema>;

// ---------------------------------------------------------------- live events

export const THREAD_EVENT_TYPES = [
  'thread.created',
  'thread.updated',
  'thread.message.created',
  'thread.message.updated',
  'thread.message.deleted',
  'thread.read',
  'thread.typing',
] as const;
export type ThreadEventType = (typeof THREAD_EVENT_TYPES)[number];
