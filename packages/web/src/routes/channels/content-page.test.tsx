// @vitest-environment jsdom
import type { IdentityClient } from '@convene/client';
import type { BaseChannel, Content, Video } from '@convene/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session';
import { ViewerProvider } from '../../app/viewer';
import { AudioPlayerProvider } from '../../components/audio-player';
import { atRoute, renderWithApi } from '../../lib/test-api';
import { ContentPage } from './content-page';

vi.mock('hls.js', () => ({
  default: class {
    static isSupported = () => false;
  },
}));

const channel: BaseChannel = {
  id: '0190f5a2-0000-7000-8000-00000000c002',
  slug: 'harbour-tv',
  name: 'Harbour TV',
  description: null,
  image: null,
  subscriberCount: 0,
  creatorId: null,
  _count: { contents: 1 },
};

const video: Video = {
  id: 'v1',
  width: 640,
  height: 360,
  thumbnailUrl: 'https://cdn.test/v1.jpg',
  previewUrl: 'https://cdn.test/v1.mp4',
  readyToStream: true,
  hlsUrl: '',
  dashUrl: '',
};

function content(overrides: Partial<Content>): Content {
  return {
    id: '0190f5a2-0000-7000-8000-00000000d003',
    type: 'video',
    state: 'published',
    featured: false,
    slug: 'the-pier',
    title: 'The pier at dawn',
    description: null,
    imageUrl: null,
    image: null,
    audio: null,
    videoId: 'v1',
    video,
    duration: null,
    channel,
    published: '2026-11-02T09:00:00.000Z',
    past: true,
    visible: true,
    _count: { likes: 2 },
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

function renderContent(answer: Content) {
  const identity = { storage: { isAuthenticated: () => false } } as unknown as IdentityClient;
  return renderWithApi(
    atRoute(
      <SessionProvider identity={identity}>
        <ViewerProvider>
          <AudioPlayerProvider>
            <ContentPage />
          </AudioPlayerProvider>
        </ViewerProvider>
      </SessionProvider>,
      'channels/:slug/contents/:contentId',
      '/channels/harbour-tv/contents/the-pier',
    ),
    {
      'GET /channels/harbour-tv/contents/the-pier': () => ({ data: answer }),
      'GET /channels/harbour-tv/contents/the-pier/activities': () => ({ data: [] }),
    },
  );
}

afterEach(cleanup);

describe('ContentPage', () => {
  it('plays the original video file when the API gives no HLS playlist', async () => {
    renderContent(content({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'The pier at dawn' })).toBeTruthy();
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    await waitFor(() => expect(player.getAttribute('src')).toBe(video.previewUrl));
    expect(player.getAttribute('poster')).toBe(video.thumbnailUrl);
    expect(player.getAttribute('aria-label')).toBe('The pier at dawn');
    // Signed out: the count, no like button.
    expect(screen.getByText('2 likes')).toBeTruthy();
    expect(screen.queryByTestId('like-content')).toBeNull();
  });

  it('falls back to the original file where neither the browser nor hls.js plays HLS', async () => {
    renderContent(content({ video: { ...video, hlsUrl: 'https://cdn.test/v1/master.m3u8' } }));
    const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    await waitFor(() => expect(player.getAttribute('src')).toBe(video.previewUrl));
  });

  it('says a video still being processed will play once ready', async () => {
    renderContent(content({ video: { ...video, readyToStream: false } }));
    const note = await screen.findByText(
      'This video is being processed. It will play here once it is ready.',
    );
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('video-player')).toBeNull();
  });

  it('reads an article with its guests', async () => {
    renderContent(
      content({
        type: 'article',
        video: null,
        videoId: null,
        title: 'Tide tables explained',
        body: '<h2>High water</h2><p>Twice a day.</p>',
        guests: [
          {
            id: '0190f5a2-0000-7000-8000-00000000e001',
            slug: 'ada',
            contentId: '0190f5a2-0000-7000-8000-00000000d003',
            accountId: null,
            account: null,
            type: 'author',
            name: 'Ada Lind',
            title: 'Harbour master',
            bio: null,
            company: null,
            companyLink: null,
            companyBio: null,
            imageId: null,
            image: null,
            website: null,
            facebook: null,
            twitter: null,
            instagram: null,
            linkedIn: null,
            tikTok: null,
            youtube: null,
            discord: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'High water' })).toBeTruthy();
    expect(screen.getByTestId('article-body').textContent).toBe('High waterTwice a day.');
    expect(screen.getByRole('heading', { level: 2, name: 'Guests' })).toBeTruthy();
    expect(screen.getByText('Ada Lind')).toBeTruthy();
    expect(screen.getByText('Author')).toBeTruthy();
    expect(screen.queryByTestId('video-player')).toBeNull();
  });
});
