import { useFollowAccount, useUnfollowAccount } from '@convene/client';
import { displayName, type Account } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/viewer';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Skeleton } from '../../components/skeleton';
import { Avatar } from '../../components/social/avatar';

/**
 * Follow / unfollow for a signed-in viewer; nothing for yourself or when signed out. Follow
 * is the filled brand button, Unfollow an outline (distinct in light and dark), and a toast
 * says what changed.
 */
export function FollowButton({
  account,
  size = 'small',
}: {
  account: Pick<Account, 'id' | 'username' | 'firstName' | 'lastName'>;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  const viewer = useViewer();
  const follow = useFollowAccount();
  const unfollow = useUnfollowAccount();
  const feedback = useActionFeedback();
  // Neutral (the button's size) until the viewer and their follows are known: never a wrong state.
  if (viewer.state === 'unknown')
    return <Skeleton className={`rounded-lg ${size === 'small' ? 'h-9 w-24' : 'h-11 w-28'}`} />;
  if (viewer.state === 'signed-out' || viewer.self.id === account.id) return null;
  const following = viewer.relationships.accounts[account.id] === true;
  const target = { id: account.id, username: account.username };
  const values = { name: displayName(account) };
  return (
    <Button
      size={size}
      variant={following ? 'white' : 'primary'}
      aria-pressed={following}
      onClick={() =>
        following
          ? unfollow.mutate(target, feedback({ success: 'accounts.unfollowed', values }))
          : follow.mutate(target, feedback({ success: 'accounts.followed', values }))
      }
    >
      {intl.formatMessage({ id: following ? 'accounts.unfollow' : 'accounts.follow' })}
    </Button>
  );
}

/** An account in a list: picture, name, title, follower count and the follow button. */
export function AccountRow({ account }: { account: Account }) {
  const intl = useIntl();
  const subtitle = [account.title, account.company].filter(Boolean).join(' · ');
  return (
    <Card className="flex items-center gap-3 p-3">
      <Avatar account={account} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/accounts/${account.username}`}
          className="truncate font-semibold hover:underline"
        >
          {displayName(account)}
        </Link>
        <span className="truncate text-sm text-gray-600 dark:text-gray-400">
          @{account.username}
          {subtitle ? ` · ${subtitle}` : ''}
        </span>
        <span className="text-xs text-gray-600 dark:text-gray-400">
          {intl.formatMessage({ id: 'accounts.followers' }, { count: account._count.followers })}
        </span>
      </div>
      <FollowButton account={account} />
    </Card>
  );
}
