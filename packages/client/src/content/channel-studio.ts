import {
  channelEndpoints as endpoints,
  type CreateContentBody,
  type CreateContentGuestBody,
  type ScheduleContentBody,
  type UpdateChannelBody,
  type UpdateContentBody,
  type UpdateContentGuestBody,
} from '@convene/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { channelQueries, contentQueries } from './channels';
import { fetchData } from '../core/endpoint-queries';
import { cursorListOptions, flattenPages, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/*
 * The creator studio: what channel owners and organization administrators read and write
 * (SDK queries/channels/managed, mutations/channels/managed). Every write reads the
 * channels and contents again, by prefix: the studio's lists and the public pages alike.
 */

export type ManagedContentState = 'draft' | 'scheduled' | 'published';

export const studioQueries = {
  /** `GET /channels/managed`: the channels the acting account may edit. */
  channels: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, [...channelQueries.lists(), 'managed'], endpoints.managed, params),
  /** `GET /channels/{id}/contents/managed`: drafts and scheduled contents too. */
  contents: (
    api: ApiClient,
    channelKey: string,
    params: ListParams & { state?: ManagedContentState } = {},
  ) =>
    cursorListOptions(
      api,
      [...contentQueries.lists(), 'managed', channelKey],
      endpoints.managedContents,
      params,
      { channelId: channelKey },
    ),
};

export function useManagedChannels(params: ListParams = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...studioQueries.channels(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useManagedContents(channelKey: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...studioQueries.contents(api, channelKey),
    enabled: channelKey !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

/** A studio write: on success the channels and contents are read again. */
function useStudioMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => {
      // Not awaited: a deleted content's page may move on before its read answers 404.
      void queryClient.invalidateQueries({ queryKey: channelQueries.all() });
      void queryClient.invalidateQueries({ queryKey: contentQueries.all() });
    },
  });
}

interface ChannelRef {
  channelId: string;
}
interface ContentRef extends ChannelRef {
  contentId: string;
}

/** `PUT /channels/{id} {channel, imageDataUri}`. */
export function useUpdateChannel() {
  return useStudioMutation((api, { channelId, ...body }: ChannelRef & UpdateChannelBody) =>
    fetchData(api, endpoints.update, { params: { channelId }, body }),
  );
}

/** `POST /channels/{id}/contents`: a draft (with `audioId` or `videoId` of an upload). */
export function useCreateContent() {
  return useStudioMutation((api, { channelId, ...body }: ChannelRef & CreateContentBody) =>
    fetchData(api, endpoints.createContent, { params: { channelId }, body }),
  );
}

/** `PUT /channels/{id}/contents/{cid} {content, imageDataUri}`. */
export function useUpdateContent() {
  return useStudioMutation(
    (api, { channelId, contentId, ...body }: ContentRef & UpdateContentBody) =>
      fetchData(api, endpoints.updateContent, { params: { channelId, contentId }, body }),
  );
}

export function useDeleteContent() {
  return useStudioMutation((api, params: ContentRef) =>
    fetchData(api, endpoints.deleteContent, { params }),
  );
}

/** `POST …/schedule {date, email, push}`: published at `date` (now when passed). */
export function useScheduleContent() {
  return useStudioMutation(
    (api, { channelId, contentId, ...body }: ContentRef & ScheduleContentBody) =>
      fetchData(api, endpoints.schedule, { params: { channelId, contentId }, body }),
  );
}

/** `DELETE …/schedule`: back to a draft. */
export function useUnscheduleContent() {
  return useStudioMutation((api, params: ContentRef) =>
    fetchData(api, endpoints.unschedule, { params }),
  );
}

export function useCreateGuest() {
  return useStudioMutation(
    (api, { channelId, contentId, ...body }: ContentRef & CreateContentGuestBody) =>
      fetchData(api, endpoints.createGuest, { params: { channelId, contentId }, body }),
  );
}

export function useUpdateGuest() {
  return useStudioMutation(
    (
      api,
      {
        channelId,
        contentId,
        guestId,
        ...body
      }: ContentRef & { guestId: string } & UpdateContentGuestBody,
    ) => fetchData(api, endpoints.updateGuest, { params: { channelId, contentId, guestId }, body }),
  );
}

export function useDeleteGuest() {
  return useStudioMutation((api, params: ContentRef & { guestId: string }) =>
    fetchData(api, endpoints.deleteGuest, { params }),
  );
}
