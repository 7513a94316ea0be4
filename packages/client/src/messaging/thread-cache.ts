import {
  threadEndpoints as endpoints,
  type Envelope,
  type Thread,
  type ThreadMessage,
} from '@convene/contract';
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE } from './chat-cache';
import { endpointQuery } from '../core/endpoint-queries';
import { cursorListOptions, pagedListOptions } from '../core/lists';
import type { ApiClient } from '../core/transport';

/** A typing entry is forgotten 6 s after it was sent. */
export const TYPING_EXPIRY = 6_000;

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
export function mapMessagePages(
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
export function addReply(queryClient: QueryClient, threadId: string, reply: ThreadMessage): void {
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
export type TypingState = Record<string, number>;

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
