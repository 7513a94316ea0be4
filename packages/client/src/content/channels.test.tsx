import type {
  BaseChannel,
  BaseContent,
  Channel,
  ChannelSubscriber,
  Content,
  Envelope,
  Relationships,
} from '@convene/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  channelQueries,
  contentQueries,
  useContents,
  useLikeContent,
  useSubscribeChannel,
  useUnlikeContent,
  useUnsubscribeChannel,
} from './channels';
import { selfQueries } from '../people/self';
import { apiHarness, json, ok } from '../test/api-harness';

const CHANNEL_ID = '0190f5a2-0000-7000-8000-00000000c001';
const CONTENT_ID = '0190f5a2-0000-7000-8000-00000000d001';
const OTHER_ID = '0190f5a2-0000-7000-8000-00000000d002';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-0000000000a1';

const baseChannel: BaseChannel = {
  id: CHANNEL_ID,
  slug: 'harbour-radio',
  name: 'Harbour Radio',
  description: null,
  image: null,
  subscriberCount: 4,
  creatorId: null,
  _count: { contents: 2 },
};

const channel: Channel = {
  ...baseChannel,
  featured: false,
  visible: true,
  visilble: true,
  banner: null,
  priority: 0,
  externalUrl: null,
  appleUrl: null,
  spotifyUrl: null,
  googleUrl: null,
  youtubeUrl: null,
  groupId: null,
  group: null,
  creator: null,
  feedUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  subscription: null,
  manager: false,
};

function card(id: string, overrides: Partial<BaseContent> = {}): BaseContent {
  return {
    id,
    type: 'audio',
    state: 'published',
    featured: false,
    slug: `episode-${id.slice(-1)}`,
    title: `Episode ${id.slice(-1)}`,
    description: null,
    imageUrl: null,
    image: null,
    audio: {
      id: 'f1',
      name: 'a.mp3',
      url: 'https://cdn.test/a.mp3',
      contentType: 'audio/mpeg',
      size: 9,
    },
    videoId: null,
    video: null,
    duration: '12:00',
    channel: baseChannel,
    published: '2026-11-02T00:00:00.000Z',
    past: true,
    visible: true,
    _count: { likes: 3 },
    ...overrides,
  };
}

function content(overrides: Partial<Content> = {}): Content {
  return {
    ...card(CONTENT_ID),
    body: null,
    editor: null,
    externalUrl: null,
    appleUrl: null,
    spotifyUrl: null,
    googleUrl: null,
    youtubeUrl: null,
    guests: [],
    publishSchedule: null,
    email: false,
    push: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    likes: [],
    manager: false,
    ...overrides,
  };
}

const relationships: Relationships = {
  accounts: {},
  groups: {},
  events: {},
  channels: {},
  threads: {},
};

const pages = <T,>(...items: T[]): InfiniteData<Envelope<T[]>> => ({
  pages: [{ status: 'ok', data: items }],
  pageParams: [null],
});

const subscriber = (email: boolean, push: boolean): ChannelSubscriber => ({
  channelId: CHANNEL_ID,
  accountId: ACCOUNT_ID,
  contentEmailNotification: email,
  contentPushNotification: push,
  createdAt: '2026-11-03T00:00:00.000Z',
  updatedAt: '2026-11-03T00:00:00.000Z',
  channel: baseChannel,
  account: {
    id: ACCOUNT_ID,
    username: 'maya-lindqvist',
    accountType: 'account',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    title: null,
    company: null,
    image: null,
  },
});

