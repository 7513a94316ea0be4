import { z } from 'zod';
import { ChatChannelMessageSchema, ChatChannelSchema } from './chat';
import { NotificationSchema } from './notifications';
import { ThreadMessageSchema, ThreadSchema } from './threads';

// The live socket's messages (`{ type, body }`, docs/architecture.md#the-live-bus), one
// family per area. In a module of their own: a browser loads these schemas (and zod) with
// its live connection only, not with the modules of the first page.

/**
 * Live socket events of chat (docs/architecture.md#the-live-bus: `{ type, body }`), sent to every member's
 * account topic once the change is committed. `new-message` keeps the SDK's name.
 */
export const ChatLiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('new-message'),
    body: z.object({ channelId: z.string().uuid(), message: ChatChannelMessageSchema }),
  }),
  z.object({
    type: z.literal('chat.message.deleted'),
    body: z.object({ channelId: z.string().uuid(), messageId: z.string().uuid() }),
  }),
  z.object({
    /** Renamed, a member joined or left: the channel as it now is. */
    type: z.literal('chat.channel.updated'),
    body: z.object({ channelId: z.string().uuid(), channel: ChatChannelSchema }),
  }),
  z.object({
    /** Deleted by a moderator, or the receiver left it (on another device). */
    type: z.literal('chat.channel.deleted'),
    body: z.object({ channelId: z.string().uuid() }),
  }),
  z.object({
    /** The receiver read the channel (on any of their devices). */
    type: z.literal('chat.channel.read'),
    body: z.object({ channelId: z.string().uuid() }),
  }),
]);
export type ChatLiveEvent = z.infer<typeof ChatLiveEventSchema>;
export type ChatLiveEventType = ChatLiveEvent['type'];
/** The `type`s of ChatLiveEventSchema, read from it: a client tells chat events from others by them. */
export const CHAT_LIVE_EVENT_TYPES: readonly ChatLiveEventType[] = ChatLiveEventSchema.options.map(
  (option) => option.shape.type.value,
);

/**
 * What the socket sends for threads: `{type, body}`. A reaction added or removed is a
 * `thread.message.updated` carrying the message with its reactions.
 */
export const ThreadLiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('thread.created'),
    body: z.object({ threadId: z.string().uuid(), thread: ThreadSchema }),
  }),
  z.object({
    type: z.literal('thread.updated'),
    body: z.object({ threadId: z.string().uuid(), thread: ThreadSchema }),
  }),
  z.object({
    type: z.literal('thread.message.created'),
    body: z.object({ threadId: z.string().uuid(), message: ThreadMessageSchema }),
  }),
  z.object({
    type: z.literal('thread.message.updated'),
    body: z.object({ threadId: z.string().uuid(), message: ThreadMessageSchema }),
  }),
  z.object({
    type: z.literal('thread.message.deleted'),
    body: z.object({ threadId: z.string().uuid(), messageId: z.string().uuid() }),
  }),
  z.object({
    type: z.literal('thread.read'),
    body: z.object({
      threadId: z.string().uuid(),
      accountId: z.string().uuid(),
      messageId: z.string().uuid().optional(),
      readAt: z.string(),
    }),
  }),
  z.object({
    type: z.literal('thread.typing'),
    body: z.object({
      threadId: z.string().uuid(),
      accountId: z.string().uuid(),
      typingAt: z.string(),
    }),
  }),
]);
export type ThreadLiveEvent = z.infer<typeof ThreadLiveEventSchema>;
/** The `type`s of ThreadLiveEventSchema, read from it. */
export const THREAD_LIVE_EVENT_TYPES: readonly ThreadLiveEvent['type'][] =
  ThreadLiveEventSchema.options.map((option) => option.shape.type.value);

/**
 * What the account's live topic carries for notifications: a new in-app notification, and
 * `notifications.unread`, the unread count after a change (on any of the account's devices).
 */
export const NotificationLiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('notification'),
    body: z.object({ notification: NotificationSchema }),
  }),
  z.object({
    type: z.literal('notifications.unread'),
    body: z.object({ count: z.number().int().nonnegative() }),
  }),
]);
export type NotificationLiveEvent = z.infer<typeof NotificationLiveEventSchema>;
export type NotificationsUnreadMessage = Extract<
  NotificationLiveEvent,
  { type: 'notifications.unread' }
>;
/** The `type`s of NotificationLiveEventSchema, read from it. */
export const NOTIFICATION_LIVE_EVENT_TYPES: readonly NotificationLiveEvent['type'][] =
  NotificationLiveEventSchema.options.map((option) => option.shape.type.value);
