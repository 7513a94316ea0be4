import {
  activityEndpoints as endpoints,
  interestEndpoints,
  type Activity,
  type CreateActivityBody,
  type Envelope,
  type ReportActivityBody,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cursorListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * Every activity list and every single activity lives under ['activities', …], so that
 * a like, a comment or an invalidation reaches all of them by prefix, as the SDK keys them.
 */
export const activityQueries = {
  all: () => ['activities'] as const,
  details: () => [...activityQueries.all(), 'detail'] as const,
  feedKey: () => [...activityQueries.all(), 'feed'] as const,
  selfKey: () => [...activityQueries.all(), 'self'] as const,
  commentsKey: (activityId: string) => [...activityQueries.all(), 'comments', activityId] as const,
  groupKey: (groupId: string) => [...activityQueries.all(), 'groups', groupId] as const,
  accountKey: (accountId: string) => [...activityQueries.all(), 'accounts', accountId] as const,

  /** `GET /activities`: the signed-in feed (anonymous: the public timeline), paged by cursor. */
  feed: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, activityQueries.feedKey(), endpoints.feed, params),
  featured: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, [...activityQueries.all(), 'featured'], endpoints.feed, {
      ...params,
      featured: true,
    }),
  self: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, activityQueries.selfKey(), endpoints.selfList, params),
  comments: (api: ApiClient, activityId: string, params: ListParams = {}) =>
    cursorListOptions(api, activityQueries.commentsKey(activityId), endpoints.comments, params, {
      activityId,
    }),
  ofAccount: (api: ApiClient, accountId: string, params: ListParams = {}) =>
    cursorListOptions(api, activityQueries.accountKey(accountId), endpoints.ofAccount, params, {
      accountId,
    }),
  accountMedia: (
    api: ApiClient,
    accountId: string,
    params: ListParams & { type?: 'images' | 'videos' } = {},
  ) =>
    cursorListOptions(
      api,
      [...activityQueries.all(), 'media', accountId],
      endpoints.accountMedia,
      { ...params, type: params.type ?? 'images' },
      { accountId },
    ),
  ofInterest: (api: ApiClient, interest: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...activityQueries.all(), 'interests', interest],
      interestEndpoints.activities,
      params,
      { interest },
    ),
  /** `GET /activities/{id}`; disabled while the id is empty. */
  detail: (api: ApiClient, activityId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...activityQueries.details(), activityId, api.locale] as const,
        endpoints.detail,
        { params: { activityId } },
      ),
      enabled: activityId !== '',
    }),
};

type ActivityPages = InfiniteData<Envelope<Activity[]>>;
type Cached = ActivityPages | Activity | undefined;

function isPages(data: unknown): data is ActivityPages {
  return typeof data === 'object' && data !== null && Array.isArray((data as ActivityPages).pages);
}

/** Applies `change` to the activity wherever it is cached: its detail and every activity list. */
export function updateCachedActivity(
  queryClient: QueryClient,
  activityId: string,
  change: (activity: Activity) => Activity,
): void {
  queryClient.setQueriesData<Cached>({ queryKey: activityQueries.all() }, (data) => {
    if (isPages(data)) {
      let changed = false;
      const pages = data.pages.map((page) => {
        if (!page.data.some((activity) => activity.id === activityId)) return page;
        changed = true;
        return {
          ...page,
          data: page.data.map((activity) =>
            activity.id === activityId ? change(activity) : activity,
          ),
        };
      });
      return changed ? { ...data, pages } : data;
    }
    if (data && typeof data === 'object' && 'id' in data && data.id === activityId)
      return change(data);
    return data;
  });
}

/** Puts `activity` at the top of the first page of every cached list under `queryKey`. */
export function prependCachedActivity(
  queryClient: QueryClient,
  queryKey: QueryKey,
  activity: Activity,
): void {
  queryClient.setQueriesData<ActivityPages>({ queryKey }, (data) => {
    if (!isPages(data) || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (first!.data.some((item) => item.id === activity.id)) return data;
    return { ...data, pages: [{ ...first!, data: [activity, ...first!.data] }, ...rest] };
  });
}

/** Liked: one more like, and the viewer's mark (adjusted optimistically). */
export function markLiked(activity: Activity, now = new Date()): Activity {
  if (activity.likes.length > 0) return activity;
  return {
    ...activity,
    likes: [{ createdAt: now.toISOString() }],
    _count: { ...activity._count, likes: activity._count.likes + 1 },
  };
}

export function markUnliked(activity: Activity): Activity {
  if (activity.likes.length === 0) return activity;
  return {
    ...activity,
    likes: [],
    _count: { ...activity._count, likes: Math.max(0, activity._count.likes - 1) },
  };
}

/** Snapshot of every cached activity query, to roll an optimistic change back. */
function snapshot(queryClient: QueryClient) {
  return queryClient.getQueriesData<Cached>({ queryKey: activityQueries.all() });
}
function restore(queryClient: QueryClient, saved: ReturnType<typeof snapshot> | undefined): void {
  for (const [queryKey, data] of saved ?? []) queryClient.setQueryData(queryKey, data);
}

export function useFeed(params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery(activityQueries.feed(api, params));
}

export function useFeaturedActivities(params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery(activityQueries.featured(api, params));
}

export function useActivity(activityId: string) {
  const api = useApiClient();
  return useQuery(activityQueries.detail(api, activityId));
}

export function useActivityComments(activityId: string, params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...activityQueries.comments(api, activityId, params),
    enabled: activityId !== '',
  });
}

