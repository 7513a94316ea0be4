import {
  assertUuid,
  groupEndpoints as endpoints,
  type CreateGroupBody,
  type GroupAccess,
  type GroupMemberRole,
  type UpdateGroupBody,
} from '@convene/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import {
  cacheGroup,
  cacheGroupRelationship,
  invalidate,
  selfGroupsKey,
  useGroupItems,
} from './group-cache';
import { groupQueries, type GroupRelationship } from './group-queries';
import { flattenPages, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { selfQueries } from '../people/self';

// Groups themselves: the lists, a group and what it holds (members, events, posts, media).

export function useGroups(params: ListParams & { access?: GroupAccess } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(groupQueries.list(api, params));
  return { ...query, groups: flattenPages(query.data) };
}

export function useFeaturedGroups(params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(groupQueries.featured(api, params));
  return { ...query, groups: flattenPages(query.data) };
}

export function useRequestedGroups(params: ListParams = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...groupQueries.requested(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, groups: flattenPages(query.data) };
}

export function useInvitedGroups(
  params: ListParams & { rejected?: boolean } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...groupQueries.invited(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, groups: flattenPages(query.data) };
}

export function useAccountGroups(accountId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...groupQueries.ofAccount(api, accountId, params),
    enabled: accountId !== '',
  });
  return { ...query, groups: flattenPages(query.data) };
}

export function useGroup(groupId: string) {
  const api = useApiClient();
  return useQuery(groupQueries.detail(api, groupId));
}

export function useGroupMembers(
  groupId: string,
  params: ListParams & { role?: GroupMemberRole } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.members(api, groupId, params), options.enabled);
}

export function useGroupEvents(
  groupId: string,
  params: ListParams & { past?: boolean } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.events(api, groupId, params), options.enabled);
}

export function useGroupActivities(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.activities(api, groupId, params), options.enabled);
}

export function useGroupMedia(
  groupId: string,
  params: ListParams & { type?: 'images' | 'videos' } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.media(api, groupId, params), options.enabled);
}

/**
 * The signed-in account's relation to a group from the cached relationships map:
 * a role, 'requested', 'invited' or false. Throws unless `groupId` is a uuid.
 */
export function useGroupStatus(
  groupId: string,
  options: { enabled?: boolean } = {},
): GroupRelationship {
  assertUuid('groupId', groupId);
  const api = useApiClient();
  const { data } = useQuery({
    ...selfQueries.relationships(api),
    enabled: options.enabled ?? true,
  });
  return data?.groups[groupId] ?? false;
}

/** `POST /groups`: the creator is cached as moderator. */
export function useCreateGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: (group) => {
      cacheGroup(queryClient, api, group);
      cacheGroupRelationship(queryClient, api, group.id, 'moderator');
      invalidate(queryClient, groupQueries.lists(), selfGroupsKey());
    },
  });
}

/** `PUT /groups/{id}` (moderators). */
export function useUpdateGroup(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) =>
      fetchData(api, endpoints.update, { params: { groupId }, body }),
    onSuccess: (group) => {
      cacheGroup(queryClient, api, group);
      invalidate(queryClient, groupQueries.lists());
    },
  });
}
