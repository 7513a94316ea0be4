import { activityQueries, useActivityComments, useApiClient } from '@convene/client';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { useSession } from '../../app/session';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { ActivityCard } from '../../components/social/activity-card';
import { displayName } from '../../components/social/avatar';
import { Composer } from '../../components/social/composer';
import { pagedList } from '../../components/social/paged';
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

/** /activities/:activityId: the post, its comments (newest first) and a comment box. */
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
  const comments = useActivityComments(activityId);
  const list = pagedList(comments);
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
        <div className="flex justify-center py-10">
          <Spinner size="large" />
        </div>
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
            {authenticated ? <Composer commentedId={activity.data.id} /> : null}
            <List
              {...list}
              keyOf={(comment) => comment.id}
              renderItem={(comment) => <ActivityCard activity={comment} showCommentLink={false} />}
              empty={intl.formatMessage({ id: 'activities.detail.comments.empty' })}
              label={intl.formatMessage({ id: 'activities.detail.comments' })}
            />
          </section>
        </div>
      )}
    </Page>
  );
}
