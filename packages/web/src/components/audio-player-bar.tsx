import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { PlayableContent } from './audio-player';
import { Image } from './image';
import { Link } from './link';

/** Seconds a lock-screen "skip" moves by when the system does not say. */
const SKIP_SECONDS = 10;

/**
 * The Media Session API (lock-screen and hardware media keys): the content's title, its
 * channel and image as metadata, and play, pause, seek and stop handlers on the audio
 * element. Everything is cleared when the player closes or the content changes.
 */
function useMediaSession(
  audio: RefObject<HTMLAudioElement | null>,
  content: PlayableContent,
  imageUri: string | null,
  close: () => void,
  active: boolean,
) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: content.title,
        artist: content.channel.name,
        album: content.channel.name,
        artwork: imageUri ? [{ src: new URL(imageUri, window.location.href).href }] : [],
      });
    }
    const seekBy = (seconds: number) => {
      const element = audio.current;
      if (!element) return;
      const end = Number.isFinite(element.duration) ? element.duration : Infinity;
      element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void audio.current?.play().catch(() => undefined)],
      ['pause', () => audio.current?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SKIP_SECONDS)],
      [
        'seekto',
        (details) => {
          if (audio.current && details.seekTime !== undefined)
            audio.current.currentTime = details.seekTime;
        },
      ],
      ['stop', close],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      session.metadata = null;
      session.playbackState = 'none';
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [audio, content.title, content.channel.name, imageUri, close, active]);
}

function setPlaybackState(state: MediaSessionPlaybackState) {
  if (typeof navigator !== 'undefined' && 'mediaSession' in navigator)
    navigator.mediaSession.playbackState = state;
}

/**
 * The floating audio player, bottom-right (loaded once something plays): the
 * content's image (else its channel's), its title, a link to the channel and an audio
 * control that starts by itself; a close button. It lives in the app shell, so it keeps
 * playing while the member moves between pages.
 */
export function AudioPlayerBar({
  content,
  close,
}: {
  content: PlayableContent;
  close: () => void;
}) {
  const intl = useIntl();
  const audio = useRef<HTMLAudioElement>(null);
  const imageUri = content.image?.uri || content.channel.image?.uri || null;
  const audioUrl = content.audio?.url || null;
  useMediaSession(audio, content, imageUri, close, audioUrl !== null);

  return (
    <>
      {/* Room at the end of the page, so the player never hides its last lines. */}
      <div aria-hidden="true" className="h-40 sm:h-44" data-testid="audio-player-room" />
      <aside
        aria-label={intl.formatMessage({ id: 'audio.label' })}
        className="fixed right-3 bottom-3 z-30 w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl border border-gray-200 bg-white p-3 text-gray-900 shadow-xl sm:right-6 sm:bottom-6 dark:border-white/10 dark:bg-night-raised dark:text-gray-100"
        data-testid="audio-player"
      >
        <div className="flex items-start gap-3">
          <Image
            src={imageUri}
            alt=""
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="audio-player-title">
              {content.title}
            </p>
            <Link
              to={`/channels/${encodeURIComponent(content.channel.slug)}`}
              className="block truncate text-sm text-gray-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300"
              aria-label={intl.formatMessage(
                { id: 'audio.channel' },
                { channel: content.channel.name },
              )}
            >
              {content.channel.name}
            </Link>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={intl.formatMessage({ id: 'audio.close' })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-white/10"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="m5.3 4.2 4.7 4.7 4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7z" />
            </svg>
          </button>
        </div>
        {audioUrl ? (
          <audio
            ref={audio}
            key={audioUrl}
            src={audioUrl}
            controls
            autoPlay
            preload="auto"
            className="mt-3 w-full"
            aria-label={content.title}
            onPlay={() => setPlaybackState('playing')}
            onPause={() => setPlaybackState('paused')}
          />
        ) : (
          <p
            role="alert"
            className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {intl.formatMessage({ id: 'audio.missing' })}
          </p>
        )}
      </aside>
    </>
  );
}
