import { z } from 'zod';
import {
  ChatChannelListQuerySchema,
  ChatChannelMemberParamSchema,
  ChatChannelMemberSchema,
  ChatChannelMembersQuerySchema,
  ChatChannelMessageParamSchema,
  ChatChannelMessageSchema,
  ChatChannelParamSchema,
  ChatMessagesQuerySchema,
  CreateChatChannelBodySchema,
  CreateChatMessageBodySchema,
  UpdateChatChannelBodySchema,
  UpdateChatNotificationsBodySchema,
} from './chat';
import { defineEndpoint } from '../core/endpoint';

const tags = ['chat'];
const module = 'chat';
const channels = '/self/chat/channels';
const channel = '/self/chat/channels/:channelId';

/**
 * Chat channels (`/self/chat/channels…`; SDK queries/self/chat, mutations/self/chat).
 * Every route is the caller's: a channel they are not a member of, or another
 * organization's, is 404. Live events: `ChatLiveEvent` in ./chat.
 */
export const chatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: channels,
    auth: 'account',
    module,
    tags,
    summary:
      "The caller's memberships (channel nested), newest activity first; search by channel or member name",
    query: ChatChannelListQuerySchema,
    data: z.array(ChatChannelMemberSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: channels,
    auth: 'account',
    module,
    tags,
    summary:
      'Start a conversation with accountIds (the caller moderates it); a 1:1 with the same person is reused',
    body: CreateChatChannelBodySchema,
    data: ChatChannelMemberSchema,
    status: 201,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: channel,
    auth: 'account',
    module,
    tags,
    summary: "The caller's member row, channel nested",
    params: ChatChannelParamSchema,
    data: ChatChannelMemberSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: channel,
    auth: 'account',
    module,
    tags,
    summary: 'Rename a group conversation (a moderator); told as a system message',
    params: ChatChannelParamSchema,
    body: UpdateChatChannelBodySchema,
    data: ChatChannelMemberSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: channel,
    auth: 'account',
    module,
    tags,
    summary: 'Delete a conversation and its messages (a moderator)',
    params: ChatChannelParamSchema,
    data: z.null(),
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: `${channel}/leave`,
    auth: 'account',
    module,
    tags,
    summary: 'Leave a conversation; told as a system message',
    params: ChatChannelParamSchema,
    data: z.null(),
  }),
  members: defineEndpoint({
    method: 'GET',
    path: `${channel}/members`,
    auth: 'account',
    module,
    tags,
    summary: 'Members of a conversation, moderators first, then by join time',
    params: ChatChannelParamSchema,
    query: ChatChannelMembersQuerySchema,
    data: z.array(ChatChannelMemberSchema),
  }),
  addMember: defineEndpoint({
    method: 'POST',
    path: `${channel}/members/:accountId`,
    auth: 'account',
    module,
    tags,
    summary: 'Add a member to a group conversation; told as a system message',
    params: ChatChannelMemberParamSchema,
    data: ChatChannelMemberSchema,
    status: 201,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: `${channel}/messages`,
    auth: 'account',
    module,
    tags,
    summary:
      'Messages newest first by cursor (marks the channel read), or with after=<messageId> the newer ones oldest first',
    params: ChatChannelParamSchema,
    query: ChatMessagesQuerySchema,
    data: z.array(ChatChannelMessageSchema),
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: `${channel}/messages`,
    auth: 'account',
    module,
    tags,
    summary: 'Send a message: stored, then delivered live to every member',
    params: ChatChannelParamSchema,
    body: CreateChatMessageBodySchema,
    data: ChatChannelMessageSchema,
    status: 201,
  }),
  deleteMessage: defineEndpoint({
    method: 'DELETE',
    path: `${channel}/messages/:messageId`,
    auth: 'account',
    module,
    tags,
    summary: 'Delete a message: your own, or any as a moderator',
    params: ChatChannelMessageParamSchema,
    data: z.null(),
  }),
  notifications: defineEndpoint({
    method: 'PUT',
    path: `${channel}/notifications`,
    auth: 'account',
    module,
    tags,
    summary: "Turn the caller's notifications for a conversation on or off",
    params: ChatChannelParamSchema,
    body: UpdateChatNotificationsBodySchema,
    data: ChatChannelMemberSchema,
  }),
} as const;
