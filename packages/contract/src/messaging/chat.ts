import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { UUID_PATTERN, uuidOf } from '../core/ids';
import { CursorQuerySchema, KeysetListQuerySchema, ListQuerySchema } from '../core/pagination';

/*
 * Chat channels (SDK queries/self/chat, mutations/self/chat):
 * 1:1 and group conversations under `/self/chat/channels`. Ids are uuids (docs/architecture.md#the-request-pipeline);
 * the SDK's numeric channel id is a legacy detail (decision 0030).
 */

/** Message source types. */
export const CHAT_MESSAGE_TYPES = ['user', 'bot', 'system'] as const;
export const ChatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES);
export type ChatMessageType = z.infer<typeof ChatMessageTypeSchema>;

/** SDK: a member's role in a channel. */
export const CHAT_MEMBER_ROLES = ['moderator', 'member'] as const;
export const ChatMemberRoleSchema = z.enum(CHAT_MEMBER_ROLES);
export type ChatMemberRole = z.infer<typeof ChatMemberRoleSchema>;

/** Longest message text, in characters, after trimming. */
export const CHAT_MESSAGE_MAX = 4000;
/** Longest channel name. */
export const CHAT_CHANNEL_NAME_MAX = 100;
/** Most accounts a channel may be created with (the creator aside). */
export const CHAT_CHANNEL_MAX_INVITEES = 100;

export const CHAT_MESSAGES = {
  channelNotFound: 'Chat channel not found',
  messageNotFound: 'Message not found',
  accountNotFound: 'Account not found',
  invalidChannelId: 'Invalid channelId: chat channel ids are uuids',
  invalidMessageId: 'Invalid messageId: message ids are uuids',
  emptyMessage: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  chooseAccounts: 'Choose at least one account',
  cannotChatWithSelf: 'You cannot start a conversation with only yourself',
  blocked: 'You cannot message this account',
  blockedMember: 'You cannot add this account to the conversation',
  alreadyMember: 'This account is already a member of the conversation',
  moderatorOnly: 'Only a moderator of this conversation can do this',
  notOwnMessage: 'You can only delete your own messages',
  directChannelMembers: 'A one-to-one conversation cannot take more members',
} as const;

// ---------------------------------------------------------------- shapes

/** SDK BaseChatChannel (id a uuid here). */
export const BaseChatChannelSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  image: ImageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  /** A 1:1 conversation (reused, never duplicated; takes no more members). */
  direct: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BaseChatChannel = z.infer<typeof BaseChatChannelSchema>;

/** SDK BaseChatChannelMessage (+ channelId). `accountId` is null for a bot's message. */
export const ChatChannelMessageSchema = z.object({
  id: z.string().uuid(),
  channelId: z.string().uuid(),
  text: z.string(),
  /** The text HTML-escaped, links autolinked (safe to render as HTML). */
  html: z.string(),
  type: ChatMessageTypeSchema,
  accountId: z.string().uuid().nullable(),
  account: BaseAccountSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatChannelMessage = z.infer<typeof ChatChannelMessageSchema>;
export const BaseChatChannelMessageSchema = ChatChannelMessageSchema;
export type BaseChatChannelMessage = ChatChannelMessage;

/** SDK BaseChatChannelMember. `read`: no message newer than the member last read. */
export const BaseChatChannelMemberSchema = z.object({
  accountId: z.string().uuid(),
  account: BaseAccountSchema,
  role: ChatMemberRoleSchema,
  read: z.boolean(),
  notifications: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BaseChatChannelMember = z.infer<typeof BaseChatChannelMemberSchema>;

/**
 * SDK ChatChannel: `messages` holds the latest message (none for an empty channel),
 * `members` the first members (up to 10; `_count.members` counts them all).
 */
export const ChatChannelSchema = BaseChatChannelSchema.extend({
  messages: z.array(ChatChannelMessageSchema),
  members: z.array(BaseChatChannelMemberSchema),
  _count: z.object({ members: z.number().int() }),
});
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

/** SDK ChatChannelMember: a member row with its channel nested (list items of GET /self/chat/channels). */
export const ChatChannelMemberSchema = BaseChatChannelMemberSchema.extend({
  channelId: z.string().uuid(),
  channel: ChatChannelSchema,
});
export type ChatChannelMember = z.infer<typeof ChatChannelMemberSchema>;

/** A channel's members list item (channel not nested). */
export const ChatChannelMemberRowSchema = BaseChatChannelMemberSchema.extend({
  channelId: z.string().uuid(),
});
export type ChatChannelMemberRow = z.infer<typeof ChatChannelMemberRowSchema>;

// ---------------------------------------------------------------- params, queries, bodies

const chatChannelId = z.string().regex(UUID_PATTERN, CHAT_MESSAGES.invalidChannelId);

export const ChatChannelParamSchema = z.object({ channelId: chatChannelId });
export const ChatChannelMemberParamSchema = ChatChannelParamSchema.extend({
  accountId: uuidOf('accountId'),
});
export const ChatChannelMessageParamSchema = ChatChannelParamSchema.extend({
  messageId: z.string().regex(UUID_PATTERN, CHAT_MESSAGES.invalidMessageId),
});

/** `GET /self/chat/channels`: newest activity first; `search` matches the name or a member's name. */
export const ChatChannelListQuerySchema = KeysetListQuerySchema;
export type ChatChannelListQuery = z.infer<typeof ChatChannelListQuerySchema>;

/** `GET /self/chat/channels/{id}/members`. */
export const ChatChannelMembersQuerySchema = ListQuerySchema;

/**
 * `GET /self/chat/channels/{id}/messages`: newest first by `cursor` (pageSize 25 by
 * default; the envelope's `cursor` reads the next, older page, null at the end). With
 * `after=<messageId>`: the messages newer than that one, oldest first, up to pageSize
 * (the envelope's `cursor` is the `after` of the next batch, null when caught up).
 */
export const ChatMessagesQuerySchema = CursorQuerySchema.extend({
  after: z.string().regex(UUID_PATTERN, CHAT_MESSAGES.invalidMessageId).optional(),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>;

/**
 * `POST /self/chat/channels` {name, accountIds}: the caller plus `accountIds`. One other
 * account and no name: the 1:1 conversation with them, reused if it exists.
 */
export const CreateChatChannelBodySchema = z.object({
  name: z.string().trim().max(CHAT_CHANNEL_NAME_MAX).nullish(),
  accountIds: z
    .array(uuidOf('accountId'))
    .min(1, CHAT_MESSAGES.chooseAccounts)
    .max(CHAT_CHANNEL_MAX_INVITEES),
});
export type CreateChatChannelBody = z.infer<typeof CreateChatChannelBodySchema>;

/** `PUT /self/chat/channels/{id}` {name} (a moderator): a rename, told as a system message. */
export const UpdateChatChannelBodySchema = z.object({
  name: z.string().trim().min(1).max(CHAT_CHANNEL_NAME_MAX),
});
export type UpdateChatChannelBody = z.infer<typeof UpdateChatChannelBodySchema>;

/** `POST /self/chat/channels/{id}/messages` {text}: trimmed, not empty. */
export const CreateChatMessageBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, CHAT_MESSAGES.emptyMessage)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong),
});
export type CreateChatMessageBody = z.infer<typeof CreateChatMessageBodySchema>;

/** `PUT /self/chat/channels/{id}/notifications` {notifications}. */
export const UpdateChatNotificationsBodySchema = z.object({ notifications: z.boolean() });
export type UpdateChatNotificationsBody = z.infer<typeof UpdateChatNotificationsBodySchema>;

// ---------------------------------------------------------------- live events