export function useAccountActivities(accountId: string, params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...activityQueries.ofAccount(api, accountId, params),
    enabled: accountId !== '',
  });
}

export function useAccountMedia(
  accountId: string,
  params: ListParams & { type?: 'images' | 'videos' } = {},
) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...activityQueries.accountMedia(api, accountId, params),
    enabled: accountId !== '',
  });
}

export function useSelfActivities(params: ListParams & { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { enabled, ...rest } = params;
  return useInfiniteQuery({ ...activityQueries.self(api, rest), enabled: enabled ?? true });
}

export function useInterestActivities(interest: string, params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...activityQueries.ofInterest(api, interest, params),
    enabled: interest !== '',
  });
}

/** Where a new activity appears: its parent's comments, its group, else the feed and the self list. */
export function cacheCreatedActivity(queryClient: QueryClient, activity: Activity): void {
  if (activity.commentedId) {
    prependCachedActivity(queryClient, activityQueries.commentsKey(activity.commentedId), activity);
    updateCachedActivity(queryClient, activity.commentedId, (parent) => ({
      ...parent,
      comments: [...parent.comments, { id: activity.id }],
      _count: { ...parent._count, comments: parent._count.comments + 1 },
    }));
    return;
  }
  if (activity.groupId)
    prependCachedActivity(queryClient, activityQueries.groupKey(activity.groupId), activity);
  else prependCachedActivity(queryClient, activityQueries.feedKey(), activity);
  prependCachedActivity(queryClient, activityQueries.selfKey(), activity);
  prependCachedActivity(queryClient, activityQueries.accountKey(activity.account.id), activity);
}

/** `POST /activities`: a post, or a comment with commentedId. */
export function useCreateActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: (activity) => cacheCreatedActivity(queryClient, activity),
  });
}

/** `DELETE /activities/{id}`: every activity list is refreshed. */
export function useDeleteActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) =>
      fetchData(api, endpoints.delete, { params: { activityId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityQueries.all() }),
  });
}

/** `POST /activities/{id}/likes`: optimistic everywhere the activity is cached; rolled back on error. */
export function useLikeActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => fetchData(api, endpoints.like, { params: { activityId } }),
    onMutate: async (activityId) => {
      await queryClient.cancelQueries({ queryKey: activityQueries.all() });
      const saved = snapshot(queryClient);
      updateCachedActivity(queryClient, activityId, (activity) => markLiked(activity));
      return { saved };
    },
    onError: (_error, _activityId, context) => restore(queryClient, context?.saved),
    onSuccess: (activity) => updateCachedActivity(queryClient, activity.id, () => activity),
  });
}

/** `DELETE /activities/{id}/likes`: optimistic, rolled back on error. */
export function useUnlikeActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) =>
      fetchData(api, endpoints.unlike, { params: { activityId } }),
    onMutate: async (activityId) => {
      await queryClient.cancelQueries({ queryKey: activityQueries.all() });
      const saved = snapshot(queryClient);
      updateCachedActivity(queryClient, activityId, markUnliked);
      return { saved };
    },
    onError: (_error, _activityId, context) => restore(queryClient, context?.saved),
    onSuccess: (activity) => updateCachedActivity(queryClient, activity.id, () => activity),
  });
}

/** `POST /activities/{id}/report`. */
export function useReportActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, ...body }: ReportActivityBody & { activityId: string }) =>
      fetchData(api, endpoints.report, { params: { activityId }, body }),
    onSuccess: (activity) => updateCachedActivity(queryClient, activity.id, () => activity),
  });
}

/** `DELETE /activities/{id}/report/{reportId}`. */
export function useRemoveActivityReport() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, reportId }: { activityId: string; reportId: string }) =>
      fetchData(api, endpoints.removeReport, { params: { activityId, reportId } }),
    onSuccess: (activity) => updateCachedActivity(queryClient, activity.id, () => activity),
  });
}
