import {
  assertUuid,
  type Activity,
  type CreateGroupAnnouncementBody,
  type CreateGroupBody,
  type Envelope,
  type Group,
  type GroupAccess,
  type GroupAnnouncement,
  type GroupBlock,
  type GroupInvitation,
  type GroupInvitationStatus,
  type GroupMemberRole,
  type GroupMembership,
  type GroupRequest,
  type GroupRequestStatus,
  type GroupRole,
  type InvitableAccount,
  type Relationships,
  type UpdateGroupBody,
  type UpdateGroupMembershipBody,
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
import { activityQueries } from './activities';
import { dataOf } from './envelope';
import { flattenPages, pagedListOptions, type ListParams } from './lists';
import { useApiClient } from './provider';
import { selfQueries } from './self';
import type { ApiClient } from './transport';

export type GroupRelationship = Relationships['groups'][string];

const path = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

/**
 * Query keys and fetchers of the groups area. Lists live under ['groups', 'list', …],
 * a group under ['groups', 'detail', idOrSlug], its sub-resources under
 * ['groups', groupId, …]; a group's posts under ['activities', 'groups', groupId] so
 * that refreshing every activity list refreshes them too; the signed-in account's
 * memberships under ['self', 'groups', …].
 */
export const groupQueries = {
  all: () => ['groups'] as const,
  lists: () => [...groupQueries.all(), 'list'] as const,
  details: () => [...groupQueries.all(), 'detail'] as const,
  of: (groupId: string) => [...groupQueries.all(), groupId] as const,

  list: (api: ApiClient, params: ListParams & { access?: GroupAccess } = {}) =>
    pagedListOptions<Group>(api, [...groupQueries.lists(), 'all'], '/groups', params),
  featured: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions<Group>(api, [...groupQueries.lists(), 'featured'], '/groups/featured', params),
  requested: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions<Group>(
      api,
      [...groupQueries.lists(), 'requested'],
      '/groups/requested',
      params,
    ),
  invited: (api: ApiClient, params: ListParams & { rejected?: boolean } = {}) =>
    pagedListOptions<Group>(api, [...groupQueries.lists(), 'invited'], '/groups/invited', params),
  ofAccount: (api: ApiClient, accountId: string, params: ListParams = {}) =>
    pagedListOptions<Group>(
      api,
      [...groupQueries.lists(), 'account', accountId],
      `/accounts/${encodeURIComponent(accountId)}/groups`,
      params,
    ),

  /** `GET /groups/{idOrSlug}`; disabled while the id is empty (spec §5). */
  detail: (api: ApiClient, groupId: string) =>
    queryOptions({
      queryKey: [...groupQueries.details(), groupId, api.locale] as const,
      queryFn: ({ signal }) => dataOf(api.get<Group>(path(groupId), { signal })),
      enabled: groupId !== '',
    }),

  members: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { role?: GroupMemberRole } = {},
  ) =>
    pagedListOptions<GroupMembership>(
      api,
      [...groupQueries.of(groupId), 'members'],
      `${path(groupId)}/members`,
      params,
    ),
  requests: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { status?: GroupRequestStatus } = {},
  ) =>
    pagedListOptions<GroupRequest>(
      api,
      [...groupQueries.of(groupId), 'requests'],
      `${path(groupId)}/requests`,
      params,
    ),
  invitations: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { status?: GroupInvitationStatus } = {},
  ) =>
    pagedListOptions<GroupInvitation>(
      api,
      [...groupQueries.of(groupId), 'invitations'],
      `${path(groupId)}/invitations`,
      params,
    ),
  invitableAccounts: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions<InvitableAccount>(
      api,
      [...groupQueries.of(groupId), 'invitableAccounts'],
      `${path(groupId)}/invitations/accounts`,
      params,
    ),
  blocks: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions<GroupBlock>(
      api,
      [...groupQueries.of(groupId), 'blocks'],
      `${path(groupId)}/blocks`,
      params,
    ),
  announcements: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions<GroupAnnouncement>(
      api,
      [...groupQueries.of(groupId), 'announcements'],
      `${path(groupId)}/announcements`,
      params,
    ),
  /** Group events; `past` is always sent, false by default (as the SDK does). */
  events: (api: ApiClient, groupId: string, params: ListParams & { past?: boolean } = {}) =>
    pagedListOptions<never>(
      api,
      [...groupQueries.of(groupId), 'events'],
      `${path(groupId)}/events`,
      {
        ...params,
        past: params.past ?? false,
      },
    ),
  activities: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions<Activity>(
      api,
      activityQueries.groupKey(groupId),
      `${path(groupId)}/activities`,
      params,
    ),
  media: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { type?: 'images' | 'videos' } = {},
  ) =>
    pagedListOptions<Activity>(
      api,
      [...groupQueries.of(groupId), 'media'],
      `${path(groupId)}/media`,
      params,
    ),

  selfMemberships: (api: ApiClient, params: ListParams & { role?: GroupMemberRole } = {}) =>
    pagedListOptions<GroupMembership>(
      api,
      [...selfQueries.all(), 'groups', 'list'],
      '/self/groups',
      params,
    ),
  selfMembership: (api: ApiClient, groupId: string) =>
    queryOptions({
      queryKey: [...selfQueries.all(), 'groups', groupId, 'membership', api.locale] as const,
      queryFn: ({ signal }) =>
        dataOf(
          api.get<GroupMembership>(`/self/groups/${encodeURIComponent(groupId)}/membership`, {
            signal,
          }),
        ),
      enabled: groupId !== '',
    }),
  selfAnnouncement: (api: ApiClient, announcementId: string) =>
    queryOptions({
      queryKey: [...selfQueries.all(), 'announcements', announcementId, api.locale] as const,
      queryFn: ({ signal }) =>
        dataOf(
          api.get<GroupAnnouncement>(`/self/announcements/${encodeURIComponent(announcementId)}`, {
            signal,
          }),
        ),
      enabled: announcementId !== '',
    }),
};

