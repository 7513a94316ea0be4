import { chatEndpoints as endpoints } from '@convene/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  bumpChannel,
  chatQueries,
  forgetChannel,
  insertChatMessages,
  removeChatMessage,
  setOutbox,
  updateCachedChatChannel,
  type PendingChatMessage,
} from './chat-cache';
import { fetchData } from '../core/endpoint-queries';
import { flattenPages, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';

// ---------------------------------------------------------------- reads

export function useChatChannels(
  params: ListParams = {},
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
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
  const query = useInfiniteQuery({
    ...chatQueries.members(api, channelId),
    enabled: channelId !== '',
  });
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
    queryFn: () =>
      queryClient.getQueryData<PendingChatMessage[]>(chatQueries.outboxKey(channelId)) ?? [],
    initialData: [] as PendingChatMessage[],
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const deliver = useCallback(
    async (pending: PendingChatMessage) => {
      setOutbox(queryClient, channelId, (items) =>
        items.map((item) =>
          item.clientId === pending.clientId ? { ...item, status: 'sending' } : item,
        ),
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
      void queryClient.invalidateQueries({
        queryKey: [...chatQueries.all(), 'members', channelId],
      });
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
