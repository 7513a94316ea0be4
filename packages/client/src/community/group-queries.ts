import {
  groupAnnouncementEndpoints,
  groupEndpoints,
  groupInvitationEndpoints,
  groupMembershipEndpoints,
  groupModerationEndpoints,
  type GroupAccess,
  type GroupInvitationStatus,
  type GroupMemberRole,
  type GroupRequestStatus,
  type Relationships,
} from '@convene/contract';
import { queryOptions } from '@tanstack/react-query';
import { activityQueries } from './activities';
import { endpointQuery } from '../core/endpoint-queries';
import { cursorListOptions, pagedListOptions, type ListParams } from '../core/lists';
import { selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

export type GroupRelationship = Relationships['groups'][string];

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
    cursorListOptions(api, [...groupQueries.lists(), 'all'], groupEndpoints.list, params),
  featured: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, [...groupQueries.lists(), 'featured'], groupEndpoints.featured, params),
  requested: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...groupQueries.lists(), 'requested'], groupEndpoints.requested, params),
  invited: (api: ApiClient, params: ListParams & { rejected?: boolean } = {}) =>
    pagedListOptions(api, [...groupQueries.lists(), 'invited'], groupEndpoints.invited, params),
  ofAccount: (api: ApiClient, accountId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...groupQueries.lists(), 'account', accountId],
      groupEndpoints.accountGroups,
      params,
      { accountId },
    ),

  /** `GET /groups/{idOrSlug}`; disabled while the id is empty. */
  detail: (api: ApiClient, groupId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...groupQueries.details(), groupId, api.locale] as const,
        groupEndpoints.detail,
        { params: { groupId } },
      ),
      enabled: groupId !== '',
    }),

  members: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { role?: GroupMemberRole } = {},
  ) =>
    cursorListOptions(
      api,
      [...groupQueries.of(groupId), 'members'],
      groupEndpoints.members,
      params,
      { groupId },
    ),
  requests: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { status?: GroupRequestStatus } = {},
  ) =>
    pagedListOptions(
      api,
      [...groupQueries.of(groupId), 'requests'],
      groupMembershipEndpoints.requests,
      params,
      { groupId },
    ),
  invitations: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { status?: GroupInvitationStatus } = {},
  ) =>
    pagedListOptions(
      api,
      [...groupQueries.of(groupId), 'invitations'],
      groupInvitationEndpoints.list,
      params,
      { groupId },
    ),
  invitableAccounts: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...groupQueries.of(groupId), 'invitableAccounts'],
      groupInvitationEndpoints.invitableAccounts,
      params,
      { groupId },
    ),
  blocks: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...groupQueries.of(groupId), 'blocks'],
      groupModerationEndpoints.blocks,
      params,
      { groupId },
    ),
  announcements: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...groupQueries.of(groupId), 'announcements'],
      groupAnnouncementEndpoints.list,
      params,
      { groupId },
    ),
  /** Group events; `past` is always sent, false by default (as the SDK does). */
  events: (api: ApiClient, groupId: string, params: ListParams & { past?: boolean } = {}) =>
    cursorListOptions(
      api,
      [...groupQueries.of(groupId), 'events'],
      groupEndpoints.events,
      { ...params, past: params.past ?? false },
      { groupId },
    ),
  activities: (api: ApiClient, groupId: string, params: ListParams = {}) =>
    cursorListOptions(api, activityQueries.groupKey(groupId), groupEndpoints.activities, params, {
      groupId,
    }),
  media: (
    api: ApiClient,
    groupId: string,
    params: ListParams & { type?: 'images' | 'videos' } = {},
  ) =>
    cursorListOptions(api, [...groupQueries.of(groupId), 'media'], groupEndpoints.media, params, {
      groupId,
    }),

  selfMemberships: (api: ApiClient, params: ListParams & { role?: GroupMemberRole } = {}) =>
    cursorListOptions(
      api,
      [...selfQueries.all(), 'groups', 'list'],
      groupMembershipEndpoints.selfGroups,
      params,
    ),
  selfMembership: (api: ApiClient, groupId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...selfQueries.all(), 'groups', groupId, 'membership', api.locale] as const,
        groupMembershipEndpoints.selfMembership,
        { params: { groupId } },
      ),
      enabled: groupId !== '',
    }),
  selfAnnouncement: (api: ApiClient, announcementId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...selfQueries.all(), 'announcements', announcementId, api.locale] as const,
        groupAnnouncementEndpoints.selfDetail,
        { params: { announcementId } },
      ),
      enabled: announcementId !== '',
    }),
};
