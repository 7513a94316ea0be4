import type { ApiClient } from '../core/transport';
import type { ChatChannelMember, ChatChannelMessage, Envelope } from '@convene/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { catchUpChat, chatQueries, setOutbox, type PendingChatMessage } from './chat-cache';
import { applyLiveChat } from './chat-live';

const CHANNEL = '00000000-0000-4000-8000-0000000000c1';
const ME = '00000000-0000-4000-8000-0000000000a1';
const YOU = '00000000-0000-4000-8000-0000000000a2';

function message(n: number, accountId = YOU): ChatChannelMessage {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    channelId: CHANNEL,
    text: `message ${n}`,
    html: `message ${n}`,
    type: 'user',
    accountId,
    account: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

function member(read: boolean, channelId = CHANNEL): ChatChannelMember {
  return {
    accountId: ME,
    account: {} as ChatChannelMember['account'],
    role: 'member',
    read,
    notifications: true,
    createdAt: '',
    updatedAt: '',
    channelId,
    channel: {
      id: channelId,
      name: null,
      image: null,
      lastMessageAt: null,
      direct: true,
      createdAt: '',
      updatedAt: '',
      messages: [],
      members: [],
      _count: { members: 2 },
    },
  };
}

const api = { locale: 'en' } as ApiClient;
const messagesKey = chatQueries.messages(api, CHANNEL).queryKey;
const listKey = chatQueries.list(api).queryKey;

function seeded() {
  const queryClient = new QueryClient();
  // Newest first: 3, 2 on page 0; 1 on page 1.
  queryClient.setQueryData<InfiniteData<Envelope<ChatChannelMessage[]>>>(messagesKey, {
    pages: [
      { status: 'ok', data: [message(3), message(2)], cursor: 'c' } as Envelope<
        ChatChannelMessage[]
      >,
      { status: 'ok', data: [message(1)], cursor: null } as Envelope<ChatChannelMessage[]>,
    ],
    pageParams: [null, 'c'],
  });
  const other = member(true, '00000000-0000-4000-8000-0000000000c2');
  queryClient.setQueryData<InfiniteData<Envelope<ChatChannelMember[]>>>(listKey, {
    pages: [{ status: 'ok', data: [other, member(true)] } as Envelope<ChatChannelMember[]>],
    pageParams: [null],
  });
  return queryClient;
}

const ids = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<InfiniteData<Envelope<ChatChannelMessage[]>>>(messagesKey)!
    .pages.map((page) => page.data.map((item) => Number(item.id.slice(-2))));

describe('live chat events in the cache', () => {
  it('puts a new message at the front of page 0, once, and the conversation on top, unread', () => {
    const queryClient = seeded();
    const event = { type: 'new-message', body: { channelId: CHANNEL, message: message(4) } };
    expect(applyLiveChat(queryClient, event, ME)).toBe(true);
    expect(applyLiveChat(queryClient, event, ME)).toBe(true);
    expect(ids(queryClient)).toEqual([[4, 3, 2], [1]]);
    const list = queryClient.getQueryData<InfiniteData<Envelope<ChatChannelMember[]>>>(listKey)!;
    expect(list.pages[0]!.data[0]!.channelId).toBe(CHANNEL);
    expect(list.pages[0]!.data[0]!.read).toBe(false);
    expect(list.pages[0]!.data[0]!.channel.messages[0]!.text).toBe('message 4');
  });

  it('keeps the conversation read for my own message, removes a deleted one, ignores others', () => {
    const queryClient = seeded();
    applyLiveChat(
      queryClient,
      { type: 'new-message', body: { channelId: CHANNEL, message: message(4, ME) } },
      ME,
    );
    const list = queryClient.getQueryData<InfiniteData<Envelope<ChatChannelMember[]>>>(listKey)!;
    expect(list.pages[0]!.data[0]!.read).toBe(true);
    applyLiveChat(
      queryClient,
      { type: 'chat.message.deleted', body: { channelId: CHANNEL, messageId: message(2).id } },
      ME,
    );
    expect(ids(queryClient)).toEqual([[4, 3], [1]]);
    expect(applyLiveChat(queryClient, { type: 'notification', body: {} }, ME)).toBe(false);
  });

  it('takes the place of my pending copy when my message arrives live before its answer', () => {
    const queryClient = seeded();
    const pending = (clientId: string, text: string): PendingChatMessage => ({
      clientId,
      channelId: CHANNEL,
      text,
      createdAt: '',
      status: 'sending',
    });
    setOutbox(queryClient, CHANNEL, () => [
      pending('a', 'message 4'),
      pending('b', 'message 4'),
      pending('c', 'message 5'),
    ]);
    const outbox = () =>
      queryClient
        .getQueryData<PendingChatMessage[]>(chatQueries.outboxKey(CHANNEL))!
        .map((item) => item.clientId);
    // Someone else's message with the same text leaves mine pending.
    applyLiveChat(
      queryClient,
      { type: 'new-message', body: { channelId: CHANNEL, message: message(4) } },
      ME,
    );
    expect(outbox()).toEqual(['a', 'b', 'c']);
    applyLiveChat(
      queryClient,
      {
        type: 'new-message',
        body: { channelId: CHANNEL, message: { ...message(6, ME), text: 'message 4' } },
      },
      ME,
    );
    expect(outbox()).toEqual(['b', 'c']);
  });

  it('drops a chat event whose body does not match the contract, leaving the cache as it was', () => {
    const queryClient = seeded();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { ...message(4), id: 'not-a-uuid' };
    expect(
      applyLiveChat(
        queryClient,
        { type: 'new-message', body: { channelId: CHANNEL, message: broken } },
        ME,
      ),
    ).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(ids(queryClient)).toEqual([[3, 2], [1]]);
  });
});

describe('catching up after a reconnect', () => {
  it('reads after the newest message, batch after batch, with no gap and no duplicate', async () => {
    const queryClient = seeded();
    // Message 4 came live meanwhile; the server has 4..6 after 3, oldest first.
    applyLiveChat(
      queryClient,
      { type: 'new-message', body: { channelId: CHANNEL, message: message(4) } },
      ME,
    );
    const call = vi.fn(async (_endpoint: unknown, input: { query: { after: string } }) => {
      const after = Number(input.query.after.slice(-2));
      const rest = [4, 5, 6].filter((n) => n > after);
      const batch = rest.slice(0, 1).map((n) => message(n));
      return { status: 'ok', data: batch, cursor: batch.at(-1)?.id ?? null };
    });
    await catchUpChat(queryClient, { locale: 'en', call } as unknown as ApiClient);
    expect(call.mock.calls.map(([, input]) => Number(input.query.after.slice(-2)))).toEqual([
      4, 5, 6,
    ]);
    expect(ids(queryClient)).toEqual([[6, 5, 4, 3, 2], [1]]);
  });
});
