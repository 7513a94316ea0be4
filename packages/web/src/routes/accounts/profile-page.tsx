import {
  accountQueries,
  useAccountActivities,
  useAccountFollowers,
  useAccountFollowing,
  useAccountGroups,
  useAccountMedia,
  useApiClient,
  useBlockAccount,
  useUnblockAccount,
} from '@convene/client';
import {
  displayName,
  type Account,
  type AccountProfile,
  type Activity,
  type Group,
} from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { useCurrentAccount } from '../../app/current-account';
import { useSession } from '../../app/session';
import { useViewer } from '../../app/viewer';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { BannerPageSkeleton, Skeleton } from '../../components/skeleton';
import { ActivityCard } from '../../components/social/activity-card';
import { Avatar } from '../../components/social/avatar';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';
import { AccountRow, FollowButton } from './account-row';
import { SocialLinks } from './social-links';

const TABS = ['activities', 'groups', 'followers', 'following', 'media'] as const;
type Tab = (typeof TABS)[number];

export function profilePrefetch({ queryClient, api, params }: PrefetchContext) {
  return queryClient.prefetchQuery(accountQueries.detail(api, params.username ?? ''));
}

export function profileMeta({ queryClient, api, params }: PrefetchContext): PageMeta | undefined {
  const account = queryClient.getQueryData(
    accountQueries.detail(api, params.username ?? '').queryKey,
  );
  if (!account) return undefined;
  return {
    title: displayName(account),
    ...(account.bio ? { description: account.bio } : {}),
    ...(account.image ? { imageUri: account.image.uri } : {}),
  };
}

