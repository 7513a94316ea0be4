import {
  threadEndpoints as endpoints,
  type ThreadEntity,
  type ThreadMessage,
} from '@convene/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchData } from '../core/endpoint-queries';
import { flattenPages } from '../core/lists';
import { useApiClient } from '../core/provider';
import {
  addReply,
  insertThreadMessages,
  mapMessagePages,
  threadQueries,
  updateCachedThread,
  type TypingState,
} from './thread-cache';

/** How often this client tells a thread it is still typing. */
const TYPING_SEND_EVERY = 3_000;

// ---------------------------------------------------------------- reads

export function useGroupThread(groupId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const base = threadQueries.ofGroup(api, groupId);
  return useQuery({ ...base, enabled: (options.enabled ?? true) && base.enabled !== false });
}

export function useEventThread(eventId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const base = threadQueries.ofEvent(api, eventId);
  return useQuery({ ...base, enabled: (options.enabled ?? true) && base.enabled !== false });
}

export function useThreadMessages(threadId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...threadQueries.messages(api, threadId),
    enabled: threadId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useThreadReplies(threadId: string, messageId: string, enabled = true) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...threadQueries.replies(api, threadId, messageId),
    enabled,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useThreadMembers(threadId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...threadQueries.members(api, threadId),
    enabled: threadId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

/** The accounts typing in a thread now (entries expire after 6 s), myself excluded. */
export function useThreadTyping(threadId: string): string[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: threadQueries.typingKey(threadId),
    queryFn: () => queryClient.getQueryData<TypingState>(threadQueries.typingKey(threadId)) ?? {},
    initialData: {} as TypingState,
    staleTime: Infinity,
  });
  const [now, setNow] = useState(() => Date.now());
  const active = Object.entries(data)
    .filter(([, expires]) => expires > now)
    .map(([accountId]) => accountId);
  const nextExpiry = Math.min(...Object.values(data).filter((expires) => expires > now));
  useEffect(() => {
    setNow(Date.now());
  }, [data]);
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return active;
}

// ---------------------------------------------------------------- writes

export interface ThreadMessageInput {
  body: string;
  entities?: ThreadEntity[];
  replyToId?: string | null;
}

export function useCreateThreadMessage(threadId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageInput) =>
      fetchData(api, endpoints.createMessage, {
        params: { threadId },
        body: { body: input.body, entities: input.entities ?? [], replyToId: input.replyToId },
      }),
    onSuccess: (message) => {
      if (message.replyToId) addReply(queryClient, threadId, message);
      else insertThreadMessages(queryClient, threadId, [message]);
    },
  });
}

export function useUpdateThreadMessage(threadId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, ...input }: ThreadMessageInput & { messageId: string }) =>
      fetchData(api, endpoints.updateMessage, {
        params: { threadId, messageId },
        body: { body: input.body, entities: input.entities ?? [] },
      }),
    onSuccess: (updated) =>
      mapMessagePages(queryClient, threadId, (items) =>
        items.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}

export function useDeleteThreadMessage(threadId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, moderator }: { messageId: string; moderator?: boolean }) =>
      fetchData(api, endpoints.deleteMessage, {
        params: { threadId, messageId },
        body: moderator ? { moderator: true } : {},
      }),
    onSuccess: (_data, { messageId }) =>
      mapMessagePages(queryClient, threadId, (items) =>
        items.filter((item) => item.id !== messageId),
      ),
  });
}

/** Adds or takes back my reaction, shown at once (and put back if the server refuses). */
export function useToggleThreadReaction(threadId: string, self: ThreadMessage['account']) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, emojiName }: { message: ThreadMessage; emojiName: string }) => {
      const mine = message.reactions.some(
        (reaction) => reaction.emojiName === emojiName && reaction.accountId === self?.id,
      );
      const params = { threadId, messageId: message.id };
      return mine
        ? fetchData(api, endpoints.removeReaction, { params, body: { emojiName } })
        : fetchData(api, endpoints.addReaction, { params, body: { emojiName } });
    },
    onMutate: ({ message, emojiName }) => {
      if (!self) return;
      const mine = message.reactions.some(
        (reaction) => reaction.emojiName === emojiName && reaction.accountId === self.id,
      );
      const now = new Date().toISOString();
      const reactions = mine
        ? message.reactions.filter(
            (reaction) => !(reaction.emojiName === emojiName && reaction.accountId === self.id),
          )
        : [
            ...message.reactions,
            {
              id: `pending-${emojiName}`,
              organizationId: message.organizationId,
              threadId,
              messageId: message.id,
              accountId: self.id,
              account: self,
              emojiName,
              createdAt: now,
              updatedAt: now,
            },
          ];
      mapMessagePages(queryClient, threadId, (items) =>
        items.map((item) => (item.id === message.id ? { ...item, reactions } : item)),
      );
    },
    onError: (_error, { message }) =>
      mapMessagePages(queryClient, threadId, (items) =>
        items.map((item) => (item.id === message.id ? message : item)),
      ),
  });
}

export function useMarkThreadUnread(threadId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.unread, { params: { threadId } }),
    onSuccess: () =>
      updateCachedThread(queryClient, threadId, (thread) => ({ ...thread, read: false })),
  });
}

export function useMarkThreadRead(threadId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId?: string) =>
      fetchData(api, endpoints.read, {
        params: { threadId },
        body: messageId ? { messageId } : {},
      }),
    onSuccess: () =>
      updateCachedThread(queryClient, threadId, (thread) => ({ ...thread, read: true })),
  });
}

/** `POST /threads/{id}/typing`, at most every 3 s while the member types. */
export function useSendThreadTyping(threadId: string) {
  const api = useApiClient();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SEND_EVERY) return;
    last.current = now;
    void api.call(endpoints.typing, { params: { threadId }, body: {} }).catch(() => undefined);
  }, [api, threadId]);
}
