import { useFollowAccount, useIsAccountFollowing, useUnfollowAccount } from '@convene/client';
import type { Account } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Avatar, displayName } from '../../components/social/avatar';

/** Follow / unfollow for a signed-in viewer; nothing for yourself or when signed out. */
export function FollowButton({
  account,
  size = 'small',
}: {
  account: Pick<Account, 'id' | 'username'>;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const me = useCurrentAccount();
  const following = useIsAccountFollowing(account.id, { enabled: authenticated });
  const follow = useFollowAccount();
  const unfollow = useUnfollowAccount();
  if (!authenticated || me?.id === account.id) return null;
  const target = { id: account.id, username: account.username };
  return (
    <Button
      size={size}
      variant={following ? 'active' : 'primary'}
      aria-pressed={following}
      onClick={() => (following ? unfollow.mutate(target) : follow.mutate(target))}
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
