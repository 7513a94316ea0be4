import {
  groupMembershipEndpoints as endpoints,
  type GroupMemberRole,
  type GroupMembership,
  type GroupRequestStatus,
  type UpdateGroupMembershipBody,
} from '@convene/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import {
  cacheGroup,
  cacheViewerRole,
  invalidate,
  selfGroupsKey,
  useGroupItems,
  withItems,
} from './group-cache';
import { groupQueries } from './group-queries';
import type { ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';

// Joining and leaving a group, requests to join, and the signed-in account's memberships.

export function useGroupRequests(
  groupId: string,
  params: ListParams & { status?: GroupRequestStatus } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.requests(api, groupId, params), options.enabled);
}

export function useSelfGroupMemberships(
  params: ListParams & { role?: GroupMemberRole } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return withItems(
    useInfiniteQuery({
      ...groupQueries.selfMemberships(api, params),
      enabled: options.enabled ?? true,
    }),
  );
}

export function useSelfGroupMembership(groupId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const base = groupQueries.selfMembership(api, groupId);
  return useQuery({ ...base, enabled: groupId !== '' && (options.enabled ?? true) });
}

/** `POST /groups/{id}/join`: the user is cached as member. */
export function useJoinGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => fetchData(api, endpoints.join, { params: { groupId } }),
    onSuccess: (membership) => {
      cacheViewerRole(queryClient, api, membership.group.id, 'member');
      queryClient.setQueryData(
        groupQueries.selfMembership(api, membership.group.id).queryKey,
        membership,
      );
      invalidate(queryClient, selfGroupsKey(), groupQueries.of(membership.group.id));
    },
  });
}

/** `POST /groups/{id}/leave`. */
export function useLeaveGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => {
      await fetchData(api, endpoints.leave, { params: { groupId } });
      return groupId;
    },
    onSuccess: (groupId) => {
      cacheViewerRole(queryClient, api, groupId, null);
      queryClient.removeQueries({ queryKey: groupQueries.selfMembership(api, groupId).queryKey });
      invalidate(queryClient, selfGroupsKey(), groupQueries.of(groupId));
    },
  });
}

/** `POST /groups/{id}/requests`: the user is cached as requested. */
export function useRequestToJoinGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      fetchData(api, endpoints.requestToJoin, { params: { groupId } }),
    onSuccess: (request) => {
      cacheViewerRole(queryClient, api, request.groupId, 'requested');
      invalidate(queryClient, [...groupQueries.lists(), 'requested']);
    },
  });
}

/** `PUT /groups/{id}/requests/cancel`. */
export function useCancelGroupRequest() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => {
      await fetchData(api, endpoints.cancelRequest, { params: { groupId } });
      return groupId;
    },
    onSuccess: (groupId) => {
      cacheViewerRole(queryClient, api, groupId, null);
      invalidate(queryClient, [...groupQueries.lists(), 'requested']);
    },
  });
}

/** `PUT /groups/{id}/requests/{requestId}/accept` (moderators): the answer is the group. */
export function useAcceptGroupRequest(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      fetchData(api, endpoints.acceptRequest, { params: { groupId, requestId } }),
    onSuccess: (group) => {
      cacheGroup(queryClient, api, group);
      invalidate(queryClient, groupQueries.of(groupId), groupQueries.of(group.id));
    },
  });
}

/** `PUT /groups/{id}/requests/{requestId}/reject` (moderators). */
export function useRejectGroupRequest(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      fetchData(api, endpoints.rejectRequest, { params: { groupId, requestId } }),
    onSuccess: () =>
      invalidate(
        queryClient,
        [...groupQueries.of(groupId), 'requests'],
        [...groupQueries.of(groupId), 'invitableAccounts'],
      ),
  });
}

/** `PUT /self/groups/{id}`: merged into the cached membership before the request (as the SDK does). */
export function useUpdateSelfGroupMembership(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = groupQueries.selfMembership(api, groupId).queryKey;
  return useMutation({
    onMutate: (changes: UpdateGroupMembershipBody) => {
      queryClient.setQueryData<GroupMembership>(key, (current) =>
        current ? { ...current, ...changes } : current,
      );
    },
    mutationFn: (changes: UpdateGroupMembershipBody) =>
      fetchData(api, endpoints.updateSelfMembership, { params: { groupId }, body: changes }),
    onSuccess: (membership) => queryClient.setQueryData(key, membership),
  });
}
