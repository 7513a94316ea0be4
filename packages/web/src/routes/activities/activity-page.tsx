import { displayName } from '@convene/contract';
import { activityQueries, flattenPages, useActivityComments, useApiClient } from '@convene/client';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { useSession } from '../../app/session';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/skeleton';
import { ActivityCard } from '../../components/social/activity-card';
import { Composer } from '../../components/social/composer';
import { useLocale } from '../../i18n/locale-context';

/** For the page's title and Open Graph tags; the page refetches it when signed in (per-viewer marks). */
export function activityPrefetch({ queryClient, api, params }: PrefetchContext) {
  return queryClient.prefetchQuery(activityQueries.detail(api, params.activityId ?? ''));
}

export function activityMeta({
  queryClient,
  api,
  params,
  intl,
}: PrefetchContext): PageMeta | undefined {
  const activity = queryClient.getQueryData(
    activityQueries.detail(api, params.activityId ?? '').queryKey,
  );
  if (!activity) return { title: intl.formatMessage({ id: 'activities.detail.title' }) };
  return {
    title: displayName(activity.account),
    description: activity.message.slice(0, 200),
    ...(activity.image ? { imageUri: activity.image.uri } : {}),
  };
}

/**
 * The comments of a post, oldest first like a conversation: the newest pages load first
 * (the server pages newest first), earlier ones on request above them; the box is last.
 */
function Comments({ activityId }: { activityId: string }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const comments = useActivityComments(activityId);
  const items = [...flattenPages(comments.data)].reverse();
  return (
    <>
      {comments.hasNextPage ? (
        <div>
          <Button
            variant="white"
            size="small"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {intl.formatMessage({ id: 'social.comments.earlier' })}
          </Button>
        </div>
      ) : null}
      <List
        items={items}
        loading={comments.isPending}
        skeleton="posts"
        keyOf={(comment) => comment.id}
        renderItem={(comment) => <ActivityCard activity={comment} showCommentLink={false} />}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'activities.detail.comments.empty' })}
            body={intl.formatMessage({
              id: authenticated
                ? 'activities.detail.comments.empty.body'
                : 'activities.detail.comments.empty.signedOut',
            })}
          />
        }
        label={intl.formatMessage({ id: 'activities.detail.comments' })}
      />
      {authenticated ? <Composer commentedId={activityId} /> : null}
    </>
  );
}

/** /activities/:activityId: the post, its comments (oldest first) and a comment box. */
export function ActivityPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const { authenticated } = useSession();
  const activityId = useParams().activityId ?? '';
  const api = useApiClient();
  // The server prefetched it anonymously: a signed-in reader needs their own likes and reports.
  const activity = useQuery({
    ...activityQueries.detail(api, activityId),
    refetchOnMount: authenticated ? 'always' : true,
  });
  if (activity.error) throw activity.error;
  return (
    <Page title={intl.formatMessage({ id: 'activities.detail.title' })} width="narrow">
      <Link
        to="/activities"
        className="mb-4 inline-block text-sm font-semibold underline underline-offset-2"
      >
        {intl.formatMessage({ id: 'activities.detail.back' })}
      </Link>
      {!activity.data ? (
        <ListSkeleton shape="posts" count={1} />
      ) : (
        <div className="flex flex-col gap-4">
          {activity.data.commentedId ? (
            <Link
              to={`/activities/${activity.data.commentedId}`}
              className="text-sm font-semibold underline"
            >
              {intl.formatMessage({ id: 'activities.detail.parent' })}
            </Link>
          ) : null}
          <ActivityCard
            activity={activity.data}
            showCommentLink={false}
            onDeleted={() => navigate(localize('/activities'))}
          />
          <section aria-labelledby="comments-heading" className="flex flex-col gap-3">
            <h2 id="comments-heading" className="text-lg font-semibold">
              {intl.formatMessage({ id: 'activities.detail.comments' })} (
              {activity.data._count.comments})
            </h2>
            <Comments activityId={activity.data.id} />
          </section>
        </div>
      )}
    </Page>
  );
}
