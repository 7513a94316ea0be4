import type { Envelope, ThreadMessage } from '@convene/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { threadQueries, TYPING_EXPIRY } from './thread-cache';
import { applyLiveThread } from './thread-live';
import type { ApiClient } from '../core/transport';

const THREAD = '00000000-0000-4000-8000-0000000000d1';
const ME = '00000000-0000-4000-8000-0000000000a1';
const YOU = '00000000-0000-4000-8000-0000000000a2';

function message(n: number, replyTo?: number): ThreadMessage {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    organizationId: ME,
    threadId: THREAD,
    accountId: YOU,
    account: null,
    type: 'user',
    body: `message ${n}`,
    entities: [],
    replyToId: replyTo ? `00000000-0000-4000-8000-${String(replyTo).padStart(12, '0')}` : null,
    reactions: [],
    editedAt: null,
    sentAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    _count: { replies: 0 },
    thread: { id: THREAD, name: 'Discussion' },
    replyTo: null,
    mentions: [],
    replies: [],
    files: [],
    images: [],
    videos: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const api = { locale: 'en' } as ApiClient;
const key = threadQueries.messages(api, THREAD).queryKey;
type Pages = InfiniteData<Envelope<ThreadMessage[]>>;

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Pages>(key, {
    pages: [{ status: 'ok', data: [message(2), message(1)] } as Envelope<ThreadMessage[]>],
    pageParams: [null],
  });
  return queryClient;
}
const ids = (queryClient: QueryClient) =>
  queryClient.getQueryData<Pages>(key)!.pages[0]!.data.map((item) => Number(item.id.slice(-2)));

describe('live thread events in the cache', () => {
  it('adds a top-level message once, counts a reply on its parent, replaces and removes by id', () => {
    const queryClient = seeded();
    const created = {
      type: 'thread.message.created',
      body: { threadId: THREAD, message: message(3) },
    };
    applyLiveThread(queryClient, created, ME);
    applyLiveThread(queryClient, created, ME);
    expect(ids(queryClient)).toEqual([3, 2, 1]);
    applyLiveThread(
      queryClient,
      { type: 'thread.message.created', body: { threadId: THREAD, message: message(9, 1) } },
      ME,
    );
    const parent = queryClient
      .getQueryData<Pages>(key)!
      .pages[0]!.data.find((item) => item.body === 'message 1');
    expect(parent?._count.replies).toBe(1);
    expect(ids(queryClient)).toEqual([3, 2, 1]);
    const edited = { ...message(2), body: 'edited' };
    applyLiveThread(
      queryClient,
      { type: 'thread.message.updated', body: { threadId: THREAD, message: edited } },
      ME,
    );
    expect(queryClient.getQueryData<Pages>(key)!.pages[0]!.data[1]!.body).toBe('edited');
    applyLiveThread(
      queryClient,
      { type: 'thread.message.deleted', body: { threadId: THREAD, messageId: message(3).id } },
      ME,
    );
    expect(ids(queryClient)).toEqual([2, 1]);
  });

  it('notes who types for 6 s, never myself', () => {
    const queryClient = seeded();
    const at = 1_000_000;
    const typing = (accountId: string) => ({
      type: 'thread.typing',
      body: { threadId: THREAD, accountId, typingAt: new Date(at).toISOString() },
    });
    applyLiveThread(queryClient, typing(YOU), ME, () => at);
    applyLiveThread(queryClient, typing(ME), ME, () => at);
    expect(queryClient.getQueryData(threadQueries.typingKey(THREAD))).toEqual({
      [YOU]: at + TYPING_EXPIRY,
    });
    expect(TYPING_EXPIRY).toBe(6_000);
  });
});
