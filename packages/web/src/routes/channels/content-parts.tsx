import { PAGE_PATHS, type BaseContent, type ContentType } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useAudioPlayer, type PlayableContent } from '../../components/audio-player';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** Audio, video or article, as a small badge. */
export function ContentTypeBadge({ type }: { type: ContentType }) {
  const intl = useIntl();
  return (
    <span className={`${BADGE} bg-gray-100 text-gray-800 dark:bg-white/10 dark:text-gray-100`}>
      {intl.formatMessage({ id: `channels.type.${type}` })}
    </span>
  );
}

export function FeaturedBadge() {
  const intl = useIntl();
  return (
    <span className={`${BADGE} bg-secondary font-semibold text-on-secondary`}>
      {intl.formatMessage({ id: 'channels.featured' })}
    </span>
  );
}

/** The app path of a content's page. */
export function contentPath(content: Pick<BaseContent, 'slug' | 'channel'>): string {
  return PAGE_PATHS.content(content.channel.slug, content.slug);
}

/** What the floating player needs of a content (title, audio.url, image.uri, channel). */
export function playable(content: BaseContent): PlayableContent {
  return {
    id: content.id,
    title: content.title,
    audio: content.audio ? { url: content.audio.url } : null,
    image: content.image ? { uri: content.image.uri } : null,
    channel: {
      slug: content.channel.slug,
      name: content.channel.name,
      image: content.channel.image ? { uri: content.channel.image.uri } : null,
    },
  };
}

/** "Play" for an audio content: opens the floating player (it says so when the audio is missing). */
export function PlayButton({
  content,
  size = 'small',
}: {
  content: BaseContent;
  size?: 'small' | 'large';
}) {
  const intl = useIntl();
  const player = useAudioPlayer();
  const playing = player.content?.id === content.id;
  const sizing = size === 'large' ? 'min-h-11 px-5 text-base' : 'min-h-11 px-3 text-sm';
  return (
    <button
      type="button"
      onClick={() => player.play(playable(content))}
      aria-label={intl.formatMessage(
        { id: playing ? 'channels.playing.label' : 'channels.play.label' },
        { title: content.title },
      )}
      data-testid="play-content"
      className={`inline-flex shrink-0 items-center gap-2 rounded-full bg-primary font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${sizing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M6 4.5v11l9-5.5z" />
      </svg>
      <span aria-hidden="true">
        {intl.formatMessage({ id: playing ? 'channels.playing' : 'channels.play' })}
      </span>
    </button>
  );
}

/** When a content was published, as a date in the reader's language. */
export function PublishedDate({ date, className = '' }: { date: string; className?: string }) {
  const intl = useIntl();
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {intl.formatDate(date, { dateStyle: 'medium' })}
    </time>
  );
}
