// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../i18n/catalogue';
import { LocaleContext, type LocaleState } from '../i18n/locale-context';
import {
  AUDIO_PLAYER_KEY,
  AudioPlayer,
  AudioPlayerProvider,
  useAudioPlayer,
  type PlayableContent,
} from './audio-player';

const locale: LocaleState = {
  locale: 'en',
  setLocale: async () => undefined,
  localize: (path) => path,
  openLanguageDialog: () => undefined,
};

const episode: PlayableContent = {
  id: 'c1',
  title: 'Harbour stories, episode 1',
  audio: { url: 'https://cdn.test/episode-1.mp3' },
  image: { uri: 'https://cdn.test/episode-1.jpg' },
  channel: {
    slug: 'harbour-radio',
    name: 'Harbour Radio',
    image: { uri: 'https://cdn.test/channel.jpg' },
  },
};

function PlayButton({ content }: { content: PlayableContent }) {
  const { play } = useAudioPlayer();
  return (
    <button type="button" onClick={() => play(content)}>
      play {content.title}
    </button>
  );
}

function renderPlayer(content: PlayableContent) {
  render(
    <MemoryRouter>
      <LocaleContext.Provider value={locale}>
        <IntlProvider locale="en" messages={builtInMessages('en')}>
          <AudioPlayerProvider>
            <PlayButton content={content} />
            <AudioPlayer />
          </AudioPlayerProvider>
        </IntlProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: `play ${content.title}` }));
  return screen.findByRole('complementary', { name: 'Audio player' });
}

/** The parts of the Media Session API the player uses, recorded. */
function fakeMediaSession() {
  const handlers = new Map<string, ((details: object) => void) | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: string, handler: ((details: object) => void) | null) =>
      handlers.set(action, handler),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(readonly init: object) {}
    },
  );
  return { session, handlers };
}

beforeEach(() => {
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('the floating audio player', () => {
  it('shows the content image, the title, a link to the channel and an auto-playing audio control', async () => {
    const player = await renderPlayer(episode);
    expect(player.querySelector('img')!.getAttribute('src')).toBe(episode.image!.uri);
    expect(screen.getByText('Harbour stories, episode 1')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Harbour Radio' });
    expect(link.getAttribute('href')).toBe('/channels/harbour-radio');
    const audio = player.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(episode.audio!.url);
    expect(audio.autoplay).toBe(true);
    expect(audio.controls).toBe(true);
    expect(audio.getAttribute('aria-label')).toBe(episode.title);
  });

  it('falls back to the channel image when the content has none', async () => {
    const player = await renderPlayer({ ...episode, image: null });
    expect(player.querySelector('img')!.getAttribute('src')).toBe(episode.channel.image!.uri);
  });

  it("says 'Audio Url missing' for a content without an audio URL", async () => {
    const player = await renderPlayer({ ...episode, audio: null });
    expect(screen.getByRole('alert').textContent).toBe('Audio Url missing');
    expect(player.querySelector('audio')).toBeNull();
  });

  it('closes with its labelled close button and forgets the content', async () => {
    await renderPlayer(episode);
    expect(sessionStorage.getItem(AUDIO_PLAYER_KEY)).not.toBeNull();
    const close = screen.getByRole('button', { name: 'Close the audio player' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(sessionStorage.getItem(AUDIO_PLAYER_KEY)).toBeNull();
  });

  it('gives the Media Session the title, channel and image, with play, pause, seek and stop', async () => {
    const { session, handlers } = fakeMediaSession();
    const player = await renderPlayer(episode);
    await waitFor(() => expect(session.metadata).not.toBeNull());
    expect((session.metadata as { init: object }).init).toEqual({
      title: episode.title,
      artist: 'Harbour Radio',
      album: 'Harbour Radio',
      artwork: [{ src: episode.image!.uri }],
    });
    const audio = player.querySelector('audio')!;
    act(() => handlers.get('pause')!({}));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    act(() => handlers.get('play')!({}));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    act(() => handlers.get('seekto')!({ seekTime: 42 }));
    expect(audio.currentTime).toBe(42);
    fireEvent.play(audio);
    expect(session.playbackState).toBe('playing');
    act(() => handlers.get('stop')!({}));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(session.metadata).toBeNull();
    expect(handlers.get('play')).toBeNull();
  });
});
