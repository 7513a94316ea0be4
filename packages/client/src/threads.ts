import {
  threadEndpoints as endpoints,
  type Envelope,
  type Thread,
  type ThreadEntity,
  type ThreadLiveEvent,
  type ThreadMessage,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_PAGE_SIZE } from './chat';
import { endpointQuery, fetchData } from './endpoint-queries';
import { cursorListOptions, flattenPages, pagedListOptions } from './lists';
import type { LiveMessage } from './live-socket';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

/** SDK §5.3: a typing entry is forgotten 6 s after it was sent. */
export const TYPING_EXPIRY = 6_000;
/** How often this client tells a thread it is still typing. */
const TYPING_SEND_EVERY = 3_000;

/**
 * Threads live under ['threads', …]: a thread (by id, or as its group's or event's), its
 * top-level messages (newest first, by cursor), a message's replies (oldest first, by page)
 * and who is typing (['threads', 'typing', id], never fetched).
 */
export const threadQueries = {
  all: () => ['threads'] as const,
  messagesOf: (threadId: string) => [...threadQueries.all(), 'messages', threadId] as const,
  repliesOf: (threadId: string, messageId: string) =>
    [...threadQueries.all(), 'replies', threadId, messageId] as const,
  typingKey: (threadId: string) => [...threadQueries.all(), 'typing', threadId] as const,

  /** `GET /threads/{id}`. */
  detail: (api: ApiClient, threadId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...threadQueries.all(), 'detail', threadId, api.locale] as const,
        endpoints.detail,
        { params: { threadId } },
      ),
      enabled: threadId !== '',
    }),
  /** `GET /threads/groups/{groupId}`: the group's discussion, for its members. */
  ofGroup: (api: ApiClient, groupId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...threadQueries.all(), 'group', groupId, api.locale] as const,
        endpoints.group,
        { params: { groupId } },
      ),
      enabled: groupId !== '',
    }),
  /** `GET /threads/events/{eventId}`: the event's discussion, for its attendees and hosts. */
  ofEvent: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...threadQueries.all(), 'event', eventId, api.locale] as const,
        endpoints.event,
        { params: { eventId } },
      ),
      enabled: eventId !== '',
    }),
  /** `GET /threads/{id}/messages`: top-level messages, newest first, by cursor (25). */
  messages: (api: ApiClient, threadId: string) =>
    cursorListOptions(
      api,
      threadQueries.messagesOf(threadId),
      endpoints.messages,
      { pageSize: CHAT_PAGE_SIZE },
      { threadId },
    ),
  /** `GET /threads/{id}/members`: moderators first (for mentions). */
  members: (api: ApiClient, threadId: string) =>
    pagedListOptions(
      api,
      [...threadQueries.all(), 'members', threadId],
      endpoints.members,
      { pageSize: 100 },
      { threadId },
    ),
  /** `GET /threads/{id}/messages/{mid}/replies`: oldest first. */
  replies: (api: ApiClient, threadId: string, messageId: string) =>
    pagedListOptions(
      api,
      threadQueries.repliesOf(threadId, messageId),
      endpoints.replies,
      { pageSize: 50 },
      { threadId, messageId },
    ),
};

type Pages<T> = InfiniteData<Envelope<T[]>>;

function isPages(data: unknown): data is Pages<ThreadMessage> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages<unknown>).pages);
}

/** Applies `change` to every cached message page under ['threads', 'messages'|'replies', threadId]. */
function mapMessagePages(
  queryClient: QueryClient,
  threadId: string,
  change: (items: ThreadMessage[], key: readonly unknown[]) => ThreadMessage[],
): void {
  for (const kind of ['messages', 'replies'] as const) {
    for (const [key, data] of queryClient.getQueriesData<Pages<ThreadMessage>>({
      queryKey: [...threadQueries.all(), kind, threadId],
    })) {
      if (!isPages(data)) continue;
      queryClient.setQueryData<Pages<ThreadMessage>>(key, {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: change(page.data, key) })),
      });
    }
  }
}

/** Puts top-level `messages` (newest first) at the front of page 0, skipping known ids. */
export function insertThreadMessages(
  queryClient: QueryClient,
  threadId: string,
  messages: ThreadMessage[],
): void {
  if (messages.length === 0) return;
  queryClient.setQueriesData<Pages<ThreadMessage>>(
    { queryKey: threadQueries.messagesOf(threadId) },
    (data) => {
      if (!data?.pages[0]) return data;
      const known = new Set(data.pages.flatMap((page) => page.data.map((item) => item.id)));
      const fresh = messages.filter((message) => !known.has(message.id));
      if (fresh.length === 0) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first, data: [...fresh, ...first.data] }, ...rest] };
    },
  );
}