function ActivitiesTab({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const list = pagedList<Activity>(useAccountActivities(accountId));
  return (
    <List
      {...list}
      keyOf={(activity) => activity.id}
      renderItem={(activity) => <ActivityCard activity={activity} />}
      skeleton="posts"
      empty={intl.formatMessage({ id: 'accounts.empty.activities' })}
      label={intl.formatMessage({ id: 'accounts.tabs.activities' })}
    />
  );
}

function GroupsTab({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const list = pagedList<Group>(useAccountGroups(accountId));
  return (
    <List
      {...list}
      keyOf={(group) => group.id}
      renderItem={(group) => (
        <Card className="flex items-center gap-3 p-3">
          <Image
            src={group.image?.uri}
            alt=""
            className="h-12 w-12 shrink-0 rounded-xl object-cover"
          />
          <div className="flex min-w-0 flex-col">
            <Link to={`/groups/${group.slug}`} className="truncate font-semibold hover:underline">
              {group.name}
            </Link>
            <span className="text-sm text-gray-600 dark:text-gray-400">
              {intl.formatMessage(
                { id: 'accounts.group.members' },
                { count: group._count.members },
              )}
            </span>
          </div>
        </Card>
      )}
      empty={intl.formatMessage({ id: 'accounts.empty.groups' })}
      label={intl.formatMessage({ id: 'accounts.tabs.groups' })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    />
  );
}

function PeopleTab({
  accountId,
  direction,
}: {
  accountId: string;
  direction: 'followers' | 'following';
}) {
  const intl = useIntl();
  const followers = useAccountFollowers(direction === 'followers' ? accountId : '');
  const following = useAccountFollowing(direction === 'following' ? accountId : '');
  const list = pagedList<Account>(direction === 'followers' ? followers : following);
  return (
    <List
      {...list}
      keyOf={(account) => account.id}
      renderItem={(account) => <AccountRow account={account} />}
      empty={intl.formatMessage({
        id: direction === 'followers' ? 'accounts.empty.followers' : 'accounts.empty.following',
      })}
      label={intl.formatMessage({
        id: direction === 'followers' ? 'accounts.tabs.followers' : 'accounts.tabs.following',
      })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    />
  );
}

function MediaTab({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const list = pagedList<Activity>(useAccountMedia(accountId, { type: 'images', pageSize: 12 }));
  return (
    <List
      {...list}
      keyOf={(activity) => activity.id}
      renderItem={(activity) => (
        <Link
          to={`/activities/${activity.id}`}
          className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Image
            src={activity.image?.uri}
            alt={activity.message.slice(0, 120)}
            className="aspect-square w-full object-cover transition hover:scale-105"
          />
        </Link>
      )}
      skeleton="tiles"
      empty={intl.formatMessage({ id: 'accounts.empty.media' })}
      label={intl.formatMessage({ id: 'accounts.tabs.media' })}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3"
    />
  );
}

/** Block (after confirming) or unblock; a toast says what changed. */
function BlockButton({ account }: { account: AccountProfile }) {
  const intl = useIntl();
  const block = useBlockAccount();
  const unblock = useUnblockAccount();
  const feedback = useActionFeedback();
  const [asking, setAsking] = useState(false);
  const values = { name: displayName(account) };
  if (account.blocked)
    return (
      <Button
        variant="white"
        size="small"
        loading={unblock.isPending}
        onClick={() =>
          unblock.mutate(account.id, feedback({ success: 'accounts.unblocked', values }))
        }
      >
        {intl.formatMessage({ id: 'accounts.unblock' })}
      </Button>
    );
  return (
    <>
      <Button variant="danger" size="small" onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: 'accounts.block' })}
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title={intl.formatMessage({ id: 'accounts.block.title' }, values)}
        body={intl.formatMessage({ id: 'accounts.block.body' })}
        confirmLabel={intl.formatMessage({ id: 'accounts.block' })}
        loading={block.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          block.mutate(
            account.id,
            feedback({ success: 'accounts.blocked', values, onSettled: () => setAsking(false) }),
          )
        }
      />
    </>
  );
}

/** /accounts/:username: the profile, follow and block, and its tabs. */
export function ProfilePage() {
  const intl = useIntl();
  const api = useApiClient();
  const { authenticated } = useSession();
  const me = useCurrentAccount();
  const viewer = useViewer();
  const username = useParams().username ?? '';
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'activities';
  // Prefetched anonymously on the server; the block flags are per viewer.
  const query = useQuery({
    ...accountQueries.detail(api, username),
    refetchOnMount: authenticated ? 'always' : true,
  });
  if (query.error) throw query.error;
  const account = query.data;
  if (!account) return <BannerPageSkeleton avatar />;
  const isMe = me?.id === account.id;
  const subtitle = [account.title, account.company].filter(Boolean).join(' · ');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Card className="mb-6 overflow-hidden">
        <Image
          src={account.banner?.uri}
          alt=""
          className="block h-28 w-full object-cover sm:h-44"
        />
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:gap-5">
          <div className="-mt-16 w-fit self-start rounded-full border-4 border-white sm:self-auto dark:border-night-raised">
            <Avatar account={account} size="large" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <h1 className="text-2xl font-bold tracking-tight">{displayName(account)}</h1>
            <span className="text-gray-600 dark:text-gray-400">
              @{account.username}
              {subtitle ? ` · ${subtitle}` : ''}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            {viewer.state === 'unknown' ? (
              <Skeleton className="h-11 w-28 rounded-lg" />
            ) : isMe ? (
              <span className="text-sm font-semibold">
                {intl.formatMessage({ id: 'accounts.you' })}
              </span>
            ) : viewer.state === 'signed-in' ? (
              <>
                {account.blocked || account.blockedByAccount ? null : (
                  <FollowButton account={account} size="medium" />
                )}
                <BlockButton account={account} />
              </>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-2 px-4 pb-4">
          {account.bio ? (
            <p className="whitespace-pre-wrap text-gray-900 dark:text-gray-100">{account.bio}</p>
          ) : null}
          {account.website ? (
            <Link to={account.website} className="w-fit text-sm font-semibold underline">
              {intl.formatMessage({ id: 'accounts.website' })}
            </Link>
          ) : null}
          <SocialLinks account={account} />
          <p className="flex gap-4 text-sm">
            <button
              type="button"
              className="hover:underline"
              onClick={() => setParams({ tab: 'followers' })}
            >
              {intl.formatMessage(
                { id: 'accounts.followers' },
                { count: account._count.followers },
              )}
            </button>
            <button
              type="button"
              className="hover:underline"
              onClick={() => setParams({ tab: 'following' })}
            >
              {intl.formatMessage(
                { id: 'accounts.following.count' },
                { count: account._count.following },
              )}
            </button>
          </p>
          {account.blocked ? (
            <p
              role="status"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {intl.formatMessage({ id: 'accounts.blocked.notice' })}
            </p>
          ) : account.blockedByAccount ? (
            <p role="status" className="rounded-lg bg-gray-100 p-3 text-sm dark:bg-white/10">
              {intl.formatMessage({ id: 'accounts.blockedBy.notice' })}
            </p>
          ) : null}
        </div>
      </Card>
      <Tabs
        id="profile"
        tabs={TABS}
        value={tab}
        onChange={(next) =>
          setParams(next === 'activities' ? {} : { tab: next }, { replace: true })
        }
        label={intl.formatMessage({ id: 'accounts.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `accounts.tabs.${value}` })}
      />
      <TabPanel id="profile" tab={tab}>
        {tab === 'activities' ? <ActivitiesTab accountId={account.id} /> : null}
        {tab === 'groups' ? <GroupsTab accountId={account.id} /> : null}
        {tab === 'followers' || tab === 'following' ? (
          <PeopleTab accountId={account.id} direction={tab} />
        ) : null}
        {tab === 'media' ? <MediaTab accountId={account.id} /> : null}
      </TabPanel>
    </div>
  );
}
