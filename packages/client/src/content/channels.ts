import {
  channelEndpoints as endpoints,
  contentEndpoints,
  type BaseContent,
  type Channel,
  type ChannelSubscriptionBody,
  type Content,
  type ContentType,
  type Envelope,
  type Relationships,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { activityQueries } from '../community/activities';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cursorListOptions, flattenPages, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

/** Filters of the content lists: a type, featured ones, published (past) or to come. */
export interface ContentListParams extends ListParams {
  type?: ContentType;
  featured?: boolean;
  past?: boolean;
}

/**
 * Channels live under ['channels', …] and contents under ['contents', …], so a subscription
 * reaches every copy of its channel, and a like every copy of its content, by prefix.
 * A channel or a content is read by id or by slug: its detail is cached under the key it
 * was asked with.
 */
export const channelQueries = {
  all: () => ['channels'] as const,
  details: () => [...channelQueries.all(), 'detail'] as const,
  lists: () => [...channelQueries.all(), 'list'] as const,
  subscribedKey: () => [...channelQueries.lists(), 'subscribed'] as const,

  /** `GET /channels`: visible channels by priority; `featured`, `search`. */
  list: (api: ApiClient, params: ListParams & { featured?: boolean } = {}) =>
    cursorListOptions(api, [...channelQueries.lists(), 'all'], endpoints.list, params),
  /** `GET /channels/subscribed`: the acting account's channels. */
  subscribed: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, channelQueries.subscribedKey(), endpoints.subscribed, params),
  /** `GET /channels/{id or slug}`; 461 for a private channel the viewer may not see. */
  detail: (api: ApiClient, channelKey: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...channelQueries.details(), channelKey, api.locale] as const,
        endpoints.detail,
        { params: { channelId: channelKey } },
      ),
      enabled: channelKey !== '',
    }),
};

export const contentQueries = {
  all: () => ['contents'] as const,
  details: () => [...contentQueries.all(), 'detail'] as const,
  lists: () => [...contentQueries.all(), 'list'] as const,

  /** `GET /contents`: published contents of every visible channel; type, featured, past, search. */
  list: (api: ApiClient, params: ContentListParams = {}) =>
    cursorListOptions(api, [...contentQueries.lists(), 'all'], contentEndpoints.list, params),
  /** `GET /contents/subscribed`: contents of the channels the account subscribes to. */
  subscribed: (api: ApiClient, params: ListParams & { type?: ContentType } = {}) =>
    cursorListOptions(
      api,
      [...contentQueries.lists(), 'subscribed'],
      contentEndpoints.subscribed,
      params,
    ),
  /** `GET /channels/{id}/contents`: a channel's published contents; type, featured, past. */
  ofChannel: (api: ApiClient, channelKey: string, params: ContentListParams = {}) =>
    cursorListOptions(
      api,
      [...contentQueries.lists(), 'channel', channelKey],
      endpoints.contents,
      params,
      { channelId: channelKey },
    ),
  /** `GET /channels/{id}/contents/{cid}`: a content with its body, guests and the viewer's like. */
  detail: (api: ApiClient, channelKey: string, contentKey: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...contentQueries.details(), channelKey, contentKey, api.locale] as const,
        endpoints.content,
        { params: { channelId: channelKey, contentId: contentKey } },
      ),
      enabled: channelKey !== '' && contentKey !== '',
    }),
  /** `GET /channels/{id}/contents/{cid}/activities`: posts about a content (under ['activities']). */
  activities: (api: ApiClient, channelKey: string, contentKey: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...activityQueries.all(), 'contents', channelKey, contentKey],
      endpoints.contentActivities,
      params,
      { channelId: channelKey, contentId: contentKey },
    ),
};

type Pages<T> = InfiniteData<Envelope<T[]>>;

function isPages<T>(data: unknown): data is Pages<T> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages<T>).pages);
}

/** Applies `change` to every cached copy of an item under `prefix`: details and list pages. */
function updateCached<T extends { id: string }>(
  queryClient: QueryClient,
  prefix: readonly unknown[],
  id: string,
  change: (item: T) => T,
): void {
  queryClient.setQueriesData<Pages<T> | T | undefined>({ queryKey: prefix }, (data) => {
    if (isPages<T>(data)) {
      if (!data.pages.some((page) => page.data.some((item) => item.id === id))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((item) => (item.id === id ? change(item) : item)),
        })),
      };
    }
    if (data && typeof data === 'object' && 'id' in data && data.id === id)
      return change(data as T);
    return data;
  });
}

