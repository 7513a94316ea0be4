import { contentQueries, useContent, useContentActivities } from '@convene/client';
import type { Content, ContentGuest } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { ProblemPage } from '../../app/problem-page';
import { useViewerKnown } from '../../app/viewer';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { BannerPageSkeleton } from '../../components/skeleton';
import { ActivityCard } from '../../components/social/activity-card';
import {
  contentPath,
  ContentTypeBadge,
  FeaturedBadge,
  PlayButton,
  PublishedDate,
} from './content-parts';
import { LikeButton } from './like-button';
import { isPrivateChannelError, PrivateChannel } from './private-channel';
import { VideoPlayer } from './video-player';

export function contentPrefetch({ queryClient, api, params }: PrefetchContext) {
  return queryClient.prefetchQuery(
    contentQueries.detail(api, params.slug ?? '', params.contentId ?? ''),
  );
}

export function contentMeta({ queryClient, api, params }: PrefetchContext): PageMeta | undefined {
  const content = queryClient.getQueryData<Content>(
    contentQueries.detail(api, params.slug ?? '', params.contentId ?? '').queryKey,
  );
  if (!content) return undefined;
  const image = content.image?.uri ?? content.channel.image?.uri;
  return {
    title: `${content.title} · ${content.channel.name}`,
    ...(content.description ? { description: content.description } : {}),
    ...(image ? { imageUri: image } : {}),
    canonicalPath: contentPath(content),
  };
}

/** A draft or a content to come, as its managers see it. */
function StateNote({ content }: { content: Content }) {
  const intl = useIntl();
  if (content.state === 'published') return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {content.state === 'scheduled' && content.published
        ? intl.formatMessage(
            { id: 'channels.state.scheduledFor' },
            { date: intl.formatDate(content.published, { dateStyle: 'long', timeStyle: 'short' }) },
          )
        : intl.formatMessage({ id: `channels.state.${content.state}` })}
    </p>
  );
}

function Guest({ guest }: { guest: ContentGuest }) {
  const intl = useIntl();
  const details = [guest.title, guest.company].filter(Boolean).join(', ');
  return (
    <div className="flex items-start gap-3">
      <Image
        src={guest.image?.uri ?? guest.account?.image?.uri}
        alt=""
        className="h-12 w-12 shrink-0 rounded-full object-cover"
      />
      <div className="min-w-0">
        <p className="font-semibold">
          {guest.account ? (
            <Link to={`/accounts/${guest.account.username}`} className="hover:underline">
              {guest.name}
            </Link>
          ) : (
            guest.name
          )}{' '}
          <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
            {intl.formatMessage({ id: `channels.guest.${guest.type}` })}
          </span>
        </p>
        {details ? <p className="text-sm text-gray-700 dark:text-gray-300">{details}</p> : null}
        {guest.bio ? (
          <p className="mt-1 text-sm whitespace-pre-wrap text-gray-800 dark:text-gray-200">
            {guest.bio}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Guests({ guests }: { guests: ContentGuest[] }) {
  const intl = useIntl();
  if (guests.length === 0) return null;
  return (
    <section aria-labelledby="content-guests" className="mt-8">
      <h2 id="content-guests" className="mb-3 text-lg font-semibold">
        {intl.formatMessage({ id: 'channels.guests' })}
      </h2>
      <Card className="p-4">
        <ul className="flex flex-col gap-4">
          {guests.map((guest) => (
            <li key={guest.id}>
              <Guest guest={guest} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

/** Posts about the content: comments come through the activity feed. */
function Posts({ channelKey, contentKey }: { channelKey: string; contentKey: string }) {
  const intl = useIntl();
  const query = useContentActivities(channelKey, contentKey);
  if (!query.isPending && query.items.length === 0) return null;
  return (
    <section aria-labelledby="content-posts" className="mt-8">
      <h2 id="content-posts" className="mb-3 text-lg font-semibold">
        {intl.formatMessage({ id: 'channels.posts' })}
      </h2>
      <List
        items={query.items}
        keyOf={(activity) => activity.id}
        renderItem={(activity) => <ActivityCard activity={activity} />}
        loading={query.isPending}
        skeleton="posts"
        hasMore={query.hasNextPage}
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        label={intl.formatMessage({ id: 'channels.posts' })}
      />
    </section>
  );
}

function Media({ content }: { content: Content }) {
  const intl = useIntl();
  if (content.type === 'video') {
    if (content.video) return <VideoPlayer video={content.video} title={content.title} />;
    return (
      <p role="status" className="text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'channels.video.missing' })}
      </p>
    );
  }
  if (content.type === 'audio' && content.past)
    return <PlayButton content={content} size="large" />;
  return null;
}

/**
 * /channels/:slug/contents/:contentId — a content: audio plays in the floating player,
 * video streams (HLS), an article reads here; its guests, likes and the posts about it.
 */
export function ContentPage() {
  const intl = useIntl();
  const { slug = '', contentId = '' } = useParams();
  const query = useContent(slug, contentId);
  const viewerKnown = useViewerKnown();
  const content = query.data;

  if (!content) {
    if (query.isPending || (isPrivateChannelError(query.error) && !viewerKnown))
      return <BannerPageSkeleton />;
    if (isPrivateChannelError(query.error)) return <PrivateChannel />;
    return <ProblemPage error={query.error} />;
  }

  const image =
    content.image?.uri ?? (content.type === 'video' ? null : content.channel.image?.uri);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <nav aria-label={intl.formatMessage({ id: 'channels.breadcrumb' })} className="mb-4 text-sm">
        <Link
          to={`/channels/${encodeURIComponent(content.channel.slug)}`}
          className="font-medium text-gray-700 hover:underline dark:text-gray-300"
        >
          <span aria-hidden="true">← </span>
          {content.channel.name}
        </Link>
      </nav>
      <header className="mb-6 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <ContentTypeBadge type={content.type} />
          {content.featured ? <FeaturedBadge /> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {content.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-gray-700 dark:text-gray-300">
          {content.published && content.past ? <PublishedDate date={content.published} /> : null}
          {content.duration ? (
            <span>
              {intl.formatMessage({ id: 'channels.duration' }, { duration: content.duration })}
            </span>
          ) : null}
        </p>
        <StateNote content={content} />
      </header>

      {content.type !== 'video' && image ? (
        <Image
          src={image}
          alt=""
          className="mb-6 aspect-square w-full max-w-sm rounded-2xl object-cover"
        />
      ) : null}
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Media content={content} />
        <LikeButton content={content} />
      </div>
      {content.description ? (
        <p className="mb-6 text-lg whitespace-pre-wrap text-gray-800 dark:text-gray-200">
          {content.description}
        </p>
      ) : null}
      {content.body ? (
        // The contract's body is sanitized HTML (the server keeps a safe subset on write).
        <div
          data-testid="article-body"
          className="space-y-4 text-base leading-relaxed text-gray-900 dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-gray-600 dark:[&_figcaption]:text-gray-300 [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: content.body }}
        />
      ) : null}
      <Guests guests={content.guests} />
      <Posts channelKey={slug} contentKey={contentId} />
    </article>
  );
}
