import {
  chatEndpoints as endpoints,
  type ChatChannelMember,
  type ChatChannelMessage,
  type Envelope,
} from '@convene/contract';
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { cursorListOptions, pagedListOptions, type ListParams } from '../core/lists';
import type { ApiClient } from '../core/transport';

/** Chat and threads page by cursor, 25 at a time. */
export const CHAT_PAGE_SIZE = 25;

/**
 * Chat lives under ['chat', …]: the caller's conversations (['chat', 'list']), one
 * conversation (['chat', 'detail', id]), its members and its messages (newest first, by
 * cursor), and the messages being sent (['chat', 'outbox', id], never fetched).
 */
export const chatQueries = {
  all: () => ['chat'] as const,
  lists: () => [...chatQueries.all(), 'list'] as const,
  messagesOf: (channelId: string) => [...chatQueries.all(), 'messages', channelId] as const,
  detailKey: (channelId: string) => [...chatQueries.all(), 'detail', channelId] as const,
  outboxKey: (channelId: string) => [...chatQueries.all(), 'outbox', channelId] as const,

  /** `GET /self/chat/channels`: my conversations, newest activity first; `search`. */
  list: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, chatQueries.lists(), endpoints.list, params),
  /** `GET /self/chat/channels/{id}`: my member row, the channel nested. */
  detail: (api: ApiClient, channelId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...chatQueries.detailKey(channelId), api.locale] as const,
        endpoints.detail,
        {
          params: { channelId },
        },
      ),
      enabled: channelId !== '',
    }),
  /** `GET /self/chat/channels/{id}/members`. */
  members: (api: ApiClient, channelId: string) =>
    pagedListOptions(
      api,
      [...chatQueries.all(), 'members', channelId],
      endpoints.members,
      { pageSize: 100 },
      { channelId },
    ),
  /** `GET /self/chat/channels/{id}/messages`: newest first, older pages by cursor (marks read). */
  messages: (api: ApiClient, channelId: string) =>
    cursorListOptions(
      api,
      chatQueries.messagesOf(channelId),
      endpoints.messages,
      { pageSize: CHAT_PAGE_SIZE },
      { channelId },
    ),
};

type Pages<T> = InfiniteData<Envelope<T[]>>;

/** A message on its way: shown at once, then replaced by the stored one or marked failed. */
export interface PendingChatMessage {
  clientId: string;
  channelId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

export function setOutbox(
  queryClient: QueryClient,
  channelId: string,
  change: (items: PendingChatMessage[]) => PendingChatMessage[],
): void {
  queryClient.setQueryData<PendingChatMessage[]>(chatQueries.outboxKey(channelId), (items) =>
    change(items ?? []),
  );
}

/**
 * The viewer's own message, arrived live before the answer to its sending: it takes the
 * place of its pending copy (the first one still sending with the same text), so the
 * conversation never shows it twice.
 */
export function takePendingCopy(
  queryClient: QueryClient,
  message: ChatChannelMessage,
  selfId: string | undefined,
): void {
  if (!selfId || message.accountId !== selfId) return;
  setOutbox(queryClient, message.channelId, (items) => {
    const at = items.findIndex((item) => item.status === 'sending' && item.text === message.text);
    return at < 0 ? items : items.filter((_, index) => index !== at);
  });
}

/** Puts `messages` (newest first) at the front of page 0 of every cached copy, skipping known ids. */
export function insertChatMessages(
  queryClient: QueryClient,
  channelId: string,
  messages: ChatChannelMessage[],
): void {
  if (messages.length === 0) return;
  queryClient.setQueriesData<Pages<ChatChannelMessage>>(
    { queryKey: chatQueries.messagesOf(channelId) },
    (data) => {
      if (!data?.pages[0]) return data;
      const known = new Set(data.pages.flatMap((page) => page.data.map((item) => item.id)));
      const fresh = messages.filter((message) => !known.has(message.id));
      if (fresh.length === 0) return data;
      const [first, ...rest] = data.pages;
      const merged = [...fresh, ...first.data].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
      return { ...data, pages: [{ ...first, data: merged }, ...rest] };
    },
  );
}

export function removeChatMessage(
  queryClient: QueryClient,
  channelId: string,
  messageId: string,
): void {
  queryClient.setQueriesData<Pages<ChatChannelMessage>>(
    { queryKey: chatQueries.messagesOf(channelId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.filter((item) => item.id !== messageId),
        })),
      },
  );
}

