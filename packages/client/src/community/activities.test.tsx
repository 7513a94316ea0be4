import type {
  AccountProfile,
  Activity,
  Envelope,
  FollowStats,
  Relationships,
} from '@convene/contract';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  accountQueries,
  useBlockAccount,
  useFollowAccount,
  useUnfollowAccount,
} from '../people/accounts';
import {
  activityQueries,
  useCreateActivity,
  useDeleteActivity,
  useFeed,
  useLikeActivity,
  useUnlikeActivity,
} from './activities';
import { ConveneApiProvider } from '../core/provider';
import { selfQueries } from '../people/self';
import { declaredOnly } from '../test/declared-fetch';
import { ApiClient } from '../core/transport';

const author = {
  id: '0190f5a2-0000-7000-8000-0000000000a1',
  username: 'maya-lindqvist',
  accountType: 'account' as const,
  firstName: 'Maya',
  lastName: 'Lindqvist',
  title: null,
  company: null,
  image: null,
};

function activity(id: string, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    message: `post ${id}`,
    image: null,
    video: null,
    account: author,
    commentedId: null,
    commented: null,
    entities: null,
    contentId: null,
    eventId: null,
    groupId: null,
    group: null,
    event: null,
    content: null,
    featured: false,
    interests: [],
    likes: [],
    comments: [],
    reports: [],
    _count: { likes: 3, comments: 1 },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const POST_ID = '0190f5a2-0000-7000-8000-000000000101';
const OTHER_ID = '0190f5a2-0000-7000-8000-000000000102';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  const api = new ApiClient({
    apiUrl: 'http://api.test/api',
    organizationId: 'org-1',
    locale: 'en',
    getToken: () => 'token',
    fetch: declaredOnly(fetchMock) as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>{children}</ConveneApiProvider>
    </QueryClientProvider>
  );
  return { api, queryClient, wrapper, fetchMock };
}

function pages(...items: Activity[]): InfiniteData<Envelope<Activity[]>> {
  return { pages: [{ status: 'ok', data: items }], pageParams: [1] };
}

function seedActivityCaches(api: ApiClient, queryClient: QueryClient) {
  queryClient.setQueryData(
    activityQueries.feed(api).queryKey,
    pages(activity(POST_ID), activity(OTHER_ID)),
  );
  queryClient.setQueryData(
    activityQueries.ofAccount(api, author.id).queryKey,
    pages(activity(POST_ID)),
  );
  queryClient.setQueryData(activityQueries.detail(api, POST_ID).queryKey, activity(POST_ID));
}

function cachedEverywhere(api: ApiClient, queryClient: QueryClient) {
  return [
    queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data[0]!,
    queryClient.getQueryData(activityQueries.ofAccount(api, author.id).queryKey)!.pages[0]!
      .data[0]!,
    queryClient.getQueryData(activityQueries.detail(api, POST_ID).queryKey)!,
  ];
}

describe('activity cache rules', () => {
  it('likes optimistically in the detail and every cached list, before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, queryClient, wrapper } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    seedActivityCaches(api, queryClient);
    const { result } = renderHook(() => useLikeActivity(), { wrapper });

    act(() => result.current.mutate(POST_ID));
    await waitFor(() => expect(cachedEverywhere(api, queryClient)[2]!._count.likes).toBe(4));
    for (const cached of cachedEverywhere(api, queryClient)) {
      expect(cached._count.likes).toBe(4);
      expect(cached.likes).toHaveLength(1);
    }
    const other = queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data[1]!;
    expect(other._count.likes).toBe(3);

    answer(
      json({
        status: 'ok',
        data: activity(POST_ID, { _count: { likes: 9, comments: 1 }, likes: [{ createdAt: 'x' }] }),
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const cached of cachedEverywhere(api, queryClient)) expect(cached._count.likes).toBe(9);
  });

  it('rolls a failed like back and never counts a second like twice', async () => {
    const { api, queryClient, wrapper } = setup(() =>
      json(
        { status: 'error', code: 'FORBIDDEN', message: 'You cannot interact with this account' },
        403,
      ),
    );
    seedActivityCaches(api, queryClient);
    const { result } = renderHook(() => useLikeActivity(), { wrapper });
    act(() => result.current.mutate(POST_ID));
    await waitFor(() => expect(result.current.isError).toBe(true));
    for (const cached of cachedEverywhere(api, queryClient)) {
      expect(cached._count.likes).toBe(3);
      expect(cached.likes).toEqual([]);
    }

    queryClient.setQueryData(
      activityQueries.detail(api, POST_ID).queryKey,
      activity(POST_ID, { likes: [{ createdAt: 'then' }] }),
    );
    const { result: again } = renderHook(() => useLikeActivity(), { wrapper });
    act(() => again.current.mutate(POST_ID));
    await waitFor(() => expect(again.current.isError).toBe(true));
    expect(
      queryClient.getQueryData(activityQueries.detail(api, POST_ID).queryKey)!._count.likes,
    ).toBe(3);
  });

  it('unlikes optimistically: one like less and the mark cleared', async () => {
    const liked = activity(POST_ID, { likes: [{ createdAt: 'then' }] });
    const { api, queryClient, wrapper } = setup(() => new Promise<Response>(() => {}));
    queryClient.setQueryData(activityQueries.feed(api).queryKey, pages(liked));
    queryClient.setQueryData(activityQueries.detail(api, POST_ID).queryKey, liked);
    const { result } = renderHook(() => useUnlikeActivity(), { wrapper });
    act(() => result.current.mutate(POST_ID));
    await waitFor(() =>
      expect(
        queryClient.getQueryData(activityQueries.detail(api, POST_ID).queryKey)!._count.likes,
      ).toBe(2),
    );
    const inFeed = queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data[0]!;
    expect(inFeed).toMatchObject({ likes: [], _count: { likes: 2 } });
  });

  it('a new comment goes on top of its parent’s comments and bumps the parent’s count', async () => {
    const commentId = '0190f5a2-0000-7000-8000-000000000201';
    const comment = activity(commentId, {
      commentedId: POST_ID,
      _count: { likes: 0, comments: 0 },
    });
    const { api, queryClient, wrapper, fetchMock } = setup(() =>
      json({ status: 'ok', data: comment }, 201),
    );
    seedActivityCaches(api, queryClient);
    queryClient.setQueryData(
      activityQueries.comments(api, POST_ID).queryKey,
      pages(activity('0190f5a2-0000-7000-8000-000000000202', { commentedId: POST_ID })),
    );
    const { result } = renderHook(() => useCreateActivity(), { wrapper });
    act(() => result.current.mutate({ message: 'nice', commentedId: POST_ID }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      message: 'nice',
      commentedId: POST_ID,
    });
    const comments = queryClient.getQueryData(activityQueries.comments(api, POST_ID).queryKey)!
      .pages[0]!.data;
    expect(comments.map((item) => item.id)[0]).toBe(commentId);
    for (const cached of cachedEverywhere(api, queryClient)) {
      expect(cached._count.comments).toBe(2);
      expect(cached.comments).toEqual([{ id: commentId }]);
    }
    const feed = queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data;
    expect(feed.map((item) => item.id)).not.toContain(commentId);
  });

  it('a new post goes on top of the feed; a group post on top of its group list only', async () => {
    const postId = '0190f5a2-0000-7000-8000-000000000301';
    const groupId = '0190f5a2-0000-7000-8000-000000000901';
    let next = activity(postId);
    const { api, queryClient, wrapper } = setup(() => json({ status: 'ok', data: next }, 201));
    seedActivityCaches(api, queryClient);
    const groupList: readonly unknown[] = [...activityQueries.groupKey(groupId), 'en', {}];
    queryClient.setQueryData<InfiniteData<Envelope<Activity[]>>>(groupList, pages());
    const { result } = renderHook(() => useCreateActivity(), { wrapper });
    act(() => result.current.mutate({ message: 'hello' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data[0]!.id,
    ).toBe(postId);

    next = activity('0190f5a2-0000-7000-8000-000000000302', { groupId });
    act(() => result.current.mutate({ message: 'in group', groupId }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<InfiniteData<Envelope<Activity[]>>>(groupList)!.pages[0]!.data,
      ).toHaveLength(1),
    );
    expect(
      queryClient.getQueryData(activityQueries.feed(api).queryKey)!.pages[0]!.data[0]!.id,
    ).toBe(postId);
  });

  it('deleting invalidates every activity list', async () => {
    const { api, queryClient, wrapper } = setup(() => json({ status: 'ok', data: null }));
    seedActivityCaches(api, queryClient);
    const { result } = renderHook(() => useDeleteActivity(), { wrapper });
    act(() => result.current.mutate(POST_ID));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(activityQueries.feed(api).queryKey)!.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(activityQueries.detail(api, POST_ID).queryKey)!.isInvalidated,
    ).toBe(true);
  });
});

describe('follow cache rules', () => {
  const target = { ...author, id: '0190f5a2-0000-7000-8000-0000000000b2', username: 'omar-haddad' };
  const profile: AccountProfile = {
    ...target,
    accountTiers: [],
    subscriptions: [],
    video: null,
    banner: null,
    bio: null,
    website: null,
    facebook: null,
    instagram: null,
    linkedIn: null,
    twitter: null,
    tikTok: null,
    youtube: null,
    discord: null,
    timezone: null,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    _count: { followers: 5, following: 2 },
    blocked: false,
    blockedByAccount: false,
  };
  const relationships: Relationships = {
    accounts: {},
    groups: {},
    events: {},
    channels: {},
    threads: {},
  };

  function seed(api: ApiClient, queryClient: QueryClient, rel: Relationships = relationships) {
    queryClient.setQueryData(selfQueries.relationships(api).queryKey, rel);
    queryClient.setQueryData(accountQueries.detail(api, target.username).queryKey, profile);
    queryClient.setQueryData<FollowStats>(accountQueries.followStats(api, target.id).queryKey, {
      followers: 5,
      following: 2,
    });
    queryClient.setQueryData<FollowStats>(
      accountQueries.followStats(api, target.username).queryKey,
      {
        followers: 5,
        following: 2,
      },
    );
  }

  it('follow: followers +1 under id and username and the relationship flag, before the answer', async () => {
    const { api, queryClient, wrapper, fetchMock } = setup(() => new Promise<Response>(() => {}));
    seed(api, queryClient);
    const { result } = renderHook(() => useFollowAccount(), { wrapper });
    act(() => result.current.mutate(target));
    await waitFor(() =>
      expect(
        queryClient.getQueryData(selfQueries.relationships(api).queryKey)!.accounts[target.id],
      ).toBe(true),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://api.test/api/accounts/${target.id}/follow`);
    expect(
      queryClient.getQueryData(accountQueries.detail(api, target.username).queryKey)!._count
        .followers,
    ).toBe(6);
    expect(
      queryClient.getQueryData(accountQueries.followStats(api, target.id).queryKey)!.followers,
    ).toBe(6);
    expect(
      queryClient.getQueryData(accountQueries.followStats(api, target.username).queryKey)!
        .followers,
    ).toBe(6);
  });

  it('follow when already following changes no count; a failed unfollow is rolled back', async () => {
    const { api, queryClient, wrapper } = setup(() =>
      json({ status: 'error', code: 'INTERNAL', message: 'Something went wrong' }, 500),
    );
    seed(api, queryClient, { ...relationships, accounts: { [target.id]: true } });
    const { result: follow } = renderHook(() => useFollowAccount(), { wrapper });
    act(() => follow.current.mutate(target));
    await waitFor(() => expect(follow.current.isError).toBe(true));
    expect(
      queryClient.getQueryData(accountQueries.followStats(api, target.id).queryKey)!.followers,
    ).toBe(5);

    const { result: unfollow } = renderHook(() => useUnfollowAccount(), { wrapper });
    act(() => unfollow.current.mutate(target));
    await waitFor(() => expect(unfollow.current.isError).toBe(true));
    expect(
      queryClient.getQueryData(accountQueries.followStats(api, target.id).queryKey)!.followers,
    ).toBe(5);
    expect(
      queryClient.getQueryData(selfQueries.relationships(api).queryKey)!.accounts[target.id],
    ).toBe(true);
  });

  it('unfollow: followers -1 and the flag cleared, then the server’s account is kept', async () => {
    const { api, queryClient, wrapper } = setup(() =>
      json({ status: 'ok', data: { ...profile, _count: { followers: 4, following: 2 } } }),
    );
    seed(api, queryClient, { ...relationships, accounts: { [target.id]: true } });
    const { result } = renderHook(() => useUnfollowAccount(), { wrapper });
    act(() => result.current.mutate(target));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(selfQueries.relationships(api).queryKey)!.accounts).toEqual({});
    expect(
      queryClient.getQueryData(accountQueries.detail(api, target.username).queryKey)!._count
        .followers,
    ).toBe(4);
    expect(
      queryClient.getQueryData(accountQueries.followStats(api, target.username).queryKey)!
        .followers,
    ).toBe(4);
  });

  it('block: the server’s profile replaces the cached one, the follow flag is cleared and lists refresh', async () => {
    const blocked = { ...profile, blocked: true, _count: { followers: 4, following: 2 } };
    const { api, queryClient, wrapper, fetchMock } = setup(() =>
      json({ status: 'ok', data: blocked }),
    );
    seed(api, queryClient, { ...relationships, accounts: { [target.id]: true } });
    queryClient.setQueryData(activityQueries.feed(api).queryKey, pages(activity(POST_ID)));
    const { result } = renderHook(() => useBlockAccount(), { wrapper });
    act(() => result.current.mutate(target.id));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://api.test/api/accounts/${target.id}/block`);
    expect(
      queryClient.getQueryData(accountQueries.detail(api, target.username).queryKey),
    ).toMatchObject({ blocked: true });
    expect(queryClient.getQueryData(accountQueries.detail(api, target.id).queryKey)).toMatchObject({
      blocked: true,
    });
    expect(queryClient.getQueryData(selfQueries.relationships(api).queryKey)!.accounts).toEqual({});
    expect(queryClient.getQueryState(activityQueries.feed(api).queryKey)!.isInvalidated).toBe(true);
  });
});

describe('the feed pages by cursor', () => {
  it('asks for the first page without a cursor, then with the envelope’s cursor, and stops at null', async () => {
    const { wrapper, fetchMock } = setup((url) => {
      const cursor = new URL(url).searchParams.get('cursor');
      if (!cursor)
        return json({ status: 'ok', message: 'OK', data: [activity(POST_ID)], cursor: 'c1' });
      return json({ status: 'ok', message: 'OK', data: [activity(OTHER_ID)], cursor: null });
    });
    const { result } = renderHook(() => useFeed({ pageSize: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url));
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c1']);
    expect(urls.every((url) => !url.searchParams.has('page'))).toBe(true);
    expect(result.current.data!.pages.flatMap((page) => page.data.map((item) => item.id))).toEqual([
      POST_ID,
      OTHER_ID,
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
