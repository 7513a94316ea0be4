import { assertUuid, groupModerationEndpoints as endpoints } from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, useGroupItems } from './group-cache';
import { groupQueries } from './group-queries';
import type { ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';

// Moderators manage members: promote, demote, remove, block and unblock; the blocked list.

export function useGroupBlocks(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupItems(groupId, groupQueries.blocks(api, groupId, params), options.enabled);
}

const MEMBER_ACTIONS = {
  promote: endpoints.promote,
  demote: endpoints.demote,
  remove: endpoints.removeMember,
  block: endpoints.block,
  unblock: endpoints.unblock,
};

function useMemberAction(groupId: string, action: keyof typeof MEMBER_ACTIONS) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => {
      assertUuid('accountId', accountId);
      return api.call(MEMBER_ACTIONS[action], { params: { groupId, accountId } });
    },
    onSuccess: () => {
      invalidate(queryClient, groupQueries.of(groupId));
      if (action === 'remove' || action === 'block')
        invalidate(queryClient, groupQueries.details());
    },
  });
}

export const usePromoteGroupMember = (groupId: string) => useMemberAction(groupId, 'promote');
export const useDemoteGroupModerator = (groupId: string) => useMemberAction(groupId, 'demote');
export const useRemoveGroupMember = (groupId: string) => useMemberAction(groupId, 'remove');
export const useBlockGroupMember = (groupId: string) => useMemberAction(groupId, 'block');
export const useUnblockGroupMember = (groupId: string) => useMemberAction(groupId, 'unblock');
