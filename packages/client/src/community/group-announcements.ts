import {
  groupAnnouncementEndpoints as endpoints,
  type CreateGroupAnnouncementBody,
} from '@convene/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { invalidate, useGroupItems } from './group-cache';
import { groupQueries } from './group-queries';
import type { ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';

// Announcements: moderators announce to the members; members read them.

export function useGroupAnnouncements(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.announcements(api, groupId, params), options.enabled);
}

export function useSelfAnnouncement(announcementId: string) {
  const api = useApiClient();
  return useQuery(groupQueries.selfAnnouncement(api, announcementId));
}

/** `POST /groups/{id}/announcements {title, html, email, push}` (moderators). */
export function useCreateGroupAnnouncement(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupAnnouncementBody) =>
      fetchData(api, endpoints.create, { params: { groupId }, body }),
    onSuccess: () => invalidate(queryClient, [...groupQueries.of(groupId), 'announcements']),
  });
}
