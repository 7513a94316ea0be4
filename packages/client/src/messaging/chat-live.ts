import { CHAT_LIVE_EVENT_TYPES, ChatLiveEventSchema } from '@convene/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  bumpChannel,
  forgetChannel,
  insertChatMessages,
  removeChatMessage,
  takePendingCopy,
  updateCachedChatChannel,
} from './chat-cache';
import { takeLiveEvent } from '../core/live-event';
import type { LiveMessage } from '../core/live-socket';

// Apart from chat-cache.ts: the schemas parsing live messages (and zod) load with the live
// connection only, not with the pages that read the chat cache.

/**
 * A chat event from the live socket into the cache: `new-message` goes to the
 * front of page 0 of that conversation's messages (once, by id) and moves it to the top of
 * my list; deletions, renames, joins and reads patch what is cached. False for other events.
 */
export function applyLiveChat(
  queryClient: QueryClient,
  message: LiveMessage,
  selfId?: string,
): boolean {
  return takeLiveEvent(ChatLiveEventSchema, CHAT_LIVE_EVENT_TYPES, message, (event) => {
    switch (event.type) {
      case 'new-message':
        insertChatMessages(queryClient, event.body.channelId, [event.body.message]);
        takePendingCopy(queryClient, event.body.message, selfId);
        bumpChannel(queryClient, event.body.channelId, event.body.message, selfId);
        break;
      case 'chat.message.deleted':
        removeChatMessage(queryClient, event.body.channelId, event.body.messageId);
        updateCachedChatChannel(queryClient, event.body.channelId, (member) =>
          member.channel.messages.some((item) => item.id === event.body.messageId)
            ? { ...member, channel: { ...member.channel, messages: [] } }
            : member,
        );
        break;
      case 'chat.channel.updated':
        updateCachedChatChannel(queryClient, event.body.channelId, (member) => ({
          ...member,
          channel: event.body.channel,
        }));
        break;
      case 'chat.channel.deleted':
        forgetChannel(queryClient, event.body.channelId);
        break;
      case 'chat.channel.read':
        updateCachedChatChannel(queryClient, event.body.channelId, (member) => ({
          ...member,
          read: true,
        }));
        break;
    }
  });
}