// ---------------------------------------------------------------- cache rules (spec §4)

/** Patches `groups[groupId]` of the cached relationships map, when it is loaded. */
export function cacheGroupRelationship(
  queryClient: QueryClient,
  api: ApiClient,
  groupId: string,
  value: GroupRelationship,
): void {
  queryClient.setQueryData<Relationships>(selfQueries.relationships(api).queryKey, (current) =>
    current ? { ...current, groups: { ...current.groups, [groupId]: value } } : current,
  );
}

/** Applies `change` to every cached copy of the group: its detail (by id or slug) and list pages. */
export function updateCachedGroup(
  queryClient: QueryClient,
  groupId: string,
  change: (group: Group) => Group,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: groupQueries.details() })) {
    const group = query.state.data as Group | undefined;
    if (group?.id === groupId) queryClient.setQueryData<Group>(query.queryKey, change(group));
  }
  queryClient.setQueriesData<InfiniteData<Envelope<Group[]>>>(
    { queryKey: groupQueries.lists() },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((group) => (group.id === groupId ? change(group) : group)),
            })),
          }
        : data,
  );
}

/** Puts a group in the detail cache under its id and its slug. */
export function cacheGroup(queryClient: QueryClient, api: ApiClient, group: Group): void {
  queryClient.setQueryData(groupQueries.detail(api, group.id).queryKey, group);
  queryClient.setQueryData(groupQueries.detail(api, group.slug).queryKey, group);
}

const MEMBER_ROLES: readonly (GroupRole | null)[] = ['member', 'moderator', 'admin', 'manager'];

/** The viewer's role changed: relationships, the group's viewerRole and its member count follow. */
export function cacheViewerRole(
  queryClient: QueryClient,
  api: ApiClient,
  groupId: string,
  role: GroupRole | null,
): void {
  cacheGroupRelationship(queryClient, api, groupId, role ?? false);
  updateCachedGroup(queryClient, groupId, (group) => {
    const wasMember = MEMBER_ROLES.includes(group.viewerRole);
    const isMember = MEMBER_ROLES.includes(role);
    const delta = wasMember === isMember ? 0 : isMember ? 1 : -1;
    return {
      ...group,
      viewerRole: role,
      _count: { members: Math.max(0, group._count.members + delta) },
    };
  });
}

