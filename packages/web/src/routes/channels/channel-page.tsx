import { channelQueries, contentQueries, useChannel, useChannelContents } from '@convene/client';
import { isTierLockError, TierLockNotice } from '../../components/tier-lock';
import { CONTENT_TYPES, PAGE_PATHS, type Channel, type ContentType } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { ProblemPage } from '../../app/problem-page';
import { useViewerKnown } from '../../app/viewer';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { BannerPageSkeleton } from '../../components/skeleton';
import { TabPanel, Tabs } from '../../components/tabs';
import { useTabParam } from '../../components/use-tab-param';
import { ContentList } from './content-list';
import { FeaturedBadge } from './content-parts';
import { isPrivateChannelError, PrivateChannel } from './private-channel';
import { SubscribePanel } from './subscribe-panel';

/** Contents by type, and the ones announced to come. */
const TABS = ['all', ...CONTENT_TYPES, 'upcoming'] as const;
type Tab = (typeof TABS)[number];

export function channelPrefetch({ queryClient, api, params }: PrefetchContext) {
  const slug = params.slug ?? '';
  return Promise.all([
    queryClient.prefetchQuery(channelQueries.detail(api, slug)),
    queryClient.prefetchInfiniteQuery(contentQueries.ofChannel(api, slug, {})),
  ]);
}

export function channelMeta({ queryClient, api, params }: PrefetchContext): PageMeta | undefined {
  const channel = queryClient.getQueryData<Channel>(
    channelQueries.detail(api, params.slug ?? '').queryKey,
  );
  if (!channel) return undefined;
  return {
    title: channel.name,
    ...(channel.description ? { description: channel.description } : {}),
    ...(channel.image ? { imageUri: channel.image.uri } : {}),
    canonicalPath: PAGE_PATHS.channel(channel.slug),
    // Podcast apps and feed readers find the channel's feed from its page.
    ...(channel.feedUrl ? { feeds: [{ title: channel.name, href: channel.feedUrl }] } : {}),
  };
}

function listParams(tab: Tab): { type?: ContentType; past?: boolean } {
  if (tab === 'all') return {};
  if (tab === 'upcoming') return { past: false };
  return { type: tab };
}

function ChannelContents({
  channelKey,
  channelId,
  tab,
}: {
  channelKey: string;
  channelId: string;
  tab: Tab;
}) {
  const intl = useIntl();
  const query = useChannelContents(channelKey, listParams(tab));
  // A channel locked behind a membership tier says what unlocks it (decision 0035).
  if (isTierLockError(query.error)) return <TierLockNotice type="channel" resourceId={channelId} />;
  return (
    <ContentList
      list={query}
      showChannel={false}
      empty={
        <EmptyState
          title={intl.formatMessage({
            id: tab === 'upcoming' ? 'channels.empty.upcoming' : 'channels.empty.channel',
          })}
        />
      }
    />
  );
}

/** Where else the channel can be followed: its podcast feed and listening apps. */
function ChannelLinks({ channel }: { channel: Channel }) {
  const intl = useIntl();
  const links = [
    ['feed', channel.feedUrl],
    ['apple', channel.appleUrl],
    ['spotify', channel.spotifyUrl],
    ['google', channel.googleUrl],
    ['youtube', channel.youtubeUrl],
    ['website', channel.externalUrl],
  ] as const;
  const present = links.filter(([, url]) => Boolean(url));
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'channels.links' })}>
      {present.map(([kind, url]) => (
        <li key={kind}>
          <Link
            to={url!}
            className="inline-flex min-h-9 items-center rounded-full border border-gray-300 px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:text-gray-100 dark:hover:bg-white/10"
          >
            {intl.formatMessage({ id: `channels.link.${kind}` })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /channels/:slug — a channel: its picture, description and counts, subscribe with email
 * and push preferences, and its contents by type (audio plays in the floating player).
 * A private channel (461) says so plainly.
 */
export function ChannelPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const query = useChannel(slug);
  const viewerKnown = useViewerKnown();
  const [tab, selectTab] = useTabParam(TABS);
  const channel = query.data;

  if (!channel) {
    // Whether a private channel is open to the viewer is known only once the viewer is
    // (the server reads as nobody): until then, the loading shape.
    if (query.isPending || (isPrivateChannelError(query.error) && !viewerKnown))
      return <BannerPageSkeleton width="max-w-5xl" />;
    if (isPrivateChannelError(query.error)) return <PrivateChannel />;
    return <ProblemPage error={query.error} />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
        <Image
          src={channel.image?.uri}
          alt=""
          className="h-28 w-28 shrink-0 rounded-2xl object-cover sm:h-40 sm:w-40"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {channel.name}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
              {channel.featured ? <FeaturedBadge /> : null}
              <span data-testid="channel-counts">
                {intl.formatMessage(
                  { id: 'channels.counts' },
                  { contents: channel._count.contents, subscribers: channel.subscriberCount },
                )}
              </span>
              {channel.group ? (
                <span>
                  {intl.formatMessage(
                    { id: 'channels.private.group' },
                    {
                      group: (
                        <Link
                          key="group"
                          to={`/groups/${encodeURIComponent(channel.group.slug)}`}
                          className="font-medium underline"
                        >
                          {channel.group.name}
                        </Link>
                      ),
                    },
                  )}
                </span>
              ) : null}
            </p>
          </div>
          {channel.description ? (
            <p className="whitespace-pre-wrap text-gray-800 dark:text-gray-200">
              {channel.description}
            </p>
          ) : null}
          <ChannelLinks channel={channel} />
          {channel.manager ? (
            <div>
              <Link
                to={`/studio/channels/${channel.id}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:text-gray-100 dark:hover:bg-white/10"
              >
                {intl.formatMessage({ id: 'channels.studio' })}
              </Link>
            </div>
          ) : null}
          <SubscribePanel channel={channel} />
        </div>
      </Card>

      <Tabs
        id="channel"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'channels.types.label' })}
        labelOf={(value) => intl.formatMessage({ id: `channels.types.${value}` })}
      />
      <TabPanel id="channel" tab={tab}>
        <ChannelContents channelKey={slug} channelId={channel.id} tab={tab} />
      </TabPanel>
    </div>
  );
}