/** Applies `change` to the channel wherever it is cached (by id or slug, and in lists). */
export function updateCachedChannel(
  queryClient: QueryClient,
  channelId: string,
  change: (channel: Channel) => Channel,
): void {
  updateCached(queryClient, channelQueries.all(), channelId, change);
}

/** Applies `change` to the content wherever it is cached: its page and every content list. */
export function updateCachedContent(
  queryClient: QueryClient,
  contentId: string,
  change: <T extends BaseContent>(content: T) => T,
): void {
  updateCached<BaseContent>(queryClient, contentQueries.all(), contentId, change);
}

/** Patches `channels[channelId]` of the cached relationships map, when it is loaded. */
function cacheChannelRelationship(
  queryClient: QueryClient,
  api: ApiClient,
  channelId: string,
  subscribed: boolean,
): void {
  queryClient.setQueryData<Relationships>(selfQueries.relationships(api).queryKey, (current) =>
    current ? { ...current, channels: { ...current.channels, [channelId]: subscribed } } : current,
  );
}

/** Subscribed (or not) with these preferences: the channel's flag and subscriber count follow. */
export function markSubscription(channel: Channel, subscription: Channel['subscription']): Channel {
  const delta = Boolean(subscription) === Boolean(channel.subscription) ? 0 : subscription ? 1 : -1;
  return {
    ...channel,
    subscription,
    subscriberCount: Math.max(0, channel.subscriberCount + delta),
  };
}

/** Liked: one more like and the viewer's mark (adjusted optimistically). */
export function markContentLiked<T extends BaseContent>(content: T, now = new Date()): T {
  const likes = (content as Partial<Content>).likes;
  if (likes && likes.length > 0) return content;
  return {
    ...content,
    ...(likes ? { likes: [{ createdAt: now.toISOString() }] } : {}),
    _count: { ...content._count, likes: content._count.likes + 1 },
  };
}

export function markContentUnliked<T extends BaseContent>(content: T): T {
  const likes = (content as Partial<Content>).likes;
  if (likes && likes.length === 0) return content;
  return {
    ...content,
    ...(likes ? { likes: [] } : {}),
    _count: { ...content._count, likes: Math.max(0, content._count.likes - 1) },
  };
}

/** The content as the server answered, with the list copies' count kept in step. */
function cacheAnsweredContent(queryClient: QueryClient, content: Content): void {
  updateCachedContent(queryClient, content.id, (cached) =>
    'likes' in cached
      ? { ...cached, likes: content.likes, _count: content._count }
      : { ...cached, _count: content._count },
  );
}

function snapshot(queryClient: QueryClient, prefix: readonly unknown[]) {
  return queryClient.getQueriesData({ queryKey: prefix });
}
function restore(queryClient: QueryClient, saved: [readonly unknown[], unknown][] | undefined) {
  for (const [queryKey, data] of saved ?? []) queryClient.setQueryData(queryKey, data);
}

// ---------------------------------------------------------------- reads

