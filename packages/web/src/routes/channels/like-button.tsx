import { useLikeContent, useUnlikeContent } from '@convene/client';
import type { Content } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { useViewerKnown } from '../../app/viewer';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 6.9-1.8 4.5-9.3 9.1-9.3 9.1Z" />
    </svg>
  );
}

/**
 * Like a content, or take the like back. The like is the viewer's: only the count (neutral)
 * until the viewer is known, and for a signed-out visitor.
 */
export function LikeButton({ content }: { content: Content }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const known = useViewerKnown();
  const like = useLikeContent();
  const unlike = useUnlikeContent();
  const liked = content.likes.length > 0;
  const count = content._count.likes;
  if (!authenticated || !known)
    return (
      <span className="inline-flex min-h-11 items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        <Heart filled={false} />
        {intl.formatMessage({ id: 'channels.likes' }, { count })}
      </span>
    );
  const ref = { channelId: content.channel.id, contentId: content.id };
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={intl.formatMessage(
        { id: 'social.likeButton' },
        { count, action: intl.formatMessage({ id: liked ? 'social.unlike' : 'social.like' }) },
      )}
      onClick={() => (liked ? unlike.mutate(ref) : like.mutate(ref))}
      data-testid="like-content"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${liked ? 'bg-primary/15 text-gray-900 dark:text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/10'}`}
    >
      <Heart filled={liked} />
      <span aria-hidden="true">{intl.formatNumber(count)}</span>
    </button>
  );
}
