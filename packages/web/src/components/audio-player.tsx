import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { session } from '../lib/storage';

/** What the player needs of a content (title, audio.url, image.uri, channel). */
export interface PlayableContent {
  id?: string;
  title: string;
  audio?: { url?: string | null } | null;
  image?: { uri?: string | null } | null;
  channel: { slug: string; name: string; image?: { uri?: string | null } | null };
}

interface AudioPlayerState {
  content: PlayableContent | null;
  /** Opens the floating player and starts playing the content. */
  play: (content: PlayableContent) => void;
  close: () => void;
}

const AudioPlayerContext = createContext<AudioPlayerState | null>(null);
/** The playing content survives a page reload within the tab. */
export const AUDIO_PLAYER_KEY = 'convene_audio_player';

function isPlayable(value: unknown): value is PlayableContent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<PlayableContent>;
  return (
    typeof candidate.title === 'string' &&
    typeof candidate.channel === 'object' &&
    candidate.channel !== null &&
    typeof candidate.channel.slug === 'string'
  );
}

export function AudioPlayerProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<PlayableContent | null>(null);

  useEffect(() => {
    const saved = session.get(AUDIO_PLAYER_KEY);
    if (!saved) return;
    try {
      const parsed: unknown = JSON.parse(saved);
      if (isPlayable(parsed)) setContent(parsed);
    } catch {
      session.remove(AUDIO_PLAYER_KEY);
    }
  }, []);

  const play = useCallback((next: PlayableContent) => {
    session.set(AUDIO_PLAYER_KEY, JSON.stringify(next));
    setContent(next);
  }, []);
  const close = useCallback(() => {
    session.remove(AUDIO_PLAYER_KEY);
    setContent(null);
  }, []);
  const value = useMemo(() => ({ content, play, close }), [content, play, close]);
  return <AudioPlayerContext.Provider value={value}>{children}</AudioPlayerContext.Provider>;
}

/** `useAudioPlayer().play(content)` opens the floating player from any area. */
export function useAudioPlayer(): AudioPlayerState {
  const state = useContext(AudioPlayerContext);
  if (!state) throw new Error('useAudioPlayer must be used inside <AudioPlayerProvider>');
  return state;
}

const AudioPlayerBar = lazy(async () => ({
  default: (await import('./audio-player-bar')).AudioPlayerBar,
}));

/** The floating audio player: nothing (and none of its code) until something plays. */
export function AudioPlayer() {
  const { content, close } = useAudioPlayer();
  if (!content) return null;
  return (
    <Suspense fallback={null}>
      <AudioPlayerBar content={content} close={close} />
    </Suspense>
  );
}