describe('content lists', () => {
  it('page by cursor with the type filter, and stop at a null cursor', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.searchParams.get('cursor')
        ? json({ status: 'ok', data: [card(OTHER_ID)], cursor: null })
        : json({ status: 'ok', data: [card(CONTENT_ID)], cursor: 'c1' }),
    );
    const { result } = renderHook(() => useContents({ type: 'audio', pageSize: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(calls()).toEqual([
      'GET /contents?type=audio&pageSize=1',
      'GET /contents?type=audio&pageSize=1&cursor=c1',
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('subscriptions', () => {
  it('subscribe: the channel (cached by slug and in lists) shows it before the answer, with the preferences sent', async () => {
    const { api, queryClient, wrapper, calls, bodyOf } = apiHarness(() =>
      ok(subscriber(true, false)),
    );
    queryClient.setQueryData(channelQueries.detail(api, 'harbour-radio').queryKey, channel);
    queryClient.setQueryData(channelQueries.list(api).queryKey, pages(channel));
    queryClient.setQueryData(selfQueries.relationships(api).queryKey, relationships);
    const { result } = renderHook(() => useSubscribeChannel(), { wrapper });
    act(() =>
      result.current.mutate({
        channelId: CHANNEL_ID,
        contentEmailNotification: true,
        contentPushNotification: false,
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls()).toEqual([`POST /channels/${CHANNEL_ID}/subscribers`]);
    expect(bodyOf(0)).toEqual({ contentEmailNotification: true, contentPushNotification: false });
    const detail = queryClient.getQueryData(channelQueries.detail(api, 'harbour-radio').queryKey)!;
    expect(detail.subscription).toEqual({
      contentEmailNotification: true,
      contentPushNotification: false,
    });
    expect(detail.subscriberCount).toBe(5);
    expect(
      queryClient.getQueryData(channelQueries.list(api).queryKey)!.pages[0]!.data[0]!
        .subscriberCount,
    ).toBe(5);
    expect(
      queryClient.getQueryData(selfQueries.relationships(api).queryKey)!.channels[CHANNEL_ID],
    ).toBe(true);
  });

  it('a failed unsubscribe is rolled back', async () => {
    const subscribed = {
      ...channel,
      subscriberCount: 5,
      subscription: { contentEmailNotification: true, contentPushNotification: true },
    };
    const { api, queryClient, wrapper } = apiHarness(() =>
      json({ status: 'error', code: 'INTERNAL', message: 'Something went wrong' }, 500),
    );
    queryClient.setQueryData(channelQueries.detail(api, CHANNEL_ID).queryKey, subscribed);
    const { result } = renderHook(() => useUnsubscribeChannel(), { wrapper });
    act(() => result.current.mutate(CHANNEL_ID));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(channelQueries.detail(api, CHANNEL_ID).queryKey)).toEqual(
      subscribed,
    );
  });
});

describe('likes', () => {
  it('like: the content page and its list cards count it before the answer; unlike takes it back', async () => {
    let answer = content({
      likes: [{ createdAt: '2026-11-04T00:00:00.000Z' }],
      _count: { likes: 4 },
    });
    const { api, queryClient, wrapper, calls } = apiHarness(() => ok(answer));
    const detailKey = contentQueries.detail(api, 'harbour-radio', 'episode-1').queryKey;
    const listKey = contentQueries.ofChannel(api, 'harbour-radio').queryKey;
    queryClient.setQueryData(detailKey, content());
    queryClient.setQueryData(listKey, pages(content(), content({ ...card(OTHER_ID) })));

    const { result: like } = renderHook(() => useLikeContent(), { wrapper });
    act(() => like.current.mutate({ channelId: CHANNEL_ID, contentId: CONTENT_ID }));
    await waitFor(() => expect(like.current.isSuccess).toBe(true));
    expect(calls()).toEqual([`POST /channels/${CHANNEL_ID}/contents/${CONTENT_ID}/like`]);
    expect(queryClient.getQueryData(detailKey)!.likes).toHaveLength(1);
    expect(queryClient.getQueryData(detailKey)!._count.likes).toBe(4);
    const list = queryClient.getQueryData(listKey)!.pages[0]!.data;
    expect(list.map((item) => item._count.likes)).toEqual([4, 3]);

    answer = content({ likes: [], _count: { likes: 3 } });
    const { result: unlike } = renderHook(() => useUnlikeContent(), { wrapper });
    act(() => unlike.current.mutate({ channelId: CHANNEL_ID, contentId: CONTENT_ID }));
    await waitFor(() => expect(unlike.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(detailKey)!.likes).toEqual([]);
    expect(queryClient.getQueryData(listKey)!.pages[0]!.data[0]!._count.likes).toBe(3);
  });
});
