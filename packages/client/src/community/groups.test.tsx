import type { Group, GroupMembership, Relationships } from '@convene/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  useAcceptGroupInvitation,
  useInviteToGroup,
  useRejectGroupInvitation,
} from './group-invitations';
import {
  useCancelGroupRequest,
  useJoinGroup,
  useLeaveGroup,
  useRequestToJoinGroup,
} from './group-membership';
import { groupQueries } from './group-queries';
import { useCreateGroup, useGroupEvents, useGroupStatus } from './groups';
import { ConveneApiProvider } from '../core/provider';
import { selfQueries } from '../people/self';
import { declaredOnly } from '../test/declared-fetch';
import { ApiClient } from '../core/transport';

const GROUP_ID = '0190f5a2-0000-7000-8000-0000000000a1';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-000000000001';

const group: Group = {
  id: GROUP_ID,
  slug: 'harbour-sailors',
  name: 'Harbour Sailors',
  image: null,
  access: 'public',
  description: 'Boats',
  externalUrl: null,
  active: true,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { members: 3 },
  viewerRole: null,
};

const membership: GroupMembership = {
  accountId: ACCOUNT_ID,
  group: { id: GROUP_ID, slug: group.slug, name: group.name, image: null, access: 'public' },
  role: 'member',
  account: {
    id: ACCOUNT_ID,
    username: 'maya-lindqvist',
    accountType: 'account',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    title: null,
    company: null,
    image: null,
  },
  activityPushNotification: true,
  announcementEmailNotification: true,
  announcementPushNotification: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const relationships: Relationships = {
  accounts: {},
  groups: {},
  events: {},
  channels: {},
  threads: {},
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(respond: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  const api = new ApiClient({
    apiUrl: 'http://api.test/api',
    organizationId: 'org-1',
    locale: 'en',
    getToken: () => 'token',
    fetch: declaredOnly(fetchMock) as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>{children}</ConveneApiProvider>
    </QueryClientProvider>
  );
  queryClient.setQueryData(selfQueries.relationships(api).queryKey, relationships);
  queryClient.setQueryData(groupQueries.detail(api, GROUP_ID).queryKey, group);
  queryClient.setQueryData(groupQueries.detail(api, group.slug).queryKey, group);
  const cachedRole = () =>
    queryClient.getQueryData<Relationships>(selfQueries.relationships(api).queryKey)?.groups[
      GROUP_ID
    ];
  const cachedGroup = (key = GROUP_ID) =>
    queryClient.getQueryData<Group>(groupQueries.detail(api, key).queryKey);
  return { api, queryClient, wrapper, fetchMock, cachedRole, cachedGroup };
}

describe('group cache rules', () => {
  it('caches the creator as moderator after creating a group, under its id and slug', async () => {
    const created: Group = {
      ...group,
      id: '0190f5a2-0000-7000-8000-0000000000b2',
      slug: 'new-club',
      viewerRole: 'moderator',
      _count: { members: 1 },
    };
    const { api, queryClient, wrapper, fetchMock } = setup(() =>
      json({ status: 'ok', data: created }),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useCreateGroup(), { wrapper });
    await act(() => result.current.mutateAsync({ group: { name: 'New club', access: 'public' } }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/groups');
    expect(init.method).toBe('POST');
    expect(
      queryClient.getQueryData<Relationships>(selfQueries.relationships(api).queryKey)?.groups[
        created.id
      ],
    ).toBe('moderator');
    expect(queryClient.getQueryData(groupQueries.detail(api, created.id).queryKey)).toEqual(
      created,
    );
    expect(queryClient.getQueryData(groupQueries.detail(api, 'new-club').queryKey)).toEqual(
      created,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: groupQueries.lists() });
  });

  it('caches the user as member after joining, and counts them', async () => {
    const { wrapper, cachedRole, cachedGroup } = setup(() =>
      json({ status: 'ok', data: membership }),
    );
    const { result } = renderHook(() => useJoinGroup(), { wrapper });
    await act(() => result.current.mutateAsync(GROUP_ID));
    expect(cachedRole()).toBe('member');
    expect(cachedGroup()).toMatchObject({ viewerRole: 'member', _count: { members: 4 } });
    expect(cachedGroup('harbour-sailors')).toMatchObject({
      viewerRole: 'member',
      _count: { members: 4 },
    });
  });

  it('caches the user as requested after a request, and forgets it after cancelling', async () => {
    const { wrapper, cachedRole, cachedGroup } = setup((url) =>
      url.endsWith('/requests')
        ? json({ status: 'ok', data: { id: 'r1', status: 'requested', groupId: GROUP_ID } })
        : json({ status: 'ok', data: null }),
    );
    const request = renderHook(() => useRequestToJoinGroup(), { wrapper });
    await act(() => request.result.current.mutateAsync(GROUP_ID));
    expect(cachedRole()).toBe('requested');
    expect(cachedGroup()).toMatchObject({ viewerRole: 'requested', _count: { members: 3 } });
    const cancel = renderHook(() => useCancelGroupRequest(), { wrapper });
    await act(() => cancel.result.current.mutateAsync(GROUP_ID));
    expect(cachedRole()).toBe(false);
    expect(cachedGroup()?.viewerRole).toBeNull();
  });

  it('caches the user as member after accepting an invitation, and as nothing after rejecting one', async () => {
    const accept = setup(() => json({ status: 'ok', data: membership }));
    const { result } = renderHook(() => useAcceptGroupInvitation(), { wrapper: accept.wrapper });
    await act(() => result.current.mutateAsync(GROUP_ID));
    expect(accept.cachedRole()).toBe('member');
    expect(accept.cachedGroup()?._count.members).toBe(4);

    const reject = setup(() =>
      json({ status: 'ok', data: { id: 'i1', status: 'rejected', groupId: GROUP_ID } }),
    );
    reject.queryClient.setQueryData<Relationships>(selfQueries.relationships(reject.api).queryKey, {
      ...relationships,
      groups: { [GROUP_ID]: 'invited' },
    });
    const rejecting = renderHook(() => useRejectGroupInvitation(), { wrapper: reject.wrapper });
    await act(() => rejecting.result.current.mutateAsync(GROUP_ID));
    expect(reject.cachedRole()).toBe(false);
  });

  it('uncounts the user after leaving', async () => {
    const { wrapper, cachedRole, cachedGroup, queryClient, api } = setup(() =>
      json({ status: 'ok', data: null }),
    );
    queryClient.setQueryData(groupQueries.detail(api, GROUP_ID).queryKey, {
      ...group,
      viewerRole: 'member',
    });
    const { result } = renderHook(() => useLeaveGroup(), { wrapper });
    await act(() => result.current.mutateAsync(GROUP_ID));
    expect(cachedRole()).toBe(false);
    expect(cachedGroup()).toMatchObject({ viewerRole: null, _count: { members: 2 } });
  });

  it('refreshes invitation lists only when the answer says message ok', async () => {
    let message = 'ok';
    const { wrapper, queryClient, fetchMock } = setup(() => json({ status: 'ok', message }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useInviteToGroup(GROUP_ID), { wrapper });
    await act(() => result.current.mutateAsync([ACCOUNT_ID]));
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({ accountIds: [ACCOUNT_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups', GROUP_ID, 'invitations'] });
    invalidate.mockClear();
    message = 'queued';
    await act(() => result.current.mutateAsync([ACCOUNT_ID]));
    expect(invalidate).not.toHaveBeenCalled();
    await expect(result.current.mutateAsync(['maya-lindqvist'])).rejects.toThrow(
      'Invalid accountId. Did you pass in the username?',
    );
  });

  it('reads the group status from relationships and refuses a slug', async () => {
    const { wrapper, queryClient, api } = setup(() => json({ status: 'ok', data: relationships }));
    queryClient.setQueryData<Relationships>(selfQueries.relationships(api).queryKey, {
      ...relationships,
      groups: { [GROUP_ID]: 'invited' },
    });
    const { result } = renderHook(() => useGroupStatus(GROUP_ID), { wrapper });
    expect(result.current).toBe('invited');
    expect(() => renderHook(() => useGroupStatus('harbour-sailors'), { wrapper })).toThrow(
      'Invalid groupId. Did you pass in the slug?',
    );
  });

  it('always sends past on group events, and pages them by cursor', async () => {
    const { wrapper, fetchMock } = setup(() =>
      json({ status: 'ok', data: [], cursor: fetchMock.mock.calls.length === 1 ? 'next' : null }),
    );
    const { result } = renderHook(() => useGroupEvents(GROUP_ID), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[0]).toBe(
      `http://api.test/api/groups/${GROUP_ID}/events?past=false&pageSize=10`,
    );
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[0]).toBe(
      `http://api.test/api/groups/${GROUP_ID}/events?past=false&pageSize=10&cursor=next`,
    );
  });
});
