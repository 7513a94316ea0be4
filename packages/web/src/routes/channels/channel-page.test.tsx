// @vitest-environment jsdom
import type { IdentityClient } from '@convene/client';
import type { BaseChannel, BaseContent, Channel } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session';
import { ViewerProvider } from '../../app/viewer';
import { AudioPlayer, AudioPlayerProvider } from '../../components/audio-player';
import { atRoute, renderWithApi, type FakeRoutes } from '../../lib/test-api';
import { ChannelPage } from './channel-page';

const CHANNEL_ID = '0190f5a2-0000-7000-8000-00000000c001';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-0000000000a1';

const base: BaseChannel = {
  id: CHANNEL_ID,
  slug: 'harbour-radio',
  name: 'Harbour Radio',
  description: 'Stories from the pier.',
  image: {
    id: 'i1',
    uri: 'https://cdn.test/channel.jpg',
    width: 400,
    height: 400,
    moderation: 'safe',
  },
  subscriberCount: 4,
  creatorId: null,
  _count: { contents: 2 },
};

const channel: Channel = {
  ...base,
  featured: true,
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
  feedUrl: 'https://demo.test/api/channels/harbour-radio/feed.rss',
  createdAt: '2026-11-01T00:00:00.000Z',
  subscription: null,
  manager: false,
};

function content(id: string, title: string, overrides: Partial<BaseContent> = {}): BaseContent {
  return {
    id,
    type: 'audio',
    state: 'published',
    featured: false,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: null,
    imageUrl: null,
    image: null,
    audio: {
      id: `f-${id}`,
      name: 'episode.mp3',
      url: `https://cdn.test/${id}.mp3`,
      contentType: 'audio/mpeg',
      size: 1000,
    },
    videoId: null,
    video: null,
    duration: '12:30',
    channel: base,
    published: '2026-11-02T09:00:00.000Z',
    past: true,
    visible: true,
    _count: { likes: 1 },
    ...overrides,
  };
}

const episode = content('0190f5a2-0000-7000-8000-00000000d001', 'The lighthouse keeper');
const article = content('0190f5a2-0000-7000-8000-00000000d002', 'Tide tables explained', {
  type: 'article',
  audio: null,
  duration: null,
});

const CHANNEL = 'GET /channels/harbour-radio';
const CONTENTS = 'GET /channels/harbour-radio/contents';

function renderChannel(routes: FakeRoutes, signedIn = false) {
  const identity = {
    storage: { isAuthenticated: () => signedIn },
    signOut: async () => undefined,
  } as unknown as IdentityClient;
  return renderWithApi(
    atRoute(
      <SessionProvider identity={identity}>
        <ViewerProvider>
          <AudioPlayerProvider>
            <ChannelPage />
            <AudioPlayer />
          </AudioPlayerProvider>
        </ViewerProvider>
      </SessionProvider>,
      'channels/:slug',
      '/channels/harbour-radio',
    ),
    routes,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('ChannelPage', () => {
  it('shows the channel and its contents; Play opens the floating player on the episode', async () => {
    renderChannel({
      [CHANNEL]: () => ({ data: channel }),
      [CONTENTS]: () => ({ data: [episode, article] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Radio' })).toBeTruthy();
    expect(screen.getByTestId('channel-counts').textContent).toBe('2 contents · 4 subscribers');
    expect(screen.getByRole('link', { name: 'Podcast feed (RSS)' }).getAttribute('href')).toBe(
      channel.feedUrl,
    );
    const list = await screen.findByRole('list', { name: 'Contents' });
    expect(within(list).getAllByTestId('content-card')).toHaveLength(2);
    // Only audio plays in the player.
    expect(within(list).getAllByTestId('play-content')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in to subscribe' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Play The lighthouse keeper' }));
    const player = await screen.findByRole('complementary', { name: 'Audio player' });
    expect(within(player).getByText('The lighthouse keeper')).toBeTruthy();
    expect(
      within(player).getByRole('link', { name: 'Go to Harbour Radio' }).getAttribute('href'),
    ).toBe('/channels/harbour-radio');
    // No content image: the channel's.
    expect(player.querySelector('img')!.getAttribute('src')).toBe(base.image!.uri);
    expect(player.querySelector('audio')!.getAttribute('src')).toBe(episode.audio!.url);
    expect(screen.getByRole('button', { name: 'Playing The lighthouse keeper' })).toBeTruthy();
  });

  it('lists one type of content per tab', async () => {
    const { sent } = renderChannel({
      [CHANNEL]: () => ({ data: channel }),
      [CONTENTS]: () => ({ data: [episode] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Audio' }));
    await waitFor(() =>
      expect(sent.map((request) => request.query)).toContain('?type=audio&pageSize=10'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Coming soon' }));
    await waitFor(() =>
      expect(sent.map((request) => request.query)).toContain('?past=false&pageSize=10'),
    );
  });

  it('says plainly that a private channel (461) is not open to the viewer', async () => {
    renderChannel({
      [CHANNEL]: () => ({
        status: 461,
        code: 'PRIVATE_CHANNEL',
        message: 'you do not have access to this private channel',
      }),
      [CONTENTS]: () => ({ data: [] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have access to this private channel.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Private channel' })).toBeTruthy();
  });

  it('subscribes with the email and push preferences chosen, then offers to unsubscribe', async () => {
    const { sent } = renderChannel(
      {
        [CHANNEL]: () => ({ data: channel }),
        [CONTENTS]: () => ({ data: [episode] }),
        'GET /self': () => ({
          data: { id: ACCOUNT_ID, username: 'maya-lindqvist', locale: 'en' },
        }),
        'GET /self/relationships': () => ({
          data: { accounts: {}, groups: {}, events: {}, channels: {}, threads: {} },
        }),
        [`POST /channels/${CHANNEL_ID}/subscribers`]: (body) => ({
          data: {
            channelId: CHANNEL_ID,
            accountId: ACCOUNT_ID,
            ...(body as object),
            createdAt: '2026-11-03T00:00:00.000Z',
            updatedAt: '2026-11-03T00:00:00.000Z',
            channel: base,
            account: { id: ACCOUNT_ID, username: 'maya-lindqvist' },
          },
        }),
      },
      true,
    );
    const push = await screen.findByRole('checkbox', { name: 'By push notification' });
    expect(screen.getByRole('group', { name: 'Tell me about new contents' })).toBeTruthy();
    fireEvent.click(push);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('button', { name: 'Unsubscribe' });
    const subscribe = sent.find((request) => request.method === 'POST')!;
    expect(subscribe.body).toEqual({
      contentEmailNotification: true,
      contentPushNotification: false,
    });
    expect(screen.getByText('You subscribe to Harbour Radio.')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'By push notification' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByTestId('channel-counts').textContent).toBe('2 contents · 5 subscribers');
  });
});
