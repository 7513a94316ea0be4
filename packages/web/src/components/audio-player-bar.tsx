import { useIntl } from 'react-intl';
import type { PlayableContent } from './audio-player';
import { Image } from './image';
import { Link } from './link';

/** The floating audio player of spec §2, bottom-right (loaded once something plays). */
export function AudioPlayerBar({
  content,
  close,
}: {
  content: PlayableContent;
  close: () => void;
}) {
  const intl = useIntl();
  const imageUri = content.image?.uri || content.channel.image?.uri || null;
  const audioUrl = content.audio?.url || null;
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'audio.label' })}
      className="fixed right-3 bottom-3 z-30 w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl border border-gray-200 bg-white p-3 shadow-xl sm:right-6 sm:bottom-6 dark:border-white/10 dark:bg-night-raised"
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
          <p className="truncate font-semibold">{content.title}</p>
          <Link
            to={`/channels/${encodeURIComponent(content.channel.slug)}`}
            className="block truncate text-sm text-gray-700 underline-offset-2 hover:underline dark:text-gray-300"
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
          className="rounded-full p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="m5.3 4.2 4.7 4.7 4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7z" />
          </svg>
        </button>
      </div>
      {audioUrl ? (
        <audio
          key={audioUrl}
          src={audioUrl}
          controls
          autoPlay
          className="mt-3 w-full"
          aria-label={content.title}
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
  );
}
