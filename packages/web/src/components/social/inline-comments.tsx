import { useActivityComments } from '@convene/client';
import { displayName, type Activity } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { Link } from '../link';
import { RelativeTime } from '../relative-time';
import { Avatar } from './avatar';
import { Composer } from './composer';
import { MessageText } from './message-text';

const INLINE_COMMENTS = 3;

/**
 * The latest comments under a post in a list, oldest of them first (a conversation reads
 * down), a link to all of them and a comment box under the last one.
 */
export function InlineComments({ activity, id }: { activity: Activity; id: string }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const comments = useActivityComments(activity.id, { pageSize: INLINE_COMMENTS });
  // The server pages newest first; the newest few are shown in reading order.
  const items = [...(comments.data?.pages[0]?.data ?? [])].reverse();
  return (
    <div
      id={id}
      className="mt-2 flex flex-col gap-2 border-t border-gray-100 pt-3 dark:border-white/10"
    >
      {activity._count.comments > items.length ? (
        <Link
          to={`/activities/${activity.id}`}
          className="text-sm font-semibold underline underline-offset-2"
        >
          {intl.formatMessage({ id: 'social.comments.all' }, { count: activity._count.comments })}
        </Link>
      ) : null}
      {items.length > 0 ? (
        <ul
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'social.comments.latest' })}
        >
          {items.map((comment) => (
            <li key={comment.id} className="flex gap-2">
              <Avatar account={comment.account} size="small" />
              <div className="min-w-0 rounded-xl bg-gray-100 px-3 py-2 dark:bg-white/10">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <Link
                    to={`/accounts/${comment.account.username}`}
                    className="text-sm font-semibold hover:underline"
                  >
                    {displayName(comment.account)}
                  </Link>
                  <RelativeTime
                    date={comment.createdAt}
                    className="text-xs text-gray-600 dark:text-gray-300"
                  />
                </span>
                <MessageText
                  activity={comment}
                  className="text-sm whitespace-pre-wrap break-words"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {authenticated ? <Composer commentedId={activity.id} /> : null}
    </div>
  );
}
