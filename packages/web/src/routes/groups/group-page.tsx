import { ApiError, groupQueries, useGroup } from '@convene/client';
import { isGroupManagingRole, isGroupMemberRole, PAGE_PATHS, type Group } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { useCurrentAccount } from '../../app/current-account';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { BannerPageSkeleton } from '../../components/skeleton';
import { TierLockOr } from '../../components/tier-lock';
import { usePageExists } from '../../components/use-page-exists';
import { AccessBadge, RoleBadge } from './group-card';
import { AnnouncementForm, AnnouncementsPanel } from './announcements';
import { BlockedPanel } from './blocked-panel';
import { ActivitiesPanel, EventsPanel, MediaPanel } from './group-content';
import { InvitationsPanel } from './invitations-panel';
import { MembersPanel } from './members-panel';
import { MembershipActions } from './membership-actions';
import { RequestsPanel } from './requests-panel';
import { TabPanel, Tabs } from '../../components/tabs';
import { useViewerRole } from './viewer-role';
import { Discussion, useDiscussionEnabled } from '../../components/conversation/discussion';

const CONTENT_TABS = [
  'about',
  'activities',
  'events',
  'members',
  'media',
  'announcements',
  'discussion',
] as const;
/**
 * Events show in a group once the organization enables the events module and the app has
 * the events area (its /events page): until then the tab promises what is not there.
 */
const useEventsTab = () => usePageExists('/events');
const MODERATION_TABS = ['requests', 'invitations', 'blocked'] as const;
type Tab = (typeof CONTENT_TABS)[number] | (typeof MODERATION_TABS)[number];

export function groupPrefetch({ queryClient, api, params }: PrefetchContext) {
  return queryClient.prefetchQuery(groupQueries.detail(api, params.slug ?? ''));
}

export function groupMeta({ queryClient, api, params }: PrefetchContext): PageMeta | undefined {
  const group = queryClient.getQueryData<Group>(
    groupQueries.detail(api, params.slug ?? '').queryKey,
  );
  if (!group) return undefined;
  return {
    title: group.name,
    description: group.description,
    ...(group.image ? { imageUri: group.image.uri } : {}),
    canonicalPath: PAGE_PATHS.group(group.slug),
  };
}

function Locked() {
  const intl = useIntl();
  return (
    <Card className="p-6 text-center" data-testid="group-locked">
      <h2 className="mb-1 text-lg font-semibold">
        {intl.formatMessage({ id: 'groups.page.private.title' })}
      </h2>
      <p className="text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'groups.page.private.body' })}
      </p>
    </Card>
  );
}

function About({ group }: { group: Group }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">
        {intl.formatMessage({ id: 'groups.about.description' })}
      </h2>
      <p className="whitespace-pre-wrap text-gray-800 dark:text-gray-200">
        {group.description || intl.formatMessage({ id: 'groups.about.noDescription' })}
      </p>
      {group.externalUrl ? (
        <p>
          <span className="font-medium">
            {intl.formatMessage({ id: 'groups.about.website' })}:{' '}
          </span>
          <Link to={group.externalUrl} className="text-primary underline">
            {group.externalUrl}
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {intl.formatMessage(
          { id: 'groups.about.created' },
          { date: intl.formatDate(group.createdAt, { dateStyle: 'long' }) },
        )}
      </p>
    </Card>
  );
}

/** /groups/:slug — a group: about, posts (with a composer), events, members, media, announcements; moderation tabs for moderators. */
export function GroupPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useGroup(slug);
  const group = query.data;
  const role = useViewerRole(group);
  const self = useCurrentAccount();
  const eventsTab = useEventsTab();
  const discussion = useDiscussionEnabled();

  if (query.isPending) return <BannerPageSkeleton width="max-w-5xl" />;
  if (!group) {
    const notFound = query.error instanceof ApiError && query.error.isNotFound;
    // A group locked behind a membership tier says what unlocks it (decision 0035).
    return (
      <TierLockOr error={query.error} type="group" resourceId={slug}>
        <Page title={intl.formatMessage({ id: 'groups.title' })}>
          <p role="alert">
            {notFound ? intl.formatMessage({ id: 'groups.page.notFound' }) : query.error?.message}
          </p>
        </Page>
      </TierLockOr>
    );
  }

  const isMember = isGroupMemberRole(role);
  const canModerate = isGroupManagingRole(role);
  const canView = group.access === 'public' || isMember;
  const tabs: Tab[] = [
    ...CONTENT_TABS.filter(
      (name) =>
        (name !== 'events' || eventsTab) && (name !== 'discussion' || (discussion && isMember)),
    ),
    ...(canModerate ? MODERATION_TABS : []),
  ];
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'about';
  const selectTab = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'about') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Card className="mb-6 overflow-hidden">
        {/* The page's largest paint: fetched at once, first. */}
        <Image
          src={group.image?.uri}
          alt=""
          loading="eager"
          fetchPriority="high"
          className="h-36 w-full object-cover sm:h-56"
        />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {group.name}
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <AccessBadge access={group.access} />
              {group.active ? null : (
                <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-white/10 dark:text-gray-100">
                  {intl.formatMessage({ id: 'groups.inactive' })}
                </span>
              )}
              <RoleBadge role={role} />
              <span className="text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'groups.members' }, { count: group._count.members })}
              </span>
            </div>
          </div>
          <MembershipActions group={group} />
        </div>
      </Card>

      <Tabs
        id="group"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'groups.page.tabs.label' })}
        labelOf={(value) =>
          intl.formatMessage({
            id: value === 'discussion' ? 'threads.title' : `groups.page.tabs.${value}`,
          })
        }
      />
      <TabPanel id="group" tab={tab}>
        {tab === 'about' ? <About group={group} /> : null}
        {tab !== 'about' && !canView ? <Locked /> : null}
        {canView ? (
          <>
            {tab === 'activities' ? <ActivitiesPanel group={group} canPost={isMember} /> : null}
            {tab === 'events' ? <EventsPanel group={group} /> : null}
            {tab === 'members' ? (
              <MembersPanel group={group} canModerate={canModerate} selfId={self?.id ?? null} />
            ) : null}
            {tab === 'media' ? <MediaPanel group={group} /> : null}
            {tab === 'discussion' ? <Discussion groupId={group.id} /> : null}
            {tab === 'announcements' ? (
              <AnnouncementsPanel
                group={group}
                form={canModerate ? <AnnouncementForm group={group} /> : undefined}
              />
            ) : null}
          </>
        ) : null}
        {canModerate && tab === 'requests' ? <RequestsPanel group={group} /> : null}
        {canModerate && tab === 'invitations' ? <InvitationsPanel group={group} /> : null}
        {canModerate && tab === 'blocked' ? <BlockedPanel group={group} /> : null}
      </TabPanel>
    </div>
  );
}
