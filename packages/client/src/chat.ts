import {
  chatEndpoints as endpoints,
  type ChatChannelMember,
  type ChatChannelMessage,
  type ChatLiveEvent,
  type Envelope,
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
import { useCallback } from 'react';
import { endpointQuery, fetchData } from './endpoint-queries';
import { cursorListOptions, flattenPages, pagedListOptions, type ListParams } from './lists';
import type { LiveMessage } from './live-socket';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

/** Spec §9: chat and threads page by cursor, 25 at a time. */
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
      ...endpointQuery(api, [...chatQueries.detailKey(channelId), api.locale] as const, endpoints.detail, {
        params: { channelId },
      }),
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

function removeChatMessage(queryClient: QueryClient, channelId: string, messageId: string): void {
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
function bumpChannel(
  queryClient: QueryClient,
  channelId: string,
  message: ChatChannelMessage,
  selfId: string | undefined,
): void {
  const mine = Boolean(selfId) && message.accountId === selfId;
  let found = false;
  queryClient.setQueriesData<Pages<ChatChannelMember>>({ queryKey: chatQueries.lists() }, (data) => {
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
  });
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

const CHAT_EVENTS = new Set<string>([
  'new-message',
  'chat.message.deleted',
  'chat.channel.updated',
  'chat.channel.deleted',
  'chat.channel.read',
]);

/**
 * A chat event from the live socket into the cache (spec §4): `new-message` goes to the
 * front of page 0 of that conversation's messages (once, by id) and moves it to the top of
 * my list; deletions, renames, joins and reads patch what is cached. False for other events.
 */
export function applyLiveChat(
  queryClient: QueryClient,
  message: LiveMessage,
  selfId?: string,
): boolean {
  if (!CHAT_EVENTS.has(message.type) || !message.body) return false;
  const event = message as ChatLiveEvent;
  switch (event.type) {
    case 'new-message':
      insertChatMessages(queryClient, event.body.channelId, [event.body.message]);
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
  return true;
}

function forgetChannel(queryClient: QueryClient, channelId: string): void {
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

// ---------------------------------------------------------------- reads

export function useChatChannels(params: ListParams = {}, options: { enabled?: boolean; refetchInterval?: number } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...chatQueries.list(api, params),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
  return { ...query, items: flattenPages(query.data) };
}

/** How many of my conversations (first page) hold unread messages. */
export function useUnreadChatCount(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  const { items, isPending } = useChatChannels({ pageSize: 50 }, options);
  return { unread: items.filter((item) => !item.read).length, isPending };
}

export function useChatChannel(channelId: string) {
  const api = useApiClient();
  return useQuery(chatQueries.detail(api, channelId));
}

export function useChatMembers(channelId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({ ...chatQueries.members(api, channelId), enabled: channelId !== '' });
  return { ...query, items: flattenPages(query.data) };
}

/** A conversation's messages, newest first; reading them marks the conversation read here too. */
export function useChatMessages(channelId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...chatQueries.messages(api, channelId),
    enabled: channelId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

// ---------------------------------------------------------------- sending (optimistic)

/** A message on its way: shown at once, then replaced by the stored one or marked failed. */
export interface PendingChatMessage {
  clientId: string;
  channelId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

function setOutbox(
  queryClient: QueryClient,
  channelId: string,
  change: (items: PendingChatMessage[]) => PendingChatMessage[],
): void {
  queryClient.setQueryData<PendingChatMessage[]>(chatQueries.outboxKey(channelId), (items) =>
    change(items ?? []),
  );
}

let clientCounter = 0;

/**
 * `POST /self/chat/channels/{id}/messages` with delivery state: the message shows at once
 * as sending, becomes the stored message when the server answers (the live copy and the
 * answer are one, by id), or stays as failed for a retry.
 */
export function useSendChatMessage(channelId: string, selfId?: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { data: outbox = [] } = useQuery({
    queryKey: chatQueries.outboxKey(channelId),
    queryFn: () => queryClient.getQueryData<PendingChatMessage[]>(chatQueries.outboxKey(channelId)) ?? [],
    initialData: [] as PendingChatMessage[],
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const deliver = useCallback(
    async (pending: PendingChatMessage) => {
      setOutbox(queryClient, channelId, (items) =>
        items.map((item) => (item.clientId === pending.clientId ? { ...item, status: 'sending' } : item)),
      );
      try {
        const message = await fetchData(api, endpoints.sendMessage, {
          params: { channelId },
          body: { text: pending.text },
        });
        insertChatMessages(queryClient, channelId, [message]);
        bumpChannel(queryClient, channelId, message, selfId ?? message.accountId ?? undefined);
        setOutbox(queryClient, channelId, (items) =>
          items.filter((item) => item.clientId !== pending.clientId),
        );
        return message;
      } catch (error) {
        setOutbox(queryClient, channelId, (items) =>
          items.map((item) =>
            item.clientId === pending.clientId ? { ...item, status: 'failed' } : item,
          ),
        );
        throw error;
      }
    },
    [api, channelId, queryClient, selfId],
  );

  const send = useCallback(
    (text: string) => {
      clientCounter += 1;
      const pending: PendingChatMessage = {
        clientId: `pending-${Date.now()}-${clientCounter}`,
        channelId,
        text,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setOutbox(queryClient, channelId, (items) => [...items, pending]);
      return deliver(pending).catch(() => undefined);
    },
    [channelId, deliver, queryClient],
  );

  const retry = useCallback(
    (pending: PendingChatMessage) => deliver(pending).catch(() => undefined),
    [deliver],
  );
  const discard = useCallback(
    (pending: PendingChatMessage) =>
      setOutbox(queryClient, channelId, (items) =>
        items.filter((item) => item.clientId !== pending.clientId),
      ),
    [channelId, queryClient],
  );

  return { outbox, send, retry, discard };
}

// ---------------------------------------------------------------- writes

/** `POST /self/chat/channels` {name, accountIds}: a 1:1 with the same person comes back reused. */
export function useCreateChatChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string | null; accountIds: string[] }) =>
      fetchData(api, endpoints.create, { body }),
    onSuccess: (member) => {
      queryClient.setQueryData([...chatQueries.detailKey(member.channelId), api.locale], member);
      void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
    },
  });
}

export function useDeleteChatMessage(channelId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      fetchData(api, endpoints.deleteMessage, { params: { channelId, messageId } }),
    onSuccess: (_data, messageId) => {
      removeChatMessage(queryClient, channelId, messageId);
      void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
    },
  });
}

export function useLeaveChatChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => fetchData(api, endpoints.leave, { params: { channelId } }),
    onSuccess: (_data, channelId) => forgetChannel(queryClient, channelId),
  });
}

export function useDeleteChatChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => fetchData(api, endpoints.delete, { params: { channelId } }),
    onSuccess: (_data, channelId) => forgetChannel(queryClient, channelId),
  });
}

export function useChatNotifications(channelId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifications: boolean) =>
      fetchData(api, endpoints.notifications, { params: { channelId }, body: { notifications } }),
    onSuccess: (member) => updateCachedChatChannel(queryClient, channelId, () => member),
  });
}

export function useAddChatMember(channelId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      fetchData(api, endpoints.addMember, { params: { channelId, accountId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...chatQueries.all(), 'members', channelId] });
      void queryClient.invalidateQueries({ queryKey: chatQueries.detailKey(channelId) });
    },
  });
}

/** Marks a conversation read while it is open and a message arrives (reading page 1 does it). */
export function useMarkChatRead(channelId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.call(endpoints.messages, { params: { channelId }, query: { pageSize: 1 } });
    updateCachedChatChannel(queryClient, channelId, (member) => ({ ...member, read: true }));
  }, [api, channelId, queryClient]);
}