/** Applies `change` to my member row of `channelId` in the list and the detail. */
export function updateCachedChatChannel(
  queryClient: QueryClient,
  channelId: string,
  change: (member: ChatChannelMember) => ChatChannelMember,
): void {
  queryClient.setQueriesData<Pages<ChatChannelMember>>({ queryKey: chatQueries.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (item.channelId === channelId ? change(item) : item)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<ChatChannelMember>(
    { queryKey: chatQueries.detailKey(channelId) },
    (data) => (data ? change(data) : data),
  );
}

/** A new message: the conversation moves to the top of the list with it as its latest. */
export function bumpChannel(
  queryClient: QueryClient,
  channelId: string,
  message: ChatChannelMessage,
  selfId: string | undefined,
): void {
  const mine = Boolean(selfId) && message.accountId === selfId;
  let found = false;
  queryClient.setQueriesData<Pages<ChatChannelMember>>(
    { queryKey: chatQueries.lists() },
    (data) => {
      if (!data?.pages[0]) return data;
      let moved: ChatChannelMember | undefined;
      const pages = data.pages.map((page) => ({
        ...page,
        data: page.data.filter((item) => {
          if (item.channelId !== channelId) return true;
          moved = item;
          return false;
        }),
      }));
      if (!moved) return data;
      found = true;
      const updated: ChatChannelMember = {
        ...moved,
        read: mine,
        channel: { ...moved.channel, lastMessageAt: message.createdAt, messages: [message] },
      };
      const [first, ...rest] = pages;
      return { ...data, pages: [{ ...first!, data: [updated, ...first!.data] }, ...rest] };
    },
  );
  queryClient.setQueriesData<ChatChannelMember>(
    { queryKey: chatQueries.detailKey(channelId) },
    (member) =>
      member && {
        ...member,
        read: mine,
        channel: { ...member.channel, lastMessageAt: message.createdAt, messages: [message] },
      },
  );
  // A conversation the list has not loaded (a new one): the list reads it again.
  if (!found) void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
}

export function forgetChannel(queryClient: QueryClient, channelId: string): void {
  queryClient.setQueriesData<Pages<ChatChannelMember>>({ queryKey: chatQueries.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.filter((item) => item.channelId !== channelId),
          })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: chatQueries.detailKey(channelId) });
  queryClient.removeQueries({ queryKey: chatQueries.messagesOf(channelId) });
}

/** Longest catch-up, in batches: past it the conversation simply reads its first page again. */
const CATCH_UP_BATCHES = 20;

/**
 * After the socket (re)connects: every loaded conversation reads what it missed through
 * `?after=<its newest message id>` (oldest first, batch after batch), so nothing is lost
 * and, as inserts skip known ids, nothing shows twice. The list reads itself again.
 */
export async function catchUpChat(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const cached = queryClient.getQueriesData<Pages<ChatChannelMessage>>({
    queryKey: [...chatQueries.all(), 'messages'],
  });
  const channels = new Map<string, string | undefined>();
  for (const [key, data] of cached) {
    const channelId = key[2];
    if (typeof channelId !== 'string' || !data?.pages[0]) continue;
    channels.set(channelId, data.pages[0].data[0]?.id);
  }
  await Promise.all(
    [...channels].map(async ([channelId, newestId]) => {
      if (!newestId) {
        await queryClient.invalidateQueries({ queryKey: chatQueries.messagesOf(channelId) });
        return;
      }
      let after: string | null = newestId;
      for (let batch = 0; after && batch < CATCH_UP_BATCHES; batch += 1) {
        const envelope: Envelope<ChatChannelMessage[]> = await api.call(endpoints.messages, {
          params: { channelId },
          query: { after, pageSize: 100 },
        });
        insertChatMessages(queryClient, channelId, [...envelope.data].reverse());
        after = envelope.data.length > 0 ? (envelope.cursor ?? null) : null;
      }
    }),
  );
  await queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
}
