import {
  isGroupMemberRole,
  type Envelope,
  type Group,
  type GroupRole,
  type Relationships,
} from '@convene/contract';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { groupQueries, type GroupRelationship } from './group-queries';
import { flattenPages, mapCachedItems } from '../core/lists';
import { selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

// Cache rules of the groups area, shared by its hook files.

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
  mapCachedItems<Group>(queryClient, groupQueries.lists(), (group) =>
    group.id === groupId ? change(group) : group,
  );
}

/** Puts a group in the detail cache under its id and its slug. */
export function cacheGroup(queryClient: QueryClient, api: ApiClient, group: Group): void {
  queryClient.setQueryData(groupQueries.detail(api, group.id).queryKey, group);
  queryClient.setQueryData(groupQueries.detail(api, group.slug).queryKey, group);
}

/** The viewer's role changed: relationships, the group's viewerRole and its member count follow. */
export function cacheViewerRole(
  queryClient: QueryClient,
  api: ApiClient,
  groupId: string,
  role: GroupRole | null,
): void {
  cacheGroupRelationship(queryClient, api, groupId, role ?? false);
  updateCachedGroup(queryClient, groupId, (group) => {
    const wasMember = isGroupMemberRole(group.viewerRole);
    const isMember = isGroupMemberRole(role);
    const delta = wasMember === isMember ? 0 : isMember ? 1 : -1;
    return {
      ...group,
      viewerRole: role,
      _count: { members: Math.max(0, group._count.members + delta) },
    };
  });
}

export function invalidate(
  queryClient: QueryClient,
  ...keys: readonly (readonly unknown[])[]
): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** The signed-in account's memberships, under ['self', 'groups']. */
export const selfGroupsKey = () => [...selfQueries.all(), 'groups'] as const;

type ItemsOf<Q extends { data: unknown }> =
  NonNullable<Q['data']> extends { pages: Envelope<(infer T)[]>[] } ? T[] : never;

/** An infinite query of a group's paged sub-resource, with its loaded `items` in order. */
export function withItems<Q extends { data: { pages: Envelope<unknown[]>[] } | undefined }>(
  query: Q,
): Q & { items: ItemsOf<Q> } {
  return { ...query, items: flattenPages(query.data) as ItemsOf<Q> };
}

/**
 * A group's paged sub-resource, off until the group id is known, with its loaded `items`.
 * Paged by number or by cursor (`TPageParam`), as its endpoint offers.
 */
export function useGroupItems<
  TPage extends Envelope<unknown[]>,
  TKey extends QueryKey,
  TPageParam extends number | string | null,
>(
  groupId: string,
  options: UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TPageParam>,
  enabled = true,
) {
  return withItems(useInfiniteQuery({ ...options, enabled: groupId !== '' && enabled }));
}