function invalidate(queryClient: QueryClient, ...keys: readonly (readonly unknown[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

const selfGroupsKey = () => [...selfQueries.all(), 'groups'] as const;

// ---------------------------------------------------------------- reads

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

function useGroupList<T>(options: ReturnType<typeof pagedListOptions<T>>, enabled: boolean) {
  const query = useInfiniteQuery({ ...options, enabled });
  return { ...query, items: flattenPages(query.data) };
}

export function useGroupMembers(
  groupId: string,
  params: ListParams & { role?: GroupMemberRole } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.members(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupRequests(
  groupId: string,
  params: ListParams & { status?: GroupRequestStatus } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.requests(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupInvitations(
  groupId: string,
  params: ListParams & { status?: GroupInvitationStatus } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.invitations(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupInvitableAccounts(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.invitableAccounts(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupBlocks(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.blocks(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupAnnouncements(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.announcements(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupEvents(
  groupId: string,
  params: ListParams & { past?: boolean } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.events(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupActivities(
  groupId: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.activities(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useGroupMedia(
  groupId: string,
  params: ListParams & { type?: 'images' | 'videos' } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(
    groupQueries.media(api, groupId, params),
    groupId !== '' && (options.enabled ?? true),
  );
}

export function useSelfGroupMemberships(
  params: ListParams & { role?: GroupMemberRole } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useGroupList(groupQueries.selfMemberships(api, params), options.enabled ?? true);
}

export function useSelfGroupMembership(groupId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const base = groupQueries.selfMembership(api, groupId);
  return useQuery({ ...base, enabled: groupId !== '' && (options.enabled ?? true) });
}

export function useSelfAnnouncement(announcementId: string) {
  const api = useApiClient();
  return useQuery(groupQueries.selfAnnouncement(api, announcementId));
}

/**
 * The signed-in account's relation to a group from the cached relationships map:
 * a role, 'requested', 'invited' or false. Throws unless `groupId` is a uuid (spec §5).
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

// ---------------------------------------------------------------- writes

/** `POST /groups`: the creator is cached as moderator (spec §4). */
export function useCreateGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => dataOf(api.post<Group>('/groups', body)),
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
    mutationFn: (body: UpdateGroupBody) => dataOf(api.put<Group>(path(groupId), body)),
    onSuccess: (group) => {
      cacheGroup(queryClient, api, group);
      invalidate(queryClient, groupQueries.lists());
    },
  });
}

/** `POST /groups/{id}/join`: the user is cached as member (spec §4). */
export function useJoinGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => dataOf(api.post<GroupMembership>(`${path(groupId)}/join`)),
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
      await api.post<null>(`${path(groupId)}/leave`);
      return groupId;
    },
    onSuccess: (groupId) => {
      cacheViewerRole(queryClient, api, groupId, null);
      queryClient.removeQueries({ queryKey: groupQueries.selfMembership(api, groupId).queryKey });
      invalidate(queryClient, selfGroupsKey(), groupQueries.of(groupId));
    },
  });
}

/** `POST /groups/{id}/requests`: the user is cached as requested (spec §4). */
export function useRequestToJoinGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => dataOf(api.post<GroupRequest>(`${path(groupId)}/requests`)),
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
      await api.put<null>(`${path(groupId)}/requests/cancel`);
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
      dataOf(api.put<Group>(`${path(groupId)}/requests/${encodeURIComponent(requestId)}/accept`)),
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
      dataOf(
        api.put<GroupRequest>(`${path(groupId)}/requests/${encodeURIComponent(requestId)}/reject`),
      ),
    onSuccess: () =>
      invalidate(
        queryClient,
        [...groupQueries.of(groupId), 'requests'],
        [...groupQueries.of(groupId), 'invitableAccounts'],
      ),
  });
}

/**
 * `POST /groups/{id}/invitations {accountIds}` (moderators). The answer is
 * `{status:'ok', message:'ok'}`; caches refresh only on message 'ok' (spec §4).
 */
export function useInviteToGroup(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: string[]) => {
      for (const accountId of accountIds) assertUuid('accountId', accountId);
      return api.post<undefined>(`${path(groupId)}/invitations`, { accountIds });
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
    mutationFn: (invitationId: string) => {
      const url = `${path(groupId)}/invitations/${encodeURIComponent(invitationId)}/${action}`;
      return dataOf(
        action === 'cancel' ? api.delete<GroupInvitation>(url) : api.put<GroupInvitation>(url),
      );
    },
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

/** `PUT /groups/{id}/invitations/accept`: the invited user is cached as member (spec §4). */
export function useAcceptGroupInvitation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      dataOf(api.put<GroupMembership>(`${path(groupId)}/invitations/accept`)),
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
    mutationFn: (groupId: string) =>
      dataOf(api.put<GroupInvitation>(`${path(groupId)}/invitations/reject`)),
    onSuccess: (invitation) => {
      cacheViewerRole(queryClient, api, invitation.groupId, null);
      invalidate(queryClient, [...groupQueries.lists(), 'invited'], ['self', 'notifications']);
    },
  });
}

type MemberAction = 'promote' | 'demote' | 'remove' | 'block' | 'unblock';

function useMemberAction(groupId: string, action: MemberAction) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      assertUuid('accountId', accountId);
      const base = `${path(groupId)}/members/${encodeURIComponent(accountId)}`;
      if (action === 'remove') return api.delete<null>(base);
      return api.post<GroupMembership | null>(`${base}/${action}`);
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

/** `POST /groups/{id}/announcements {title, html, email, push}` (moderators). */
export function useCreateGroupAnnouncement(groupId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupAnnouncementBody) =>
      dataOf(api.post<GroupAnnouncement>(`${path(groupId)}/announcements`, body)),
    onSuccess: () => invalidate(queryClient, [...groupQueries.of(groupId), 'announcements']),
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
      dataOf(api.put<GroupMembership>(`/self/groups/${encodeURIComponent(groupId)}`, changes)),
    onSuccess: (membership) => queryClient.setQueryData(key, membership),
  });
}
