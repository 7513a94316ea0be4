import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Notification,
  type NotificationPreferences,
} from '@convene/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { advertisementQueries, useAdvertisement } from '../community/advertisements';
import { benefitQueries, useBenefits } from '../community/benefits';
import { applyLiveNotification } from './notifications-live';
import {
  notificationQueries,
  pushDeviceQueries,
  useDeletePushDevice,
  useMarkNotificationsRead,
  useNotificationPreferences,
  useNotifications,
  useUnreadNotificationCount,
  useUpdateNotificationPreferences,
  useUpdatePushDevice,
} from './notifications';
import { useOrganization } from '../organization/organization';
import { ConveneApiProvider } from '../core/provider';
import { storageQueries, useLinkPreview, useStoredImage, useUploadImage } from '../content/storage';
import { declaredOnly } from '../test/declared-fetch';
import { ApiClient } from '../core/transport';

/** A notification id made from a short label (live messages are parsed: ids are uuids). */
const idOf = (label: string) =>
  `00000000-0000-4000-8000-${Buffer.from(label).toString('hex').padStart(12, '0')}`;

const note = (label: string, read = false): Notification => ({
  id: idOf(label),
  type: 'LIKE',
  read,
  sender: null,
  activityId: null,
  groupId: null,
  announcementId: null,
  invitationId: null,
  eventId: null,
  contentId: null,
  conversationId: null,
  like: null,
  activity: null,
  event: null,
  announcement: null,
  group: null,
  invitation: null,
  content: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(respond: Respond) {
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
  const sent = (call = 0) => {
    const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
    return {
      url,
      method: init.method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
  };
  return { api, queryClient, wrapper, fetchMock, sent };
}

describe('notification queries', () => {
  it('never go stale; advertisements stay fresh 30 s with the position only in the key', () => {
    const { api } = setup(() => json({}));
    expect(notificationQueries.list(api).staleTime).toBe(0);
    expect(notificationQueries.count(api).staleTime).toBe(0);
    expect(advertisementQueries.current(api, 'sidebar').staleTime).toBe(30_000);
    expect(advertisementQueries.current(api, 'sidebar').queryKey).toEqual([
      'advertisement',
      'en',
      'sidebar',
    ]);
    expect(benefitQueries.list(api).queryKey).toEqual(['benefits', 'list', 'en', {}]);
    expect(pushDeviceQueries.detail(api, 'd1').queryKey).toEqual([
      'self',
      'push-devices',
      'd1',
      'en',
    ]);
  });

  it('sends filters and pages, and marks read in the cache and the count', async () => {
    const { wrapper, sent, fetchMock } = setup((url, init) => {
      if (init.method === 'PUT') return json({ status: 'ok', data: { unread: 1 } });
      if (url.includes('/count')) return json({ status: 'ok', data: { unread: 2 } });
      return json({ status: 'ok', data: [note('n1'), note('n2')] });
    });
    const { result } = renderHook(
      () => ({
        list: useNotifications('unread,LIKE'),
        count: useUnreadNotificationCount(),
        mark: useMarkNotificationsRead(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(2));
    await waitFor(() => expect(result.current.count.data).toEqual({ unread: 2 }));
    const listCall = fetchMock.mock.calls.findIndex(([url]) => String(url).includes('filters='));
    expect(sent(listCall).url).toBe(
      'http://api.test/api/self/notifications?filters=unread%2CLIKE&pageSize=10&page=1',
    );

    await act(() => result.current.mark.mutateAsync({ notificationIds: [idOf('n1')] }));
    const put = sent(fetchMock.mock.calls.length - 1);
    expect(put).toMatchObject({
      method: 'PUT',
      url: 'http://api.test/api/self/notifications/read',
      body: { notificationIds: [idOf('n1')] },
    });
    await waitFor(() => expect(result.current.count.data).toEqual({ unread: 1 }));
    expect(result.current.list.notifications.map((n) => n.read)).toEqual([true, false]);
  });

  it('applies a live notification to the unfiltered list and the count', async () => {
    const { api, queryClient, wrapper } = setup((url) =>
      url.includes('/count')
        ? json({ status: 'ok', data: { unread: 0 } })
        : json({ status: 'ok', data: [note('old', true)] }),
    );
    const { result } = renderHook(
      () => ({ list: useNotifications(), count: useUnreadNotificationCount() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(1));
    await waitFor(() => expect(result.current.count.data).toEqual({ unread: 0 }));
    act(() => {
      expect(
        applyLiveNotification(queryClient, api, {
          type: 'notification',
          body: { notification: note('new') },
        }),
      ).toBe(true);
      // The same message twice is one notification.
      applyLiveNotification(queryClient, api, {
        type: 'notification',
        body: { notification: note('new') },
      });
    });
    await waitFor(() =>
      expect(result.current.list.notifications.map((n) => n.id)).toEqual([
        idOf('new'),
        idOf('old'),
      ]),
    );
    await waitFor(() => expect(result.current.count.data).toEqual({ unread: 2 }));
    // The server's count after a read elsewhere replaces the local one.
    act(() => {
      expect(
        applyLiveNotification(queryClient, api, {
          type: 'notifications.unread',
          body: { count: 0 },
        }),
      ).toBe(true);
    });
    await waitFor(() => expect(result.current.count.data).toEqual({ unread: 0 }));
    // A malformed message of the family is taken (no one else reads it) and dropped.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      applyLiveNotification(queryClient, api, { type: 'notifications.unread', body: {} }),
    ).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(queryClient.getQueryData(notificationQueries.count(api).queryKey)).toEqual({
      unread: 0,
    });
    expect(applyLiveNotification(queryClient, api, { type: 'new-message', body: {} })).toBe(false);
  });
});

describe('notification preferences', () => {
  it('merges sent flags before the request answers, then takes the server’s', async () => {
    let release: (response: Response) => void = () => undefined;
    const { wrapper } = setup((_url, init) => {
      if (init.method === 'PUT')
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      return json({ status: 'ok', data: DEFAULT_NOTIFICATION_PREFERENCES });
    });
    const { result } = renderHook(
      () => ({
        preferences: useNotificationPreferences(),
        update: useUpdateNotificationPreferences(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.data?.likePush).toBe(true));
    act(() => result.current.update.mutate({ likePush: false }));
    await waitFor(() => expect(result.current.preferences.data?.likePush).toBe(false));
    const server: NotificationPreferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      likePush: false,
      commentEmail: false,
    };
    release(json({ status: 'ok', data: server }));
    await waitFor(() => expect(result.current.preferences.data).toEqual(server));
  });

  it('keeps a later optimistic change when an earlier answer arrives first', async () => {
    const pending: ((response: Response) => void)[] = [];
    const { wrapper } = setup((_url, init) => {
      if (init.method === 'PUT')
        return new Promise<Response>((resolve) => {
          pending.push(resolve);
        });
      return json({ status: 'ok', data: DEFAULT_NOTIFICATION_PREFERENCES });
    });
    const { result } = renderHook(
      () => ({
        preferences: useNotificationPreferences(),
        update: useUpdateNotificationPreferences(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.data).toBeDefined());
    act(() => result.current.update.mutate({ likePush: false }));
    act(() => result.current.update.mutate({ commentPush: false }));
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[0]!(
      json({ status: 'ok', data: { ...DEFAULT_NOTIFICATION_PREFERENCES, likePush: false } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.preferences.data).toMatchObject({ likePush: false, commentPush: false });
    pending[1]!(
      json({
        status: 'ok',
        data: { ...DEFAULT_NOTIFICATION_PREFERENCES, likePush: false, commentPush: false },
      }),
    );
    await waitFor(() =>
      expect(result.current.update.isIdle || result.current.update.isSuccess).toBe(true),
    );
    expect(result.current.preferences.data).toMatchObject({ likePush: false, commentPush: false });
  });

  it('rolls back when the update fails', async () => {
    const { wrapper } = setup((_url, init) =>
      init.method === 'PUT'
        ? json({ status: 'error', code: 'VALIDATION', message: 'nope' }, 400)
        : json({ status: 'ok', data: DEFAULT_NOTIFICATION_PREFERENCES }),
    );
    const { result } = renderHook(
      () => ({
        preferences: useNotificationPreferences(),
        update: useUpdateNotificationPreferences(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.data).toBeDefined());
    await act(() =>
      result.current.update.mutateAsync({ commentPush: false }).catch(() => undefined),
    );
    expect(result.current.preferences.data?.commentPush).toBe(true);
  });
});

describe('push devices, storage and advertisement', () => {
  it('deletes a device by id', async () => {
    const { wrapper, sent } = setup(() => json({ status: 'ok', data: { id: 'd 1' } }));
    const { result } = renderHook(() => useDeletePushDevice(), { wrapper });
    await act(() => result.current.mutateAsync('d 1'));
    expect(sent()).toMatchObject({
      method: 'DELETE',
      url: 'http://api.test/api/self/push-devices/d%201',
    });
  });

  it('updates a device with the SDK body', async () => {
    const { wrapper, sent } = setup(() => json({ status: 'ok', data: { id: 'd1', name: 'Work' } }));
    const { result } = renderHook(() => useUpdatePushDevice(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ pushDeviceId: 'd1', pushDevice: { name: 'Work' } }),
    );
    expect(sent()).toMatchObject({
      method: 'PUT',
      url: 'http://api.test/api/self/push-devices/d1',
      body: { pushDevice: { name: 'Work' } },
    });
  });

  it('uploads an image with its type', async () => {
    const { wrapper, sent } = setup(() =>
      json({
        status: 'ok',
        data: { id: 'i1', uri: '/files/x.webp', width: 1, height: 1, moderation: 'safe' },
      }),
    );
    const { result } = renderHook(() => useUploadImage(), { wrapper });
    const image = await act(() =>
      result.current.mutateAsync({ type: 'activity', dataUri: 'data:image/png;base64,AAAA' }),
    );
    expect(image.id).toBe('i1');
    expect(sent()).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/storage/images/upload',
      body: { type: 'activity' },
    });
  });

  it('asks for a link preview only for http(s) links, encoding href', async () => {
    const { wrapper, fetchMock, sent, api } = setup(() => json({ status: 'ok', data: null }));
    renderHook(() => useLinkPreview('javascript:alert(1)'), { wrapper });
    const { result } = renderHook(() => useLinkPreview('https://example.com/a?b=c&d'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe(
      'http://api.test/api/storage/link-preview?href=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc%26d',
    );
    expect(result.current.data).toBeNull();
    expect(storageQueries.linkPreview(api, 'x').retry).toBe(false);
  });

  it('reads the advertisement, null when none', async () => {
    const { wrapper, sent } = setup(() => json({ status: 'ok', data: null }));
    const { result } = renderHook(() => useAdvertisement('feed'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(sent().url).toBe('http://api.test/api/advertisement');
  });

  it('reads the organization, benefits and a stored image from their declared endpoints', async () => {
    const { wrapper, fetchMock } = setup((url) =>
      json({ status: 'ok', data: url.includes('/benefits') ? [] : { id: 'x' } }),
    );
    const { result } = renderHook(
      () => ({
        organization: useOrganization(),
        benefits: useBenefits(),
        image: useStoredImage('i 1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.organization.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.benefits.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.image.isSuccess).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'http://api.test/api/benefits?pageSize=10&page=1',
      'http://api.test/api/organization/config',
      'http://api.test/api/storage/images/i%201',
    ]);
  });
});