/** A reply: one more on its parent, and the parent's replies read again. */
function addReply(queryClient: QueryClient, threadId: string, reply: ThreadMessage): void {
  const parentId = reply.replyToId;
  if (!parentId) return;
  const known = queryClient
    .getQueriesData<Pages<ThreadMessage>>({ queryKey: threadQueries.repliesOf(threadId, parentId) })
    .some(([, data]) => data?.pages.some((page) => page.data.some((item) => item.id === reply.id)));
  if (known) return;
  mapMessagePages(queryClient, threadId, (items) =>
    items.map((item) =>
      item.id === parentId
        ? { ...item, _count: { ...item._count, replies: item._count.replies + 1 } }
        : item,
    ),
  );
  void queryClient.invalidateQueries({ queryKey: threadQueries.repliesOf(threadId, parentId) });
}

/** Applies `change` to the thread wherever it is cached (by id, as a group's or an event's). */
export function updateCachedThread(
  queryClient: QueryClient,
  threadId: string,
  change: (thread: Thread) => Thread,
): void {
  queryClient.setQueriesData<unknown>({ queryKey: threadQueries.all() }, (data: unknown) =>
    data && typeof data === 'object' && !isPages(data) && (data as Thread).id === threadId
      ? change(data as Thread)
      : data,
  );
}

/** Who is typing in a thread: account id → when the entry expires (ms since epoch). */
type TypingState = Record<string, number>;

function noteTyping(queryClient: QueryClient, threadId: string, accountId: string, at: number) {
  queryClient.setQueryData<TypingState>(threadQueries.typingKey(threadId), (state) => ({
    ...state,
    [accountId]: at + TYPING_EXPIRY,
  }));
}

const THREAD_EVENTS = new Set<string>([
  'thread.created',
  'thread.updated',
  'thread.message.created',
  'thread.message.updated',
  'thread.message.deleted',
  'thread.read',
  'thread.typing',
]);

/**
 * A thread event from the live socket into the cache (SDK §5.3): a new top-level message
 * at the front of page 0 (once, by id), a reply counted on its parent, edits and reactions
 * replaced by id, deletions removed, reads and typing noted. False for other events.
 */
export function applyLiveThread(
  queryClient: QueryClient,
  message: LiveMessage,
  selfId?: string,
  now: () => number = Date.now,
): boolean {
  if (!THREAD_EVENTS.has(message.type) || !message.body) return false;
  const event = message as ThreadLiveEvent;
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
  return true;
}

/** After the socket (re)connects: each loaded thread reads what it missed (`?after=`). */
export async function catchUpThreads(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const threads = new Map<string, string | undefined>();
  for (const [key, data] of queryClient.getQueriesData<Pages<ThreadMessage>>({
    queryKey: [...threadQueries.all(), 'messages'],
  })) {
    const threadId = key[2];
    if (typeof threadId === 'string' && data?.pages[0])
      threads.set(threadId, data.pages[0].data[0]?.id);
  }
  await Promise.all(
    [...threads].map(async ([threadId, newestId]) => {
      if (!newestId) {
        await queryClient.invalidateQueries({ queryKey: threadQueries.messagesOf(threadId) });
        return;
      }
      let after: string | null = newestId;
      for (let batch = 0; after && batch < 20; batch += 1) {
        const envelope: Envelope<ThreadMessage[]> = await api.call(endpoints.messages, {
          params: { threadId },
          query: { after, pageSize: 100 },
        });
        const topLevel = envelope.data.filter((item) => !item.replyToId);
        insertThreadMessages(queryClient, threadId, [...topLevel].reverse());
        after = envelope.data.length > 0 ? (envelope.cursor ?? null) : null;
      }
    }),
  );
}

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
  const query = useInfiniteQuery({ ...threadQueries.members(api, threadId), enabled: threadId !== '' });
  return { ...query, items: flattenPages(query.data) };
}

/** The accounts typing in a thread now (entries expire after 6 s), myself excluded. */
export function useThreadTyping(threadId: string): string[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: threadQueries.typingKey(threadId),
    queryFn: () =>
      queryClient.getQueryData<TypingState>(threadQueries.typingKey(threadId)) ?? {},
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
      fetchData(api, endpoints.read, { params: { threadId }, body: messageId ? { messageId } : {} }),
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
