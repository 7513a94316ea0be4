import { THREAD_LIVE_EVENT_TYPES, ThreadLiveEventSchema } from '@convene/contract';
import type { QueryClient } from '@tanstack/react-query';
import { takeLiveEvent } from '../core/live-event';
import type { LiveMessage } from '../core/live-socket';
import {
  addReply,
  insertThreadMessages,
  mapMessagePages,
  threadQueries,
  TYPING_EXPIRY,
  updateCachedThread,
  type TypingState,
} from './thread-cache';

// Apart from thread-cache.ts: the schemas parsing live messages (and zod) load with the live
// connection only, not with the pages that read the thread cache.

function noteTyping(queryClient: QueryClient, threadId: string, accountId: string, at: number) {
  queryClient.setQueryData<TypingState>(threadQueries.typingKey(threadId), (state) => ({
    ...state,
    [accountId]: at + TYPING_EXPIRY,
  }));
}

/**
 * A thread event from the live socket into the cache: a new top-level message
 * at the front of page 0 (once, by id), a reply counted on its parent, edits and reactions
 * replaced by id, deletions removed, reads and typing noted. False for other events.
 */
export function applyLiveThread(
  queryClient: QueryClient,
  message: LiveMessage,
  selfId?: string,
  now: () => number = Date.now,
): boolean {
  return takeLiveEvent(ThreadLiveEventSchema, THREAD_LIVE_EVENT_TYPES, message, (event) => {
    switch (event.type) {
      case 'thread.created':
      case 'thread.updated':
        updateCachedThread(queryClient, event.body.threadId, () => event.body.thread);
        break;
      case 'thread.message.created': {
        const { threadId, message: created } = event.body;
        if (created.replyToId) addReply(queryClient, threadId, created);
        else insertThreadMessages(queryClient, threadId, [created]);
        const mine = Boolean(selfId) && created.accountId === selfId;
        updateCachedThread(queryClient, threadId, (thread) => ({
          ...thread,
          lastMessageAt: created.sentAt,
          lastMessage: created.body,
          read: mine ? thread.read : false,
        }));
        // The author stopped typing when the message arrived.
        if (created.accountId)
          queryClient.setQueryData<TypingState>(threadQueries.typingKey(threadId), (state) => {
            if (!state || !(created.accountId! in state)) return state;
            const { [created.accountId!]: _gone, ...rest } = state;
            return rest;
          });
        break;
      }
      case 'thread.message.updated': {
        const { threadId, message: updated } = event.body;
        mapMessagePages(queryClient, threadId, (items) =>
          items.map((item) => (item.id === updated.id ? updated : item)),
        );
        break;
      }
      case 'thread.message.deleted': {
        const { threadId, messageId } = event.body;
        mapMessagePages(queryClient, threadId, (items) =>
          items.filter((item) => item.id !== messageId),
        );
        break;
      }
      case 'thread.read':
        if (event.body.accountId === selfId)
          updateCachedThread(queryClient, event.body.threadId, (thread) => ({
            ...thread,
            read: true,
          }));
        break;
      case 'thread.typing':
        if (event.body.accountId !== selfId)
          noteTyping(queryClient, event.body.threadId, event.body.accountId, now());
        break;
    }
  });
}
