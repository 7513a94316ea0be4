import { flattenPages, useFeaturedActivities, useFeed, useSelfInterests } from '@convene/client';
import { INTERESTS_TO_SELECT, type Activity } from '@convene/contract';
import type { ReactNode } from 'react';
import { useModuleEnabled } from '../../app/config-context';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { useViewerKnown } from '../../app/viewer';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { ActivityCard } from '../../components/social/activity-card';
import { Composer } from '../../components/social/composer';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';

const TABS = ['feed', 'featured'] as const;
type Tab = (typeof TABS)[number];

function ActivityList({
  list,
  empty,
}: {
  list: ReturnType<typeof pagedList<Activity>>;
  empty: ReactNode;
}) {
  const intl = useIntl();
  return (
    <List
      {...list}
      keyOf={(activity) => activity.id}
      renderItem={(activity) => <ActivityCard activity={activity} />}
      skeleton="posts"
      empty={empty}
      label={intl.formatMessage({ id: 'activities.list.label' })}
    />
  );
}

/**
 * The feed. The page comes with the public timeline (what an anonymous visitor sees); a
 * signed-in visitor sees the skeleton until their own feed is read (app/viewer.tsx), never
 * the public one in its place. Empty, signed in: what fills a feed (people, groups); signed
 * out: nobody has posted yet.
 */
function FeedList() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const known = useViewerKnown();
  const groups = useModuleEnabled('groups');
  const feed = pagedList(useFeed());
  return (
    <ActivityList
      list={authenticated && !known ? { ...feed, items: [], loading: true } : feed}
      empty={
        authenticated ? (
          <EmptyState
            title={intl.formatMessage({ id: 'activities.empty.feed' })}
            body={intl.formatMessage({ id: 'activities.empty.feed.body' })}
            action={
              <span className="flex flex-wrap justify-center gap-4">
                <Link to="/accounts" className="font-semibold underline underline-offset-2">
                  {intl.formatMessage({ id: 'activities.empty.feed.people' })}
                </Link>
                {groups ? (
                  <Link to="/groups" className="font-semibold underline underline-offset-2">
                    {intl.formatMessage({ id: 'activities.empty.feed.groups' })}
                  </Link>
                ) : null}
              </span>
            }
          />
        ) : (
          <EmptyState
            title={intl.formatMessage({ id: 'activities.empty.public' })}
            body={intl.formatMessage({ id: 'activities.empty.public.body' })}
          />
        )
      }
    />
  );
}

function FeaturedList() {
  const intl = useIntl();
  return (
    <ActivityList
      list={pagedList(useFeaturedActivities())}
      empty={
        <EmptyState
          title={intl.formatMessage({ id: 'activities.empty.featured' })}
          body={intl.formatMessage({ id: 'activities.empty.featured.body' })}
        />
      }
    />
  );
}

/** Until the account has chosen its interests, the feed invites it to ('Select 5 interests'). */
function InterestsNudge() {
  const intl = useIntl();
  const enabled = useModuleEnabled('interests');
  const mine = useSelfInterests({ enabled, pageSize: INTERESTS_TO_SELECT });
  if (!enabled || !mine.isSuccess || flattenPages(mine.data).length >= INTERESTS_TO_SELECT)
    return null;
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-secondary/15 p-4 text-gray-900 dark:text-gray-100">
      <span>{intl.formatMessage({ id: 'activities.interests.nudge' })}</span>
      <Link to="/interests" className="font-semibold underline underline-offset-2">
        {intl.formatMessage({ id: 'activities.interests.select' })}
      </Link>
    </p>
  );
}

/** /activities: the composer, then the feed (or featured posts), loading more on scroll. */
export function ActivitiesPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'featured' ? 'featured' : 'feed';
  return (
    <Page title={intl.formatMessage({ id: 'activities.title' })} width="narrow">
      <div className="flex flex-col gap-4">
        {authenticated ? <InterestsNudge /> : null}
        {authenticated ? (
          <Composer />
        ) : (
          <p className="rounded-2xl bg-primary/10 p-4 text-gray-900 dark:text-gray-100">
            {intl.formatMessage({ id: 'social.signInToPost' })}{' '}
            <Link to="/auth/sign-in" className="font-semibold underline">
              {intl.formatMessage({ id: 'social.signIn' })}
            </Link>
          </p>
        )}
        <div>
          <Tabs
            id="activities"
            tabs={TABS}
            value={tab}
            onChange={(next) => setParams(next === 'feed' ? {} : { tab: next }, { replace: true })}
            label={intl.formatMessage({ id: 'social.tabs.label' })}
            labelOf={(value) =>
              intl.formatMessage({
                id:
                  value === 'featured'
                    ? 'activities.tabs.featured'
                    : authenticated
                      ? 'activities.tabs.feed'
                      : 'activities.tabs.public',
              })
            }
          />
          <TabPanel id="activities" tab={tab}>
            {tab === 'featured' ? <FeaturedList /> : <FeedList />}
          </TabPanel>
        </div>
      </div>
    </Page>
  );
}
