import {
  assertUuid,
  groupInvitationEndpoints as endpoints,
  type GroupInvitationStatus,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { cacheViewerRole, invalidate, selfGroupsKey, useGroupItems } from './group-cache';
import { groupQueries } from './group-queries';
import type { ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';

// Invitations: moderators invite accounts, cancel or renew invitations; the invited accept or reject.

export function useGroupInvitations(
  groupId: string,
  params: ListParams & { status?: GroupInvitationStatus } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.invitations(api, groupId, params), options.enabled);
}

export function useGroupInvitableAccounts(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(
    groupId,
    groupQueries.invitableAccounts(api, groupId, params),
    options.enabled,
  );
}

/**
 * `POST /groups/{id}/invitations {accountIds}` (moderators). The answer is
 * `{status:'ok', message:'ok'}`; caches refresh only on message 'ok'.
 */
export function useInviteToGroup(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: string[]) => {
      for (const accountId of accountIds) assertUuid('accountId', accountId);
      return api.call(endpoints.invite, { params: { groupId }, body: { accountIds } });
    },
    onSuccess: (response) => {
      if (response.message !== 'ok') return;
      invalidate(
        queryClient,
        [...groupQueries.of(groupId), 'invitations'],
        [...groupQueries.of(groupId), 'invitableAccounts'],
      );
    },
  });
}

function useInvitationChange(groupId: string, action: 'cancel' | 'reinvite') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      fetchData(api, endpoints[action], { params: { groupId, invitationId } }),
    onSuccess: () =>
      invalidate(
        queryClient,
        [...groupQueries.of(groupId), 'invitations'],
        [...groupQueries.of(groupId), 'requests'],
        [...groupQueries.of(groupId), 'invitableAccounts'],
      ),
  });
}

/** `DELETE /groups/{id}/invitations/{invitationId}/cancel` (moderators). */
export function useCancelGroupInvitation(groupId: string) {
  return useInvitationChange(groupId, 'cancel');
}

/** `PUT /groups/{id}/invitations/{invitationId}/reinvite` (moderators). */
export function useReinviteToGroup(groupId: string) {
  return useInvitationChange(groupId, 'reinvite');
}

/** `PUT /groups/{id}/invitations/accept`: the invited user is cached as member. */
export function useAcceptGroupInvitation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => fetchData(api, endpoints.accept, { params: { groupId } }),
    onSuccess: (membership) => {
      cacheViewerRole(queryClient, api, membership.group.id, 'member');
      queryClient.setQueryData(
        groupQueries.selfMembership(api, membership.group.id).queryKey,
        membership,
      );
      invalidate(queryClient, [...groupQueries.lists(), 'invited'], selfGroupsKey(), [
        'self',
        'notifications',
      ]);
    },
  });
}

/** `PUT /groups/{id}/invitations/reject`. */
export function useRejectGroupInvitation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => fetchData(api, endpoints.reject, { params: { groupId } }),
    onSuccess: (invitation) => {
      cacheViewerRole(queryClient, api, invitation.groupId, null);
      invalidate(queryClient, [...groupQueries.lists(), 'invited'], ['self', 'notifications']);
    },
  });
}