export function useChannels(params: ListParams & { featured?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(channelQueries.list(api, params));
  return { ...query, items: flattenPages(query.data) };
}

/** The acting account's channels; self reads wait for authentication: pass `enabled`. */
export function useSubscribedChannels(
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...channelQueries.subscribed(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useChannel(channelKey: string) {
  const api = useApiClient();
  return useQuery(channelQueries.detail(api, channelKey));
}

export function useContents(params: ContentListParams = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...contentQueries.list(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useSubscribedContents(
  params: ListParams & { type?: ContentType } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...contentQueries.subscribed(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useChannelContents(
  channelKey: string,
  params: ContentListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...contentQueries.ofChannel(api, channelKey, params),
    enabled: channelKey !== '' && (options.enabled ?? true),
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useContent(channelKey: string, contentKey: string) {
  const api = useApiClient();
  return useQuery(contentQueries.detail(api, channelKey, contentKey));
}

export function useContentActivities(
  channelKey: string,
  contentKey: string,
  params: ListParams = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...contentQueries.activities(api, channelKey, contentKey, params),
    enabled: channelKey !== '' && contentKey !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

// ---------------------------------------------------------------- writes

/** Which channel, and (optionally) how to hear about its new contents. */
export interface SubscriptionInput extends ChannelSubscriptionBody {
  channelId: string;
}

/**
 * `POST /channels/{id}/subscribers`: subscribed everywhere the channel is cached (its flag,
 * count and the relationships map) before the answer; rolled back on error. The
 * subscribed lists are read again.
 */
export function useSubscribeChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, ...body }: SubscriptionInput) =>
      fetchData(api, endpoints.subscribe, { params: { channelId }, body }),
    onMutate: async ({ channelId, contentEmailNotification, contentPushNotification }) => {
      await queryClient.cancelQueries({ queryKey: channelQueries.all() });
      const saved = snapshot(queryClient, channelQueries.all());
      updateCachedChannel(queryClient, channelId, (channel) =>
        markSubscription(channel, {
          contentEmailNotification: contentEmailNotification ?? true,
          contentPushNotification: contentPushNotification ?? true,
        }),
      );
      return { saved };
    },
    onError: (_error, _input, context) => restore(queryClient, context?.saved),
    onSuccess: (subscriber) => {
      updateCachedChannel(queryClient, subscriber.channelId, (channel) =>
        markSubscription(channel, {
          contentEmailNotification: subscriber.contentEmailNotification,
          contentPushNotification: subscriber.contentPushNotification,
        }),
      );
      cacheChannelRelationship(queryClient, api, subscriber.channelId, true);
      void queryClient.invalidateQueries({ queryKey: channelQueries.subscribedKey() });
      void queryClient.invalidateQueries({ queryKey: [...contentQueries.lists(), 'subscribed'] });
    },
  });
}

/** `PUT /channels/{id}/subscribers`: the email and push preferences of a subscription. */
export function useUpdateChannelSubscription() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, ...body }: SubscriptionInput) =>
      fetchData(api, endpoints.updateSubscription, { params: { channelId }, body }),
    onSuccess: (subscriber) =>
      updateCachedChannel(queryClient, subscriber.channelId, (channel) =>
        markSubscription(channel, {
          contentEmailNotification: subscriber.contentEmailNotification,
          contentPushNotification: subscriber.contentPushNotification,
        }),
      ),
  });
}

/** `DELETE /channels/{id}/subscribers`: unsubscribed everywhere before the answer; rolled back on error. */
export function useUnsubscribeChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) =>
      fetchData(api, endpoints.unsubscribe, { params: { channelId } }),
    onMutate: async (channelId) => {
      await queryClient.cancelQueries({ queryKey: channelQueries.all() });
      const saved = snapshot(queryClient, channelQueries.all());
      updateCachedChannel(queryClient, channelId, (channel) => markSubscription(channel, null));
      return { saved };
    },
    onError: (_error, _channelId, context) => restore(queryClient, context?.saved),
    onSuccess: (_data, channelId) => {
      cacheChannelRelationship(queryClient, api, channelId, false);
      void queryClient.invalidateQueries({ queryKey: channelQueries.subscribedKey() });
      void queryClient.invalidateQueries({ queryKey: [...contentQueries.lists(), 'subscribed'] });
    },
  });
}

/** A content of a channel, both by id (the content's own id keys the cache updates). */
export interface ContentRef {
  channelId: string;
  contentId: string;
}

/** `POST /channels/{id}/contents/{cid}/like`: optimistic everywhere the content is cached. */
export function useLikeContent() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, contentId }: ContentRef) =>
      fetchData(api, endpoints.like, { params: { channelId, contentId } }),
    onMutate: async ({ contentId }) => {
      await queryClient.cancelQueries({ queryKey: contentQueries.all() });
      const saved = snapshot(queryClient, contentQueries.all());
      updateCachedContent(queryClient, contentId, (content) => markContentLiked(content));
      return { saved };
    },
    onError: (_error, _ref, context) => restore(queryClient, context?.saved),
    onSuccess: (content) => cacheAnsweredContent(queryClient, content),
  });
}

/** `DELETE /channels/{id}/contents/{cid}/like`: optimistic, rolled back on error. */
export function useUnlikeContent() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, contentId }: ContentRef) =>
      fetchData(api, endpoints.unlike, { params: { channelId, contentId } }),
    onMutate: async ({ contentId }) => {
      await queryClient.cancelQueries({ queryKey: contentQueries.all() });
      const saved = snapshot(queryClient, contentQueries.all());
      updateCachedContent(queryClient, contentId, (content) => markContentUnliked(content));
      return { saved };
    },
    onError: (_error, _ref, context) => restore(queryClient, context?.saved),
    onSuccess: (content) => cacheAnsweredContent(queryClient, content),
  });
}
